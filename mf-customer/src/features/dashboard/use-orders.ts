// The dashboard's orders: one tab and one page at a time, paged by the server (12 a page, with tab_counts), kept
// on screen while the next tab or page loads; the tab on screen reloads as its orders change (live), or on the
// spec's long timer while the live stream is down.
import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOrderEventsLive, type OrderTab } from '@sefaresh/shared-api';
import { listOrders, queryKeys } from '../../server-state';
import { AUTO_REFRESH_MS } from './constants';

export function useOrders(initialTab: OrderTab = 'active') {
  const [view, setView] = useState({ tab: initialTab, page: 1 });
  const client = useQueryClient();
  const live = useOrderEventsLive();
  const { tab, page } = view;
  const query = useQuery({
    queryKey: queryKeys.ordersPage(tab, page),
    queryFn: async () => ({ tab, answer: await listOrders(tab, page) }),
    placeholderData: keepPreviousData,
    // spec 000 §4 "Dashboard refresh", while changes do not arrive live
    refetchInterval: live ? false : AUTO_REFRESH_MS,
  });
  const answer = query.data?.answer;

  // The page went past the end (orders left this tab since): show the last page instead.
  const pastTheEnd =
    !query.isPlaceholderData &&
    answer !== undefined &&
    answer.results.length === 0 &&
    answer.page > 1 &&
    answer.total_pages < answer.page;
  useEffect(() => {
    if (pastTheEnd && answer) setView((v) => ({ ...v, page: answer.total_pages }));
  }, [pastTheEnd, answer]);

  const setTab = useCallback(
    (next: OrderTab) => {
      // a tab is always loaded afresh (page 1), the previous list staying until it arrives
      client.removeQueries({ queryKey: [...queryKeys.orders, next] });
      setView({ tab: next, page: 1 });
    },
    [client],
  );
  const setPage = useCallback((next: number) => setView((v) => ({ ...v, page: next })), []);
  /** After a change on the server: every tab and page (and the counts) are stale. */
  const reload = useCallback(() => client.invalidateQueries({ queryKey: queryKeys.orders }), [client]);

  const loading = query.isFetching || pastTheEnd;
  return {
    tab,
    page,
    /** The last list that arrived (possibly of another tab while a switch loads): its tab_counts stay valid. */
    data: answer ?? null,
    /** Whether `data` belongs to the tab shown now. */
    dataIsForTab: query.data?.tab === tab,
    loading,
    error: loading ? undefined : (query.error ?? undefined),
    setTab,
    setPage,
    reload,
  };
}
