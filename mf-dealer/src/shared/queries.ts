// The dealer's dashboard statistics, read by more than one part of the area (the panel's header and the
// commission section) under one key (shared-api's dealerKeys) so they load once.
import { useQuery } from '@tanstack/react-query';
import { dealerDashboardStatsQuery } from '@sefaresh/shared-api';

export function useDashboardStats() {
  return useQuery(dealerDashboardStatsQuery());
}
