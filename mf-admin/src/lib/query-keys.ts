// What an order's change reloads in the admin area: the order and its parts, and every admin list that shows it.
// The keys themselves are shared-api's (each endpoint module exports its queries and keys).
import type { QueryClient } from '@tanstack/react-query';
import {
  adminOrderKeys,
  adminReceivableKeys,
  orderKeys,
  receivableKeys,
  reportKeys,
} from '@sefaresh/shared-api';

const listsShowingOrders = [
  adminOrderKeys.lists,
  adminReceivableKeys.all,
  receivableKeys.statements,
  reportKeys.dashboard,
  reportKeys.activityLog,
];

/** After an order changed on the server: the order and its parts, and every admin list that shows it. */
export function invalidateOrder(client: QueryClient, id: number): Promise<unknown> {
  return Promise.all(
    [orderKeys.order(id), ...listsShowingOrders].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** After the live stream was away: every order, its parts and every admin list that shows orders. */
export function invalidateOrders(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [orderKeys.all, ...listsShowingOrders].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
