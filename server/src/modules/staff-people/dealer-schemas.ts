// Request and response shapes of the admin dealer calls (spec 002 §3 Dealer, Commission item, Dealer
// performance, §7 Dealers). Money: whole-rial strings; rates as stored ('7.50').
import { COMMISSION_STATUSES } from '@sefaresh/shared-api/rules';
import { Type, type Static } from 'typebox';
import { literalUnion } from '../../lib/schemas';
import { Rials } from './customer-schemas';

export const DEALERS_PAGE_SIZE = 24;
export const DEALERS_MAX_PAGE_SIZE = 100;
export const COMMISSIONS_PAGE_SIZE = 20;
const PAY_MAX_COMMISSIONS = 200;
export const RECENT_ORDERS_DEFAULT = 10;

const RateText = Type.String({ description: 'percent as stored, two decimals, e.g. "7.50"' });
/** A dealer's payout account as stored; staff read it, the dealer reads their own (GET dealers/my-bank-account/). */
const DealerIban = Type.Union([Type.String({ description: 'IR + 24 digits, compact' }), Type.Null()], {
  description: "the dealer's IBAN (شبا) for commission payouts; null when none is set",
});
/** An IBAN as typed: Persian digits, spaces and dashes are read; checked by the rules module (IR + 24, mod 97). */
export const IbanInput = Type.String({ maxLength: 64, description: 'IR + 24 digits (ISO 13616 mod 97)' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const DealerIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const DealersQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100, description: 'name, email, company or dealer code' })),
  status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('inactive')])),
  sort: Type.Optional(
    Type.Union(
      [
        Type.Literal('newest'),
        Type.Literal('oldest'),
        Type.Literal('name'),
        Type.Literal('commission_rate'),
        Type.Literal('assigned_orders'),
      ],
      {
        description:
          'name in Persian alphabetical order; rate (dealers without one last) and assigned orders highest first',
      },
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: DEALERS_MAX_PAGE_SIZE,
      description: `${DEALERS_PAGE_SIZE} when left out`,
    }),
  ),
});
export type DealersQueryT = Static<typeof DealersQuery>;

const MoneyFigures = {
  total_sales: Type.String({
    pattern: '^[0-9]+$',
    description: 'total with tax of completed assigned orders',
  }),
  total_commission_earned: Type.String({ pattern: '^[0-9]+$', description: 'payable + paid commission' }),
  paid_commission: Rials,
  pending_commission: Type.String({
    pattern: '^[0-9]+$',
    description: 'payable: calculated and not yet paid',
  }),
  projected_commission: Type.String({
    pattern: '^[0-9]+$',
    description: 'the pending records of open orders at their quoted totals (rate × total, half up)',
  }),
};

const DealerRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company_name: Type.String(),
  dealer_code: Nullable(Type.String()),
  is_active: Type.Boolean(),
  date_joined: Type.String({ format: 'date-time' }),
  dealer_commission_rate: Nullable(RateText),
  dealer_iban: DealerIban,
  assigned_orders_count: Type.Integer(),
  completed_orders_count: Type.Integer(),
  cancelled_orders_count: Type.Integer(),
  ...MoneyFigures,
});
export type DealerRowT = Static<typeof DealerRow>;

export const DealersResponse = Type.Object({
  count: Type.Integer({ description: 'dealers matching the filters (on every page)' }),
  total: Type.Integer({ description: 'every dealer' }),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(DealerRow, { description: 'the page' }),
});

export const DealerStatsResponse = Type.Object({
  total_dealers: Type.Integer(),
  active_dealers: Type.Integer(),
  inactive_dealers: Type.Integer(),
  total: Type.Integer({ description: 'the same as total_dealers (the older naming)' }),
  active: Type.Integer(),
  inactive: Type.Integer(),
  orders_assigned: Type.Integer(),
  total_commission: Type.String({ pattern: '^[0-9]+$', description: 'payable + paid' }),
  paid_commission: Rials,
  pending_commission: Type.String({ pattern: '^[0-9]+$', description: 'payable' }),
  projected_commission: Rials,
});

export const CommissionsQuery = Type.Object({
  dealer_id: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(
    literalUnion(COMMISSION_STATUSES, {
      description: 'pending = projected, calculated = payable, paid, cancelled; all when left out',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
});

const CommissionItem = Type.Object({
  id: Type.Integer(),
  dealer_id: Type.Integer(),
  dealer_name: Type.String(),
  dealer_code: Nullable(Type.String()),
  dealer_iban: DealerIban,
  order: Type.Integer({ description: 'the order id' }),
  order_status: Type.String(),
  commission_amount: Nullable(Rials),
  commission_rate: RateText,
  status: literalUnion(COMMISSION_STATUSES),
  is_payable: Type.Boolean({ description: 'calculated, and nothing blocks its payout' }),
  payout_blocked_reason: Nullable(
    Type.String({
      description:
        'COMMISSION_BASIS=paid: why it may not be paid yet (its order has unpaid instalments); else null',
    }),
  ),
  is_paid: Type.Boolean(),
  paid_at: Nullable(Type.String({ format: 'date-time' })),
  payment_reference: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  calculated_at: Nullable(Type.String({ format: 'date-time' })),
});

export const CommissionsResponse = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  summary: Type.Object(
    {
      total: Type.String({ pattern: '^[0-9]+$', description: 'payable + paid' }),
      paid: Rials,
      pending: Type.String({ pattern: '^[0-9]+$', description: 'payable' }),
      projected: Rials,
    },
    { description: 'over the dealer filter (not the status filter)' },
  ),
  results: Type.Array(CommissionItem),
});

export const UpdateRateBody = Type.Object({
  commission_rate: Type.Union([Type.Number(), Type.String({ maxLength: 20 })], {
    description: 'percent above 0, at most 50, one decimal',
  }),
});

export const UpdateDealerBody = Type.Object({
  dealer_iban: Type.Union([IbanInput, Type.Null()], { description: 'an empty string or null clears it' }),
});

export const DealerMessageResponse = Type.Object({ message: Type.String(), dealer: DealerRow });

export const PayCommissionsBody = Type.Object({
  commission_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: PAY_MAX_COMMISSIONS }),
  payment_reference: Type.String({ maxLength: 200 }),
});

export const PayCommissionsResponse = Type.Object({
  message: Type.String(),
  paid_count: Type.Integer(),
  total_amount: Rials,
  payment_reference: Type.String(),
  commissions: Type.Array(CommissionItem),
});

export const CreateDealerBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 128 }),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  company_name: Type.Optional(Type.String({ maxLength: 200 })),
  commission_rate: Type.Union([Type.Number(), Type.String({ maxLength: 20 })], {
    description: 'percent above 0, at most 50, one decimal (the form offers 5)',
  }),
  dealer_iban: Type.Optional(IbanInput),
  is_active: Type.Optional(Type.Boolean({ default: true })),
});

export const PerformanceResponse = Type.Object({
  dealer: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    company_name: Type.String(),
    dealer_code: Nullable(Type.String()),
    is_active: Type.Boolean(),
    dealer_commission_rate: Nullable(RateText),
    dealer_iban: DealerIban,
    date_joined: Type.String({ format: 'date-time' }),
    days_of_cooperation: Type.Integer({ description: 'whole days since date_joined' }),
  }),
  overview: Type.Object({
    total_orders: Type.Integer({ description: 'orders assigned to the dealer' }),
    completed_orders: Type.Integer(),
    cancelled_orders: Type.Integer(),
    conversion_rate: Type.Number({ description: 'completed ÷ (assigned − cancelled) × 100, two decimals' }),
    customer_retention_rate: Type.Number({
      description:
        'customers with two or more completed orders ÷ customers with one or more completed orders × 100, two decimals',
    }),
    avg_order_value: Type.String({
      pattern: '^[0-9]+$',
      description: 'total_sales ÷ completed orders, half up',
    }),
    ...MoneyFigures,
  }),
});

export const DealerCustomersQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort_by: Type.Optional(
    Type.Union([
      Type.Literal('total_spent'),
      Type.Literal('total_orders'),
      Type.Literal('last_order_date'),
      Type.Literal('name'),
    ]),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

export const DealerCustomersResponse = Type.Object({
  count: Type.Integer(),
  results: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      email: Type.String(),
      phone: Type.String(),
      total_spent: Type.String({
        pattern: '^[0-9]+$',
        description: "completed orders of this dealer's, with tax",
      }),
      total_orders: Type.Integer({ description: 'orders assigned to this dealer' }),
      last_order_date: Nullable(Type.String({ format: 'date-time' })),
      status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
    }),
  ),
});

export const RecentOrdersQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: RECENT_ORDERS_DEFAULT })),
});

export const RecentOrdersResponse = Type.Object({
  results: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: Type.String(),
      customer_name: Type.String(),
      date: Type.String({ format: 'date-time' }),
      items_count: Type.Integer(),
      amount: Nullable(Rials),
      commission: Nullable(
        Type.String({ pattern: '^[0-9]+$', description: 'calculated, or projected while open' }),
      ),
    }),
  ),
});

export const MonthlyStatsQuery = Type.Object({
  year: Type.Optional(
    Type.Integer({ minimum: 1300, maximum: 1500, description: 'Persian year; default the current' }),
  ),
});

export const MonthlyStatsResponse = Type.Object({
  year: Type.Integer(),
  monthly_stats: Type.Array(
    Type.Object({
      month: Type.Integer({ minimum: 1, maximum: 12 }),
      name: Type.String(),
      orders: Type.Integer({ description: 'assigned orders completed in the month (Tehran time)' }),
      sales: Rials,
      commission: Rials,
    }),
  ),
});
