// The admin dashboard (what needs action now) and the activity log. Days and months are those of Tehran; the
// month is the current Persian calendar month (lib/tehran-time.ts). Money is summed by the database (numeric), never in floats.
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, STATUS, STATUS_GROUPS, type OrderStatus } from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { orderEvents, orders, products, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { tehranDayStartOf, todayAndPersianMonth } from '../../lib/tehran-time';
import {
  ACTIVITY_LOG_PAGE_SIZE,
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_THRESHOLD,
  type ActivityLogEntry,
  type ActivityLogQuery,
  type ActivityLogResponse,
  type DashboardResponse,
} from './schemas';

/** [start, end) of today and of the current Persian month, in Tehran time. */
export const reportPeriods = todayAndPersianMonth;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Role = Static<typeof ActivityLogEntry>['actor_role'];

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

    const [perStatus, [stock], lowList, [periods]] = await Promise.all([
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
      generated_at: now.toISOString(),
    };
  }

  async function activityLog(
    query: Static<typeof ActivityLogQuery>,
  ): Promise<Static<typeof ActivityLogResponse>> {
    const page = query.page ?? 1;
    const where: SQL[] = [];
    if (query.order_id) where.push(eq(orderEvents.orderId, query.order_id));
    if (query.user) where.push(eq(orderEvents.actorId, query.user));
    if (query.date_from) where.push(gte(orderEvents.createdAt, tehranDayStartOf(query.date_from)));
    if (query.date_to) where.push(lt(orderEvents.createdAt, tehranDayStartOf(query.date_to, 1)));
    const search = query.search?.trim();
    if (search) where.push(ilike(orderEvents.note, `%${escapeLike(search)}%`));
    const condition = where.length ? and(...where) : undefined;

    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(orderEvents).where(condition),
      db
        .select({
          id: orderEvents.id,
          orderId: orderEvents.orderId,
          actorId: orderEvents.actorId,
          fromStatus: orderEvents.fromStatus,
          toStatus: orderEvents.toStatus,
          note: orderEvents.note,
          createdAt: orderEvents.createdAt,
          actorName: users.name,
          isStaff: users.isStaff,
          isSuperuser: users.isSuperuser,
          isDealer: users.isDealer,
        })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorId))
        .where(condition)
        .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
        .limit(ACTIVITY_LOG_PAGE_SIZE)
        .offset((page - 1) * ACTIVITY_LOG_PAGE_SIZE),
    ]);
    const roleOf = (r: (typeof rows)[number]): Role => {
      if (r.actorName === null) return null;
      if (r.isStaff || r.isSuperuser) return 'staff';
      return r.isDealer ? 'dealer' : 'customer';
    };
    const n = Number(total);
    return {
      count: n,
      page,
      page_size: ACTIVITY_LOG_PAGE_SIZE,
      total_pages: Math.max(1, Math.ceil(n / ACTIVITY_LOG_PAGE_SIZE)),
      results: rows.map((r) => ({
        id: r.id,
        order_id: r.orderId,
        actor_id: r.actorId,
        actor_name: r.actorName,
        actor_role: roleOf(r),
        from_status: r.fromStatus,
        to_status: r.toStatus,
        note: r.note,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  return { dashboard, activityLog };
}

export type ReportsService = ReturnType<typeof createReportsService>;
