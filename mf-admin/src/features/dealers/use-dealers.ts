// The dealers page's server state: one page of the list for the filters, the stat cards and the commissions page,
// all under shared-api's peopleKeys.dealers so every change (create, rate, activation, payment) refreshes them
// together, with the orders page's list of dealers to assign and the customers list (a dealer is a user there).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commissionsQuery,
  dealerKeys,
  dealersQuery,
  dealerStatsQuery,
  peopleKeys,
  type AdminDealersParams,
  type CommissionsParams,
} from '@sefaresh/shared-api';

export function useDealersList(query: AdminDealersParams) {
  return useQuery({ ...dealersQuery(query), placeholderData: keepPreviousData });
}

export function useDealerStats() {
  return useQuery(dealerStatsQuery());
}

export function useCommissions(query: CommissionsParams) {
  return useQuery({ ...commissionsQuery(query), placeholderData: keepPreviousData });
}

export function useRefreshDealers() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [peopleKeys.dealers, dealerKeys.forAssignment, peopleKeys.customers].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}
