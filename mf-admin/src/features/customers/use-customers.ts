// The customers list for the current filters and page (['admin', 'customers', query]); the last answer stays on
// screen while the next one loads. Every change (create, activation, bulk) invalidates ['admin', 'customers'].
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { peopleApi, type AdminCustomersParams } from '@sefaresh/shared-api';

export const CUSTOMERS_PAGE_SIZE = 20;
export const customersKey = ['admin', 'customers'] as const;

export function useCustomers(query: AdminCustomersParams) {
  const result = useQuery({
    queryKey: [...customersKey, query],
    queryFn: () => peopleApi.customers({ ...query, page_size: CUSTOMERS_PAGE_SIZE }),
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
