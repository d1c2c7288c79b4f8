// The active dealers (GET dealers/list-for-assignment/, staff), one query for the assignment form and the orders
// list's dealer filter.
import { useQuery } from '@tanstack/react-query';
import { dealersApi } from '@sefaresh/shared-api';
import { adminKeys } from '../../lib/query-keys';

export function useDealersForAssignment(enabled = true) {
  return useQuery({
    queryKey: adminKeys.dealersForAssignment,
    queryFn: () => dealersApi.listForAssignment(),
    enabled,
  });
}
