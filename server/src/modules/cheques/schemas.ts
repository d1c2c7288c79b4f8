// Request and response shapes of the cheque endpoints (docs/contracts.md "Money after the quote": Cheques).
import { CHEQUE_STATUSES, MONEY_NOTE_MAX_LENGTH } from '@sefaresh/shared-api/rules';
import { Type, type Static } from 'typebox';
import { literalUnion } from '../../lib/schemas';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Rials = Type.String({ pattern: '^[0-9]+$', description: 'whole rials' });

export const ChequeStatusSchema = literalUnion(CHEQUE_STATUSES);

export const ChequeSchema = Type.Object(
  {
    id: Type.Integer(),
    order_id: Type.Integer(),
    instalment_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'the instalment it secures; null: the oldest open one',
    }),
    sayad_id: Type.String({ pattern: '^[0-9]{16}$' }),
    bank: Type.String(),
    drawer_name: Type.String(),
    due_date: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
    amount: Rials,
    status: ChequeStatusSchema,
    status_display: Type.String(),
    status_note: Type.String(),
    status_changed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    picture_url: Type.Union([Type.String(), Type.Null()], {
      description: '/api/orders/{id}/cheques/{chequeId}/picture/ (bearer token); null without a picture',
    }),
    created_at: Type.String({ format: 'date-time' }),
    allowed_moves: Type.Array(ChequeStatusSchema, {
      description: 'where staff may move it now (CHEQUE_MOVES); [] for everyone else',
    }),
  },
  { description: 'A post-dated Sayad cheque (چک صیادی) against an order' },
);
export type ChequeView = Static<typeof ChequeSchema>;

export const ChequeStatusBody = Type.Object({
  status: ChequeStatusSchema,
  note: Type.Optional(Type.String({ maxLength: MONEY_NOTE_MAX_LENGTH * 2 })),
});

export const OrderChequeParams = Type.Object({ id: Id, chequeId: Id });
export const ChequeIdParams = Type.Object({ id: Id });
