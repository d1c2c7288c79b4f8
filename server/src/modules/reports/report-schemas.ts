// Answers of the report pages (spec README "Other gaps"): /admin/reports (hub), /orders,
// /dealer-sales, /commission-analysis. Money: whole-rial strings. Each report has an .xlsx export of the same.
import { Type } from 'typebox';
import { RangeAnswer } from './period';

const Rials = Type.String({ pattern: '^[0-9]+$', description: 'whole rials' });
const Count = Type.Integer({ minimum: 0 });
const Month = { month: Type.String({ description: 'Persian month, YYYY-MM' }), name: Type.String() };
export const TOP_LIMIT = 10;

const Compare = Type.Object({ this_month: Rials, last_month: Rials });
const CompareCount = Type.Object({ this_month: Count, last_month: Count });

export const ReportsHubResponse = Type.Object({
  this_month: Type.String({ description: 'Persian month, YYYY-MM' }),
  last_month: Type.String(),
  sales: Type.Object(Compare.properties, { description: 'total with tax of orders completed in the month' }),
  orders: Type.Object(CompareCount.properties, { description: 'orders registered in the month' }),
  commission: Type.Object(Compare.properties, {
    description: 'commission calculated in the month (payable or paid)',
  }),
});

export const OrdersReportResponse = Type.Object({
  range: RangeAnswer,
  totals: Type.Object({
    orders: Type.Integer({ minimum: 0, description: 'registered in the range' }),
    completed: Count,
    sales: Type.String({
      pattern: '^[0-9]+$',
      description: 'total with tax of orders completed in the range',
    }),
    average_order_value: Type.String({ pattern: '^[0-9]+$', description: 'sales ÷ completed, half up' }),
  }),
  monthly: Type.Array(Type.Object({ ...Month, orders: Count, completed: Count, sales: Rials })),
  by_status: Type.Array(Type.Object({ status: Type.String(), count: Count }), {
    description: 'orders registered in the range, per status now',
  }),
  by_invoice_type: Type.Array(
    Type.Object({
      invoice_type: Type.String({ description: 'official or unofficial' }),
      completed: Count,
      sales: Rials,
    }),
  ),
  top_products: Type.Array(
    Type.Object({ product_id: Type.Integer(), name: Type.String(), orders: Count, quantity: Count }),
    { description: `completed orders in the range, by quantity, at most ${TOP_LIMIT}` },
  ),
  top_customers: Type.Array(
    Type.Object({ customer_id: Type.Integer(), name: Type.String(), completed: Count, sales: Rials }),
    { description: `by sales in the range, at most ${TOP_LIMIT}` },
  ),
});

const DealerSalesFigures = {
  assigned: Type.Integer({ minimum: 0, description: 'assigned orders registered in the range' }),
  cancelled: Count,
  completed: Type.Integer({ minimum: 0, description: 'assigned orders completed in the range' }),
  sales: Rials,
  conversion_rate: Type.Number({ description: 'completed ÷ (assigned − cancelled) × 100, two decimals' }),
  commission: Type.String({
    pattern: '^[0-9]+$',
    description: 'commission of the orders completed in the range',
  }),
};

export const DealerSalesResponse = Type.Object({
  range: RangeAnswer,
  dealers: Type.Array(
    Type.Object({
      dealer_id: Type.Integer(),
      name: Type.String(),
      dealer_code: Type.Union([Type.String(), Type.Null()]),
      ...DealerSalesFigures,
      monthly: Type.Array(Type.Object({ ...Month, completed: Count, sales: Rials, commission: Rials })),
    }),
  ),
});

const CommissionMonth = {
  projected: Type.String({
    pattern: '^[0-9]+$',
    description: 'still pending, assigned in the period, at quoted totals',
  }),
  payable: Type.String({ pattern: '^[0-9]+$', description: 'calculated in the period and not yet paid' }),
  paid: Type.String({ pattern: '^[0-9]+$', description: 'paid in the period' }),
};

export const CommissionAnalysisResponse = Type.Object({
  range: RangeAnswer,
  totals: Type.Object(CommissionMonth),
  monthly: Type.Array(Type.Object({ ...Month, ...CommissionMonth })),
  dealers: Type.Array(Type.Object({ dealer_id: Type.Integer(), name: Type.String(), ...CommissionMonth })),
  payouts: Type.Array(
    Type.Object({
      payment_reference: Type.String(),
      paid_at: Type.String({ format: 'date-time', description: 'the latest payment under the reference' }),
      dealer_names: Type.Array(Type.String()),
      commissions: Count,
      amount: Rials,
    }),
    { description: 'payments in the range grouped by reference, newest first' },
  ),
});
