// The retry (and discard) of failed or held notifications, which reloads their list (a retried message is the worker's again and leaves
// it) and the activity log (the retry is written there).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNotificationsApi, failedNotificationKeys, reportKeys } from '@sefaresh/shared-api';

export function useRetryNotifications() {
  const client = useQueryClient();
  const reload = () =>
    Promise.all(
      [failedNotificationKeys.all, reportKeys.activityLog].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  return {
    retry: useMutation({ mutationFn: (id: number) => adminNotificationsApi.retry(id), onSettled: reload }),
    discard: useMutation({
      mutationFn: (id: number) => adminNotificationsApi.discard(id),
      onSettled: reload,
    }),
    retryAll: useMutation({ mutationFn: () => adminNotificationsApi.retryAll(), onSettled: reload }),
  };
}
