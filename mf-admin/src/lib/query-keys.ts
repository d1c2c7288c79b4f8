// The admin area's server state (TanStack Query) keys, in one place: a change invalidates the keys it touches.
import type { QueryClient } from '@tanstack/react-query';
import type { ActivityLogParams, AdminOrdersFilters } from '@sefaresh/shared-api';

export const adminKeys = {
  /** Every admin list and count: the orders list, the dashboard and the activity log. */
  orders: ['admin', 'orders'] as const,
  ordersPage: (filters: AdminOrdersFilters, page: number) => ['admin', 'orders', filters, page] as const,
  /** One order in the list's details modal. */
  orderDetails: (id: number) => ['admin', 'orders', 'details', id] as const,
  dashboard: ['admin', 'dashboard'] as const,
  /** The products list and its stat cards (every page and filter). */
  products: ['admin', 'products'] as const,
  /** The dashboard's failed notifications (one page). */
  failedNotifications: (page: number) => ['admin', 'failed-notifications', page] as const,
  failedNotificationsAll: ['admin', 'failed-notifications'] as const,
  activityLog: ['admin', 'activity-log'] as const,
  activityLogPage: (params: ActivityLogParams) => ['admin', 'activity-log', params] as const,
  dealersForAssignment: ['admin', 'dealers-for-assignment'] as const,
};

/** The editor's order (with its events); its parts (receipts, invoice status, customer info) live below it. */
export const orderKey = (id: number) => ['order', id] as const;
export const orderPartKey = (id: number, part: 'receipts' | 'invoice-status' | 'customer-info') =>
  ['order', id, part] as const;

/** After an order changed on the server: the order and its parts, and every admin list that shows it. */
export function invalidateOrder(client: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: orderKey(id) }),
    client.invalidateQueries({ queryKey: adminKeys.orders }),
    client.invalidateQueries({ queryKey: adminKeys.dashboard }),
    client.invalidateQueries({ queryKey: adminKeys.activityLog }),
  ]);
}

/** After the live stream was away: every order, its parts and every admin list that shows orders. */
export function invalidateOrders(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['order'] }),
    client.invalidateQueries({ queryKey: adminKeys.orders }),
    client.invalidateQueries({ queryKey: adminKeys.dashboard }),
    client.invalidateQueries({ queryKey: adminKeys.activityLog }),
  ]);
}
