// Live order changes for the customer area: when staff price an order, verify a payment or
// issue an invoice, the order page and the dashboard show it within a second, without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderKeys, profileKeys, subscribeOrderEvents } from '@sefaresh/shared-api';

export function useLiveOrders(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeOrderEvents((event) => {
        // an order with its receipts and invoice status (or every order, after the stream was away)
        void client.invalidateQueries({ queryKey: event ? orderKeys.order(event.id) : orderKeys.all });
        void client.invalidateQueries({ queryKey: orderKeys.lists });
        void client.invalidateQueries({ queryKey: profileKeys.ordersSummary });
      }),
    [client],
  );
}
