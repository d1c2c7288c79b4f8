// The admin dashboard (what needs action now) and the activity log. Days and months are those of Tehran; the
// month is the current Persian calendar month (lib/tehran-time.ts). Money is summed by the database (numeric), never in floats.
import { and, asc, count, eq, sql, type AnyColumn } from 'drizzle-orm';
import { ORDER_STATUSES, STATUS, STATUS_GROUPS, type OrderStatus } from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { orders, products } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { todayAndPersianMonth } from '../../lib/tehran-time';
import { receivablesTotals } from '../receivables/admin-list';
import { createActivityLog } from './activity-log';
import { LOW_STOCK_LIST_LIMIT, LOW_STOCK_THRESHOLD, type DashboardResponse } from './schemas';

/** [start, end) of today and of the current Persian month, in Tehran time. */
export const reportPeriods = todayAndPersianMonth;

export function createReportsService({ db, clock }: { db: Db; clock: Clock }) {
  async function dashboard(): Promise<Static<typeof DashboardResponse>> {
    const now = clock();
    const { today, month } = reportPeriods(now);
    const closed = sql.join(
      STATUS_GROUPS.closed.map((s) => sql`${s}`),
      sql`, `,
    );
    const inPeriod = (col: AnyColumn, p: { from: Date; to: Date }) =>
      sql`${col} >= ${p.from.toISOString()}::timestamptz and ${col} < ${p.to.toISOString()}::timestamptz`;
    const completedIn = (p: { from: Date; to: Date }) =>
      sql`${orders.status} = ${STATUS.completed} and ${inPeriod(orders.completionDate, p)}`;

    const [perStatus, [stock], lowList, [periods], receivables] = await Promise.all([
      db
        .select({
          status: orders.status,
          n: count(),
          withoutDealer:
            sql<number>`count(*) filter (where ${orders.assignedDealerId} is null and ${orders.status} not in (${closed}))`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .groupBy(orders.status),
      db
        .select({
          low: sql<number>`count(*) filter (where ${products.stock} between 1 and ${LOW_STOCK_THRESHOLD})`.mapWith(
            Number,
          ),
          out: sql<number>`count(*) filter (where ${products.stock} <= 0)`.mapWith(Number),
        })
        .from(products)
        .where(eq(products.isActive, true)),
      db
        .select({ id: products.id, name: products.name, stock: products.stock })
        .from(products)
        .where(and(eq(products.isActive, true), sql`${products.stock} <= ${LOW_STOCK_THRESHOLD}`))
        .orderBy(asc(products.stock), asc(products.name), asc(products.id))
        .limit(LOW_STOCK_LIST_LIMIT),
      db
        .select({
          todayOrders: sql<number>`count(*) filter (where ${inPeriod(orders.createdAt, today)})`.mapWith(
            Number,
          ),
          monthOrders: sql<number>`count(*) filter (where ${inPeriod(orders.createdAt, month)})`.mapWith(
            Number,
          ),
          todaySales: sql<string>`coalesce(sum(${orders.totalWithTax}) filter (where ${completedIn(today)}), 0)::text`,
          monthSales: sql<string>`coalesce(sum(${orders.totalWithTax}) filter (where ${completedIn(month)}), 0)::text`,
        })
        .from(orders)
        .where(sql`(${inPeriod(orders.createdAt, month)}) or (${inPeriod(orders.completionDate, month)})`),
      receivablesTotals(db, now),
    ]);

    const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    let withoutDealer = 0;
    for (const row of perStatus) {
      if (row.status in byStatus) byStatus[row.status] = Number(row.n);
      withoutDealer += row.withoutDealer;
    }
    const wholeRials = (v: string | null) => (v ?? '0').split('.')[0];
    return {
      orders_by_status: byStatus,
      receipts_to_verify: byStatus.payment_uploaded,
      orders_without_dealer: withoutDealer,
      low_stock_products: lowList,
      low_stock_count: stock?.low ?? 0,
      out_of_stock_count: stock?.out ?? 0,
      today: { orders: periods?.todayOrders ?? 0, sales: wholeRials(periods?.todaySales ?? null) },
      month: { orders: periods?.monthOrders ?? 0, sales: wholeRials(periods?.monthSales ?? null) },
      receivables,
      generated_at: now.toISOString(),
    };
  }

  return { dashboard, activityLog: createActivityLog(db) };
}

export type ReportsService = ReturnType<typeof createReportsService>;
