// A modal that asks for a required reason (the quote rejection; the removal of the last item) and sends it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { ORDER_MESSAGES as T } from './messages';

export interface ReasonModalProps {
  open: boolean;
  title: string;
  explain: ReactNode;
  okText: string;
  onClose(): void;
  /** Sends the reason; a rejection's text is shown in the modal. */
  onSubmit(reason: string): Promise<void>;
}

export function ReasonModal(props: ReasonModalProps) {
  return (
    <Modal open={props.open} title={props.title} footer={null} onCancel={props.onClose} destroyOnHidden>
      {props.open && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({ explain, okText, onClose, onSubmit }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = reason.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit(reason.trim());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Typography.Paragraph>{explain}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />}
      <label htmlFor="reason-text" style={{ display: 'block', marginBottom: 4 }}>
        {T.rejectReason}
      </label>
      <Input.TextArea
        id="reason-text"
        value={reason}
        rows={3}
        maxLength={1000}
        status={touched && missing ? 'error' : undefined}
        aria-invalid={touched && missing}
        disabled={sending}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      {touched && missing && (
        <Typography.Text type="danger" role="alert">
          {T.rejectReasonRequired}
        </Typography.Text>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onClose} disabled={sending}>
          {T.cancel}
        </Button>
        <Button htmlType="submit" type="primary" danger loading={sending}>
          {okText}
        </Button>
      </div>
    </form>
  );
}
