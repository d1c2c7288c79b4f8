// The dashboard's first page of orders asked for before the area renders: the shell calls the area's preload
// right after a sign-in, while the area's code is still loading. The answer goes into the query client the area
// then mounts with, and the dashboard's query of that page finds it there instead of asking again (for the same
// session, while fresh).
import type { QueryClient } from '@tanstack/react-query';
import { ordersQuery, useAuthStore, type OrderTab } from '@sefaresh/shared-api';
import { createAreaQueryClient } from '@sefaresh/shared-ui';

/** The page the dashboard opens on. */
export const FIRST_ORDERS = { tab: 'active', page: 1 } as const satisfies { tab: OrderTab; page: number };
/** A preload older than this is not adopted; the dashboard's list counts as fresh as long. */
export const FIRST_ORDERS_FRESH_MS = 10_000;

let preloaded: { client: QueryClient; at: number; token: string | null } | null = null;

/** Sends GET orders/ for the dashboard's first page now; a failure is left to the dashboard's own query. */
export function prefetchFirstOrders(now = Date.now()): void {
  preloaded?.client.clear();
  const client = createAreaQueryClient();
  void client.prefetchQuery(ordersQuery(FIRST_ORDERS));
  preloaded = { client, at: now, token: useAuthStore.getState().accessToken };
}

/** The query client the area mounts with: the preloaded one when it fits (once), else a new one. */
export function takeAreaQueryClient(now = Date.now()): QueryClient {
  const sent = preloaded;
  preloaded = null;
  if (sent && now - sent.at < FIRST_ORDERS_FRESH_MS && sent.token === useAuthStore.getState().accessToken)
    return sent.client;
  sent?.client.clear();
  return createAreaQueryClient();
}
