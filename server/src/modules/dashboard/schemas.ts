// Request and response shapes of the admin reports endpoints: the dashboard (what needs action now) and the
// activity log (every order event, newest first).
import { Type } from 'typebox';
import { ADMIN_ACTIONS } from '../../db/schema/admin-actions';
import { literalUnionOrNull } from '../../lib/schemas';

export const ACTIVITY_LOG_PAGE_SIZE = 20;
/** Stock of 50 or below is low (spec 002 §9); 0 is out of stock. */
export const LOW_STOCK_THRESHOLD = 50;
/** How many low-stock products the dashboard lists. */
export const LOW_STOCK_LIST_LIMIT = 10;

const Count = Type.Integer({ minimum: 0 });
const Period = Type.Object({
  orders: Type.Integer({ minimum: 0, description: 'orders registered in the period' }),
  sales: Type.String({
    pattern: '^[0-9]+$',
    description: 'sum of total_with_tax of the orders completed in the period, whole rials',
  }),
});

export const DashboardResponse = Type.Object({
  orders_by_status: Type.Object({
    pending_pricing: Count,
    waiting_customer_approval: Count,
    revision_requested: Count,
    confirmed: Count,
    payment_uploaded: Count,
    completed: Count,
    rejected: Count,
    cancelled: Count,
  }),
  receipts_to_verify: Type.Integer({ minimum: 0, description: 'orders in payment_uploaded' }),
  orders_without_dealer: Type.Integer({
    minimum: 0,
    description: 'active orders (not completed, rejected or cancelled) without an assigned dealer',
  }),
  low_stock_products: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), stock: Type.Integer() }),
    {
      description: `active products with stock ≤ ${LOW_STOCK_THRESHOLD}, lowest first, at most ${LOW_STOCK_LIST_LIMIT}`,
    },
  ),
  low_stock_count: Type.Integer({ minimum: 0, description: 'active products with stock 1 to 50' }),
  out_of_stock_count: Type.Integer({ minimum: 0, description: 'active products with stock 0' }),
  today: Period,
  month: Period,
  receivables: Type.Object(
    {
      overdue_total: Type.String({ pattern: '^[0-9]+$' }),
      due_this_week_total: Type.String({ pattern: '^[0-9]+$' }),
    },
    {
      description:
        'unpaid rials (amount − paid) of the instalments past their due moment, and of those due within 7 days (GET admin/receivables/ totals)',
    },
  ),
  generated_at: Type.String({ format: 'date-time' }),
});

export const ActivityLogQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  order_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user: Type.Optional(Type.Integer({ minimum: 1, description: 'the actor user id' })),
  date_from: Type.Optional(
    Type.String({ format: 'date', description: 'first day (Tehran time), YYYY-MM-DD, inclusive' }),
  ),
  date_to: Type.Optional(
    Type.String({ format: 'date', description: 'last day (Tehran time), YYYY-MM-DD, inclusive' }),
  ),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'text in the note' })),
  kind: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('order'), Type.Literal('admin')], {
      description:
        'all (default): order events and admin actions; order: order events only; admin: admin actions only (order_id leaves admin actions out)',
    }),
  ),
});

const Status = Type.String({ description: 'an order status (spec 000 §4)' });

export const ActivityLogEntry = Type.Object({
  kind: Type.Union([Type.Literal('order'), Type.Literal('admin')], {
    description: 'an order event or an admin action (people and money)',
  }),
  id: Type.Integer({ description: 'unique within its kind' }),
  order_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null for an admin action' }),
  action: literalUnionOrNull(ADMIN_ACTIONS, {
    description: 'the admin action; null for an order event',
  }),
  target_user_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the user an admin action concerns (null for a bulk email and for order events)',
  }),
  target_name: Type.Union([Type.String(), Type.Null()]),
  actor_id: Type.Union([Type.Integer(), Type.Null()]),
  actor_name: Type.Union([Type.String(), Type.Null()]),
  actor_role: Type.Union(
    [Type.Literal('staff'), Type.Literal('dealer'), Type.Literal('customer'), Type.Null()],
    {
      description: 'null when the user no longer exists',
    },
  ),
  from_status: Type.Union([Status, Type.Null()], { description: 'null for the creation of the order' }),
  to_status: Type.Union([Status, Type.Null()], { description: 'null for an admin action' }),
  note: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const ActivityLogResponse = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(ActivityLogEntry),
});
