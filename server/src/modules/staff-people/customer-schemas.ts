// Request and response shapes of the admin customers calls (spec 002 §3 Customer, §7 Customers).
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { Type, type Static } from 'typebox';

export const CUSTOMERS_PAGE_SIZE = 20;
const CUSTOMERS_MAX_PAGE_SIZE = 100;
const BULK_MAX_USERS = 500;
export const CUSTOMER_RECENT_ORDERS = 10;
export const CUSTOMER_ORDERS_LIMIT = 100;

export const Rials = Type.String({ pattern: '^[0-9]+$', description: 'whole rials' });
const RateText = Type.String({ description: 'percent as stored, two decimals, e.g. "7.50"' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const UserIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const CustomersQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: CUSTOMERS_MAX_PAGE_SIZE })),
  user_type: Type.Optional(
    Type.Union(
      [Type.Literal('all'), Type.Literal('customer'), Type.Literal('dealer'), Type.Literal('staff')],
      {
        description: 'customer: neither dealer nor staff; staff: is_staff or is_superuser',
      },
    ),
  ),
  status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('inactive')])),
  sort: Type.Optional(
    Type.Union(
      [
        Type.Literal('newest'),
        Type.Literal('oldest'),
        Type.Literal('name'),
        Type.Literal('orders'),
        Type.Literal('revenue'),
      ],
      { description: 'name in Persian alphabetical order; orders and revenue highest first' },
    ),
  ),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'name, email, phone or company' })),
});
export type CustomersQueryT = Static<typeof CustomersQuery>;

const CustomerRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company_name: Type.String(),
  is_dealer: Type.Boolean(),
  is_staff: Type.Boolean(),
  is_superuser: Type.Boolean(),
  is_active: Type.Boolean(),
  date_joined: Type.String({ format: 'date-time' }),
  last_login: Nullable(Type.String({ format: 'date-time' })),
  dealer_code: Nullable(Type.String()),
  dealer_commission_rate: Nullable(RateText),
  total_orders: Type.Integer({ description: 'orders the user placed, in any status' }),
  total_spent: Type.String({
    pattern: '^[0-9]+$',
    description: 'sum of total_with_tax of the completed orders the user placed, whole rials',
  }),
  commission: Type.String({
    pattern: '^[0-9]+$',
    description: "a dealer's commission earned (calculated and paid), whole rials; 0 for others",
  }),
});
export type CustomerRowT = Static<typeof CustomerRow>;

export const CustomersResponse = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(CustomerRow),
  stats: Type.Object(
    {
      total: Type.Integer(),
      active: Type.Integer(),
      customers: Type.Integer(),
      dealers: Type.Integer(),
      staff: Type.Integer(),
    },
    { description: 'every user, whatever the filters' },
  ),
});

const required = (message: string, extra: Record<string, unknown> = {}) =>
  Type.String({ maxLength: 254, ...extra, 'x-messages': { required: message, type: message } });

/** The customers page's form and the create-admin form (spec 002 §3); rules run in the service. */
export const CreateUserBody = Type.Object({
  name: required(MESSAGES.nameRequired, { maxLength: 100 }),
  email: required(MESSAGES.emailRequired),
  password: required(MESSAGES.required, { maxLength: 128 }),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  company_name: Type.Optional(Type.String({ maxLength: 200 })),
  is_dealer: Type.Optional(Type.Boolean()),
  dealer_commission_rate: Type.Optional(
    Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()], {
      description: 'dealers only: percent above 0, at most 50, one decimal',
    }),
  ),
  dealer_iban: Type.Optional(
    Type.String({ maxLength: 64, description: 'dealers only: the payout IBAN (IR + 24 digits), optional' }),
  ),
  is_staff: Type.Optional(Type.Boolean()),
  is_superuser: Type.Optional(Type.Boolean({ description: 'a super admin (is_staff too)' })),
  is_active: Type.Optional(Type.Boolean({ default: true })),
});
export type CreateUserBodyT = Static<typeof CreateUserBody>;

export const UserMessageResponse = Type.Object({ message: Type.String(), customer: CustomerRow });

export const ActivationBody = Type.Object({ is_active: Type.Boolean() });

const CustomerOrderSummary = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  status: Type.String({ description: 'an order status' }),
  total: Nullable(Rials),
});

export const CustomerDetailsResponse = Type.Object({
  customer: CustomerRow,
  total_orders: Type.Integer(),
  completed_orders: Type.Integer(),
  total_spent: Rials,
  average_order_value: Type.String({
    pattern: '^[0-9]+$',
    description: 'total_spent ÷ completed orders, whole rials (half up); 0 without completed orders',
  }),
  last_order_date: Nullable(Type.String({ format: 'date-time' })),
  orders: Type.Array(CustomerOrderSummary, { description: `the ${CUSTOMER_RECENT_ORDERS} newest orders` }),
});

export const CustomerOrdersQuery = Type.Object({
  dealer_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'only the orders assigned to this dealer' }),
  ),
});

const CustomerOrder = Type.Object({
  id: Type.Integer(),
  date: Type.String({ format: 'date-time' }),
  status: Type.String({ description: 'an order status' }),
  total_amount: Nullable(Rials),
  items_count: Type.Integer(),
  items: Type.Array(
    Type.Object({
      product_name: Type.String(),
      quantity: Type.Integer(),
      total_price: Nullable(Rials),
    }),
  ),
});

export const CustomerOrdersResponse = Type.Object({
  count: Type.Integer(),
  total_spent: Rials,
  results: Type.Array(CustomerOrder, { description: `newest first, at most ${CUSTOMER_ORDERS_LIMIT}` }),
});

export const BulkActionBody = Type.Object({
  action: Type.Union([Type.Literal('activate'), Type.Literal('deactivate'), Type.Literal('email')]),
  customer_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: BULK_MAX_USERS }),
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  body: Type.Optional(Type.String({ maxLength: 10000 })),
});

export const BulkActionResponse = Type.Object({ message: Type.String(), affected: Type.Integer() });
