// Live order changes for the admin area: a change made anywhere (a customer's payment, a
// colleague's pricing, a dealer's move) reloads what shows that order, within a second.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeOrderEvents } from '@sefaresh/shared-api';
import { invalidateOrder, invalidateOrders } from './query-keys';

export function useLiveOrders(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeOrderEvents((event) => {
        void (event ? invalidateOrder(client, event.id) : invalidateOrders(client));
      }),
    [client],
  );
}
