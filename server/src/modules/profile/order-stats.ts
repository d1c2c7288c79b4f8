// Order figures of the profile (statistics, orders summary), read from the orders tables; a dealer's commission
// earned (calculated + paid) from the commission table.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { User } from '../../db/schema';
import { commissionEarned } from '../dealers/dealer-stats';

export interface RecentOrder {
  id: number;
  status: string;
  created_at: string;
  total: number | null;
}

export interface OrderStats {
  total_orders: number;
  /** pending_pricing */
  pending_orders: number;
  /** waiting_customer_approval */
  waiting_approval: number;
  completed_orders: number;
  /** Rial, sum of the totals of completed orders. */
  total_spent: number;
  /** Whole rials as a string: the dealer's calculated and paid commission ('0' for others). */
  total_commission_earned: string;
  recent_orders: RecentOrder[];
}

export interface OrderStatsService {
  forUser(user: User, recentLimit?: number): Promise<OrderStats>;
}

/** What the customer pays for an order: the total with tax on official invoices, the quoted total otherwise. */
const payable = sql`coalesce(${orders.totalWithTax}, ${orders.quotedTotal})`;

export function createOrderStatsService({ db }: { db: Db }): OrderStatsService {
  return {
    async forUser(user, recentLimit = 5) {
      const mine = eq(orders.customerId, user.id);
      const [counts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) filter (where ${orders.status} = 'pending_pricing'))::int`,
          waiting: sql<number>`(count(*) filter (where ${orders.status} = 'waiting_customer_approval'))::int`,
          completed: sql<number>`(count(*) filter (where ${orders.status} = 'completed'))::int`,
          spent: sql<string>`coalesce(sum(${payable}) filter (where ${orders.status} = 'completed'), 0)::text`,
        })
        .from(orders)
        .where(mine);
      const recent =
        recentLimit > 0
          ? await db
              .select({
                id: orders.id,
                status: orders.status,
                createdAt: orders.createdAt,
                total: sql<string | null>`${payable}::text`,
              })
              .from(orders)
              .where(mine)
              .orderBy(desc(orders.createdAt), desc(orders.id))
              .limit(recentLimit)
          : [];
      return {
        total_orders: counts.total,
        pending_orders: counts.pending,
        waiting_approval: counts.waiting,
        completed_orders: counts.completed,
        total_spent: Number(counts.spent),
        total_commission_earned: user.isDealer ? await commissionEarned(db, user.id) : '0',
        recent_orders: recent.map((o) => ({
          id: o.id,
          status: o.status,
          created_at: o.createdAt.toISOString(),
          total: o.total === null ? null : Number(o.total),
        })),
      };
    },
  };
}
