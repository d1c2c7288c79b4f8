// The staff's order list (spec 002 §2 "Admin orders page"): filters, sorts and paging in SQL, the stat cards in
// one aggregate query. The filters are shared with the Excel export (export.ts).
//
// Speed (ARCHITECTURE §8: under 50 ms p95 with 100,000 orders): a page is found in two steps: the ids of the
// page (a narrow query the indexes of orders answer), then the 12 rows with their names and counts. Sorts that
// no single index can give (amount: high to low with unpriced last; status: lifecycle order) are split into
// segments that each follow an index (orders_quoted_total_idx; orders_status_created_idx), sized by
// list-segments.ts, and the page is cut from the segments it spans. The search (search.ts) puts the
// order it names by number before every segment.
import { STATUS, type OrderStatus } from '@sefaresh/shared-api/rules';
import { and, eq, gte, isNull, ne, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, type User } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { createOrderSearch, FEW_MATCHES, type OrderSearch } from './search';
import { tehranDayStart, tehranWallClock } from '../../../lib/tehran-time';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_ROW_ITEMS,
  type AdminOrderFilters,
  type AdminOrderRowT,
  type AdminOrdersResponseT,
} from './schemas';
import { adminNewestIds, adminOrderRows, rowItemFields } from './list-queries';
import { decodeJsonRows } from '../../../db/json-rows';
import { actionsFor } from '../authorize';
import { countsByStatus } from '../order-counts';
import { ACTIVE, sizedSegments, statusFilter, type Segment } from './list-segments';
import { quoteExpired, quoteExpiredSql } from '../../quotes/validity';

/** Where the date filter starts: today, the same day a week ago, the same date a month ago (Tehran days). */
function dateFilterStart(filter: AdminOrderFilters['date'], now: Date): Date | null {
  if (!filter || filter === 'all') return null;
  const t = tehranWallClock(now);
  if (filter === 'today') return tehranDayStart(t.year, t.month, t.day);
  if (filter === 'week') return tehranDayStart(t.year, t.month, t.day - 7);
  // month: the same date a month ago, clamped to that month's last day (31 March → 28/29 February)
  const lastDayOfPrevMonth = new Date(Date.UTC(t.year, t.month - 1, 0)).getUTCDate();
  return tehranDayStart(t.year, t.month - 1, Math.min(t.day, lastDayOfPrevMonth));
}

export { normalizeSearch } from './search';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The WHERE of the admin list's and the export's filters, and the order the search names by its number (ranked
 * first by the list); null when nothing can match.
 */
function createAdminOrderFilters({ db, clock }: { db: Db; clock: Clock }) {
  const search = createOrderSearch(db);
  return async function filterWhere(
    filters: AdminOrderFilters,
  ): Promise<{ where: SQL[]; found?: OrderSearch; fewWhere: SQL[] | null; exactId: number | null } | null> {
    const where: SQL[] = [];
    const { status, dealer: dealerFilter, customer: customerId } = filters;
    const byStatus = statusFilter(orders.status, status);
    if (byStatus) where.push(byStatus);
    if (dealerFilter === 'unassigned') where.push(isNull(orders.assignedDealerId));
    else if (dealerFilter !== undefined) where.push(eq(orders.assignedDealerId, dealerFilter));
    if (customerId !== undefined) where.push(eq(orders.customerId, customerId));
    if (filters.expired !== undefined) {
      const expired = quoteExpiredSql(clock());
      where.push(filters.expired ? expired : not(expired));
    }
    const since = dateFilterStart(filters.date, clock());
    if (since) where.push(gte(orders.createdAt, since));
    const found = await search(filters.search);
    if (!found) return { where, fewWhere: null, exactId: null };
    return {
      where: [...where, found.match],
      found,
      fewWhere: [...where, found.fewMatch],
      exactId: found.exactId,
    };
  };
}

/** The WHERE of the filters alone (the export); null when nothing can match. */
export function createAdminOrderFilter(deps: { db: Db; clock: Clock }) {
  const filters = createAdminOrderFilters(deps);
  return async (f: AdminOrderFilters): Promise<SQL[] | null> => (await filters(f))?.where ?? null;
}

export function createAdminOrderList({ db, clock }: { db: Db; clock: Clock }) {
  const filterWhere = createAdminOrderFilters({ db, clock });

  /** The stat cards, from the kept counts of all orders (16 stripes per status). */
  async function stats() {
    const perStatus = await countsByStatus(db, 'all', null);
    const n = (s: OrderStatus) => perStatus.get(s) ?? 0;
    return {
      total: [...perStatus.values()].reduce((sum, v) => sum + v, 0),
      active: ACTIVE.reduce((sum, s) => sum + n(s), 0),
      pending_pricing: n(STATUS.pendingPricing),
      waiting_customer_approval: n(STATUS.waitingCustomerApproval),
      payment_uploaded: n(STATUS.paymentUploaded),
      completed: n(STATUS.completed),
      perStatus: n,
    };
  }

  /** The rows of these orders, in this order. */
  async function rowsFor(ids: number[], viewer: User): Promise<AdminOrderRowT[]> {
    if (!ids.length) return [];
    const rows = await adminOrderRows(db).execute({ ids });
    const byId = new Map(rows.map((r) => [r.order.id, r]));
    const now = clock();
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
          items: decodeJsonRows(rowItemFields, r.items)
            .slice(0, ADMIN_ROW_ITEMS)
            .map((i) => ({ product_name: i.productName, quantity: i.final ?? i.requested })),
          quoted_total: o.quotedTotal,
          total_with_tax: o.totalWithTax,
          business_invoice_type: o.businessInvoiceType,
          has_payment_receipts: Number(r.receiptsCount) > 0,
          payment_receipts_count: Number(r.receiptsCount),
          completion_date: iso(o.completionDate),
          allowed_actions: actionsFor(o, viewer, { quoteExpired: quoteExpired(o, now) }),
          quote_version: o.quoteVersion,
          quote_valid_until: iso(o.quoteValidUntil),
          quote_expired: quoteExpired(o, now),
        },
      ];
    });
  }

  /** Ids of one slice of one segment. */
  async function segmentIds(where: SQL[], segment: Segment, offset: number, limit: number) {
    if (!where.length && segment.newestOfAll) {
      return (await adminNewestIds(db).execute({ limit, offset })).map((r) => r.id);
    }
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(...where, segment.where))
      .orderBy(...segment.orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  }

  return {
    /**
     * GET admin/orders/. customer_name sorts by name, then customer (ties of two customers with one name stay
     * apart), then newest.
     */
    async list(
      user: User,
      query: AdminOrderFilters & { page?: number; page_size?: number },
    ): Promise<AdminOrdersResponseT> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? ADMIN_ORDERS_PAGE_SIZE;
      // the stat cards run beside the list's own queries (another pooled connection on PostgreSQL)
      const statsPromise = stats();
      statsPromise.catch(() => undefined); // awaited below; no unhandled rejection if a filter query fails first
      const filtered = await filterWhere(query);
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
      if (!filtered) return answer(0, []);
      // the order the search names by its number comes first (when the other filters keep it); the sorted
      // segments hold the rest
      const { exactId } = filtered;
      const unpinned = (w: SQL[]) => (exactId === null ? w : [...w, ne(orders.id, exactId)]);
      const pinned =
        exactId === null
          ? []
          : (await segmentIds(filtered.where, { where: eq(orders.id, exactId), orderBy: [] }, 0, 1)).slice(
              0,
              1,
            );
      const where = unpinned(filtered.where);

      const noOtherFilter =
        query.dealer === undefined &&
        query.customer === undefined &&
        query.expired === undefined &&
        (query.date ?? 'all') === 'all';
      const onlyStatusFilter = !filtered.found && noOtherFilter;
      const onlySearch = filtered.found && noOtherFilter && query.status === undefined ? filtered.found : null;
      const all = onlyStatusFilter ? await statsPromise : null;
      const status = query.status;
      const {
        segments,
        sizes,
        total: sorted,
      } = await sizedSegments(
        db,
        query.sort,
        all
          ? {
              status,
              // the stat query already counted these
              matching: !status ? all.total : status === 'active' ? all.active : all.perStatus(status),
              perStatus: all.perStatus,
            }
          : { where, count: onlySearch ? onlySearch.countOthers : undefined },
        page * pageSize,
      );
      const total = pinned.length + sorted;
      const pageWhere = filtered.fewWhere && sorted <= FEW_MATCHES ? unpinned(filtered.fewWhere) : where;

      // cut the page from the pinned order and the segments it spans
      const ids: number[] = [];
      let skip = (page - 1) * pageSize;
      if (pinned.length && skip === 0) ids.push(...pinned);
      else skip -= pinned.length;
      for (let i = 0; i < segments.length && ids.length < pageSize; i++) {
        if (skip >= sizes[i]) {
          skip -= sizes[i];
          continue;
        }
        ids.push(...(await segmentIds(pageWhere, segments[i], skip, pageSize - ids.length)));
        skip = 0;
      }
      return answer(total, await rowsFor(ids, user));
    },
  };
}
