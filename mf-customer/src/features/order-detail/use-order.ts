// The order of the page, through the area's query client: loaded under its key; a move's answer replaces it and
// marks what the move changed (the dashboard's lists, the receipts, the invoice status) as stale.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersApi, type Order } from '@sefaresh/shared-api';
import { queryKeys } from '../../server-state';

export function useOrder(orderId: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.order(orderId ?? 0),
    queryFn: () => ordersApi.get(orderId!),
    enabled: orderId !== null,
  });

  /** Something changed on the server: the order, its side data and the lists load again. */
  const reload = useCallback(() => {
    if (orderId === null) return;
    void client.invalidateQueries({ queryKey: queryKeys.order(orderId) });
    void client.invalidateQueries({ queryKey: queryKeys.orders });
  }, [client, orderId]);

  /** A move answered the order as it now is. */
  const replace = useCallback(
    (order: Order) => {
      client.setQueryData(queryKeys.order(order.id), order);
      void client.invalidateQueries({ queryKey: queryKeys.receipts(order.id) });
      void client.invalidateQueries({ queryKey: queryKeys.invoiceStatus(order.id) });
      void client.invalidateQueries({ queryKey: queryKeys.orders });
    },
    [client],
  );

  return { query, reload, replace };
}
