// The report pages' figures, every one an aggregate in SQL over indexed columns (orders by status /
// created_at / completion date, by dealer; commission records by dealer and status). Months are Persian months
// in Tehran time (period.ts); money is summed as numeric and answered as whole-rial strings.
import { COMMISSION_STATUS, STATUS, divRoundHalfUp } from '@sefaresh/shared-api/rules';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { dealerCommissions, orderItems, orders, products, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { persianMonthStart, tehranPersianDate } from '../../lib/tehran-time';
import { percentOf, whole } from '../commissions/figures';
import { monthKey, reportPeriod, within, type ReportRange } from './period';
import {
  TOP_LIMIT,
  type CommissionAnalysisResponse,
  type DealerSalesResponse,
  type OrdersReportResponse,
  type ReportsHubResponse,
} from './report-schemas';

const completedIn = (p: { from: Date; to: Date }) =>
  and(eq(orders.status, STATUS.completed), sql`${within(orders.completionDate, p)}`);
const sales = sql<string>`coalesce(sum(${orders.totalWithTax}), 0)::text`;
const n = sql<number>`count(*)::int`;
const key = (jy: number, jm: number) => `${jy}-${String(jm).padStart(2, '0')}`;

export function createReportFigures({ db, clock }: { db: Db; clock: Clock }) {
  async function hub(): Promise<Static<typeof ReportsHubResponse>> {
    const { jy, jm } = tehranPersianDate(clock());
    const [py, pm] = jm === 1 ? [jy - 1, 12] : [jy, jm - 1];
    const cur = { from: persianMonthStart(jy, jm), to: persianMonthStart(jy, jm + 1) };
    const prev = { from: persianMonthStart(py, pm), to: cur.from };
    const figures = async (p: { from: Date; to: Date }) => {
      const [[s], [o], [c]] = await Promise.all([
        db.select({ v: sales }).from(orders).where(completedIn(p)),
        db.select({ v: n }).from(orders).where(within(orders.createdAt, p)),
        db
          .select({ v: sql<string>`coalesce(sum(${dealerCommissions.amount}), 0)::text` })
          .from(dealerCommissions)
          .where(within(dealerCommissions.calculatedAt, p)),
      ]);
      return { sales: whole(s.v), orders: Number(o.v), commission: whole(c.v) };
    };
    const [a, b] = await Promise.all([figures(cur), figures(prev)]);
    return {
      this_month: key(jy, jm),
      last_month: key(py, pm),
      sales: { this_month: a.sales, last_month: b.sales },
      orders: { this_month: a.orders, last_month: b.orders },
      commission: { this_month: a.commission, last_month: b.commission },
    };
  }

  async function ordersReport(range: ReportRange): Promise<Static<typeof OrdersReportResponse>> {
    const p = reportPeriod(range, clock());
    const registered = within(orders.createdAt, p);
    const [created, done, byStatus, byType, topProducts, topCustomers] = await Promise.all([
      db
        .select({ m: monthKey(orders.createdAt, p), n })
        .from(orders)
        .where(registered)
        .groupBy(sql`1`),
      db
        .select({ m: monthKey(orders.completionDate, p), n, sales })
        .from(orders)
        .where(completedIn(p))
        .groupBy(sql`1`),
      db
        .select({ status: orders.status, n })
        .from(orders)
        .where(registered)
        .groupBy(orders.status)
        .orderBy(orders.status),
      db
        .select({ t: orders.businessInvoiceType, n, sales })
        .from(orders)
        .where(completedIn(p))
        .groupBy(orders.businessInvoiceType)
        .orderBy(orders.businessInvoiceType),
      db
        .select({
          id: products.id,
          name: products.name,
          orders: sql<number>`count(distinct ${orders.id})::int`,
          quantity: sql<number>`sum(coalesce(${orderItems.finalQuantity}, ${orderItems.requestedQuantity}))::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(and(completedIn(p), eq(orderItems.isActive, true)))
        .groupBy(products.id)
        .orderBy(desc(sql`4`), products.id)
        .limit(TOP_LIMIT),
      db
        .select({ id: users.id, name: users.name, n, sales })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(completedIn(p))
        .groupBy(users.id)
        .orderBy(desc(sql`sum(${orders.totalWithTax})`), users.id)
        .limit(TOP_LIMIT),
    ]);
    const completed = done.reduce((s, r) => s + Number(r.n), 0);
    const total = done.reduce((s, r) => s + BigInt(whole(r.sales)), 0n);
    return {
      range: p.answer,
      totals: {
        orders: created.reduce((s, r) => s + Number(r.n), 0),
        completed,
        sales: total.toString(),
        average_order_value: completed ? divRoundHalfUp(total, BigInt(completed)).toString() : '0',
      },
      monthly: p.months.map((m) => {
        const c = created.find((r) => r.m === m.key);
        const d = done.find((r) => r.m === m.key);
        return {
          month: m.key,
          name: m.name,
          orders: Number(c?.n ?? 0),
          completed: Number(d?.n ?? 0),
          sales: whole(d?.sales),
        };
      }),
      by_status: byStatus.map((r) => ({ status: r.status, count: Number(r.n) })),
      by_invoice_type: byType.map((r) => ({
        invoice_type: r.t,
        completed: Number(r.n),
        sales: whole(r.sales),
      })),
      top_products: topProducts.map((r) => ({
        product_id: r.id,
        name: r.name,
        orders: Number(r.orders),
        quantity: Number(r.quantity),
      })),
      top_customers: topCustomers.map((r) => ({
        customer_id: r.id,
        name: r.name,
        completed: Number(r.n),
        sales: whole(r.sales),
      })),
    };
  }

  async function dealerSales(range: ReportRange): Promise<Static<typeof DealerSalesResponse>> {
    const p = reportPeriod(range, clock());
    const commission = sql<string>`coalesce(sum(${dealerCommissions.amount}), 0)::text`;
    const earnedJoin = and(
      eq(dealerCommissions.orderId, orders.id),
      sql`${dealerCommissions.status} in (${COMMISSION_STATUS.calculated}, ${COMMISSION_STATUS.paid})`,
    );
    const [dealers, assigned, perMonth] = await Promise.all([
      db
        .select({ id: users.id, name: users.name, code: users.dealerCode })
        .from(users)
        .where(eq(users.isDealer, true))
        .orderBy(sql`${users.name} collate "und-x-icu"`, users.id),
      db
        .select({
          dealerId: orders.assignedDealerId,
          n,
          cancelled: sql<number>`(count(*) filter (where ${orders.status} = ${STATUS.cancelled}))::int`,
        })
        .from(orders)
        .where(and(isNotNull(orders.assignedDealerId), within(orders.createdAt, p)))
        .groupBy(orders.assignedDealerId),
      db
        .select({
          dealerId: orders.assignedDealerId,
          m: monthKey(orders.completionDate, p),
          n,
          sales,
          commission,
        })
        .from(orders)
        .leftJoin(dealerCommissions, earnedJoin)
        .where(and(isNotNull(orders.assignedDealerId), completedIn(p)))
        .groupBy(orders.assignedDealerId, sql`2`),
    ]);
    // a thousand dealers: look their rows up by id, not by scanning every row per dealer
    const assignedOf = new Map(assigned.map((r) => [r.dealerId, r]));
    const monthsOf = new Map<number | null, typeof perMonth>();
    for (const r of perMonth) {
      const rows = monthsOf.get(r.dealerId);
      if (rows) rows.push(r);
      else monthsOf.set(r.dealerId, [r]);
    }
    return {
      range: p.answer,
      dealers: dealers.map((d) => {
        const a = assignedOf.get(d.id);
        const mine = monthsOf.get(d.id) ?? [];
        const completed = mine.reduce((s, r) => s + Number(r.n), 0);
        const sum = (f: 'sales' | 'commission') =>
          mine.reduce((s, r) => s + BigInt(whole(r[f])), 0n).toString();
        const assignedN = Number(a?.n ?? 0);
        const cancelled = Number(a?.cancelled ?? 0);
        return {
          dealer_id: d.id,
          name: d.name,
          dealer_code: d.code,
          assigned: assignedN,
          cancelled,
          completed,
          sales: sum('sales'),
          conversion_rate: percentOf(completed, assignedN - cancelled),
          commission: sum('commission'),
          monthly: p.months.map((m) => {
            const r = mine.find((x) => x.m === m.key);
            return {
              month: m.key,
              name: m.name,
              completed: Number(r?.n ?? 0),
              sales: whole(r?.sales),
              commission: whole(r?.commission),
            };
          }),
        };
      }),
    };
  }

  async function commissionAnalysis(range: ReportRange): Promise<Static<typeof CommissionAnalysisResponse>> {
    const p = reportPeriod(range, clock());
    const c = dealerCommissions;
    const projected = sql<string>`coalesce(sum(round(${orders.quotedTotal} * ${c.rate} / 100)) filter (where ${c.status} = ${COMMISSION_STATUS.pending}), 0)::text`;
    const [pend, calc, paid, payouts] = await Promise.all([
      db
        .select({ dealerId: c.dealerId, m: monthKey(c.createdAt, p), v: projected })
        .from(c)
        .innerJoin(orders, eq(orders.id, c.orderId))
        .where(and(eq(c.status, COMMISSION_STATUS.pending), within(c.createdAt, p)))
        .groupBy(c.dealerId, sql`2`),
      db
        .select({
          dealerId: c.dealerId,
          m: monthKey(c.calculatedAt, p),
          v: sql<string>`coalesce(sum(${c.amount}), 0)::text`,
        })
        .from(c)
        .where(and(eq(c.status, COMMISSION_STATUS.calculated), within(c.calculatedAt, p)))
        .groupBy(c.dealerId, sql`2`),
      db
        .select({
          dealerId: c.dealerId,
          m: monthKey(c.paidAt, p),
          v: sql<string>`coalesce(sum(${c.amount}), 0)::text`,
        })
        .from(c)
        .where(and(eq(c.status, COMMISSION_STATUS.paid), within(c.paidAt, p)))
        .groupBy(c.dealerId, sql`2`),
      db
        .select({
          ref: sql<string>`${c.paymentReference}`,
          at: sql<Date>`max(${c.paidAt})`,
          names: sql<string[]>`array_agg(distinct ${users.name})`,
          n,
          amount: sql<string>`sum(${c.amount})::text`,
        })
        .from(c)
        .innerJoin(users, eq(users.id, c.dealerId))
        .where(and(eq(c.status, COMMISSION_STATUS.paid), within(c.paidAt, p)))
        .groupBy(c.paymentReference)
        .orderBy(desc(sql`max(${c.paidAt})`)),
    ]);
    type Row = { dealerId: number; m: string; v: string };
    const total = (rows: Row[], pick: (r: Row) => boolean) =>
      rows
        .filter(pick)
        .reduce((s, r) => s + BigInt(whole(r.v)), 0n)
        .toString();
    const three = (pick: (r: Row) => boolean) => ({
      projected: total(pend, pick),
      payable: total(calc, pick),
      paid: total(paid, pick),
    });
    const dealerIds = [...new Set([...pend, ...calc, ...paid].map((r) => r.dealerId))];
    const names = dealerIds.length
      ? await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(
            sql`${users.id} in (${sql.join(
              dealerIds.map((i) => sql`${i}`),
              sql`, `,
            )})`,
          )
      : [];
    return {
      range: p.answer,
      totals: three(() => true),
      monthly: p.months.map((m) => ({ month: m.key, name: m.name, ...three((r) => r.m === m.key) })),
      dealers: names
        .sort((a, b) => a.name.localeCompare(b.name, 'fa'))
        .map((d) => ({ dealer_id: d.id, name: d.name, ...three((r) => r.dealerId === d.id) })),
      payouts: payouts.map((r) => ({
        payment_reference: r.ref,
        paid_at: new Date(r.at).toISOString(),
        dealer_names: r.names,
        commissions: Number(r.n),
        amount: whole(r.amount),
      })),
    };
  }

  return { hub, ordersReport, dealerSales, commissionAnalysis };
}

export type ReportFigures = ReturnType<typeof createReportFigures>;
