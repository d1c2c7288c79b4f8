// Tab counts and per-status totals read from order_counts (kept by a trigger on orders: migration 0008), so a
// list's counts cost a handful of rows however many orders the customer or dealer has.
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { tabOfStatus, type OrderStatus, type OrderTab } from '@sefaresh/shared-api/rules';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { orderCounts, type OrderCountScope } from '../../db/schema';

export type TabCounts = Record<OrderTab, number>;

const perStatus = { status: orderCounts.status, n: sql<number>`sum(${orderCounts.n})::int` };
const countsOfOwner = preparedStatement('order_counts_of_owner', (db) =>
  db
    .select(perStatus)
    .from(orderCounts)
    .where(
      and(
        eq(orderCounts.scope, sql.placeholder('scope')),
        eq(orderCounts.ownerId, sql.placeholder('ownerId')),
      ),
    )
    .groupBy(orderCounts.status),
);
const countsOfScope = preparedStatement('order_counts_of_scope', (db) =>
  db
    .select(perStatus)
    .from(orderCounts)
    .where(eq(orderCounts.scope, sql.placeholder('scope')))
    .groupBy(orderCounts.status),
);

/** The orders of one customer or dealer per status; `ownerId` null: the scope's sum ('all': every order). */
export async function countsByStatus(
  db: Db,
  scope: OrderCountScope,
  ownerId: number | null,
): Promise<Map<OrderStatus, number>> {
  const rows =
    ownerId === null
      ? await countsOfScope(db).execute({ scope })
      : await countsOfOwner(db).execute({ scope, ownerId });
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * One owner's per-status counts as a text column ('status:n,…'; null when they have no orders) for a list's page
 * statement to carry, so the page and its counts come in one round trip: each query costs the API a socket write
 * and a read, the largest part of a short list's time. countsFromColumn reads it.
 */
export const countsColumn = (scope: OrderCountScope, ownerId: Placeholder) =>
  sql<
    string | null
  >`(select string_agg(c.status || ':' || c.n, ',') from (select ${orderCounts.status} as status, sum(${orderCounts.n}) as n from ${orderCounts} where ${orderCounts.scope} = ${scope} and ${orderCounts.ownerId} = ${ownerId} group by ${orderCounts.status}) c)`;

/**
 * countsColumn on a page's first row only (null on the others), so the counts are sent and decoded once per answer:
 * `newestFirst` is the page's ORDER BY, `offset` its OFFSET placeholder (null for the first page, which has none).
 * The window follows the index the page is read in, so the page still stops after its rows.
 */
export const countsOnFirstRow = (
  counts: SQL<string | null>,
  newestFirst: SQL[],
  offset: Placeholder | null,
) =>
  sql<
    string | null
  >`case when row_number() over (order by ${sql.join(newestFirst, sql`, `)}) = ${offset ? sql`${offset}::int + 1` : sql`1`} then ${counts} end`;

/** The per-status counts countsColumn wrote. */
export function countsFromColumn(text: string | null): Map<OrderStatus, number> {
  const counts = new Map<OrderStatus, number>();
  for (const pair of text ? text.split(',') : []) {
    const [status, n] = pair.split(':');
    counts.set(status as OrderStatus, Number(n));
  }
  return counts;
}

/** The dashboard tabs' counts (active, completed, rejected) from the per-status counts. */
export function tabCounts(byStatus: Map<OrderStatus, number>): TabCounts {
  const counts: TabCounts = { active: 0, completed: 0, rejected: 0 };
  for (const [status, n] of byStatus) counts[tabOfStatus(status)] += n;
  return counts;
}

/**
 * Recounts every customer's and dealer's orders from the orders and the users of each kind, and rebuilds the
 * staff's order search rows (the repair command).
 */
export async function recountOrders(db: DbOrTx) {
  await db.execute(sql`select order_counts_recount()`);
  await db.execute(sql`select user_counts_recount()`);
  await db.execute(sql`select order_search_rebuild()`);
}
