// A bank number someone copies into a banking app (a dealer's IBAN in the payout dialog and on the dealer's
// profile): shown in groups of four with Persian digits, left to right, with a copy button that copies the compact
// ASCII form the banks accept.
import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { compactBankNumber, groupBankNumber } from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '../formatters';

export const BANK_NUMBER_TEXTS = Object.freeze({
  copy: 'کپی',
  copyOf: (label: string) => `کپی ${label}`,
  copied: 'کپی شد',
  copyFailed: 'کپی نشد؛ لطفاً دستی انتخاب کنید',
});

export interface BankNumberProps {
  /** What the number is («شماره شبا»): the copy button's accessible name. */
  label: string;
  value: string;
}

export function BankNumber({ label, value }: BankNumberProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(compactBankNumber(value));
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Flex align="center" gap={8} wrap>
      {/* direction in the style: antd's RTL typography class outranks the dir attribute */}
      <Typography.Text dir="ltr" style={{ direction: 'ltr', unicodeBidi: 'isolate', letterSpacing: 0.5 }}>
        {toPersianDigits(groupBankNumber(value))}
      </Typography.Text>
      <Button size="small" onClick={copy} aria-label={BANK_NUMBER_TEXTS.copyOf(label)}>
        {state === 'copied' ? BANK_NUMBER_TEXTS.copied : BANK_NUMBER_TEXTS.copy}
      </Button>
      {state === 'failed' && (
        <Typography.Text type="danger" role="alert">
          {BANK_NUMBER_TEXTS.copyFailed}
        </Typography.Text>
      )}
    </Flex>
  );
}
