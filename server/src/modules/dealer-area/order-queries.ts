// The dealer's assigned-order list as prepared statements (db/prepared.ts): one statement per dashboard tab for
// one dealer and one per tab for every dealer (the staff's view), and the latest commission records of a page.
import { ORDER_TAB_NAMES, ORDER_TABS, type OrderTab } from '@sefaresh/shared-api/rules';
import { and, asc, desc, eq, inArray, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { limitInText, preparedPages, preparedStatement } from '../../db/prepared';
import { dealerCommissions, orders, users } from '../../db/schema';
import { countsColumn } from '../orders/order-counts';
import { itemsCount } from '../orders/order-queries';
import { ASSIGNED_ORDERS_PAGE_SIZE } from './schemas';

const customer = alias(users, 'customer');
const dealer = alias(users, 'dealer');
const commissionDealer = alias(users, 'commission_dealer');

/**
 * One page of a tab: the page's ids first (an index-only scan in order on orders_dealer_created_idx), then the
 * joins and the item counts for those 12 only, so a deep page does not join and count every row it skips. Each
 * row carries its latest commission record (one index probe per order on dealer_commissions_order_idx) and, for
 * one dealer, the dealer's per-status counts (order-counts.ts countsColumn; null for every dealer's page): the
 * page is one round trip to the database.
 */
function pageOf(
  db: Db,
  scoped: SQL,
  tab: OrderTab,
  offset: Placeholder<'offset'> | null,
  counts: SQL<string | null>,
) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(scoped, inArray(orders.status, [...ORDER_TABS[tab]])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limitInText(ASSIGNED_ORDERS_PAGE_SIZE));
  const pageIds = offset ? ids.offset(offset) : ids;
  const latest = db
    .select({
      status: dealerCommissions.status,
      rate: dealerCommissions.rate,
      amount: dealerCommissions.amount,
      defaultRate: commissionDealer.dealerCommissionRate,
    })
    .from(dealerCommissions)
    .innerJoin(commissionDealer, eq(commissionDealer.id, dealerCommissions.dealerId))
    .where(eq(dealerCommissions.orderId, orders.id))
    .orderBy(desc(dealerCommissions.id))
    .limit(1)
    .as('latest_commission');
  return db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      completionDate: orders.completionDate,
      dealerAssignedAt: orders.dealerAssignedAt,
      quotedTotal: orders.quotedTotal,
      totalWithTax: orders.totalWithTax,
      businessInvoiceType: orders.businessInvoiceType,
      customerId: orders.customerId,
      assignedDealerId: orders.assignedDealerId,
      infoPhone: sql<string | null>`${orders.customerInfo}->>'phone'`,
      customerName: customer.name,
      customerPhone: customer.phone,
      dealerName: dealer.name,
      itemsCount,
      commission: {
        status: latest.status,
        rate: latest.rate,
        amount: latest.amount,
        defaultRate: latest.defaultRate,
      },
      statusCounts: counts,
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.customerId))
    .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId))
    .leftJoinLateral(latest, sql`true`)
    .where(inArray(orders.id, pageIds))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** A page of one dealer's orders of a tab (the first a statement of its own). Values: dealerId, offset. */
export const dealerOrdersPage = preparedPages('dealer_orders', ORDER_TAB_NAMES, (db, tab, offset) => {
  const dealerId = sql.placeholder('dealerId');
  return pageOf(db, eq(orders.assignedDealerId, dealerId), tab, offset, countsColumn('dealer', dealerId));
});

/** A page of the orders of a tab assigned to any dealer (staff, no dealer named). Values: offset. */
export const allDealersOrdersPage = preparedPages('all_dealers_orders', ORDER_TAB_NAMES, (db, tab, offset) =>
  pageOf(db, isNotNull(orders.assignedDealerId), tab, offset, sql<string | null>`null`),
);

/**
 * The latest commission record of each of the orders (one index probe per order on dealer_commissions_order_idx).
 * Values: orderIds (an array of ids).
 */
export const latestCommissionsOf = preparedStatement('latest_commissions_of_orders', (db) =>
  db
    .selectDistinctOn([dealerCommissions.orderId], {
      orderId: dealerCommissions.orderId,
      status: dealerCommissions.status,
      rate: dealerCommissions.rate,
      amount: dealerCommissions.amount,
      defaultRate: users.dealerCommissionRate,
    })
    .from(dealerCommissions)
    .innerJoin(users, eq(users.id, dealerCommissions.dealerId))
    .where(sql`${dealerCommissions.orderId} = any(${sql.placeholder('orderIds')}::int[])`)
    .orderBy(asc(dealerCommissions.orderId), desc(dealerCommissions.id)),
);
