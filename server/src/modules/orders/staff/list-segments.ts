// The staff's order list's sorts as segments (list.ts): each segment follows one index of orders, and the
// page is cut from the segments it spans once their sizes are known. The sizes come from one grouped count of
// the matching orders; when no filter but the status applies, from the kept counts (order_counts) and the
// unpriced orders' partial index instead, so no request counts every order.
import { ORDER_STATUSES, ORDER_TABS, type OrderStatus } from '@sefaresh/shared-api/rules';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { orderCounts, orders, users } from '../../../db/schema';
import type { AdminOrderFilters } from './schemas';

/** Lifecycle order of the status sort. */
const STATUS_ORDER: readonly OrderStatus[] = ORDER_STATUSES;
export const ACTIVE = ORDER_TABS.active;

/** The statuses a status filter keeps: the active tab's, the one it names, or all of them without one. */
const statusesOf = (status: AdminOrderFilters['status']): readonly OrderStatus[] =>
  status === 'active' ? ACTIVE : status ? [status] : STATUS_ORDER;

/** The status filter on a status column (the orders', or the kept counts'). */
export function statusFilter(
  column: typeof orders.status | typeof orderCounts.status,
  status: AdminOrderFilters['status'],
) {
  return status ? inArray(column, statusesOf(status)) : undefined;
}

/** newestOfAll: the default order's one segment (prepared when no filter applies: list-queries.ts). */
export type Segment = { where?: SQL; orderBy: SQL[]; key?: string; newestOfAll?: true };

/** The segments of a sort and how many matching orders each holds; `total` counts every matching order. */
export type SizedSegments = { segments: Segment[]; sizes: number[]; total: number };

/**
 * What the sizes are read from: the filters' WHERE (a grouped count of the orders), or, when only the status
 * filter applies, the kept counts: `matching` orders in all, `perStatus` of each status (the stat cards' query).
 */
export type SizeSource =
  | {
      where: SQL[];
      /** Counts the matching orders more cheaply than a count of orders under `where` (a sort of one segment). */
      count?: () => Promise<number>;
    }
  | {
      status: AdminOrderFilters['status'];
      matching: number;
      perStatus: (s: OrderStatus) => number;
    };

const newest = () => [desc(orders.createdAt), desc(orders.id)];
const customer = alias(users, 'customer');

function segmentsOf(sort: AdminOrderFilters['sort']): { segments: Segment[]; key?: SQL<string> } {
  switch (sort) {
    case 'oldest':
      return { segments: [{ orderBy: [asc(orders.createdAt), asc(orders.id)] }] };
    case 'amount':
      return {
        key: sql<string>`case when ${orders.quotedTotal} is null then 'unpriced' else 'priced' end`,
        segments: [
          {
            key: 'priced',
            where: isNotNull(orders.quotedTotal),
            orderBy: [desc(orders.quotedTotal), desc(orders.id)],
          },
          { key: 'unpriced', where: isNull(orders.quotedTotal), orderBy: newest() },
        ],
      };
    case 'status':
      return {
        key: sql<string>`${orders.status}`,
        segments: STATUS_ORDER.map((s) => ({ key: s, where: eq(orders.status, s), orderBy: newest() })),
      };
    default:
      return { segments: [{ orderBy: newest(), newestOfAll: true }] };
  }
}

/**
 * customer_name: one segment per customer, in name order (ties of one name by customer), each following
 * orders_customer_created_idx. With the kept counts, every listed customer holds at least one matching order,
 * so the first `reach` customers (users_customers_name_idx, each joined to its counts) cover the first `reach`
 * orders; otherwise every customer's from a grouped count of the matching orders.
 */
async function customerSegments(db: Db, source: SizeSource, reach: number): Promise<SizedSegments> {
  let groups: { id: number; n: number | string }[];
  if ('where' in source) {
    const perCustomer = db
      .select({ customerId: orders.customerId, n: count().as('n') })
      .from(orders)
      .where(and(...source.where))
      .groupBy(orders.customerId)
      .as('per_customer');
    groups = await db
      .select({ id: perCustomer.customerId, n: perCustomer.n })
      .from(perCustomer)
      .innerJoin(customer, eq(customer.id, perCustomer.customerId))
      .orderBy(asc(customer.name), asc(customer.id));
  } else {
    const kept = db
      .select({ n: sql<string>`sum(${orderCounts.n})`.as('n') })
      .from(orderCounts)
      .where(
        and(
          eq(orderCounts.scope, 'customer'),
          eq(orderCounts.ownerId, customer.id),
          statusFilter(orderCounts.status, source.status),
        ),
      )
      .as('kept');
    groups = await db
      .select({ id: customer.id, n: kept.n })
      .from(customer)
      .crossJoinLateral(kept)
      .where(sql`${customer.ordersCount} > 0 and ${kept.n} > 0`)
      .orderBy(asc(customer.name), asc(customer.id))
      .limit(reach);
  }
  const sizes = groups.map((g) => Number(g.n));
  return {
    segments: groups.map((g) => ({ where: eq(orders.customerId, g.id), orderBy: newest() })),
    sizes,
    total: 'where' in source ? sizes.reduce((a, b) => a + b, 0) : source.matching,
  };
}

/** The segments of the sort and their sizes; `reach`: how many orders the page needs from them. */
export async function sizedSegments(
  db: Db,
  sort: AdminOrderFilters['sort'],
  source: SizeSource,
  reach: number,
): Promise<SizedSegments> {
  if (sort === 'customer_name') return customerSegments(db, source, reach);
  const { segments, key } = segmentsOf(sort);
  if ('where' in source) {
    let sizes: number[];
    if (key) {
      const grouped = await db
        .select({ key, n: count() })
        .from(orders)
        .where(and(...source.where))
        .groupBy(key);
      sizes = segments.map((s) => Number(grouped.find((g) => g.key === s.key)?.n ?? 0));
    } else if (source.count) {
      sizes = [await source.count()];
    } else {
      const [{ n }] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(...source.where));
      sizes = [Number(n)];
    }
    return { segments, sizes, total: sizes.reduce((a, b) => a + b, 0) };
  }
  const { status, matching, perStatus } = source;
  if (sort === 'status') {
    const kept = statusesOf(status);
    return {
      segments,
      sizes: STATUS_ORDER.map((s) => (kept.includes(s) ? perStatus(s) : 0)),
      total: matching,
    };
  }
  if (sort === 'amount') {
    // the unpriced are few (orders_unpriced_status_idx holds only them); the priced are the rest
    const [{ n }] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(isNull(orders.quotedTotal), statusFilter(orders.status, status)));
    const unpriced = Number(n);
    return { segments, sizes: [matching - unpriced, unpriced], total: matching };
  }
  return { segments, sizes: [matching], total: matching };
}
