// The staff's order list (spec 002 §2 "Admin orders page"): filters, sorts and paging in SQL, the stat cards in
// one aggregate query, the export's batches (keyset pagination), one order with its history, and the customer's
// invoice data for the editor.
//
// Speed (ARCHITECTURE §8: under 50 ms p95 with 100,000 orders): a page is found in two steps: the ids of the
// page (a narrow query the indexes of orders answer), then the 12 rows with their names and counts. Sorts that
// no single index can give (amount: high to low with unpriced last; status: lifecycle order) are split into
// segments that each follow an index (orders_quoted_total_idx; orders_status_created_idx), counted by one
// grouped query, and the page is cut from the segments it spans.
import {
  ORDER_STATUSES,
  ORDER_TABS,
  STATUS,
  normalizeDigits,
  type OrderStatus,
} from '@sefaresh/shared-api/rules';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import {
  customerInvoiceInfo,
  orderEvents,
  orderItems,
  orders,
  paymentReceipts,
  products,
  users,
  type OrderCustomerInfo,
  type User,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { OrdersService } from '../orders/service';
import { ADMIN_ORDER_TEXTS } from './messages';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_ROW_ITEMS,
  type AdminCustomerInfoResponse,
  type AdminOrderDetails,
  type AdminOrderFilters,
  type AdminOrderRowT,
  type AdminOrdersResponseT,
} from './schemas';

export const TEHRAN = 'Asia/Tehran';
export const EXPORT_BATCH_SIZE = 2000;

/** Lifecycle order of the status sort. */
export const STATUS_ORDER: readonly OrderStatus[] = ORDER_STATUSES;
const ACTIVE = ORDER_TABS.active;

const tehranParts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function wallClock(at: Date) {
  const p = Object.fromEntries(tehranParts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** The moment Tehran's civil day (year, month 1–12, day; day may be 0 or negative and overflows) begins. */
export function tehranDayStart(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Tehran's offset at that wall time (constant +03:30 since 2022; computed, not assumed)
  const guess = new Date(wall - 3.5 * 3600_000);
  const w = wallClock(guess);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - guess.getTime();
  return new Date(wall - offset);
}

/** Where the date filter starts: today, the same day a week ago, the same date a month ago (Tehran days). */
export function dateFilterStart(filter: AdminOrderFilters['date'], now: Date): Date | null {
  if (!filter || filter === 'all') return null;
  const t = wallClock(now);
  if (filter === 'today') return tehranDayStart(t.year, t.month, t.day);
  if (filter === 'week') return tehranDayStart(t.year, t.month, t.day - 7);
  // month: the same date a month ago, clamped to that month's last day (31 March → 28/29 February)
  const lastDayOfPrevMonth = new Date(Date.UTC(t.year, t.month - 1, 0)).getUTCDate();
  return tehranDayStart(t.year, t.month - 1, Math.min(t.day, lastDayOfPrevMonth));
}

/** Persian/Arabic digits to ASCII, Arabic ي/ك to Persian ی/ک, trimmed and lower-cased. */
export function normalizeSearch(text: string): string {
  return normalizeDigits(text).replace(/ي/g, 'ی').replace(/ك/g, 'ک').trim().toLowerCase();
}
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Segment = { where?: SQL; orderBy: SQL[]; key?: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createAdminOrdersService({
  db,
  clock,
  orders: ordersService,
}: {
  db: Db;
  clock: Clock;
  orders: OrdersService;
}) {
  const customer = alias(users, 'customer');
  const dealer = alias(users, 'dealer');
  const pricer = alias(users, 'pricer');

  const itemsCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.isActive})`;
  const receiptsCount = sql<number>`(select count(*)::int from ${paymentReceipts} where ${paymentReceipts.orderId} = ${orders.id})`;

  /** The users whose name, email or phone contains the text; null = no search. */
  async function searchCustomers(search: string | undefined): Promise<number[] | null> {
    const q = normalizeSearch(search ?? '');
    if (!q) return null;
    const pattern = `%${likeEscape(q)}%`;
    const digits = q.replace(/[\s-]/g, '');
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          sql`translate(${users.name}, 'يك', 'یک') ilike ${pattern}`,
          sql`${users.email} ilike ${pattern}`,
          /^\d+$/.test(digits) ? sql`${users.phone} like ${`%${likeEscape(digits)}%`}` : undefined,
        ),
      );
    return rows.map((r) => r.id);
  }

  /** The WHERE of the filters (the sort's segments add their own); null when nothing can match. */
  async function filterWhere(filters: AdminOrderFilters): Promise<SQL[] | null> {
    const where: SQL[] = [];
    const { status, dealer: dealerFilter, customer: customerId } = filters;
    if (status === 'active') where.push(inArray(orders.status, ACTIVE));
    else if (status) where.push(eq(orders.status, status));
    if (dealerFilter === 'unassigned') where.push(isNull(orders.assignedDealerId));
    else if (dealerFilter !== undefined) where.push(eq(orders.assignedDealerId, dealerFilter));
    if (customerId !== undefined) where.push(eq(orders.customerId, customerId));
    const since = dateFilterStart(filters.date, clock());
    if (since) where.push(gte(orders.createdAt, since));
    const found = await searchCustomers(filters.search);
    if (found) {
      if (found.length === 0) return null;
      where.push(inArray(orders.customerId, found));
    }
    return where;
  }

  function segmentsOf(sort: AdminOrderFilters['sort']): { segments: Segment[]; key?: SQL<string> } {
    const newest = [desc(orders.createdAt), desc(orders.id)];
    switch (sort) {
      case 'oldest':
        return { segments: [{ orderBy: [asc(orders.createdAt), asc(orders.id)] }] };
      case 'customer_name': // segments per customer, built by list() from a grouped count
        return { segments: [] };
      case 'amount':
        return {
          key: sql<string>`case when ${orders.quotedTotal} is null then 'unpriced' else 'priced' end`,
          segments: [
            {
              key: 'priced',
              where: isNotNull(orders.quotedTotal),
              orderBy: [desc(orders.quotedTotal), desc(orders.id)],
            },
            { key: 'unpriced', where: isNull(orders.quotedTotal), orderBy: newest },
          ],
        };
      case 'status':
        return {
          key: sql<string>`${orders.status}`,
          segments: STATUS_ORDER.map((s) => ({ key: s, where: eq(orders.status, s), orderBy: newest })),
        };
      default:
        return { segments: [{ orderBy: newest }] };
    }
  }

  /** One aggregate query over all orders: the stat cards. */
  async function stats() {
    const perStatus = await db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .groupBy(orders.status);
    const n = (s: OrderStatus) => Number(perStatus.find((r) => r.status === s)?.n ?? 0);
    return {
      total: perStatus.reduce((sum, r) => sum + Number(r.n), 0),
      active: ACTIVE.reduce((sum, s) => sum + n(s), 0),
      pending_pricing: n(STATUS.pendingPricing),
      waiting_customer_approval: n(STATUS.waitingCustomerApproval),
      payment_uploaded: n(STATUS.paymentUploaded),
      completed: n(STATUS.completed),
      perStatus: n,
    };
  }

  /** The rows of these orders, in this order. */
  async function rowsFor(ids: number[]): Promise<AdminOrderRowT[]> {
    if (!ids.length) return [];
    const rows = await db
      .select({
        order: orders,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        dealerName: dealer.name,
        pricedByName: pricer.name,
        itemsCount,
        receiptsCount,
      })
      .from(orders)
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId))
      .leftJoin(pricer, eq(pricer.id, orders.pricedBy))
      .where(inArray(orders.id, ids));
    const items = await db
      .select({
        orderId: orderItems.orderId,
        productName: products.name,
        requested: orderItems.requestedQuantity,
        final: orderItems.finalQuantity,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(inArray(orderItems.orderId, ids), eq(orderItems.isActive, true)))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    const itemsOf = new Map<number, AdminOrderRowT['items']>();
    for (const i of items) {
      const list = itemsOf.get(i.orderId) ?? [];
      if (list.length < ADMIN_ROW_ITEMS)
        list.push({ product_name: i.productName, quantity: i.final ?? i.requested });
      itemsOf.set(i.orderId, list);
    }
    const byId = new Map(rows.map((r) => [r.order.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const o = r.order;
      return [
        {
          id: o.id,
          status: o.status,
          created_at: o.createdAt.toISOString(),
          customer_id: o.customerId,
          customer_name: r.customerName,
          customer_email: r.customerEmail,
          customer_phone: r.customerPhone,
          customer_comment: o.customerComment,
          assigned_dealer_id: o.assignedDealerId,
          assigned_dealer_name: r.dealerName,
          priced_by_name: r.pricedByName,
          items_count: Number(r.itemsCount),
          items: itemsOf.get(id) ?? [],
          quoted_total: o.quotedTotal,
          total_with_tax: o.totalWithTax,
          business_invoice_type: o.businessInvoiceType as 'official' | 'unofficial',
          has_payment_receipts: Number(r.receiptsCount) > 0,
          payment_receipts_count: Number(r.receiptsCount),
          completion_date: iso(o.completionDate),
        },
      ];
    });
  }

  /** Ids of one slice of one segment. */
  async function segmentIds(where: SQL[], segment: Segment, offset: number, limit: number) {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(...where, segment.where))
      .orderBy(...segment.orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  }

  /** One batch of the export (rows with the names the sheet shows). */
  function exportBatch(where: SQL | undefined, oldest: boolean, limit: number) {
    return db
      .select({
        order: orders,
        // the cursor keeps the database's microseconds, which a JS Date would lose
        at: sql<string>`${orders.createdAt}::text`,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        dealerName: dealer.name,
        pricedByName: pricer.name,
        itemsCount,
      })
      .from(orders)
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId))
      .leftJoin(pricer, eq(pricer.id, orders.pricedBy))
      .where(where)
      .orderBy(
        ...(oldest ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(limit);
  }

  return {
    /** The app clock (the export's file name). */
    now: () => clock(),

    /**
     * GET admin/orders/. customer_name sorts by name, then customer (ties of two customers with one name stay
     * apart), then newest.
     */
    async list(
      query: AdminOrderFilters & { page?: number; page_size?: number },
    ): Promise<AdminOrdersResponseT> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? ADMIN_ORDERS_PAGE_SIZE;
      // the stat cards run beside the list's own queries (another pooled connection on PostgreSQL)
      const statsPromise = stats();
      statsPromise.catch(() => undefined); // awaited below; no unhandled rejection if a filter query fails first
      const where = await filterWhere(query);
      const answer = async (total: number, results: AdminOrderRowT[]) => {
        const { perStatus: _perStatus, ...statCards } = await statsPromise;
        return {
          count: total,
          page,
          page_size: pageSize,
          total_pages: Math.max(1, Math.ceil(total / pageSize)),
          results,
          stats: statCards,
        };
      };
      if (!where) return answer(0, []);

      const sorted = segmentsOf(query.sort);
      const key = sorted.key;
      let segments = sorted.segments;
      // how many orders of each segment match
      let sizes: number[];
      const onlyStatusFilter =
        !query.search &&
        query.dealer === undefined &&
        query.customer === undefined &&
        (query.date ?? 'all') === 'all';
      if (query.sort === 'customer_name') {
        // one segment per customer, in name order: each follows orders_customer_created_idx, and the sizes
        // come from one grouped count (no join and sort of every order)
        const perCustomer = db
          .select({ customerId: orders.customerId, n: count().as('n') })
          .from(orders)
          .where(and(...where))
          .groupBy(orders.customerId)
          .as('per_customer');
        const groups = await db
          .select({ id: perCustomer.customerId, n: perCustomer.n })
          .from(perCustomer)
          .innerJoin(customer, eq(customer.id, perCustomer.customerId))
          .orderBy(asc(customer.name), asc(customer.id));
        segments = groups.map((g) => ({
          where: eq(orders.customerId, g.id),
          orderBy: [desc(orders.createdAt), desc(orders.id)],
        }));
        sizes = groups.map((g) => Number(g.n));
      } else if (key) {
        const grouped = await db
          .select({ key, n: count() })
          .from(orders)
          .where(and(...where))
          .groupBy(key);
        sizes = segments.map((s) => Number(grouped.find((g) => g.key === s.key)?.n ?? 0));
      } else if (onlyStatusFilter) {
        // the stat query already counted these
        const all = await statsPromise;
        const status = query.status;
        sizes = [!status ? all.total : status === 'active' ? all.active : all.perStatus(status)];
      } else {
        const [{ n }] = await db
          .select({ n: count() })
          .from(orders)
          .where(and(...where));
        sizes = [Number(n)];
      }
      const total = sizes.reduce((a, b) => a + b, 0);

      // cut the page from the segments it spans
      const ids: number[] = [];
      let skip = (page - 1) * pageSize;
      for (let i = 0; i < segments.length && ids.length < pageSize; i++) {
        if (skip >= sizes[i]) {
          skip -= sizes[i];
          continue;
        }
        ids.push(...(await segmentIds(where, segments[i], skip, pageSize - ids.length)));
        skip = 0;
      }
      return answer(total, await rowsFor(ids));
    },

    /**
     * The export's rows, newest first (oldest first with sort=oldest), read in batches by keyset pagination
     * on (created_at, id) so memory stays flat however many orders there are.
     */
    async *exportBatches(filters: AdminOrderFilters, batchSize = EXPORT_BATCH_SIZE) {
      const where = await filterWhere(filters);
      if (!where) return;
      const oldest = filters.sort === 'oldest';
      let cursor: { at: string; id: number } | null = null;
      for (;;) {
        const after: SQL | undefined = cursor
          ? oldest
            ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
            : sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined;
        const batch = await exportBatch(and(...where, after), oldest, batchSize);
        if (!batch.length) return;
        yield batch;
        if (batch.length < batchSize) return;
        const last = batch[batch.length - 1];
        cursor = { at: last.at, id: last.order.id };
      }
    },

    /** GET admin/orders/{id}/details/: the order as staff see it, the customer's email and the history. */
    async details(user: User, orderId: number): Promise<Static<typeof AdminOrderDetails>> {
      const order = await ordersService.getForUser(user, orderId);
      const [who] = await db
        .select({ email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(eq(orders.id, orderId));
      const actor = alias(users, 'actor');
      const events = await db
        .select({ event: orderEvents, actorName: actor.name })
        .from(orderEvents)
        .leftJoin(actor, eq(actor.id, orderEvents.actorId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
      return {
        ...order,
        customer_email: who?.email ?? '',
        events: events.map(({ event, actorName }) => ({
          id: event.id,
          from_status: event.fromStatus ?? null,
          to_status: event.toStatus,
          note: event.note,
          created_at: event.createdAt.toISOString(),
          actor_name: actorName,
        })),
      };
    },

    /** GET admin/orders/{id}/customer-info/: the order's snapshot, else the saved invoice data, else the account. */
    async customerInfo(orderId: number): Promise<Static<typeof AdminCustomerInfoResponse>> {
      const [row] = await db
        .select({ info: orders.customerInfo, account: users, saved: customerInvoiceInfo.info })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .leftJoin(customerInvoiceInfo, eq(customerInvoiceInfo.userId, orders.customerId))
        .where(eq(orders.id, orderId));
      if (!row) throw notFound(ADMIN_ORDER_TEXTS.orderNotFound);
      const complete = (i: OrderCustomerInfo) =>
        Boolean(i.national_id?.trim() && i.complete_address?.trim() && i.postal_code?.trim());
      const filled = (i: Partial<OrderCustomerInfo>): OrderCustomerInfo => ({
        name: i.name ?? '',
        phone: i.phone ?? '',
        company_name: i.company_name ?? '',
        national_id: i.national_id ?? '',
        economic_id: i.economic_id ?? '',
        postal_code: i.postal_code ?? '',
        complete_address: i.complete_address ?? '',
        province: i.province ?? '',
        city: i.city ?? '',
      });
      if (row.info) {
        const info = filled(row.info);
        return { customer_info: info, is_complete: complete(info), source: 'order' };
      }
      if (row.saved) {
        const info = filled(row.saved);
        return { customer_info: info, is_complete: complete(info), source: 'saved' };
      }
      const info = filled({
        name: row.account.name,
        phone: row.account.phone,
        company_name: row.account.companyName,
      });
      return { customer_info: info, is_complete: false, source: 'account' };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
