// The receivables of one order as its answer shows them: the schedule's instalments with their figures and the
// balance, both from figures.ts (never computed here).
import { INSTALMENT_STATE_LABELS, PAYMENT_TERM, paymentTermLabel } from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import type { Balance, InstalmentFigures, OrderReceivables } from './figures';
import type { BalanceSchema, InstalmentSchema } from './schemas';

export function instalmentView(f: InstalmentFigures): Static<typeof InstalmentSchema> {
  const i = f.instalment;
  return {
    id: i.id,
    position: i.position,
    payment_term: i.paymentTerm,
    term_display: paymentTermLabel(i.paymentTerm, i.customTermLabel),
    custom_due_days: i.paymentTerm === PAYMENT_TERM.custom ? i.dueDays : null,
    due_date: i.dueDate.toISOString(),
    amount: i.amount,
    paid: f.paid.toString(),
    secured: f.secured.toString(),
    outstanding: f.outstanding.toString(),
    state: f.state,
    state_display: INSTALMENT_STATE_LABELS[f.state],
  };
}

export const balanceView = (b: Balance): Static<typeof BalanceSchema> => ({
  total: b.total.toString(),
  paid: b.paid.toString(),
  secured: b.secured.toString(),
  outstanding: b.outstanding.toString(),
  overdue: b.overdue.toString(),
});

/** payment_schedule and balance of an order answer ([] and null without a schedule). */
export const receivablesFields = (r: OrderReceivables | undefined) => ({
  payment_schedule: r ? r.instalments.map(instalmentView) : [],
  balance: r ? balanceView(r.balance) : null,
});
