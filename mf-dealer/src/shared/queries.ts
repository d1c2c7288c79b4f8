// Queries more than one part of the area reads: the dealer's dashboard statistics (the panel's header and the
// commission section), under one key so they load once.
import { useQuery } from '@tanstack/react-query';
import { dealerApi } from './dealer-api';

export const dashboardStatsKey = ['dealer', 'dashboard-stats'] as const;

export function useDashboardStats() {
  return useQuery({ queryKey: dashboardStatsKey, queryFn: () => dealerApi.dashboardStats() });
}
