// Order figures of the profile (statistics, orders summary), read from the orders tables; a dealer's commission
// earned (calculated + paid) from the commission table.
import { STATUS, type OrderStatus } from '@sefaresh/shared-api/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { User } from '../../db/schema';
import { commissionEarned } from '../dealer-area/stats';
import { countsByStatus } from '../orders/order-counts';

export interface RecentOrder {
  id: number;
  status: string;
  created_at: string;
  total: number | null;
}

interface OrderStats {
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
      const [byStatus, [spent]] = await Promise.all([
        countsByStatus(db, 'customer', user.id),
        db
          .select({ total: sql<string>`coalesce(sum(${payable}), 0)::text` })
          .from(orders)
          .where(and(mine, eq(orders.status, STATUS.completed))),
      ]);
      const count = (status: OrderStatus) => byStatus.get(status) ?? 0;
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
        total_orders: [...byStatus.values()].reduce((a, b) => a + b, 0),
        pending_orders: count(STATUS.pendingPricing),
        waiting_approval: count(STATUS.waitingCustomerApproval),
        completed_orders: count(STATUS.completed),
        total_spent: Number(spent.total),
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
