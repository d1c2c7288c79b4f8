// The dealer area's calls. Stand-in until shared-api's `dealerApi` (branch dealer) lands: the same names and
// shapes as the server's dealer schemas (server/src/modules/dealers/dealer-schemas.ts); replaced by a re-export then.
import { api, dealersApi, type Order } from '@sefaresh/shared-api';
import type { OrderStatus, OrderTab } from '@sefaresh/shared-api/rules';

/** pending (projected), calculated (payable), paid, cancelled: the order answer's own union. */
export type CommissionStatus = NonNullable<Order['commission_status']>;

/** The commission fields of spec 001 §3 "Commission per order", as every dealer call answers them. */
export interface CommissionFields {
  default_commission_rate: string | null;
  effective_commission_rate: string | null;
  /** Whole rials as a string of digits; null when cancelled or not priced. */
  dealer_commission_amount: string | null;
  commission_paid: boolean;
  commission_status: CommissionStatus | null;
}

export interface DealerOrderRow extends CommissionFields {
  id: number;
  status: OrderStatus;
  created_at: string;
  completion_date?: string | null;
  customer_name: string;
  customer_phone: string;
  items_count: number;
  quoted_total: string | null;
  total_with_tax: string | null;
  business_invoice_type?: string;
  allowed_actions: string[];
}

export interface AssignedOrdersResponse {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  orders: DealerOrderRow[];
  tab_counts: Record<OrderTab, number>;
}

export interface CommissionBulkEntry extends CommissionFields {
  order_id: number;
}

export interface MonthlySales {
  month: number;
  name: string;
  sales: string;
  completed_orders: number;
}

export interface DashboardStats {
  dealer: { id: number | null; name: string; dealer_code: string | null; commission_rate: string | null };
  total_orders: number;
  active_orders: number;
  completed_orders: number;
  rejected_orders: number;
  commission_earned: string;
  commission_paid: string;
  commission_payable: string;
  commission_projected: string;
  persian_year: number;
  persian_month: number;
  month_sales: string;
  month_completed_orders: number;
  monthly: MonthlySales[];
}

export interface CommissionRecord {
  id: number;
  order_id: number;
  order_status: OrderStatus;
  order_date: string;
  completion_date: string | null;
  amount: string | null;
  rate: string;
  status: CommissionStatus;
  created_at: string;
  calculated_at: string | null;
  paid_at: string | null;
  payment_reference: string | null;
}

export interface MyCommissionsResponse {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: CommissionRecord[];
}

/** The full order answer as its dealer sees it. */
export type DealerOrder = Order & { allowed_actions?: string[] };

export const dealerApi = {
  assignedOrders: ({ tab, page }: { tab: OrderTab; page: number }) =>
    api.get('orders/my-assigned-orders/', { searchParams: { tab, page } }).json<AssignedOrdersResponse>(),
  order: (id: number) => api.get(`dealers/order/${id}/`, { timeout: 15_000 }).json<DealerOrder>(),
  commissionBulk: (ids: readonly number[]) =>
    api
      .get('orders/dealer-commission-bulk/', { searchParams: { order_ids: ids.join(',') } })
      .json<CommissionBulkEntry[]>(),
  dashboardStats: () => api.get('orders/dealer-dashboard-stats/').json<DashboardStats>(),
  myCommissions: ({ page }: { page: number }) =>
    api.get('dealers/my-commissions/', { searchParams: { page } }).json<MyCommissionsResponse>(),
  updateNotes: (id: number, dealerNotes: string) => dealersApi.updateNotes(id, dealerNotes),
};
