// Data a part of a page reads once on its visit, through the area's query client: loading until the first
// answer, the failure (none while a retry runs), retry, and `set` for an answer the page already has.
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useServerData<T>(queryKey: QueryKey, load: () => Promise<T>) {
  const client = useQueryClient();
  const query = useQuery({ queryKey, queryFn: load });
  const set = useCallback((data: T) => client.setQueryData(queryKey, data), [client, queryKey]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data,
    error: query.isFetching ? undefined : (query.error ?? undefined),
    loading: query.isPending || (query.isError && query.isFetching),
    retry,
    set,
  };
}
