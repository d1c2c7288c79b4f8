// The dealer's orders (spec 001 §2.5, §2.6, §7; spec README "Dealers, catalogue and people"): the assigned-order
// list with the dashboard tabs, one assigned order in full, and the commission figures of several orders at once.
// A dealer sees only the orders assigned to them now (another order answers 404, so ids cannot be probed);
// staff see every order that has a dealer and may narrow it to one dealer. Paged and counted in SQL
// (orders_dealer_created_idx: assigned dealer, newest first, status).
import { countsByStatus, countsFromColumn, tabCounts } from '../orders/order-counts';
import { COMMISSION_STATUS, type CommissionStatus } from '@sefaresh/shared-api/rules';
import { normalizeDigits, type OrderTab } from '@sefaresh/shared-api/rules';
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { orders, type OrderStatus, type User } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isStaffUser } from '../../lib/current-user';
import { actionsFor } from '../orders/authorize';
import { orderPartiesOf } from '../orders/lifecycle';
import type { OrdersService } from '../orders/service';
import { commissionAmount } from '../commissions/record';
import {
  ASSIGNED_ORDERS_PAGE_SIZE,
  COMMISSION_BULK_MAX,
  type AssignedOrdersQuery,
  type AssignedOrdersResponse,
  type CommissionBulkResponse,
  type DealerOrderDetail,
  type DealerOrderRow,
} from './schemas';
import { allDealersOrdersPage, dealerOrdersPage, latestCommissionsOf } from './order-queries';
import { DEALER_AREA_TEXTS } from './messages';

export { COMMISSION_STATUS, type CommissionStatus };

/**
 * Whose dealer data the caller reads: a dealer their own (any dealer_id they send is ignored), staff one dealer
 * when they name one, else every dealer (dealerId null). Anyone else: 403.
 */
export type DealerScope = { staff: boolean; dealerId: number | null };

export function dealerScope(user: User, requestedDealerId?: number): DealerScope {
  if (isStaffUser(user)) return { staff: true, dealerId: requestedDealerId ?? null };
  if (user.isDealer) return { staff: false, dealerId: user.id };
  throw forbidden(DEALER_AREA_TEXTS.dealersOnly);
}

/** The orders of the scope: assigned to the dealer, or (staff, no dealer named) assigned to anyone. */
export const assignedTo = (scope: DealerScope): SQL =>
  scope.dealerId === null ? isNotNull(orders.assignedDealerId) : eq(orders.assignedDealerId, scope.dealerId);

export interface CommissionRecordView {
  status: string;
  rate: string;
  amount: string | null;
  defaultRate: string | null;
}

/**
 * The commission fields of an order from its latest commission record: the stored amount once calculated or
 * paid, while pending the projection from quoted_total (commissionAmount, the one formula), null when cancelled.
 */
export function commissionView(record: CommissionRecordView | undefined, quotedTotal: string | null) {
  if (!record) {
    return {
      default_commission_rate: null,
      effective_commission_rate: null,
      dealer_commission_amount: null,
      commission_paid: false,
      commission_status: null,
    };
  }
  const status = record.status as CommissionStatus;
  const amount =
    status === COMMISSION_STATUS.calculated || status === COMMISSION_STATUS.paid
      ? record.amount
      : status === COMMISSION_STATUS.pending && quotedTotal !== null
        ? commissionAmount(quotedTotal, record.rate).toString()
        : null;
  return {
    default_commission_rate: record.defaultRate,
    effective_commission_rate: record.rate,
    dealer_commission_amount: amount,
    commission_paid: status === COMMISSION_STATUS.paid,
    commission_status: status,
  };
}

/** order_ids=1,2,3 → the ids (Persian digits accepted), or 400 naming the problem. */
function parseOrderIds(text: string): number[] {
  const parts = normalizeDigits(text)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const fail = (message: string) => badRequest(message, { order_ids: [message] });
  if (parts.length > COMMISSION_BULK_MAX) throw fail(DEALER_AREA_TEXTS.tooManyIds(COMMISSION_BULK_MAX));
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,9}$/.test(part) || Number(part) < 1) throw fail(DEALER_AREA_TEXTS.invalidIds);
    ids.push(Number(part));
  }
  return [...new Set(ids)];
}

export function createDealerOrdersService({ db, orders: ordersService }: { db: Db; orders: OrdersService }) {
  /** The latest commission record of each order. */
  async function latestCommissions(orderIds: number[]): Promise<Map<number, CommissionRecordView>> {
    if (!orderIds.length) return new Map();
    const rows = await latestCommissionsOf(db).execute({ orderIds });
    return new Map(rows.map((r) => [r.orderId, r]));
  }

  /** GET orders/my-assigned-orders/: one tab of the scope's orders, newest first, 12 a page, with tab counts. */
  async function assignedOrders(
    user: User,
    query: Static<typeof AssignedOrdersQuery>,
  ): Promise<Static<typeof AssignedOrdersResponse>> {
    const scope = dealerScope(user, query.dealer_id);
    const tab: OrderTab = query.tab ?? 'active';
    const page = query.page ?? 1;
    const offset = (page - 1) * ASSIGNED_ORDERS_PAGE_SIZE;
    // one dealer's page carries their counts and each order's latest commission record: one statement; every
    // dealer's counts (staff) are read beside it
    const [rows, perStatus] = await Promise.all([
      scope.dealerId === null
        ? allDealersOrdersPage(db, tab, page).execute({ offset })
        : dealerOrdersPage(db, tab, page).execute({ dealerId: scope.dealerId, offset }),
      scope.dealerId === null ? countsByStatus(db, 'dealer', null) : null,
    ]);
    const counts = tabCounts(
      perStatus ??
        (rows.length
          ? countsFromColumn(rows[0].statusCounts)
          : await countsByStatus(db, 'dealer', scope.dealerId)),
    );
    const list: Static<typeof DealerOrderRow>[] = rows.map((r) => ({
      id: r.id,
      status: r.status as OrderStatus,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      completion_date: r.completionDate ? r.completionDate.toISOString() : null,
      dealer_assigned_at: r.dealerAssignedAt ? r.dealerAssignedAt.toISOString() : null,
      customer_name: r.customerName,
      customer_phone: r.infoPhone || r.customerPhone,
      items_count: Number(r.itemsCount),
      quoted_total: r.quotedTotal,
      total_with_tax: r.totalWithTax,
      business_invoice_type: r.businessInvoiceType,
      assigned_dealer_id: r.assignedDealerId,
      assigned_dealer_name: r.dealerName,
      ...commissionView(r.commission ?? undefined, r.quotedTotal),
      allowed_actions: actionsFor(r, user),
    }));
    const total = counts[tab];
    return {
      count: total,
      page,
      page_size: ASSIGNED_ORDERS_PAGE_SIZE,
      total_pages: Math.max(1, Math.ceil(total / ASSIGNED_ORDERS_PAGE_SIZE)),
      orders: list,
      tab_counts: counts,
    };
  }

  /** GET dealers/order/{id}/: the order in full for its assigned dealer (404 otherwise) or staff (any order). */
  async function order(user: User, orderId: number): Promise<Static<typeof DealerOrderDetail>> {
    const scope = dealerScope(user);
    const row = await orderPartiesOf(db, orderId);
    if (!row || (!scope.staff && row.assignedDealerId !== scope.dealerId)) {
      throw notFound(DEALER_AREA_TEXTS.orderNotFound);
    }
    const detail = await ordersService.getForUser(user, orderId);
    return {
      ...detail,
      allowed_actions: actionsFor({ ...row, status: detail.status }, user),
    };
  }

  /** GET orders/dealer-commission-bulk/: the commission fields of those of the orders in the caller's scope. */
  async function commissionBulk(
    user: User,
    orderIdsText: string,
  ): Promise<Static<typeof CommissionBulkResponse>> {
    const scope = dealerScope(user);
    const ids = parseOrderIds(orderIdsText);
    if (!ids.length) return [];
    const visible = await db
      .select({ id: orders.id, quotedTotal: orders.quotedTotal })
      .from(orders)
      .where(and(inArray(orders.id, ids), assignedTo(scope)));
    const byId = new Map(visible.map((o) => [o.id, o]));
    const commissions = await latestCommissions(visible.map((o) => o.id));
    return ids
      .filter((id) => byId.has(id))
      .map((id) => ({ order_id: id, ...commissionView(commissions.get(id), byId.get(id)!.quotedTotal) }));
  }

  return { assignedOrders, order, commissionBulk };
}

export type DealerOrdersService = ReturnType<typeof createDealerOrdersService>;
