// The dashboard's numbers (['admin', 'dashboard']): loaded on visit and on every refresh; the last answer stays on
// screen while reloading, and a change to an order elsewhere in the area invalidates it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportsApi } from '@sefaresh/shared-api';
import { adminKeys } from '../../lib/query-keys';

export function useDashboard() {
  const client = useQueryClient();
  const result = useQuery({ queryKey: adminKeys.dashboard, queryFn: () => reportsApi.dashboard() });
  const loading = result.isFetching;
  return {
    data: result.data ?? null,
    loading,
    error: result.isError && !loading ? (result.error as unknown) : undefined,
    /** The numbers and the failed notifications' card. */
    reload: () => {
      void result.refetch();
      void client.invalidateQueries({ queryKey: adminKeys.failedNotificationsAll });
    },
  };
}
