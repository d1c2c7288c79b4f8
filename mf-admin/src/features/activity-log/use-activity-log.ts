// One page of the activity log for the applied filters (shared-api's activityLogQuery); the last page stays
// on screen while the next one loads. Applying the same filters again loads them again.
import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityLogQuery, type ActivityLogParams } from '@sefaresh/shared-api';

export type ActivityFilters = Omit<ActivityLogParams, 'page'>;

export function useActivityLog(initial: ActivityFilters = {}) {
  const [query, setQuery] = useState<{ filters: ActivityFilters; page: number }>({
    filters: initial,
    page: 1,
  });
  const params = { ...query.filters, page: query.page };
  const result = useQuery({ ...activityLogQuery(params), placeholderData: keepPreviousData });
  const { refetch } = result;

  // the same filters on the first page are the same query key: only a refetch loads them again
  const setFilters = useCallback(
    (filters: ActivityFilters) => {
      if (query.page === 1 && JSON.stringify(query.filters) === JSON.stringify(filters)) void refetch();
      else setQuery({ filters, page: 1 });
    },
    [query, refetch],
  );
  const setPage = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);
  const reload = useCallback(() => void refetch(), [refetch]);
  const loading = result.isFetching;
  return {
    filters: query.filters,
    page: query.page,
    data: result.data ?? null,
    loading,
    error: result.isError && !loading ? (result.error as unknown) : undefined,
    setFilters,
    setPage,
    reload,
  };
}
