// How to pay a confirmed order: the seller's account from the server's configuration (account
// holder, bank, account number, card and IBAN, each with a copy button), the amount due of the chosen terms in
// rials (tomans in words under it), the deadline in the Persian calendar and the order number as the payment reference. Everything comes
// from the order answer's payment_instructions; the card shows only when the server sends them.
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import type { Instalment, Order } from '@sefaresh/shared-api';
import {
  PAYMENT_DEADLINE_TEXTS,
  PAYMENT_INFO_LABELS as L,
  groupBankNumber,
} from '@sefaresh/shared-api/rules';
import { formatJalaliDate, formatRial, toPersianDigits, tomanInWords } from '@sefaresh/shared-ui';
import { LaterPayments } from './later-payments';

export type PaymentInstructions = NonNullable<Order['payment_instructions']>;

const HOW_TO_PAY_TEXTS = Object.freeze({
  copy: 'کپی',
  copyOf: (label: string) => `کپی ${label}`,
  copied: 'کپی شد',
  copyFailed: 'کپی نشد؛ لطفاً دستی انتخاب کنید',
});

/** A number people copy into a banking app: shown in Persian digits, left to right; copied in ASCII digits. */
function CopyableNumber({ label, value, shown }: { label: string; value: string; shown: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Flex align="center" gap={8} wrap>
      {/* the style, not only dir: antd's RTL typography class sets direction: rtl, which outranks the attribute,
          and the groups of a card number would then read right to left */}
      <Typography.Text
        dir="ltr"
        style={{ fontSize: 15, letterSpacing: 0.5, direction: 'ltr', unicodeBidi: 'isolate' }}
      >
        {shown}
      </Typography.Text>
      <Button size="small" onClick={copy} aria-label={HOW_TO_PAY_TEXTS.copyOf(label)}>
        {state === 'copied' ? HOW_TO_PAY_TEXTS.copied : HOW_TO_PAY_TEXTS.copy}
      </Button>
      {state === 'failed' && (
        <Typography.Text type="danger" role="alert">
          {HOW_TO_PAY_TEXTS.copyFailed}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function HowToPayCard({
  payment,
  schedule = [],
}: {
  payment: PaymentInstructions;
  /** The payment schedule: what is due after this payment's deadline. */
  schedule?: readonly Instalment[];
}) {
  const number = (label: string, value: string, shown = value) => (
    <CopyableNumber label={label} value={value} shown={toPersianDigits(shown)} />
  );
  return (
    <Card title={L.title} size="small" aria-label={L.title}>
      <Flex vertical gap={12}>
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">{L.amountDue}</Typography.Text>
          <Typography.Text strong style={{ fontSize: 20 }} data-testid="amount-due">
            {formatRial(payment.amount_due)}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="amount-due-toman-words">
            {tomanInWords(payment.amount_due)}
          </Typography.Text>
        </Flex>
        <LaterPayments schedule={schedule} deadline={payment.deadline} />
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            {
              key: 'deadline',
              label: L.deadline,
              children: PAYMENT_DEADLINE_TEXTS.until(formatJalaliDate(payment.deadline)),
            },
            {
              key: 'reference',
              label: L.reference,
              children: number(L.reference, payment.reference),
            },
            { key: 'holder', label: L.accountHolder, children: payment.account_holder },
            { key: 'bank', label: L.bankName, children: payment.bank_name },
            {
              key: 'card',
              label: L.cardNumber,
              children: number(L.cardNumber, payment.card_number, groupBankNumber(payment.card_number)),
            },
            {
              key: 'iban',
              label: L.iban,
              children: number(L.iban, payment.iban, groupBankNumber(payment.iban)),
            },
            {
              key: 'account',
              label: L.accountNumber,
              children: number(L.accountNumber, payment.account_number),
            },
          ]}
        />
        <Alert type="info" showIcon role="note" title={L.referenceHint} />
      </Flex>
    </Card>
  );
}
