// Paying one or several payable commissions (spec 002 §2, §7): the admin types the payment reference
// (by default the Persian-calendar day and the dealer's code, PAY-1405-09-07-DLR-1001: the rules module's
// payoutReference); the server pays all or nothing.
import { useEffect, useRef, useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { errorText } from '@sefaresh/shared-api';
import { payoutReference } from '@sefaresh/shared-api/rules';
import { DEALERS_TEXTS as T } from './messages';

export interface PayModalProps {
  open: boolean;
  count: number;
  amount: string;
  /** The codes of the dealers paid, for the default reference. */
  dealerCodes: readonly (string | null)[];
  onClose(): void;
  onPay(reference: string): Promise<unknown>;
}

export function PayModal({ open, count, amount, dealerCodes, onClose, onPay }: PayModalProps) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the default is set when the dialog opens, not again while the admin edits it
  const codes = useRef(dealerCodes);
  codes.current = dealerCodes;
  useEffect(() => {
    if (open) {
      setReference(payoutReference(new Date(), codes.current));
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
