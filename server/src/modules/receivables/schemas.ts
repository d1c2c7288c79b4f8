// The shapes of the receivables (docs/contracts.md "Money after the quote"): an order's payment schedule and its
// balance in answers, the receivables endpoints for staff and the statement.
import { INSTALMENT_STATES, PAYMENT_TERMS } from '@sefaresh/shared-api/rules';
import { Type, type Static } from 'typebox';
import { literalUnion } from '../../lib/schemas';
import { ChequeSchema } from '../cheques/schemas';

const Rials = Type.String({ pattern: '^[0-9]+$', description: 'whole rials' });
/** A statement's balance may fall below 0 (paid more than invoiced). */
const SignedRials = Type.String({ pattern: '^-?[0-9]+$', description: 'whole rials' });
const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'YYYY-MM-DD (Gregorian), a Tehran day',
});

export const InstalmentSchema = Type.Object(
  {
    id: Type.Integer(),
    position: Type.Integer({ description: '1, 2, … in due order' }),
    payment_term: Type.String(),
    term_display: Type.String(),
    custom_due_days: Type.Union([Type.Integer(), Type.Null()]),
    due_date: Type.String({
      format: 'date-time',
      description: 'the last moment of the due day, Tehran time',
    }),
    amount: Rials,
    paid: Rials,
    secured: Rials,
    outstanding: Rials,
    state: literalUnion(INSTALMENT_STATES),
    state_display: Type.String(),
  },
  { description: 'One instalment of the payment schedule: the chosen lines of one term, with tax' },
);

export const BalanceSchema = Type.Object(
  { total: Rials, paid: Rials, secured: Rials, outstanding: Rials, overdue: Rials },
  { description: "The order's receivables; null without a schedule" },
);

export const ReceivablesQuery = Type.Object({
  customer: Type.Optional(Type.Integer({ minimum: 1, description: "the customer's user id" })),
  dealer: Type.Optional(Type.Integer({ minimum: 1, description: "the assigned dealer's user id" })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});
export type ReceivablesFilters = Static<typeof ReceivablesQuery>;

export const ReceivableRow = Type.Object({
  instalment_id: Type.Integer(),
  order_id: Type.Integer(),
  position: Type.Integer(),
  customer_id: Type.Integer(),
  customer_name: Type.String(),
  dealer_name: Type.Union([Type.String(), Type.Null()]),
  dealer_code: Type.Union([Type.String(), Type.Null()]),
  payment_term: literalUnion(PAYMENT_TERMS),
  term_display: Type.String(),
  due_date: Type.String({ format: 'date-time' }),
  amount: Rials,
  paid: Rials,
  secured: Rials,
  outstanding: Rials,
  state: literalUnion(INSTALMENT_STATES),
  state_display: Type.String(),
  days_overdue: Type.Integer({ description: 'whole days since the due moment; 0 when not overdue' }),
});
export type ReceivableRowView = Static<typeof ReceivableRow>;

export const ChequeRow = Type.Object(
  { ...ChequeSchema.properties, customer_name: Type.String() },
  { description: 'A Cheque with its customer' },
);

export const ReceivablesResponse = Type.Object({
  overdue: Type.Array(ReceivableRow, {
    description: 'unpaid instalments past their due moment, oldest first',
  }),
  due_this_week: Type.Array(ReceivableRow, { description: 'unpaid instalments due within the next 7 days' }),
  cheques_to_deposit: Type.Array(ChequeRow, {
    description: 'received cheques dated within the next 7 days (earlier ones not yet deposited too)',
  }),
  open: Type.Array(ReceivableRow, { description: 'every unpaid instalment, by due date' }),
  totals: Type.Object(
    { overdue: Rials, due_this_week: Rials, cheques_to_deposit: Rials, open: Rials },
    { description: 'the unpaid part (amount − paid) of each list; the cheques by their amounts' },
  ),
});

export const StatementLine = Type.Object({
  date: Type.String({ format: 'date-time' }),
  kind: Type.Union([
    Type.Literal('invoice'),
    Type.Literal('receipt'),
    Type.Literal('cheque_cleared'),
    Type.Literal('cheque_bounced'),
  ]),
  order_id: Type.Integer(),
  description: Type.String(),
  debit: Rials,
  credit: Rials,
  balance: SignedRials,
});

export const StatementResponse = Type.Object({
  customer: Type.Object({ id: Type.Integer(), name: Type.String(), company_name: Type.String() }),
  lines: Type.Array(StatementLine, { description: 'oldest first; balance is the running debit − credit' }),
  totals: Type.Object({ debit: Rials, credit: Rials, balance: SignedRials, overdue: Rials }),
});
export type Statement = Static<typeof StatementResponse>;

export const CustomerIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const StatementQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('pdf')])),
});
