// The dashboard's orders: one tab and one page at a time, paged by the server (12 a page, with tab_counts).
import { useCallback, useEffect, useState } from 'react';
import { ordersApi, type OrdersListResponse, type OrderTab } from '@sefaresh/shared-api';

interface Query {
  tab: OrderTab;
  page: number;
  /** Bumped by every reload, so the same tab and page load again. */
  attempt: number;
}

interface Outcome {
  query: Query;
  data?: OrdersListResponse;
  error?: unknown;
}

export function useOrders(initialTab: OrderTab = 'active') {
  const [query, setQuery] = useState<Query>({ tab: initialTab, page: 1, attempt: 0 });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The last list that arrived: stays on screen (with its tab counts) while the next one loads.
  const [last, setLast] = useState<{ tab: OrderTab; data: OrdersListResponse } | null>(null);

  useEffect(() => {
    let live = true;
    ordersApi.list({ tab: query.tab, page: query.page }).then(
      (answer) => {
        if (!live) return;
        // The page went past the end (orders left this tab since): show the last page instead.
        if (answer.results.length === 0 && answer.page > 1 && answer.total_pages < answer.page) {
          setQuery((q) => (q === query ? { ...q, page: answer.total_pages } : q));
          return;
        }
        setLast({ tab: query.tab, data: answer });
        setOutcome({ query, data: answer });
      },
      (error: unknown) => live && setOutcome({ query, error }),
    );
    return () => {
      live = false;
    };
  }, [query]);

  const setTab = useCallback(
    (tab: OrderTab) => setQuery((q) => ({ tab, page: 1, attempt: q.attempt + 1 })),
    [],
  );
  const setPage = useCallback(
    (page: number) => setQuery((q) => ({ ...q, page, attempt: q.attempt + 1 })),
    [],
  );
  const reload = useCallback(() => setQuery((q) => ({ ...q, attempt: q.attempt + 1 })), []);

  const loading = outcome?.query !== query;
  const error = !loading ? outcome?.error : undefined;
  return {
    tab: query.tab,
    page: query.page,
    /** The last list that arrived (possibly of another tab while a switch loads): its tab_counts stay valid. */
    data: last?.data ?? null,
    /** Whether `data` belongs to the tab shown now. */
    dataIsForTab: last?.tab === query.tab,
    loading,
    error,
    setTab,
    setPage,
    reload,
  };
}
