// A modal that asks for a required reason and sends it: rejecting a quote, removing an order's last item,
// cancelling an order. The caller's onSubmit rejects with an Error whose message is shown in the modal.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Input, Modal, Typography } from 'antd';

export interface ReasonModalProps {
  open: boolean;
  title: ReactNode;
  /** A paragraph above the field. */
  explain?: ReactNode;
  /** The field's label, e.g. 'دلیل رد سفارش'. */
  label: string;
  /** Shown when the reason is left empty. */
  requiredMessage: string;
  placeholder?: string;
  /** The longest reason the field takes (default 1000). */
  maxLength?: number;
  okText: string;
  cancelText?: string;
  onClose(): void;
  /** Sends the reason (trimmed); reject with an Error to show its message and keep the modal open. */
  onSubmit(reason: string): Promise<void>;
}

export function ReasonModal(props: ReasonModalProps) {
  return (
    <Modal open={props.open} title={props.title} footer={null} onCancel={props.onClose} destroyOnHidden>
      {props.open && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({
  explain,
  label,
  requiredMessage,
  placeholder,
  maxLength = 1000,
  okText,
  cancelText = 'انصراف',
  onClose,
  onSubmit,
}: ReasonModalProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = reason.trim() === '';
  const showMissing = touched && missing;

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
      {explain && <Typography.Paragraph>{explain}</Typography.Paragraph>}
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />}
      <label htmlFor={`${id}-reason`} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      <Input.TextArea
        id={`${id}-reason`}
        value={reason}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        status={showMissing ? 'error' : undefined}
        aria-invalid={showMissing}
        aria-describedby={showMissing ? `${id}-error` : undefined}
        disabled={sending}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      {showMissing && (
        <Typography.Text type="danger" id={`${id}-error`} role="alert">
          {requiredMessage}
        </Typography.Text>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onClose} disabled={sending}>
          {cancelText}
        </Button>
        <Button htmlType="submit" type="primary" danger loading={sending}>
          {okText}
        </Button>
      </div>
    </form>
  );
}
