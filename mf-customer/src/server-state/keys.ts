// The query keys of the customer area, in one place: a move invalidates the keys it touches.
import type { OrderTab } from '@sefaresh/shared-api';

export const queryKeys = {
  /** Every page of every tab of the customer's order list (and its tab counts). */
  orders: ['orders'] as const,
  ordersPage: (tab: OrderTab, page: number) => ['orders', tab, page] as const,
  order: (id: number) => ['order', id] as const,
  receipts: (orderId: number) => ['order', orderId, 'receipts'] as const,
  invoiceStatus: (orderId: number) => ['order', orderId, 'invoice-status'] as const,
  profile: ['profile'] as const,
  catalogue: ['catalogue'] as const,
  invoiceInfo: ['invoice-info'] as const,
};

export const profileKeys = {
  me: ['profile'] as const,
  ordersSummary: ['profile', 'orders-summary'] as const,
  notifications: ['profile', 'notifications'] as const,
};
