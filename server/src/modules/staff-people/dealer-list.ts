// The dealers page's reads (spec 002 §2 "Admin dealers page", §7 Dealers): the dealers list with
// figures (search, status, sorts; names in Persian order), the stat cards, and the commission list with its
// summary. Figures come from the kept per-dealer counts (order_counts) and money (dealer_totals).
import { COMMISSION_STATUS, STATUS } from '@sefaresh/shared-api/rules';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { dealerCommissions, dealerTotals, orderCounts, orders, users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { normalizeSearch } from '../orders/staff/list';
import { keptMoneyFigures as moneyFigures, shownCommission, whole } from '../commissions/figures';
import { blockedReasonsOf, type PayoutGate } from '../commissions/payout-gate';
import {
  COMMISSIONS_PAGE_SIZE,
  DEALERS_PAGE_SIZE,
  type CommissionsQuery,
  type CommissionsResponse,
  type DealerRowT,
  type DealersQueryT,
  type DealersResponse,
  type DealerStatsResponse,
} from './dealer-schemas';
import { likeEscape, persianOrder } from './user-rows';

type Figures = {
  assigned: number;
  completed: number;
  cancelled: number;
  sales: string;
  earned: string;
  paid: string;
  payable: string;
  projected: string;
};
const noFigures: Figures = {
  assigned: 0,
  completed: 0,
  cancelled: 0,
  sales: '0',
  earned: '0',
  paid: '0',
  payable: '0',
  projected: '0',
};

/** Order and commission figures per dealer (all dealers, or these), from the kept counts and totals. */
export async function dealerFigures(db: DbOrTx, ids?: number[]): Promise<Map<number, Figures>> {
  const [byOrders, byMoney] = await Promise.all([
    db
      .select({
        dealerId: orderCounts.ownerId,
        assigned: sql<number>`sum(${orderCounts.n})::int`,
        completed: sql<number>`(sum(${orderCounts.n}) filter (where ${orderCounts.status} = ${STATUS.completed}))::int`,
        cancelled: sql<number>`(sum(${orderCounts.n}) filter (where ${orderCounts.status} = ${STATUS.cancelled}))::int`,
      })
      .from(orderCounts)
      .where(and(eq(orderCounts.scope, 'dealer'), ids ? inArray(orderCounts.ownerId, ids) : undefined))
      .groupBy(orderCounts.ownerId),
    db
      .select({ dealerId: dealerTotals.dealerId, ...moneyFigures })
      .from(dealerTotals)
      .where(ids ? inArray(dealerTotals.dealerId, ids) : undefined)
      .groupBy(dealerTotals.dealerId),
  ]);
  const map = new Map<number, Figures>();
  for (const r of byOrders)
    map.set(r.dealerId, {
      ...noFigures,
      assigned: r.assigned,
      completed: r.completed ?? 0,
      cancelled: r.cancelled ?? 0,
    });
  for (const r of byMoney) map.set(r.dealerId, { ...(map.get(r.dealerId) ?? noFigures), ...r });
  return map;
}

/** The user columns a dealer row shows (a thousand dealers: not the whole user rows). */
const dealerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  companyName: users.companyName,
  dealerCode: users.dealerCode,
  isActive: users.isActive,
  dateJoined: users.dateJoined,
  dealerCommissionRate: users.dealerCommissionRate,
  dealerIban: users.dealerIban,
};
type DealerUser = Pick<typeof users.$inferSelect, keyof typeof dealerColumns>;

export function toDealerRow(u: DealerUser, f: Figures = noFigures): DealerRowT {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    company_name: u.companyName,
    dealer_code: u.dealerCode,
    is_active: u.isActive,
    date_joined: u.dateJoined.toISOString(),
    dealer_commission_rate: u.dealerCommissionRate,
    dealer_iban: u.dealerIban,
    assigned_orders_count: Number(f.assigned),
    completed_orders_count: Number(f.completed),
    cancelled_orders_count: Number(f.cancelled),
    total_sales: whole(f.sales),
    total_commission_earned: whole(f.earned),
    paid_commission: whole(f.paid),
    pending_commission: whole(f.payable),
    projected_commission: whole(f.projected),
  };
}

/** Search over name, email, company and dealer code (case-insensitive; Arabic ي/ك read as Persian). */
function dealerSearch(text: string | undefined): SQL | undefined {
  const q = normalizeSearch(text ?? '');
  if (!q) return undefined;
  const pattern = `%${likeEscape(q)}%`;
  return sql`(translate(${users.name}, 'يك', 'یک') ilike ${pattern} or ${users.email} ilike ${pattern} or translate(${users.companyName}, 'يك', 'یک') ilike ${pattern} or ${users.dealerCode} ilike ${pattern})`;
}

/** Each dealer's assigned orders, from the kept counts (a dealer without orders has no row). */
function assignedByDealer(db: Db) {
  return db
    .select({ dealerId: orderCounts.ownerId, n: sql<number>`sum(${orderCounts.n})`.as('assigned') })
    .from(orderCounts)
    .where(eq(orderCounts.scope, 'dealer'))
    .groupBy(orderCounts.ownerId)
    .as('assigned_by_dealer');
}

// every sort ends on the id, so a page boundary never splits or repeats a dealer
const SORTS: Record<NonNullable<DealersQueryT['sort']>, SQL[]> = {
  newest: [desc(users.dateJoined), desc(users.id)],
  oldest: [asc(users.dateJoined), asc(users.id)],
  name: [asc(persianOrder(users.name)), asc(users.id)],
  commission_rate: [
    sql`${users.dealerCommissionRate} desc nulls last`,
    desc(users.dateJoined),
    desc(users.id),
  ],
  // ordered on the joined counts below
  assigned_orders: [desc(users.dateJoined), desc(users.id)],
};

function dealerFilter(query: DealersQueryT): SQL | undefined {
  return and(
    query.status === 'active' ? eq(users.isActive, true) : undefined,
    query.status === 'inactive' ? eq(users.isActive, false) : undefined,
    dealerSearch(query.search),
  );
}

function pageRows(db: Db, query: DealersQueryT, where: SQL | undefined) {
  const sort = query.sort ?? 'newest';
  if (sort !== 'assigned_orders')
    return db
      .select(dealerColumns)
      .from(users)
      .where(where)
      .orderBy(...SORTS[sort]);
  const assigned = assignedByDealer(db);
  return db
    .select(dealerColumns)
    .from(users)
    .leftJoin(assigned, eq(assigned.dealerId, users.id))
    .where(where)
    .orderBy(desc(sql`coalesce(${assigned.n}, 0)`), ...SORTS[sort]);
}

/** One page of the dealers matching the filters, with the figures of that page's dealers only. */
export async function listDealers(db: Db, query: DealersQueryT): Promise<Static<typeof DealersResponse>> {
  const page = query.page ?? 1;
  const size = query.page_size ?? DEALERS_PAGE_SIZE;
  const filter = dealerFilter(query);
  const isDealer = eq(users.isDealer, true);
  const [counted, [{ total }], rows] = await Promise.all([
    // without a filter the count is the total
    filter ? db.select({ n: count() }).from(users).where(and(isDealer, filter)) : null,
    db.select({ total: count() }).from(users).where(isDealer),
    pageRows(db, query, and(isDealer, filter))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  const figures = rows.length
    ? await dealerFigures(
        db,
        rows.map((u) => u.id),
      )
    : new Map<number, Figures>();
  const n = Number(counted ? counted[0].n : total);
  return {
    count: n,
    total: Number(total),
    page,
    page_size: size,
    total_pages: Math.max(1, Math.ceil(n / size)),
    results: rows.map((u) => toDealerRow(u, figures.get(u.id))),
  };
}

/** Every dealer with their figures, newest first (the export). */
export async function allDealers(db: Db): Promise<DealerRowT[]> {
  const [rows, figures] = await Promise.all([
    db
      .select(dealerColumns)
      .from(users)
      .where(eq(users.isDealer, true))
      .orderBy(...SORTS.newest),
    dealerFigures(db),
  ]);
  return rows.map((u) => toDealerRow(u, figures.get(u.id)));
}

export async function dealerStats(db: Db): Promise<Static<typeof DealerStatsResponse>> {
  const [[people], [assigned], [money]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.isDealer, true)),
    db
      .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
      .from(orderCounts)
      .where(eq(orderCounts.scope, 'dealer')),
    db.select(moneyFigures).from(dealerTotals),
  ]);
  const total = Number(people.total);
  return {
    total_dealers: total,
    active_dealers: people.active,
    inactive_dealers: total - people.active,
    total,
    active: people.active,
    inactive: total - people.active,
    orders_assigned: Number(assigned.n),
    total_commission: whole(money.earned),
    paid_commission: whole(money.paid),
    pending_commission: whole(money.payable),
    projected_commission: whole(money.projected),
  };
}

/** Commission records with their dealer and order, newest first (the ids given, or one page of a filter). */
export function commissionRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      c: dealerCommissions,
      dealerName: users.name,
      dealerCode: users.dealerCode,
      dealerIban: users.dealerIban,
      orderStatus: orders.status,
      shown: shownCommission,
    })
    .from(dealerCommissions)
    .innerJoin(users, eq(users.id, dealerCommissions.dealerId))
    .innerJoin(orders, eq(orders.id, dealerCommissions.orderId))
    .where(where)
    .orderBy(desc(dealerCommissions.createdAt), desc(dealerCommissions.id));
}

export function toCommissionItem(
  r: Awaited<ReturnType<typeof commissionRows>>[number],
  blocked: ReadonlyMap<number, string> = new Map(),
) {
  const c = r.c;
  const reason = blocked.get(c.id) ?? null;
  return {
    id: c.id,
    dealer_id: c.dealerId,
    dealer_name: r.dealerName,
    dealer_code: r.dealerCode,
    dealer_iban: r.dealerIban,
    order: c.orderId,
    order_status: r.orderStatus,
    commission_amount: r.shown === null ? null : whole(r.shown),
    commission_rate: c.rate,
    status: c.status,
    is_payable: c.status === COMMISSION_STATUS.calculated && reason === null,
    payout_blocked_reason: reason,
    is_paid: c.status === COMMISSION_STATUS.paid,
    paid_at: c.paidAt ? c.paidAt.toISOString() : null,
    payment_reference: c.paymentReference,
    created_at: c.createdAt.toISOString(),
    calculated_at: c.calculatedAt ? c.calculatedAt.toISOString() : null,
  };
}

export async function listCommissions(
  db: Db,
  query: Static<typeof CommissionsQuery>,
  gate: PayoutGate,
): Promise<Static<typeof CommissionsResponse>> {
  const page = query.page ?? 1;
  const byDealer = query.dealer_id ? eq(dealerCommissions.dealerId, query.dealer_id) : undefined;
  const where = and(byDealer, query.status ? eq(dealerCommissions.status, query.status) : undefined);
  const [[{ n }], [sums], rows] = await Promise.all([
    db.select({ n: count() }).from(dealerCommissions).where(where),
    db
      .select(moneyFigures)
      .from(dealerTotals)
      .where(query.dealer_id ? eq(dealerTotals.dealerId, query.dealer_id) : undefined),
    commissionRows(db, where)
      .limit(COMMISSIONS_PAGE_SIZE)
      .offset((page - 1) * COMMISSIONS_PAGE_SIZE),
  ]);
  const blocked = await blockedReasonsOf(db, gate, rows);
  const total = Number(n);
  return {
    count: total,
    page,
    page_size: COMMISSIONS_PAGE_SIZE,
    total_pages: Math.max(1, Math.ceil(total / COMMISSIONS_PAGE_SIZE)),
    summary: {
      total: whole(sums.earned),
      paid: whole(sums.paid),
      pending: whole(sums.payable),
      projected: whole(sums.projected),
    },
    results: rows.map((r) => toCommissionItem(r, blocked)),
  };
}
