// Commission figures written once for the dealer pages. The per-dealer sums (sales, payable, paid,
// projected) are kept in dealer_totals by triggers (migration 0016).
import { COMMISSION_STATUS } from '@sefaresh/shared-api/rules';
import { sql, type SQL } from 'drizzle-orm';
import { dealerCommissions, dealerTotals, orders } from '../../db/schema';

/** A commission's amount as shown: the calculated amount, or the projection while pending. */
export const shownCommission: SQL<string | null> =
  sql`(case when ${dealerCommissions.status} = ${COMMISSION_STATUS.pending} then round(${orders.quotedTotal} * ${dealerCommissions.rate} / 100) else ${dealerCommissions.amount} end)::text`;

/** The kept money figures of dealer_totals, summed over the rows a query selects (one dealer's, or all). */
export const keptMoneyFigures = {
  sales: sql<string>`coalesce(sum(${dealerTotals.sales}), 0)::text`,
  earned: sql<string>`coalesce(sum(${dealerTotals.payable} + ${dealerTotals.paid}), 0)::text`,
  paid: sql<string>`coalesce(sum(${dealerTotals.paid}), 0)::text`,
  payable: sql<string>`coalesce(sum(${dealerTotals.payable}), 0)::text`,
  projected: sql<string>`coalesce(sum(${dealerTotals.projected}), 0)::text`,
};

export const whole = (v: string | null | undefined) => String(v ?? '0').split('.')[0] || '0';

/** a ÷ b × 100 with two decimals; 0 when b is 0. */
export const percentOf = (a: number, b: number) => (b > 0 ? Math.round((a * 10000) / b) / 100 : 0);
