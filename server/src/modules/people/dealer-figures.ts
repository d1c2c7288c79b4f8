// A dealer's figures as SQL, written once for the dealers list, the stats cards, the performance view and the
// export (issue 13): orders assigned, completed, cancelled; sales (completed orders' total with tax); commission
// payable, paid, and projected (open orders' pending records at their quoted total, half up).
import { COMMISSION_STATUS, STATUS, STATUS_GROUPS } from '@sefaresh/shared-api/rules';
import { sql, type SQL } from 'drizzle-orm';
import { dealerCommissions, orders } from '../../db/schema';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Aggregates over orders (assigned to the dealer in `where`). */
export const orderFigures = {
  assigned: sql<number>`count(*)::int`,
  completed: sql<number>`(count(*) filter (where ${orders.status} = ${STATUS.completed}))::int`,
  cancelled: sql<number>`(count(*) filter (where ${orders.status} = ${STATUS.cancelled}))::int`,
  sales: sql<string>`coalesce(sum(${orders.totalWithTax}) filter (where ${orders.status} = ${STATUS.completed}), 0)::text`,
};

/** Aggregates over commission records joined to their orders. */
export const commissionFigures = {
  earned: sql<string>`coalesce(sum(${dealerCommissions.amount}) filter (where ${dealerCommissions.status} in (${list([COMMISSION_STATUS.calculated, COMMISSION_STATUS.paid])})), 0)::text`,
  paid: sql<string>`coalesce(sum(${dealerCommissions.amount}) filter (where ${dealerCommissions.status} = ${COMMISSION_STATUS.paid}), 0)::text`,
  payable: sql<string>`coalesce(sum(${dealerCommissions.amount}) filter (where ${dealerCommissions.status} = ${COMMISSION_STATUS.calculated}), 0)::text`,
  projected: sql<string>`coalesce(sum(round(${orders.quotedTotal} * ${dealerCommissions.rate} / 100)) filter (where ${dealerCommissions.status} = ${COMMISSION_STATUS.pending} and ${orders.status} in (${list(STATUS_GROUPS.open)})), 0)::text`,
};

/** A commission's amount as shown: the calculated amount, or the projection while pending. */
export const shownCommission: SQL<string | null> =
  sql`(case when ${dealerCommissions.status} = ${COMMISSION_STATUS.pending} then round(${orders.quotedTotal} * ${dealerCommissions.rate} / 100) else ${dealerCommissions.amount} end)::text`;

export const whole = (v: string | null | undefined) => String(v ?? '0').split('.')[0] || '0';

/** a ÷ b × 100 with two decimals; 0 when b is 0. */
export const percentOf = (a: number, b: number) => (b > 0 ? Math.round((a * 10000) / b) / 100 : 0);
