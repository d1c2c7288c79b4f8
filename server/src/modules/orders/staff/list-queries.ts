// The staff's order list's prepared statements (db/prepared.ts): the ids of a page of the
// unfiltered list in its default order (newest first), and the rows and items of a page's orders. Filtered,
// searched and otherwise sorted pages find their ids with dynamic queries (admin-list.ts).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedStatement } from '../../../db/prepared';
import { orderItems, orders, products, users } from '../../../db/schema';
import { itemsCount, receiptsCount } from '../order-queries';

const customer = alias(users, 'customer');
const dealer = alias(users, 'dealer');
const pricer = alias(users, 'pricer');
const pageIds = sql`any(${sql.placeholder('ids')}::int[])`;

/** Ids of a slice of all orders, newest first. Values: limit, offset. */
export const adminNewestIds = preparedStatement('admin_orders_newest_ids', (db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/** The orders with their customer's, dealer's and pricer's names and counts. Values: ids. */
export const adminOrderRows = preparedStatement('admin_order_rows', (db) =>
  db
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
    .where(sql`${orders.id} = ${pageIds}`),
);

/** The active items of the orders with their product names, by order then item. Values: ids. */
export const adminOrderRowItems = preparedStatement('admin_order_row_items', (db) =>
  db
    .select({
      orderId: orderItems.orderId,
      productName: products.name,
      requested: orderItems.requestedQuantity,
      final: orderItems.finalQuantity,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(sql`${orderItems.orderId} = ${pageIds}`, eq(orderItems.isActive, true)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id)),
);
