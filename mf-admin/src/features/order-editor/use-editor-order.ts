// The editor's order: one query (shared-api's adminOrderQuery) of GET admin/orders/{id}/details/ — the order as staff see it,
// with its events — read by every card. A change puts the server's answer in place at once and invalidates the
// order, its parts and the admin lists, which load again in the background.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOrderQuery, type AdminOrderDetails, type Order } from '@sefaresh/shared-api';
import { invalidateOrder } from '../../lib/query-keys';

export function useEditorOrder(orderId: number | null, { reader = false }: { reader?: boolean } = {}) {
  return useQuery({
    ...adminOrderQuery(orderId ?? 0),
    enabled: orderId !== null,
    // A card mounted inside the loaded page only reads the page's answer: without this, its mount would find
    // the answer stale and load the whole order a second time (and re-render every card with it).
    refetchOnMount: !reader,
  });
}

/** After a change: the answer (when there is one) shown at once, then the order and the lists load again. */
export function useOrderChanged(orderId: number) {
  const client = useQueryClient();
  return useCallback(
    (next?: Order) => {
      if (next)
        client.setQueryData<AdminOrderDetails>(adminOrderQuery(orderId).queryKey, (old) =>
          old ? ({ ...old, ...next } as AdminOrderDetails) : old,
        );
      void invalidateOrder(client, orderId);
    },
    [client, orderId],
  );
}
