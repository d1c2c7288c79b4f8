// The staff's order list's prepared statements (db/prepared.ts): the ids of a page of the
// unfiltered list in its default order (newest first), and the rows of a page's orders with their items. Filtered,
// searched and otherwise sorted pages find their ids with dynamic queries (list.ts).
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedStatement } from '../../../db/prepared';
import { orderItems, orders, products, users } from '../../../db/schema';
import { jsonRows } from '../../../db/json-rows';
import { itemsCount, receiptsCount, summaryOrder } from '../order-queries';

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

/** What a row shows of each of the order's active items. */
export const rowItemFields = {
  productName: products.name,
  requested: orderItems.requestedQuantity,
  final: orderItems.finalQuantity,
};

/**
 * The orders with only the columns their rows show (order-queries.ts summaryOrder), their customer's, dealer's
 * and pricer's names, counts, and their active items with product names (a JSON column, in item order): one
 * statement per page. Values: ids.
 */
export const adminOrderRows = preparedStatement('admin_order_rows', (db) =>
  db
    .select({
      order: summaryOrder,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      dealerName: dealer.name,
      pricedByName: pricer.name,
      itemsCount,
      receiptsCount,
      items: jsonRows(
        rowItemFields,
        sql`from ${orderItems} inner join ${products} on ${products.id} = ${orderItems.productId} where ${orderItems.orderId} = ${orders.id} and ${orderItems.isActive}`,
        [orderItems.id],
      ),
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.customerId))
    .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId))
    .leftJoin(pricer, eq(pricer.id, orders.pricedBy))
    .where(sql`${orders.id} = ${pageIds}`),
);
