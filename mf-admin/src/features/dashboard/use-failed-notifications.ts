// The dashboard's failed notifications: one page of them and their retry, which reloads the list (a retried
// message is the worker's again and leaves it) and the activity log (the retry is written there).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminNotificationsApi } from '@sefaresh/shared-api';
import { adminKeys } from '../../lib/query-keys';

export function useFailedNotifications(page: number) {
  const result = useQuery({
    queryKey: adminKeys.failedNotifications(page),
    // the first page without ?page= (the server's default)
    queryFn: () => adminNotificationsApi.failed(page > 1 ? { page } : {}),
    placeholderData: keepPreviousData,
  });
  const loading = result.isFetching;
  return {
    data: result.data ?? null,
    loading,
    error: result.isError && !loading ? (result.error as unknown) : undefined,
    reload: () => void result.refetch(),
  };
}

export function useRetryNotifications() {
  const client = useQueryClient();
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.failedNotificationsAll }),
      client.invalidateQueries({ queryKey: adminKeys.activityLog }),
    ]);
  return {
    retry: useMutation({ mutationFn: (id: number) => adminNotificationsApi.retry(id), onSettled: reload }),
    retryAll: useMutation({ mutationFn: () => adminNotificationsApi.retryAll(), onSettled: reload }),
  };
}
