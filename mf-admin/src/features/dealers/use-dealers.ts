// The dealers page's server state: one page of the list for the filters, the stat cards and the commissions page,
// all under ['admin', 'dealers'] so every change (create, rate, activation, payment) refreshes them together, with
// the orders page's list of dealers to assign.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { peopleApi, type CommissionsParams, type AdminDealersParams } from '@sefaresh/shared-api';
import { adminKeys } from '../../lib/query-keys';

export const dealersKey = ['admin', 'dealers'] as const;

export function useDealersList(query: AdminDealersParams) {
  return useQuery({
    queryKey: [...dealersKey, 'list', query],
    queryFn: () => peopleApi.dealers(query),
    placeholderData: keepPreviousData,
  });
}

export function useDealerStats() {
  return useQuery({ queryKey: [...dealersKey, 'stats'], queryFn: () => peopleApi.dealerStats() });
}

export function useCommissions(query: CommissionsParams) {
  return useQuery({
    queryKey: [...dealersKey, 'commissions', query],
    queryFn: () => peopleApi.commissions(query),
    placeholderData: keepPreviousData,
  });
}

export function useRefreshDealers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dealersKey }),
      client.invalidateQueries({ queryKey: adminKeys.dealersForAssignment }),
      client.invalidateQueries({ queryKey: ['admin', 'customers'] }),
    ]);
}
