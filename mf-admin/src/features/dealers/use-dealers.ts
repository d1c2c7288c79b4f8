// The dealers page's server state: the list for the filters, the stat cards and the commissions page, all under
// ['admin', 'dealers'] so every change (create, rate, activation, payment) refreshes them together.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminDealersApi, type AdminCommissionsQuery, type AdminDealersQuery } from '@sefaresh/shared-api';

export const dealersKey = ['admin', 'dealers'] as const;

export function useDealersList(query: AdminDealersQuery) {
  return useQuery({
    queryKey: [...dealersKey, 'list', query],
    queryFn: () => adminDealersApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useDealerStats() {
  return useQuery({ queryKey: [...dealersKey, 'stats'], queryFn: () => adminDealersApi.stats() });
}

export function useCommissions(query: AdminCommissionsQuery) {
  return useQuery({
    queryKey: [...dealersKey, 'commissions', query],
    queryFn: () => adminDealersApi.commissions(query),
    placeholderData: keepPreviousData,
  });
}

export function useRefreshDealers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dealersKey }),
      client.invalidateQueries({ queryKey: ['admin', 'customers'] }),
    ]);
}
