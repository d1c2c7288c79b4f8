// The list's server state: the announcements and stat cards for the filters (the last answer stays while the next
// loads), and the changes. A toggle shows at once in every cached list and then reloads; a failed one reloads too
// (spec 002 §4). Deleting and the bulk actions reload the lists and the stat cards.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAnnouncementKeys as announcementKeys,
  adminAnnouncementsApi,
  adminAnnouncementsQuery,
  type AdminAnnouncementsQuery,
  type AdminAnnouncementsResponse,
  type AnnouncementBulkAction,
} from '@sefaresh/shared-api';

export type AnnouncementFlag = 'is_active' | 'is_featured';

export function useAdminAnnouncements(query: AdminAnnouncementsQuery) {
  return useQuery({ ...adminAnnouncementsQuery(query), placeholderData: keepPreviousData });
}

export function useAnnouncementChanges() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: announcementKeys.all });
  return {
    setFlag: useMutation({
      mutationFn: (v: { id: number; flag: AnnouncementFlag; value: boolean }) =>
        adminAnnouncementsApi.toggle(v.id, { [v.flag]: v.value }),
      onMutate: async ({ id, flag, value }) => {
        await client.cancelQueries({ queryKey: announcementKeys.all });
        client.setQueriesData<AdminAnnouncementsResponse>({ queryKey: announcementKeys.all }, (old) =>
          old
            ? { ...old, results: old.results.map((a) => (a.id === id ? { ...a, [flag]: value } : a)) }
            : old,
        );
      },
      onSettled: reload,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => {
        await adminAnnouncementsApi.remove(id);
      },
      onSettled: reload,
    }),
    bulk: useMutation({
      mutationFn: (v: { action: AnnouncementBulkAction; ids: number[] }) =>
        adminAnnouncementsApi.bulk(v.action, v.ids),
      onSettled: reload,
    }),
  };
}
