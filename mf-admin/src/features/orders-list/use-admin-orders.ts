// The list for the current filters and page (['admin', 'orders', filters, page]); the last answer stays on screen
// while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrdersApi, type AdminOrdersFilters } from '@sefaresh/shared-api';
import { adminKeys } from '../../lib/query-keys';
import { PAGE_SIZE } from './constants';

export function useAdminOrders(query: AdminOrdersFilters, page: number) {
  const result = useQuery({
    queryKey: adminKeys.ordersPage(query, page),
    queryFn: () => adminOrdersApi.list({ ...query, page, page_size: PAGE_SIZE }),
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
