// How many orders each customer and each dealer has in each status, so that tab counts and statistics read a
// handful of rows instead of counting the orders. Kept by a trigger on orders (migration 0008), which runs in
// the transaction of every insert, status change, reassignment and delete, whichever code makes it; the repair
// command (`npm run repair:order-counts -w server`) recomputes them from the orders.
import { check, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '@sefaresh/shared-api/rules';
import { oneOf } from './checks';

/**
 * 'all': every order, in 16 stripes (owner_id = customer_id % 16) whose sum is the staff's stat cards: one row
 * would make every order insert and status change in the shop wait for the one before it to commit.
 */
export const ORDER_COUNT_SCOPES = ['customer', 'dealer', 'all'] as const;
export type OrderCountScope = (typeof ORDER_COUNT_SCOPES)[number];

export const orderCounts = pgTable(
  'order_counts',
  {
    /** Whose orders: the customer's (orders.customer_id), the assigned dealer's (orders.assigned_dealer_id), or a stripe of all. */
    scope: varchar('scope', { length: 10 }).$type<OrderCountScope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    status: varchar('status', { length: 30 }).$type<OrderStatus>().notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.ownerId, t.status] }),
    check('order_counts_scope_check', oneOf(t.scope, ORDER_COUNT_SCOPES)),
    check('order_counts_status_check', oneOf(t.status, ORDER_STATUSES)),
  ],
);
