// Queries more than one part of the area reads: the dealer's dashboard statistics (the panel's header and the
// commission section), under one key so they load once; and the keys the live order changes reload.
import { useQuery } from '@tanstack/react-query';
import { dealerApi } from './dealer-api';

export const dashboardStatsKey = ['dealer', 'dashboard-stats'] as const;
/** One order in the order wizard, with its receipts below it. */
export const dealerOrderKey = (id: number) => ['dealer', 'order', id] as const;
/** An order's receipts in the wizard's receipts step. */
export const dealerReceiptsKey = (id: number) => ['dealer', 'receipts', id] as const;
/** The dealer's commissions, every page. */
export const myCommissionsKey = ['dealer', 'my-commissions'] as const;

export function useDashboardStats() {
  return useQuery({ queryKey: dashboardStatsKey, queryFn: () => dealerApi.dashboardStats() });
}
