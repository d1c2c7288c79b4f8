// The dashboard's first page of orders asked for before the dashboard renders: the area's preload sends it right
// after the sign-in, while the area's code is still loading, and the dashboard's first query of that page adopts
// the answer instead of asking again (once, for the same session, while fresh).
import { ordersApi, useAuthStore, type OrdersListResponse, type OrderTab } from '@sefaresh/shared-api';

/** The page the dashboard opens on. */
export const FIRST_ORDERS = { tab: 'active', page: 1 } as const satisfies { tab: OrderTab; page: number };
/** An answer asked for longer ago than this is not adopted: the dashboard asks afresh. */
export const FIRST_ORDERS_FRESH_MS = 10_000;

let sent: { answer: Promise<OrdersListResponse>; at: number; token: string | null } | null = null;

/** Sends GET orders/ for the dashboard's first page now; a failure is left to the dashboard's own call. */
export function prefetchFirstOrders(now = Date.now()): void {
  const answer = ordersApi.list(FIRST_ORDERS);
  answer.catch(() => undefined);
  sent = { answer, at: now, token: useAuthStore.getState().accessToken };
}

/** The customer's orders of a tab and page: the prefetched answer when it fits, else a new call. */
export function listOrders(tab: OrderTab, page: number, now = Date.now()): Promise<OrdersListResponse> {
  const prefetched = sent;
  sent = null;
  const fits =
    prefetched !== null &&
    tab === FIRST_ORDERS.tab &&
    page === FIRST_ORDERS.page &&
    now - prefetched.at < FIRST_ORDERS_FRESH_MS &&
    prefetched.token === useAuthStore.getState().accessToken;
  if (fits) return prefetched.answer.catch(() => ordersApi.list({ tab, page }));
  return ordersApi.list({ tab, page });
}
