// The staff's 'لغو سفارش' (spec README: cancel from any status but completed; the reason is required).
import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { EDITOR_TEXTS as T } from './messages';

export interface CancelOrderModalProps {
  open: boolean;
  onClose(): void;
  /** Sends the reason; a rejection's message is shown in the modal. */
  onSubmit(reason: string): Promise<void>;
}

export function CancelOrderModal(props: CancelOrderModalProps) {
  return (
    <Modal
      open={props.open}
      title={T.cancelOrderTitle}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {props.open && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({ onClose, onSubmit }: CancelOrderModalProps) {
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
      <Typography.Paragraph>{T.cancelOrderExplain}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />}
      <label htmlFor="cancel-reason" style={{ display: 'block', marginBottom: 4 }}>
        {T.cancelReason}
      </label>
      <Input.TextArea
        id="cancel-reason"
        value={reason}
        rows={3}
        maxLength={1000}
        status={touched && missing ? 'error' : undefined}
        aria-invalid={touched && missing}
        disabled={sending}
        onChange={(e) => setReason(e.target.value)}
      />
      {touched && missing && (
        <Typography.Text type="danger" role="alert">
          {T.cancelReasonRequired}
        </Typography.Text>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onClose} disabled={sending}>
          {T.cancel}
        </Button>
        <Button htmlType="submit" type="primary" danger loading={sending}>
          {T.cancelOrderOk}
        </Button>
      </div>
    </form>
  );
}
