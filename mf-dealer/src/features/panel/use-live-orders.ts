// Live order changes for the dealer: an order assigned, taken away or moved by staff or the
// customer shows on the panel within a second. The list itself reloads only when the spec lets it refresh on its
// own (the active tab, no modal open); otherwise it is marked stale and reloads once it may.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dealerKeys, orderKeys, subscribeOrderEvents } from '@sefaresh/shared-api';

export function useLiveOrders(listRefresh: boolean): void {
  const client = useQueryClient();
  const refresh = useRef(listRefresh);
  refresh.current = listRefresh;
  /** A change arrived while the list could not reload. */
  const missed = useRef(false);
  useEffect(
    () =>
      subscribeOrderEvents((event) => {
        if (refresh.current) void client.invalidateQueries({ queryKey: dealerKeys.assignedOrders });
        else missed.current = true;
        void client.invalidateQueries({ queryKey: dealerKeys.dashboardStats });
        void client.invalidateQueries({ queryKey: dealerKeys.myCommissions });
        // the order with its receipts (or every order, after the stream was away)
        void client.invalidateQueries({ queryKey: event ? orderKeys.order(event.id) : orderKeys.all });
      }),
    [client],
  );
  useEffect(() => {
    if (!listRefresh || !missed.current) return;
    missed.current = false;
    void client.invalidateQueries({ queryKey: dealerKeys.assignedOrders });
  }, [client, listRefresh]);
}
