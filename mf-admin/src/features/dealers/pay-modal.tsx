// Paying one or several payable commissions (spec 002 §2, §7): each dealer paid with the bank account (IBAN) to
// pay into and a copy button, or a warning when the dealer has none; the admin types the payment reference (by
// default the Persian-calendar day and the dealer's code, PAY-1405-09-07-DLR-1001: the rules module's
// payoutReference); the server pays all or nothing.
import { useEffect, useRef, useState } from 'react';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { errorText, type CommissionItem } from '@sefaresh/shared-api';
import { PAYMENT_INFO_LABELS, payoutReference } from '@sefaresh/shared-api/rules';
import { BankNumber } from '@sefaresh/shared-ui';
import { PlainList, PlainListItem } from '../../components/plain-list';
import { DEALERS_TEXTS as T } from './messages';

/** A dealer being paid, as the payout dialog shows them. */
export interface Payee {
  id: number;
  name: string;
  code: string | null;
  iban: string | null;
}

/** The dealers of these commissions, each once, in the order first met. */
export function payeesOf(items: readonly CommissionItem[]): Payee[] {
  const seen = new Map<number, Payee>();
  for (const c of items)
    if (!seen.has(c.dealer_id))
      seen.set(c.dealer_id, {
        id: c.dealer_id,
        name: c.dealer_name,
        code: c.dealer_code,
        iban: c.dealer_iban,
      });
  return [...seen.values()];
}

export interface PayModalProps {
  open: boolean;
  count: number;
  amount: string;
  /** The dealers paid: their accounts, and their codes for the default reference. */
  dealers: readonly Payee[];
  onClose(): void;
  onPay(reference: string): Promise<unknown>;
}

export function PayModal({ open, count, amount, dealers, onClose, onPay }: PayModalProps) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the default is set when the dialog opens, not again while the admin edits it
  const codes = useRef(dealers.map((d) => d.code));
  codes.current = dealers.map((d) => d.code);
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
      <PlainList aria-label={T.payees}>
        {dealers.map((d) => (
          <PlainListItem key={d.id} aria-label={d.name} size="small">
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text strong>
                {d.name}
                {d.code ? ` (${d.code})` : ''}
              </Typography.Text>
              {d.iban ? (
                <Flex gap={4} align="center" wrap>
                  <Typography.Text type="secondary">{PAYMENT_INFO_LABELS.iban}:</Typography.Text>
                  <BankNumber label={T.ibanOf(d.name)} value={d.iban} />
                </Flex>
              ) : (
                <Alert type="warning" showIcon title={T.noIban} />
              )}
            </Flex>
          </PlainListItem>
        ))}
      </PlainList>
      <label htmlFor="payment-reference" style={{ display: 'block', marginTop: 12 }}>
        {T.referenceLabel}
      </label>
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
