// The dealer performance view (spec 002 §2 "Dealer performance modal", §3): overview,
// the dealer's customers, recent orders and the monthly figures of a Persian year in Tehran time. Conversion =
// completed ÷ (assigned − cancelled); retention = customers with two or more completed orders ÷ customers with
// one or more completed orders. Every figure is an aggregate over the dealer's indexed orders and commissions.
import { COMMISSION_STATUS, divRoundHalfUp, PERSIAN_MONTH_NAMES, STATUS } from '@sefaresh/shared-api/rules';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { dealerCommissions, orderItems, orders, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { persianMonthStart, tehranPersianDate } from '../../lib/tehran-time';
import { normalizeSearch } from '../orders/staff/list';
import { percentOf, shownCommission, whole } from '../commissions/figures';
import { dealerFigures } from './dealer-list';
import type {
  DealerCustomersQuery,
  DealerCustomersResponse,
  MonthlyStatsResponse,
  PerformanceResponse,
  RecentOrdersResponse,
} from './dealer-schemas';
import { PEOPLE_TEXTS } from './messages';
import { likeEscape } from './user-rows';

const DAY_MS = 86_400_000;

export function createDealerPerformance({ db, clock }: { db: Db; clock: Clock }) {
  async function dealerOf(id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u || !u.isDealer) throw notFound(PEOPLE_TEXTS.dealerNotFound);
    return u;
  }

  async function performance(id: number): Promise<Static<typeof PerformanceResponse>> {
    const u = await dealerOf(id);
    const [figures, [retention]] = await Promise.all([
      dealerFigures(db, [id]),
      db
        .select({
          once: sql<number>`count(*)::int`,
          twice: sql<number>`(count(*) filter (where n >= 2))::int`,
        })
        .from(
          db
            .select({ n: sql<number>`count(*)`.as('n') })
            .from(orders)
            .where(and(eq(orders.assignedDealerId, id), eq(orders.status, STATUS.completed)))
            .groupBy(orders.customerId)
            .as('per_customer'),
        ),
    ]);
    const f = figures.get(id);
    const assigned = Number(f?.assigned ?? 0);
    const completed = Number(f?.completed ?? 0);
    const cancelled = Number(f?.cancelled ?? 0);
    const sales = whole(f?.sales);
    return {
      dealer: {
        id: u.id,
        name: u.name,
        email: u.email,
        phone: u.phone,
        company_name: u.companyName,
        dealer_code: u.dealerCode,
        is_active: u.isActive,
        dealer_commission_rate: u.dealerCommissionRate,
        dealer_iban: u.dealerIban,
        date_joined: u.dateJoined.toISOString(),
        days_of_cooperation: Math.max(0, Math.floor((clock().getTime() - u.dateJoined.getTime()) / DAY_MS)),
      },
      overview: {
        total_orders: assigned,
        completed_orders: completed,
        cancelled_orders: cancelled,
        conversion_rate: percentOf(completed, assigned - cancelled),
        customer_retention_rate: percentOf(retention.twice, retention.once),
        avg_order_value: completed ? divRoundHalfUp(BigInt(sales), BigInt(completed)).toString() : '0',
        total_sales: sales,
        total_commission_earned: whole(f?.earned),
        paid_commission: whole(f?.paid),
        pending_commission: whole(f?.payable),
        projected_commission: whole(f?.projected),
      },
    };
  }

  async function customers(
    id: number,
    query: Static<typeof DealerCustomersQuery>,
  ): Promise<Static<typeof DealerCustomersResponse>> {
    await dealerOf(id);
    const q = normalizeSearch(query.search ?? '');
    const pattern = `%${likeEscape(q)}%`;
    const spent = sql`coalesce(sum(${orders.totalWithTax}) filter (where ${orders.status} = ${STATUS.completed}), 0)`;
    const n = sql`count(${orders.id})`;
    const last = sql`max(${orders.createdAt})`;
    const key = {
      total_spent: spent,
      total_orders: n,
      last_order_date: last,
      name: sql`${users.name} collate "und-x-icu"`,
    }[query.sort_by ?? 'total_spent'];
    const dir = (query.order ?? 'desc') === 'asc' ? asc : desc;
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        isActive: users.isActive,
        spent: sql<string>`${spent}::text`,
        n: sql<number>`${n}::int`,
        last: sql<string | null>`${last}`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      .where(
        and(
          eq(orders.assignedDealerId, id),
          q
            ? sql`(translate(${users.name}, 'يك', 'یک') ilike ${pattern} or ${users.email} ilike ${pattern} or ${users.phone} ilike ${pattern})`
            : undefined,
        ),
      )
      .groupBy(users.id)
      .orderBy(dir(key), asc(users.id));
    return {
      count: rows.length,
      results: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        total_spent: whole(r.spent),
        total_orders: Number(r.n),
        last_order_date: r.last ? new Date(r.last).toISOString() : null,
        status: r.isActive ? ('active' as const) : ('inactive' as const),
      })),
    };
  }

  async function recentOrders(id: number, limit: number): Promise<Static<typeof RecentOrdersResponse>> {
    await dealerOf(id);
    const rows = await db
      .select({
        id: orders.id,
        status: orders.status,
        customerName: users.name,
        createdAt: orders.createdAt,
        total: sql<string | null>`coalesce(${orders.totalWithTax}, ${orders.quotedTotal})::text`,
        items: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.isActive})`,
        commission: shownCommission,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      .leftJoin(
        dealerCommissions,
        and(
          eq(dealerCommissions.orderId, orders.id),
          eq(dealerCommissions.dealerId, id),
          sql`${dealerCommissions.status} <> ${COMMISSION_STATUS.cancelled}`,
        ),
      )
      .where(eq(orders.assignedDealerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
    return {
      results: rows.map((r) => ({
        id: r.id,
        status: r.status,
        customer_name: r.customerName,
        date: r.createdAt.toISOString(),
        items_count: Number(r.items),
        amount: r.total === null ? null : whole(r.total),
        commission: r.commission === null ? null : whole(r.commission),
      })),
    };
  }

  async function monthly(id: number, year?: number): Promise<Static<typeof MonthlyStatsResponse>> {
    await dealerOf(id);
    const jy = year ?? tehranPersianDate(clock()).jy;
    const bounds = Array.from({ length: 13 }, (_, i) => persianMonthStart(jy, i + 1));
    const monthOf = sql.join(
      bounds
        .slice(1)
        .map((b, i) => sql`when ${orders.completionDate} < ${b.toISOString()}::timestamptz then ${i + 1}`),
      sql` `,
    );
    const rows = await db
      .select({
        month: sql<number>`(case ${monthOf} end)`.mapWith(Number),
        n: sql<number>`count(*)::int`,
        sales: sql<string>`coalesce(sum(${orders.totalWithTax}), 0)::text`,
        commission: sql<string>`coalesce(sum(${dealerCommissions.amount}), 0)::text`,
      })
      .from(orders)
      .leftJoin(
        dealerCommissions,
        and(
          eq(dealerCommissions.orderId, orders.id),
          sql`${dealerCommissions.status} in (${COMMISSION_STATUS.calculated}, ${COMMISSION_STATUS.paid})`,
        ),
      )
      .where(
        and(
          eq(orders.assignedDealerId, id),
          eq(orders.status, STATUS.completed),
          gte(orders.completionDate, bounds[0]),
          lt(orders.completionDate, bounds[12]),
        ),
      )
      .groupBy(sql`1`);
    return {
      year: jy,
      monthly_stats: PERSIAN_MONTH_NAMES.map((name, i) => {
        const r = rows.find((x) => x.month === i + 1);
        return {
          month: i + 1,
          name,
          orders: Number(r?.n ?? 0),
          sales: whole(r?.sales),
          commission: whole(r?.commission),
        };
      }),
    };
  }

  return { performance, customers, recentOrders, monthly, dealerOf };
}

export type DealerPerformance = ReturnType<typeof createDealerPerformance>;
