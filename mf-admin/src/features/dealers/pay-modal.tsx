// Paying one or several payable commissions (spec 002 §2, §7; issue 13): the admin types the payment reference
// (default PAY- and the time); the server pays all or nothing.
import { useEffect, useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { errorText } from '@sefaresh/shared-api';
import { DEALERS_TEXTS as T } from './messages';

/** PAY- and the time, e.g. PAY-20261123224512. */
export function defaultReference(now: Date = new Date()): string {
  return `PAY-${now.toISOString().replace(/\D/g, '').slice(0, 14)}`;
}

export interface PayModalProps {
  open: boolean;
  count: number;
  amount: string;
  onClose(): void;
  onPay(reference: string): Promise<unknown>;
}

export function PayModal({ open, count, amount, onClose, onPay }: PayModalProps) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setReference(defaultReference());
      setProblem(null);
    }
  }, [open]);
  const pay = async () => {
    if (!reference.trim()) {
      setProblem(T.referenceRequired);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onPay(reference.trim());
      onClose();
    } catch (error) {
      setProblem(errorText(error, { fallback: T.payFailed }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={T.payTitle}
      onCancel={onClose}
      onOk={pay}
      okText={T.payOk}
      cancelText={T.cancel}
      confirmLoading={busy}
    >
      <Typography.Paragraph>{T.payCount(count, amount)}</Typography.Paragraph>
      <label htmlFor="payment-reference">{T.referenceLabel}</label>
      <Input
        id="payment-reference"
        dir="ltr"
        value={reference}
        status={problem ? 'error' : undefined}
        onChange={(e) => setReference(e.target.value)}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
