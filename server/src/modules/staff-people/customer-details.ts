// A user's detail modal (spec 002 §2 "general info, purchase stats and recent orders") and their orders with
// items (the dealer performance view's customer-orders modal reads it with dealer_id). Staff read; figures in SQL.
import { STATUS, divRoundHalfUp, rials } from '@sefaresh/shared-api/rules';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { orderItems, orderPricingOptions, orders, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  CUSTOMER_ORDERS_LIMIT,
  CUSTOMER_RECENT_ORDERS,
  type CustomerDetailsResponse,
  type CustomerOrdersResponse,
} from './customer-schemas';
import { PEOPLE_TEXTS } from './messages';
import { customerRow } from './user-rows';

const whole = (v: string | null) => (v === null ? null : String(v).split('.')[0]);

/** An item's total at its selected option: unit × final quantity × (1 − discount/100), half-up to rials. */
const itemTotal = sql<
  string | null
>`(select round(${orderPricingOptions.unitPrice} * coalesce(${orderItems.finalQuantity}, ${orderItems.requestedQuantity}) * (100 - ${orderPricingOptions.discountPercentage}) / 100)::text from ${orderPricingOptions} where ${orderPricingOptions.itemId} = ${orderItems.id} and ${orderPricingOptions.isSelected} limit 1)`;

export function createCustomerDetails({ db }: { db: Db }) {
  async function details(id: number): Promise<Static<typeof CustomerDetailsResponse>> {
    const customer = await customerRow(db, id);
    if (!customer) throw notFound(PEOPLE_TEXTS.userNotFound);
    const [[stats], recent] = await Promise.all([
      db
        .select({
          total: count(),
          completed: sql<number>`count(*) filter (where ${orders.status} = ${STATUS.completed})`.mapWith(
            Number,
          ),
          last: sql<Date | null>`max(${orders.createdAt})`,
        })
        .from(orders)
        .where(eq(orders.customerId, id)),
      db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          total: orders.totalWithTax,
        })
        .from(orders)
        .where(eq(orders.customerId, id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_RECENT_ORDERS),
    ]);
    const completed = stats.completed;
    const spent = rials(customer.total_spent);
    return {
      customer,
      total_orders: Number(stats.total),
      completed_orders: completed,
      total_spent: customer.total_spent,
      average_order_value: completed ? divRoundHalfUp(spent, BigInt(completed)).toString() : '0',
      last_order_date: stats.last ? new Date(stats.last).toISOString() : null,
      orders: recent.map((o) => ({
        id: o.id,
        created_at: o.createdAt.toISOString(),
        status: o.status,
        total: whole(o.total),
      })),
    };
  }

  async function customerOrders(
    id: number,
    dealerId?: number,
  ): Promise<Static<typeof CustomerOrdersResponse>> {
    const customer = await customerRow(db, id);
    if (!customer) throw notFound(PEOPLE_TEXTS.userNotFound);
    const where = and(
      eq(orders.customerId, id),
      dealerId ? eq(orders.assignedDealerId, dealerId) : undefined,
    );
    const [[stats], rows] = await Promise.all([
      db
        .select({
          n: count(),
          spent: sql<string>`coalesce(sum(${orders.totalWithTax}) filter (where ${orders.status} = ${STATUS.completed}), 0)::text`,
        })
        .from(orders)
        .where(where),
      db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          total: orders.totalWithTax,
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_ORDERS_LIMIT),
    ]);
    const items = rows.length
      ? await db
          .select({
            orderId: orderItems.orderId,
            name: products.name,
            quantity:
              sql<number>`coalesce(${orderItems.finalQuantity}, ${orderItems.requestedQuantity})`.mapWith(
                Number,
              ),
            total: itemTotal,
          })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(
            and(
              inArray(
                orderItems.orderId,
                rows.map((r) => r.id),
              ),
              eq(orderItems.isActive, true),
            ),
          )
          .orderBy(orderItems.id)
      : [];
    return {
      count: Number(stats.n),
      total_spent: whole(stats.spent) ?? '0',
      results: rows.map((o) => {
        const mine = items.filter((i) => i.orderId === o.id);
        return {
          id: o.id,
          date: o.createdAt.toISOString(),
          status: o.status,
          total_amount: whole(o.total),
          items_count: mine.length,
          items: mine.map((i) => ({
            product_name: i.name,
            quantity: i.quantity,
            total_price: whole(i.total),
          })),
        };
      }),
    };
  }

  return { details, customerOrders };
}

export type CustomerDetails = ReturnType<typeof createCustomerDetails>;
