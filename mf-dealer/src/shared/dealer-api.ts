// The dealer area's calls and types: shared-api's `dealerApi` with the types generated from the server's OpenAPI
// document, under the names this area uses.
import type {
  AssignedOrdersResponse,
  DealerCommissionEntry,
  DealerCommissionRecord,
  DealerDashboardStats,
  DealerMonthlySales,
  DealerOrderDetail,
  DealerOrderRow,
} from '@sefaresh/shared-api';

export { dealerApi } from '@sefaresh/shared-api';
export type { AssignedOrdersResponse, DealerOrderRow };
export type DealerOrder = DealerOrderDetail;
export type DashboardStats = DealerDashboardStats;
export type MonthlySales = DealerMonthlySales;
export type CommissionRecord = DealerCommissionRecord;
/** The commission fields of spec 001 §3 "Commission per order", as every dealer call answers them. */
export type CommissionFields = Omit<DealerCommissionEntry, 'order_id'>;
