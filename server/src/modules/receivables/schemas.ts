// The shapes of the receivables in answers: an order's payment schedule and its balance (docs/contracts.md).
import { INSTALMENT_STATES } from '@sefaresh/shared-api/rules';
import { Type } from 'typebox';
import { literalUnion } from '../../lib/schemas';

const Rials = Type.String({ pattern: '^[0-9]+$', description: 'whole rials' });

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
