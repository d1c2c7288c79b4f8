// The list's server state: one page for the filters (the last page stays while the next loads) and the changes
// (toggles, delete, bulk actions), each reloading the list and its stat cards.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProductKeys,
  adminProductsApi,
  adminProductsQuery,
  type AdminProductsQuery,
  type BulkProductAction,
} from '@sefaresh/shared-api';

export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery({ ...adminProductsQuery(query), placeholderData: keepPreviousData });
}

export function useProductChanges() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: adminProductKeys.all });
  return {
    setFlag: useMutation({
      mutationFn: (v: { id: number; flag: 'is_active' | 'is_featured'; value: boolean }) =>
        adminProductsApi.toggle(v.id, { [v.flag]: v.value }),
      onSettled: reload,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => {
        await adminProductsApi.remove(id);
      },
      onSettled: reload,
    }),
    bulk: useMutation({
      mutationFn: (v: { action: BulkProductAction; ids: number[] }) => adminProductsApi.bulk(v.action, v.ids),
      onSettled: reload,
    }),
  };
}
