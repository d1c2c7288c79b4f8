// The order of the page, through the area's query client: loaded under its key; a move's answer replaces it and
// marks what the move changed (the dashboard's lists, the receipts, the invoice status) as stale.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orderKeys, orderQuery, quoteKeys, type Order } from '@sefaresh/shared-api';

export function useOrder(orderId: number | null) {
  const client = useQueryClient();
  const query = useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });

  /** Something changed on the server: the order, its side data and the lists load again. */
  const reload = useCallback(() => {
    if (orderId === null) return;
    void client.invalidateQueries({ queryKey: orderKeys.order(orderId) });
    void client.invalidateQueries({ queryKey: orderKeys.lists });
  }, [client, orderId]);

  /** A move answered the order as it now is. */
  const replace = useCallback(
    (order: Order) => {
      client.setQueryData(orderQuery(order.id).queryKey, order);
      void client.invalidateQueries({ queryKey: orderKeys.receipts(order.id) });
      void client.invalidateQueries({ queryKey: orderKeys.invoiceStatus(order.id) });
      void client.invalidateQueries({ queryKey: quoteKeys.list(order.id) });
      void client.invalidateQueries({ queryKey: orderKeys.lists });
    },
    [client],
  );

  return { query, reload, replace };
}
