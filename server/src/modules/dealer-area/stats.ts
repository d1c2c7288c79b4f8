// The dealer's figures (spec 001 §2.6 dashboard, spec README "Money" and "Dealers, catalogue and people"): order
// counts per tab, commission earned / paid / payable / projected, this Persian month's completed sales and the
// twelve months of the current Persian year (Tehran time), and the dealer's own commission records. Money is
// summed by the database (numeric); the commission sums and projection are the kept dealer_totals (migration 0016,
// each pending commission's projection rounded half up as commissionAmount rounds it).
import { countsByStatus, tabCounts } from '../orders/order-counts';
import { PERSIAN_MONTH_NAMES, STATUS } from '@sefaresh/shared-api/rules';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { dealerCommissions, dealerTotals, orders, users, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { persianMonthStart, tehranPersianDate } from '../../lib/tehran-time';
import type { CommissionBasis } from '../../config/receivables';
import { keptMoneyFigures, whole } from '../commissions/figures';
import { blockedReasonsOf } from '../commissions/payout-gate';
import { assignedTo, COMMISSION_STATUS, commissionView, dealerScope, type CommissionStatus } from './orders';
import {
  MY_COMMISSIONS_PAGE_SIZE,
  type DashboardStatsResponse,
  type DealerIdQuery,
  type MyCommissionsQuery,
  type MyCommissionsResponse,
} from './schemas';
import { DEALER_AREA_TEXTS } from './messages';

/** Rials of commission earned (calculated + paid) by a dealer: the profile's total_commission_earned. */
export async function commissionEarned(db: Db, dealerId: number): Promise<string> {
  const [row] = await db
    .select({
      earned: sql<string>`coalesce(sum(${dealerCommissions.amount}), 0)::text`,
    })
    .from(dealerCommissions)
    .where(
      and(
        eq(dealerCommissions.dealerId, dealerId),
        inArray(dealerCommissions.status, [COMMISSION_STATUS.calculated, COMMISSION_STATUS.paid]),
      ),
    );
  return whole(row?.earned);
}

export function createDealerStatsService({
  db,
  clock,
  commissionBasis = 'completion',
}: {
  db: Db;
  clock: Clock;
  /** COMMISSION_BASIS: with paid, a commission's payout waits for its order's instalments. */
  commissionBasis?: CommissionBasis;
}) {
  /** 404 unless the id is a dealer's (staff naming a dealer). */
  async function dealerRow(dealerId: number) {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        dealerCode: users.dealerCode,
        rate: users.dealerCommissionRate,
        isDealer: users.isDealer,
      })
      .from(users)
      .where(eq(users.id, dealerId));
    if (!row || !row.isDealer) throw notFound(DEALER_AREA_TEXTS.dealerNotFound);
    return row;
  }

  /** GET orders/dealer-dashboard-stats/ */
  async function dashboard(
    user: User,
    query: Static<typeof DealerIdQuery>,
  ): Promise<Static<typeof DashboardStatsResponse>> {
    const scope = dealerScope(user, query.dealer_id);
    const now = clock();
    const dealer =
      scope.dealerId === null
        ? { id: null, name: DEALER_AREA_TEXTS.allDealers, dealer_code: null, commission_rate: null }
        : await dealerRow(scope.dealerId).then((d) => ({
            id: d.id,
            name: d.name,
            dealer_code: d.dealerCode,
            commission_rate: d.rate,
          }));
    const scoped = assignedTo(scope);
    const { jy, jm } = tehranPersianDate(now);
    const bounds = Array.from({ length: 13 }, (_, i) => persianMonthStart(jy, i + 1));
    const monthOf = sql.join(
      bounds
        .slice(1)
        .map((b, i) => sql`when ${orders.completionDate} < ${b.toISOString()}::timestamptz then ${i + 1}`),
      sql` `,
    );

    const [perStatus, [money], perMonth] = await Promise.all([
      countsByStatus(db, 'dealer', scope.dealerId),
      // the commission sums and the projection of pending commissions of open orders, kept per dealer
      db
        .select(keptMoneyFigures)
        .from(dealerTotals)
        .where(scope.dealerId === null ? undefined : eq(dealerTotals.dealerId, scope.dealerId)),
      db
        .select({
          month: sql<number>`(case ${monthOf} end)`.mapWith(Number),
          sales: sql<string>`coalesce(sum(${orders.totalWithTax}), 0)::text`,
          n: count(),
        })
        .from(orders)
        .where(
          and(
            scoped,
            eq(orders.status, STATUS.completed),
            gte(orders.completionDate, bounds[0]),
            lt(orders.completionDate, bounds[12]),
          ),
        )
        .groupBy(sql`1`),
    ]);

    const counts = tabCounts(perStatus);
    const total = counts.active + counts.completed + counts.rejected;
    const monthly = PERSIAN_MONTH_NAMES.map((name, i) => {
      const row = perMonth.find((r) => r.month === i + 1);
      return { month: i + 1, name, sales: whole(row?.sales), completed_orders: Number(row?.n ?? 0) };
    });
    const current = monthly[jm - 1];
    return {
      dealer,
      total_orders: total,
      active_orders: counts.active,
      completed_orders: counts.completed,
      rejected_orders: counts.rejected,
      commission_earned: whole(money?.earned),
      commission_paid: whole(money?.paid),
      commission_payable: whole(money?.payable),
      commission_projected: whole(money?.projected),
      persian_year: jy,
      persian_month: jm,
      month_sales: current.sales,
      month_completed_orders: current.completed_orders,
      monthly,
      generated_at: now.toISOString(),
    };
  }

  /** GET dealers/my-commissions/: the dealer's commission records, newest first, 20 a page. */
  async function myCommissions(
    user: User,
    query: Static<typeof MyCommissionsQuery>,
  ): Promise<Static<typeof MyCommissionsResponse>> {
    const scope = dealerScope(user, query.dealer_id);
    const page = query.page ?? 1;
    const where = scope.dealerId === null ? undefined : eq(dealerCommissions.dealerId, scope.dealerId);
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(dealerCommissions).where(where),
      db
        .select({
          c: dealerCommissions,
          orderStatus: orders.status,
          orderDate: orders.createdAt,
          completionDate: orders.completionDate,
          quotedTotal: orders.quotedTotal,
        })
        .from(dealerCommissions)
        .innerJoin(orders, eq(orders.id, dealerCommissions.orderId))
        .where(where)
        .orderBy(desc(dealerCommissions.createdAt), desc(dealerCommissions.id))
        .limit(MY_COMMISSIONS_PAGE_SIZE)
        .offset((page - 1) * MY_COMMISSIONS_PAGE_SIZE),
    ]);
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    const blocked = await blockedReasonsOf(db, { basis: commissionBasis, now: clock() }, rows);
    return {
      count: Number(total),
      page,
      page_size: MY_COMMISSIONS_PAGE_SIZE,
      total_pages: Math.max(1, Math.ceil(Number(total) / MY_COMMISSIONS_PAGE_SIZE)),
      results: rows.map(({ c, orderStatus, orderDate, completionDate, quotedTotal }) => ({
        id: c.id,
        order_id: c.orderId,
        order_status: orderStatus as Static<typeof MyCommissionsResponse>['results'][number]['order_status'],
        order_date: orderDate.toISOString(),
        completion_date: iso(completionDate),
        dealer_id: c.dealerId,
        amount: commissionView({ ...c, defaultRate: null }, quotedTotal).dealer_commission_amount,
        rate: c.rate,
        is_custom_rate: c.isCustomRate,
        status: c.status as CommissionStatus,
        created_at: c.createdAt.toISOString(),
        calculated_at: iso(c.calculatedAt),
        paid_at: iso(c.paidAt),
        payment_reference: c.paymentReference,
        cancelled_at: iso(c.cancelledAt),
        payout_blocked_reason: blocked.get(c.id) ?? null,
      })),
    };
  }

  return { dashboard, myCommissions };
}

export type DealerStatsService = ReturnType<typeof createDealerStatsService>;
