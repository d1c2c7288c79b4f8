// The assigned-order list of one tab and page (12 a page, server-side), with each order's commission from the
// bulk call; when that call fails, the figures come from the rows' own fields (spec 001 §8). One query, so a
// refresh (the button or the 30 s timer) reloads both together.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dealerKeys, useOrderEventsLive } from '@sefaresh/shared-api';
import type { OrderTab } from '@sefaresh/shared-api/rules';
import {
  dealerApi,
  type AssignedOrdersResponse,
  type CommissionFields,
  type DealerOrderRow,
} from '../../shared/dealer-api';

/** Auto-refresh of the active tab (spec 001 §4, §9). */
export const AUTO_REFRESH_MS = 30_000;

export interface AssignedOrdersPage extends AssignedOrdersResponse {
  /** order id → its commission fields. */
  commissions: Map<number, CommissionFields>;
  /** True when the bulk call failed and the figures are the rows' own. */
  commissionFallback: boolean;
}

function ownFields(row: DealerOrderRow): CommissionFields {
  return {
    default_commission_rate: row.default_commission_rate,
    effective_commission_rate: row.effective_commission_rate,
    dealer_commission_amount: row.dealer_commission_amount,
    commission_paid: row.commission_paid,
    commission_status: row.commission_status,
  };
}

async function loadPage(tab: OrderTab, page: number): Promise<AssignedOrdersPage> {
  const answer = await dealerApi.assignedOrders({ tab, page });
  const commissions = new Map(answer.orders.map((row) => [row.id, ownFields(row)]));
  let commissionFallback = false;
  if (answer.orders.length > 0) {
    try {
      const bulk = await dealerApi.commissionBulk(answer.orders.map((row) => row.id));
      for (const entry of bulk) {
        const { order_id, ...fields } = entry;
        if (commissions.has(order_id)) commissions.set(order_id, fields);
      }
    } catch {
      commissionFallback = true;
    }
  }
  return { ...answer, commissions, commissionFallback };
}

export function useAssignedOrders(tab: OrderTab, page: number, autoRefresh: boolean) {
  // while changes arrive live, the timer is not needed
  const live = useOrderEventsLive();
  return useQuery({
    queryKey: dealerKeys.assignedPage(tab, page),
    queryFn: () => loadPage(tab, page),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh && !live ? AUTO_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}
