// The admin dashboard (what needs action now) and the activity log. Days and months are those of Tehran; the
// month is the current Persian calendar month. Money is summed by the database (numeric), never in floats.
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, STATUS, STATUS_GROUPS, type OrderStatus } from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { orderEvents, orders, products, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import {
  ACTIVITY_LOG_PAGE_SIZE,
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_THRESHOLD,
  type ActivityLogEntry,
  type ActivityLogQuery,
  type ActivityLogResponse,
  type DashboardResponse,
} from './schemas';

export const REPORTS_TIME_ZONE = 'Asia/Tehran';
const DAY_MS = 86_400_000;

const gregorianParts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: REPORTS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});
const persianDay = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: REPORTS_TIME_ZONE,
  day: 'numeric',
});

function parts(at: Date) {
  const p = Object.fromEntries(gregorianParts.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** Tehran's offset from UTC (ms) at a moment. */
function tehranOffset(at: Date): number {
  const p = parts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment Tehran's civil day (y, m, d; the day may overflow) begins. */
export function tehranMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  let at = new Date(wall - tehranOffset(new Date(wall)));
  at = new Date(wall - tehranOffset(at)); // again, in case the offset differs at the guess
  return at;
}

/** The Tehran civil day of a moment, as a UTC-midnight Date carrying y/m/d. */
function civilDay(at: Date): Date {
  const p = parts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

const midnightOf = (civil: Date) =>
  tehranMidnight(civil.getUTCFullYear(), civil.getUTCMonth() + 1, civil.getUTCDate());

/** [start, end) of today and of the current Persian month, in Tehran time. */
export function reportPeriods(now: Date) {
  const today = civilDay(now);
  const dayOfMonth = Number(persianDay.formatToParts(now).find((p) => p.type === 'day')?.value);
  const monthFirst = new Date(today.getTime() - (dayOfMonth - 1) * DAY_MS);
  // 32 days on is inside the next Persian month (months have 29 to 31 days)
  const probe = new Date(monthFirst.getTime() + 32 * DAY_MS);
  const probeDay = Number(
    persianDay.formatToParts(new Date(probe.getTime() + 12 * 3_600_000)).find((p) => p.type === 'day')?.value,
  );
  const nextMonthFirst = new Date(probe.getTime() - (probeDay - 1) * DAY_MS);
  return {
    today: { from: midnightOf(today), to: midnightOf(new Date(today.getTime() + DAY_MS)) },
    month: { from: midnightOf(monthFirst), to: midnightOf(nextMonthFirst) },
  };
}

/** 'YYYY-MM-DD' → the moment that Tehran day begins (plus `days`). */
function dayStart(isoDate: string, days = 0): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return tehranMidnight(y, m, d + days);
}

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
    if (query.date_from) where.push(gte(orderEvents.createdAt, dayStart(query.date_from)));
    if (query.date_to) where.push(lt(orderEvents.createdAt, dayStart(query.date_to, 1)));
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
