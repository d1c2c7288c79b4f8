// The order of the editor: loaded on mount, again on `reload` (quietly, keeping the shown order), replaced by
// the answers of the staff's moves (`setOrder`). A late answer after unmount or a newer load is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ordersApi, type Order } from '@sefaresh/shared-api';

interface OrderState {
  order?: Order;
  error?: unknown;
  loading: boolean;
}

export function useAdminOrder(orderId: number | null) {
  const [state, setState] = useState<OrderState>({ loading: orderId !== null });
  const generation = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      if (orderId === null) return;
      const mine = ++generation.current;
      if (!quiet) setState({ loading: true });
      ordersApi.get(orderId).then(
        (order) => mine === generation.current && setState({ order, loading: false }),
        (error: unknown) =>
          mine === generation.current &&
          setState((s) =>
            quiet && s.order ? { order: s.order, loading: false } : { error, loading: false },
          ),
      );
    },
    [orderId],
  );

  useEffect(() => {
    load(false);
    const current = generation;
    return () => {
      current.current += 1;
    };
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  const retry = useCallback(() => load(false), [load]);
  const setOrder = useCallback((order: Order) => {
    generation.current += 1;
    setState({ order, loading: false });
  }, []);

  return { ...state, reload, retry, setOrder };
}
