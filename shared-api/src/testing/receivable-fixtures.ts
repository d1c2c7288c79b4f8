// Money after the quote as the server answers it, for the areas' component tests (imported by tests only): a
// confirmed order's schedule of three instalments, its balance, cheques and a customer's statement.
import type { Cheque, Instalment, OrderBalance, Statement, StatementLine } from '../endpoints/receivables';
import { CHEQUE_STATUS_LABELS, INSTALMENT_STATE_LABELS } from '../rules';
import { FIXTURE_ORDER_ID } from './order-fixtures';

export function instalment(overrides: Partial<Instalment> & Pick<Instalment, 'id'>): Instalment {
  const state = overrides.state ?? 'due';
  return {
    position: overrides.id,
    payment_term: 'instant',
    term_display: 'نقدی',
    custom_due_days: null,
    due_date: '2026-11-25T20:29:59.000Z',
    amount: '10000000',
    paid: '0',
    secured: '0',
    outstanding: '10000000',
    state,
    state_display: INSTALMENT_STATE_LABELS[state],
    ...overrides,
  };
}

/** Cash paid in full, one month half paid and half secured by a cheque, two months still due. */
export const scheduleFixture = (): Instalment[] => [
  instalment({
    id: 1,
    amount: '11000000',
    paid: '11000000',
    outstanding: '0',
    state: 'paid',
    due_date: '2026-11-25T20:29:59.000Z',
  }),
  instalment({
    id: 2,
    payment_term: '1_month',
    term_display: 'یک ماهه',
    amount: '22000000',
    paid: '10000000',
    secured: '12000000',
    outstanding: '0',
    state: 'partly_paid',
    due_date: '2026-12-22T20:29:59.000Z',
  }),
  instalment({
    id: 3,
    payment_term: 'custom',
    term_display: 'چهل و پنج روزه',
    custom_due_days: 45,
    amount: '33000000',
    outstanding: '33000000',
    state: 'due',
    due_date: '2027-01-06T20:29:59.000Z',
  }),
];

/** The balance the figures module gives for a schedule (overdue: what is outstanding on overdue instalments). */
export function balanceOf(schedule: readonly Instalment[]): OrderBalance {
  const sum = (pick: (i: Instalment) => string, only: (i: Instalment) => boolean = () => true) =>
    String(schedule.filter(only).reduce((total, i) => total + BigInt(pick(i)), 0n));
  return {
    total: sum((i) => i.amount),
    paid: sum((i) => i.paid),
    secured: sum((i) => i.secured),
    outstanding: sum((i) => i.outstanding),
    overdue: sum(
      (i) => i.outstanding,
      (i) => i.state === 'overdue',
    ),
  };
}

export function cheque(overrides: Partial<Cheque> & Pick<Cheque, 'id'>, orderId = FIXTURE_ORDER_ID): Cheque {
  const status = overrides.status ?? 'received';
  return {
    order_id: orderId,
    instalment_id: 2,
    sayad_id: '1234567890123456',
    bank: 'بانک ملت',
    drawer_name: 'مریم احمدی',
    due_date: '2026-12-22',
    amount: '12000000',
    status,
    status_display: CHEQUE_STATUS_LABELS[status],
    status_note: '',
    status_changed_at: null,
    picture_url: null,
    created_at: '2026-11-26T09:00:00Z',
    allowed_moves: [],
    ...overrides,
  };
}

export function statementLine(
  overrides: Partial<StatementLine> & Pick<StatementLine, 'kind'>,
): StatementLine {
  return {
    date: '2026-11-22T08:30:00Z',
    order_id: FIXTURE_ORDER_ID,
    description: '',
    debit: '0',
    credit: '0',
    balance: '0',
    ...overrides,
  };
}

/** An invoiced order, a verified receipt, a cleared and a bounced cheque, with the running balance. */
export const statementFixture = (): Statement => ({
  customer: { id: 7, name: 'مریم احمدی', company_name: 'بازرگانی احمدی' },
  lines: [
    statementLine({
      kind: 'invoice',
      date: '2026-11-22T08:30:00Z',
      description: 'فاکتور سفارش ۱۲',
      debit: '66000000',
      balance: '66000000',
    }),
    statementLine({
      kind: 'receipt',
      date: '2026-11-24T10:00:00Z',
      description: 'رسید پرداخت',
      credit: '11000000',
      balance: '55000000',
    }),
    statementLine({
      kind: 'cheque_cleared',
      date: '2026-12-01T10:00:00Z',
      description: 'چک ۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶ وصول شد',
      credit: '10000000',
      balance: '45000000',
    }),
    statementLine({
      kind: 'cheque_bounced',
      date: '2026-12-05T10:00:00Z',
      description: 'چک ۶۵۴۳۲۱۰۹۸۷۶۵۴۳۲۱ برگشت خورد: کسری موجودی',
      balance: '45000000',
    }),
  ],
  totals: { debit: '66000000', credit: '21000000', balance: '45000000', overdue: '0' },
});
