// The active dealers (GET dealers/list-for-assignment/, staff), one query for the assignment form and the orders
// list's dealer filter.
import { useQuery } from '@tanstack/react-query';
import { dealersForAssignmentQuery } from '@sefaresh/shared-api';

export function useDealersForAssignment(enabled = true) {
  return useQuery({ ...dealersForAssignmentQuery(), enabled });
}
