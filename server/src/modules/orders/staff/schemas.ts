// Request and response shapes of the admin orders endpoints (spec 002 §2 "Admin orders page", §3 "Order (admin
// list)", §7 Orders).
import { ORDER_TABS } from '@sefaresh/shared-api/rules';
import { Type, type Static } from 'typebox';
import { orderQuoteFields } from '../../quotes/schemas';
import { CustomerInfo, OrderActionSchema, OrderDetail, OrderStatusSchema, InvoiceType } from '../schemas';

export const ADMIN_ORDERS_PAGE_SIZE = 12;
const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
/** Items shown on a card of the list. */
export const ADMIN_ROW_ITEMS = 5;

const Amount = Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Null()], {
  description: 'whole rials as a string of digits, or null before pricing',
});
const DateTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const StatusFilter = Type.Union([OrderStatusSchema, Type.Literal('active')], {
  description: `one status (revision_requested among them), or 'active' = ${ORDER_TABS.active.join(', ')}`,
});
const DateFilter = Type.Union(
  [Type.Literal('all'), Type.Literal('today'), Type.Literal('week'), Type.Literal('month')],
  {
    description:
      'registration date in Asia/Tehran days: today; week = since the start of the day 7 days ago; month = since the same day one month ago',
  },
);
const SortOrder = Type.Union(
  [
    Type.Literal('newest'),
    Type.Literal('oldest'),
    Type.Literal('customer_name'),
    Type.Literal('amount'),
    Type.Literal('status'),
  ],
  {
    description:
      'newest (default); oldest; customer_name (then newest); amount = quoted_total high to low, unpriced last; status = lifecycle order (pending_pricing … cancelled), then newest',
  },
);

const filterFields = {
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        "an order number as screens show it ('#۱۲۳', '123', 'ORD-123'; the exact order first), or part of the customer name, email or phone, or of a product name among the order's items (case-insensitive; Persian/Arabic digits and letters accepted)",
    }),
  ),
  status: Type.Optional(StatusFilter),
  expired: Type.Optional(
    Type.Boolean({
      description:
        'true: only quotes past their validity (waiting_customer_approval and quote_valid_until passed); false: all but those',
    }),
  ),
  dealer: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Literal('unassigned')], {
      description: "an assigned dealer's user id, or 'unassigned'",
    }),
  ),
  date: Type.Optional(DateFilter),
  sort: Type.Optional(SortOrder),
  customer: Type.Optional(Type.Integer({ minimum: 1, description: "the customer's user id" })),
};

export const AdminOrdersQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: ADMIN_ORDERS_MAX_PAGE_SIZE, default: ADMIN_ORDERS_PAGE_SIZE }),
  ),
  ...filterFields,
});

export const AdminOrdersExportQuery = Type.Object({
  ...filterFields,
});

export type AdminOrderFilters = Pick<
  Static<typeof AdminOrdersQuery>,
  'search' | 'status' | 'expired' | 'dealer' | 'date' | 'sort' | 'customer'
>;

const AdminOrderRow = Type.Object({
  id: Type.Integer(),
  status: OrderStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  customer_id: Type.Integer(),
  customer_name: Type.String(),
  customer_email: Type.String(),
  customer_phone: Type.String(),
  customer_comment: Type.String(),
  assigned_dealer_id: Type.Union([Type.Integer(), Type.Null()]),
  assigned_dealer_name: Type.Union([Type.String(), Type.Null()]),
  priced_by_name: Type.Union([Type.String(), Type.Null()]),
  items_count: Type.Integer({ description: 'active items' }),
  items: Type.Array(
    Type.Object({
      product_name: Type.String(),
      quantity: Type.Integer({ description: 'final quantity once priced, else the requested one' }),
    }),
    { maxItems: ADMIN_ROW_ITEMS, description: `the first ${ADMIN_ROW_ITEMS} active items` },
  ),
  quoted_total: Amount,
  total_with_tax: Amount,
  business_invoice_type: InvoiceType,
  has_payment_receipts: Type.Boolean(),
  payment_receipts_count: Type.Integer(),
  completion_date: DateTime,
  allowed_actions: Type.Array(OrderActionSchema, {
    description: 'what the caller (staff, or also the assigned dealer) may do with the order now',
  }),
  ...orderQuoteFields,
});

const AdminOrderStats = Type.Object(
  {
    total: Type.Integer(),
    active: Type.Integer(),
    pending_pricing: Type.Integer(),
    waiting_customer_approval: Type.Integer(),
    payment_uploaded: Type.Integer(),
    completed: Type.Integer(),
  },
  { description: 'counts over all orders, not the filtered ones' },
);

export const AdminOrdersResponse = Type.Object({
  count: Type.Integer({ description: 'orders matching the filters' }),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(AdminOrderRow),
  stats: AdminOrderStats,
});

const AdminOrderEvent = Type.Object({
  id: Type.Integer(),
  from_status: Type.Union([OrderStatusSchema, Type.Null()]),
  to_status: OrderStatusSchema,
  note: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  actor_name: Type.Union([Type.String(), Type.Null()]),
});

export const AdminOrderDetails = Type.Object({
  ...OrderDetail.properties,
  customer_email: Type.String(),
  events: Type.Array(AdminOrderEvent, { description: 'newest first' }),
});

export const AdminCustomerInfoResponse = Type.Object({
  customer_info: Type.Union([CustomerInfo, Type.Null()]),
  is_complete: Type.Boolean({ description: 'national_id, complete_address and postal_code are all filled' }),
  source: Type.Union([Type.Literal('order'), Type.Literal('saved'), Type.Literal('account')], {
    description:
      "order: the order's snapshot; saved: the customer's saved invoice data; account: name/phone/company",
  }),
});

export type AdminOrderRowT = Static<typeof AdminOrderRow>;
export type AdminOrdersResponseT = Static<typeof AdminOrdersResponse>;
