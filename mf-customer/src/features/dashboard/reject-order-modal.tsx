// 'رد سفارش' on a card: asks for the reason (required), then sends the customer's rejection.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { ordersApi, serverErrorText } from '@sefaresh/shared-api';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { DASHBOARD_MESSAGES as T } from './messages';

export interface RejectOrderModalProps {
  /** The order being rejected; null keeps the modal closed. */
  orderId: number | null;
  onClose: () => void;
  /** After the server accepted the rejection. */
  onRejected: () => void;
}

export function RejectOrderModal({ orderId, onClose, onRejected }: RejectOrderModalProps) {
  return (
    <Modal
      open={orderId !== null}
      title={orderId !== null ? T.rejectTitle(toPersianDigits(orderId)) : undefined}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {orderId !== null && <RejectForm orderId={orderId} onClose={onClose} onRejected={onRejected} />}
    </Modal>
  );
}

function RejectForm({
  orderId,
  onClose,
  onRejected,
}: { orderId: number } & Omit<RejectOrderModalProps, 'orderId'>) {
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
      await ordersApi.reject(orderId, reason.trim());
      onRejected();
    } catch (error) {
      setFailure(serverErrorText(error) ?? (error instanceof Error ? error.message : T.rejectFailed));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />}
      <label htmlFor="reject-reason" style={{ display: 'block', marginBottom: 4 }}>
        {T.rejectReason}
      </label>
      <Input.TextArea
        id="reject-reason"
        value={reason}
        rows={4}
        maxLength={1000}
        placeholder={T.rejectReasonPlaceholder}
        status={touched && missing ? 'error' : undefined}
        aria-invalid={touched && missing}
        aria-describedby={touched && missing ? 'reject-reason-error' : undefined}
        disabled={sending}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      {touched && missing && (
        <Typography.Text type="danger" id="reject-reason-error" role="alert">
          {T.rejectReasonRequired}
        </Typography.Text>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onClose} disabled={sending}>
          {T.rejectCancel}
        </Button>
        <Button htmlType="submit" type="primary" danger loading={sending}>
          {T.rejectConfirm}
        </Button>
      </div>
    </form>
  );
}
