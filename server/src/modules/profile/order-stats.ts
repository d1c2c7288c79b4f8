// Order figures of the profile (statistics, orders summary). The one place the profile reads orders from:
// orders are stored by the orders module, which arrives in a later issue; until then a user has no orders,
// so every figure is zero and the recent list empty. The orders module replaces the body of `forUser` with
// its queries (counts per status, sums of completed totals and dealer commissions, the latest orders).
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

export function createOrderStatsService(): OrderStatsService {
  return {
    async forUser() {
      return {
        total_orders: 0,
        pending_orders: 0,
        waiting_approval: 0,
        completed_orders: 0,
        total_spent: 0,
        total_commission_earned: 0,
        recent_orders: [],
      };
    },
  };
}
