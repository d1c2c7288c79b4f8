// One page of the activity log for the applied filters; the last page stays on screen while the next one loads.
import { useCallback, useEffect, useState } from 'react';
import { reportsApi, type ActivityLogParams, type ActivityLogResponse } from '@sefaresh/shared-api';

export type ActivityFilters = Omit<ActivityLogParams, 'page'>;

interface Query {
  filters: ActivityFilters;
  page: number;
  attempt: number;
}

export function useActivityLog(initial: ActivityFilters = {}) {
  const [query, setQuery] = useState<Query>({ filters: initial, page: 1, attempt: 0 });
  const [outcome, setOutcome] = useState<{
    query: Query;
    data?: ActivityLogResponse;
    error?: unknown;
  } | null>(null);
  const [data, setData] = useState<ActivityLogResponse | null>(null);

  useEffect(() => {
    let live = true;
    reportsApi.activityLog({ ...query.filters, page: query.page }).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setOutcome({ query, data: answer });
      },
      (error: unknown) => live && setOutcome({ query, error }),
    );
    return () => {
      live = false;
    };
  }, [query]);

  const setFilters = useCallback(
    (filters: ActivityFilters) => setQuery((q) => ({ filters, page: 1, attempt: q.attempt + 1 })),
    [],
  );
  const setPage = useCallback(
    (page: number) => setQuery((q) => ({ ...q, page, attempt: q.attempt + 1 })),
    [],
  );
  const reload = useCallback(() => setQuery((q) => ({ ...q, attempt: q.attempt + 1 })), []);
  const loading = outcome?.query !== query;
  return {
    filters: query.filters,
    page: query.page,
    data,
    loading,
    error: loading ? undefined : outcome?.error,
    setFilters,
    setPage,
    reload,
  };
}
