// Receivables settings: how many days before a due date the customer is reminded (PAYMENT_REMINDER_DAYS), and
// when a dealer's commission may be paid out (COMMISSION_BASIS: once the order completes, or once it is paid).
import { DEFAULT_PAYMENT_REMINDER_DAYS } from '@sefaresh/shared-api/rules';
import type { EnvReader } from './env';

export const COMMISSION_BASES = ['completion', 'paid'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

export interface ReceivablesConfig {
  /** Days before an instalment's or a cheque's due date when the customer is reminded. */
  paymentReminderDays: number;
  /** completion: a calculated commission may be paid at once; paid: only once its order's instalments are all paid. */
  commissionBasis: CommissionBasis;
}

export const DEFAULT_RECEIVABLES: ReceivablesConfig = {
  paymentReminderDays: DEFAULT_PAYMENT_REMINDER_DAYS,
  commissionBasis: 'completion',
};

export function readReceivables({ get, int, problems }: EnvReader): ReceivablesConfig {
  const basis = get('COMMISSION_BASIS') ?? DEFAULT_RECEIVABLES.commissionBasis;
  if (!(COMMISSION_BASES as readonly string[]).includes(basis))
    problems.push(`COMMISSION_BASIS must be one of ${COMMISSION_BASES.join(', ')} (got "${basis}")`);
  return {
    paymentReminderDays: int('PAYMENT_REMINDER_DAYS', DEFAULT_RECEIVABLES.paymentReminderDays, 1, 60),
    commissionBasis: (COMMISSION_BASES as readonly string[]).includes(basis)
      ? (basis as CommissionBasis)
      : DEFAULT_RECEIVABLES.commissionBasis,
  };
}
