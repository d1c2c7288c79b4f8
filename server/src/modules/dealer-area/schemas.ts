// Request and response shapes of the dealer area (spec 001 §2.5, §2.6, §3 "Commission per order", §7; spec
// README "Dealers, catalogue and people"): the assigned-order list, one assigned order, the bulk commission
// figures, the dashboard statistics and the dealer's own commission records.
import { COMMISSION_STATUSES, ORDER_ACTIONS, type OrderAction } from '@sefaresh/shared-api/rules';
import { Type } from 'typebox';
import { literalUnion } from '../../lib/schemas';
import { InvoiceType, OrderDetail, OrderStatusSchema, OrderTab } from '../orders/schemas';

export const ASSIGNED_ORDERS_PAGE_SIZE = 12;
export const MY_COMMISSIONS_PAGE_SIZE = 20;
export const COMMISSION_BULK_MAX = 50;

const Rials = Type.String({ pattern: '^[0-9]+$', description: 'whole rials as a string of digits' });
const NullableRials = Type.Union([Rials, Type.Null()], {
  description: 'whole rials as a string of digits, or null (not priced, cancelled)',
});
const DateTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const Rate = Type.Union([
  Type.String({ description: 'percent with two decimals, e.g. "7.50"' }),
  Type.Null(),
]);

const CommissionStatusSchema = literalUnion(COMMISSION_STATUSES, {
  description: 'pending = projected (open order), calculated = payable, paid, cancelled',
});

const AllowedActions = Type.Array(Type.Unsafe<OrderAction>({ type: 'string', enum: [...ORDER_ACTIONS] }), {
  description:
    'the actions of the transition table the caller may take on the order now (rules allowedActions)',
});

/** The commission fields of spec 001 §3 "Commission per order", as every dealer call answers them. */
const commissionFields = {
  default_commission_rate: Rate,
  effective_commission_rate: Rate,
  dealer_commission_amount: Type.Union([Rials, Type.Null()], {
    description:
      'the calculated (or paid) amount; while pending, the projection quoted_total × rate / 100; null when cancelled or not priced',
  }),
  commission_paid: Type.Boolean(),
  commission_status: Type.Union([CommissionStatusSchema, Type.Null()], {
    description: "the order's latest commission record; null without one",
  }),
};

export const DealerOrderRow = Type.Object({
  id: Type.Integer(),
  status: OrderStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  completion_date: DateTime,
  dealer_assigned_at: DateTime,
  customer_name: Type.String(),
  customer_phone: Type.String(),
  items_count: Type.Integer({ description: 'active items' }),
  quoted_total: NullableRials,
  total_with_tax: NullableRials,
  business_invoice_type: InvoiceType,
  assigned_dealer_id: Type.Union([Type.Integer(), Type.Null()]),
  assigned_dealer_name: Type.Union([Type.String(), Type.Null()]),
  ...commissionFields,
  allowed_actions: AllowedActions,
});

export const AssignedOrdersQuery = Type.Object({
  tab: Type.Optional(OrderTab),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  dealer_id: Type.Optional(
    Type.Integer({ minimum: 1, description: "staff only: one dealer's orders (ignored for dealers)" }),
  ),
});

export const AssignedOrdersResponse = Type.Object({
  count: Type.Integer({ description: "orders of the tab (the caller's, or every assigned order for staff)" }),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  orders: Type.Array(DealerOrderRow),
  tab_counts: Type.Object({ active: Type.Integer(), completed: Type.Integer(), rejected: Type.Integer() }),
});

/** The full order answer (GET /orders/{id}/) as its dealer sees it, with what the dealer may do now. */
export const DealerOrderDetail = Type.Object({
  ...OrderDetail.properties,
  allowed_actions: AllowedActions,
});

export const CommissionBulkQuery = Type.Object({
  order_ids: Type.String({ maxLength: 1000, description: 'comma-separated order ids, at most 50' }),
});

const CommissionBulkEntry = Type.Object({ order_id: Type.Integer(), ...commissionFields });
export const CommissionBulkResponse = Type.Array(CommissionBulkEntry);

export const DealerIdQuery = Type.Object({
  dealer_id: Type.Optional(
    Type.Integer({ minimum: 1, description: "staff only: that dealer's figures (ignored for dealers)" }),
  ),
});

const MonthlySales = Type.Object({
  month: Type.Integer({ minimum: 1, maximum: 12, description: 'Persian month number (1 = Farvardin)' }),
  name: Type.String({ description: 'Persian month name' }),
  sales: Rials,
  completed_orders: Type.Integer(),
});

export const DashboardStatsResponse = Type.Object({
  dealer: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()], { description: 'null: staff looking at every dealer' }),
    name: Type.String(),
    dealer_code: Type.Union([Type.String(), Type.Null()]),
    commission_rate: Rate,
  }),
  total_orders: Type.Integer({ description: 'orders assigned now, any status' }),
  active_orders: Type.Integer(),
  completed_orders: Type.Integer(),
  rejected_orders: Type.Integer({ description: 'rejected + cancelled' }),
  commission_earned: Type.String({
    pattern: '^[0-9]+$',
    description: 'calculated + paid commission, whole rials',
  }),
  commission_paid: Type.String({ pattern: '^[0-9]+$', description: 'paid commission' }),
  commission_payable: Type.String({ pattern: '^[0-9]+$', description: 'calculated and not yet paid' }),
  commission_projected: Type.String({
    pattern: '^[0-9]+$',
    description: 'pending commission on open priced orders (quoted_total × rate / 100 each)',
  }),
  persian_year: Type.Integer(),
  persian_month: Type.Integer({ minimum: 1, maximum: 12 }),
  month_sales: Type.String({
    pattern: '^[0-9]+$',
    description: 'total_with_tax of the orders completed this Persian month (Tehran time)',
  }),
  month_completed_orders: Type.Integer(),
  monthly: Type.Array(MonthlySales, { description: 'the 12 months of the current Persian year' }),
  generated_at: Type.String({ format: 'date-time' }),
});

export const MyCommissionsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  dealer_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'staff only: one dealer (ignored for dealers)' }),
  ),
});

const CommissionRecord = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  order_status: OrderStatusSchema,
  order_date: Type.String({ format: 'date-time' }),
  completion_date: DateTime,
  dealer_id: Type.Integer(),
  amount: Type.Union([Rials, Type.Null()], {
    description: 'calculated / paid: the stored amount; pending: the projection; cancelled: null',
  }),
  rate: Type.String({ description: 'percent, e.g. "7.50"' }),
  is_custom_rate: Type.Boolean(),
  status: CommissionStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  calculated_at: DateTime,
  paid_at: DateTime,
  payment_reference: Type.Union([Type.String(), Type.Null()]),
  cancelled_at: DateTime,
  payout_blocked_reason: Type.Union([Type.String(), Type.Null()], {
    description:
      'COMMISSION_BASIS=paid: why it is not paid out yet (its order has unpaid instalments); else null',
  }),
});

export const MyCommissionsResponse = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(CommissionRecord),
});

export const DealerOrderParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
