// Order figures of the profile (statistics, orders summary), read from the orders tables. Dealer commissions
// arrive with the admin order desk (issue 5); until a commission table exists a dealer has earned 0.
import { STATUS } from '@sefaresh/shared-api/rules';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { User } from '../../db/schema';

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
  /** Rial, the dealer's commission on completed orders assigned to them (0 for customers). */
  total_commission_earned: number;
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
          pending: sql<number>`(count(*) filter (where ${orders.status} = ${STATUS.pendingPricing}))::int`,
          waiting: sql<number>`(count(*) filter (where ${orders.status} = ${STATUS.waitingCustomerApproval}))::int`,
          completed: sql<number>`(count(*) filter (where ${orders.status} = ${STATUS.completed}))::int`,
          spent: sql<string>`coalesce(sum(${payable}) filter (where ${orders.status} = ${STATUS.completed}), 0)::text`,
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
        total_commission_earned: 0,
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
