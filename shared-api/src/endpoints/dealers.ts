// Typed calls of dealer assignment (spec 001 §7): the staff's dealer list, assign-dealer, remove-dealer and
// update-dealer-notes. Each move answers `{message, order}` (Persian message, the order as the caller sees it).
import { api } from '@sefaresh/shared-api/core';
import type { ApiRequestBody, ApiResponseBody } from '../types';
import { queryOptionsOf } from './query';

export type DealerForAssignment = ApiResponseBody<'/api/dealers/list-for-assignment/', 'get'>[number];
export type AssignDealerPayload = ApiRequestBody<'/api/orders/{id}/assign-dealer/', 'post'>;
export type DealerMoveResponse = ApiResponseBody<'/api/orders/{id}/assign-dealer/', 'post'>;
export type CommissionStatus = NonNullable<DealerMoveResponse['order']['commission_status']>;

export const dealersApi = {
  /** GET dealers/list-for-assignment/ (staff) → active dealers by name, with default rate and order counts. */
  listForAssignment: () => api.get('dealers/list-for-assignment/').json<DealerForAssignment[]>(),
  /**
   * POST orders/{id}/assign-dealer/ (staff). custom_commission_rate only when a custom rate is chosen; without
   * it the dealer's default rate is used. 400 names the field in details (dealer_id, custom_commission_rate).
   */
  assign: (orderId: number, payload: AssignDealerPayload) =>
    api.post(`orders/${orderId}/assign-dealer/`, { json: payload }).json<DealerMoveResponse>(),
  /** POST orders/{id}/remove-dealer/ (staff): the pending commission is cancelled. */
  remove: (orderId: number) => api.post(`orders/${orderId}/remove-dealer/`).json<DealerMoveResponse>(),
  /** POST orders/{id}/update-dealer-notes/ (the assigned dealer or staff). */
  updateNotes: (orderId: number, dealerNotes: string) =>
    api
      .post(`orders/${orderId}/update-dealer-notes/`, { json: { dealer_notes: dealerNotes } })
      .json<DealerMoveResponse>(),
};

// The dealer area (spec 001 §2.5, §2.6, §7): the dealer's assigned orders, one order, commission figures,
// dashboard statistics and commission records. A dealer reads only their own; staff may name a dealer.
export type AssignedOrdersResponse = ApiResponseBody<'/api/orders/my-assigned-orders/', 'get'>;
export type DealerOrderRow = AssignedOrdersResponse['orders'][number];
export type DealerOrderTab = keyof AssignedOrdersResponse['tab_counts'];
export type DealerOrderDetail = ApiResponseBody<'/api/dealers/order/{id}/', 'get'>;
export type DealerCommissionEntry = ApiResponseBody<'/api/orders/dealer-commission-bulk/', 'get'>[number];
export type DealerDashboardStats = ApiResponseBody<'/api/orders/dealer-dashboard-stats/', 'get'>;
export type DealerMonthlySales = DealerDashboardStats['monthly'][number];
export type MyCommissionsResponse = ApiResponseBody<'/api/dealers/my-commissions/', 'get'>;
export type DealerCommissionRecord = MyCommissionsResponse['results'][number];
export type DealerBankAccount = ApiResponseBody<'/api/dealers/my-bank-account/', 'get'>;
export type DealerBankAccountSaved = ApiResponseBody<'/api/dealers/my-bank-account/', 'put'>;
export type OrderAllowedAction = DealerOrderRow['allowed_actions'][number];

/** At most this many ids per commission-bulk call (the server answers 400 above it). */
export const DEALER_COMMISSION_BULK_MAX = 50;

const query = (params: Record<string, string | number | undefined>) => {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') searchParams[key] = value;
  return searchParams;
};

export const dealerApi = {
  /**
   * GET orders/my-assigned-orders/?tab=&page= → {count, page, page_size, total_pages, orders, tab_counts}: 12 a
   * page, newest first. Staff may pass dealer_id. 403 for a customer, 401 signed out.
   */
  assignedOrders: (params: { tab?: DealerOrderTab; page?: number; dealer_id?: number } = {}) =>
    api.get('orders/my-assigned-orders/', { searchParams: query(params) }).json<AssignedOrdersResponse>(),
  /** GET dealers/order/{id}/ → the order in full with dealer notes, commission fields, allowed_actions; 404 when not the caller's. */
  order: (id: number) => api.get(`dealers/order/${id}/`, { timeout: 15_000 }).json<DealerOrderDetail>(),
  /**
   * GET orders/dealer-commission-bulk/?order_ids=1,2,3 → one entry per order of the caller's (others left out).
   * At most 50 ids (DEALER_COMMISSION_BULK_MAX); an empty list answers [] without a request.
   */
  commissionBulk: async (ids: readonly number[]): Promise<DealerCommissionEntry[]> => {
    if (!ids.length) return [];
    return api
      .get('orders/dealer-commission-bulk/', { searchParams: { order_ids: ids.join(',') } })
      .json<DealerCommissionEntry[]>();
  },
  /** GET orders/dealer-dashboard-stats/ → dealer, order counts, commission figures (rial strings), monthly sales. */
  dashboardStats: (params: { dealer_id?: number } = {}) =>
    api.get('orders/dealer-dashboard-stats/', { searchParams: query(params) }).json<DealerDashboardStats>(),
  /** GET dealers/my-commissions/?page= → the caller's commission records, 20 a page, newest first. */
  myCommissions: (params: { page?: number; dealer_id?: number } = {}) =>
    api.get('dealers/my-commissions/', { searchParams: query(params) }).json<MyCommissionsResponse>(),
  /** GET dealers/my-bank-account/ → {dealer_iban}: the calling dealer's payout IBAN (null when none). */
  myBankAccount: () => api.get('dealers/my-bank-account/').json<DealerBankAccount>(),
  /** PUT dealers/my-bank-account/ {dealer_iban} → {message, dealer_iban}; 400 with details.dealer_iban. */
  saveMyBankAccount: (iban: string | null) =>
    api.put('dealers/my-bank-account/', { json: { dealer_iban: iban } }).json<DealerBankAccountSaved>(),
  /** POST orders/{id}/update-dealer-notes/ → {message, order}; 403 when the caller is not the order's dealer. */
  updateNotes: (id: number, dealerNotes: string) =>
    api
      .post(`orders/${id}/update-dealer-notes/`, { json: { dealer_notes: dealerNotes } })
      .json<DealerMoveResponse>(),
};

/** The dealer area's keys (one dealer's own data), and the staff's list of dealers to assign. */
export const dealerKeys = {
  forAssignment: ['dealers', 'for-assignment'] as const,
  assignedOrders: ['dealer', 'assigned-orders'] as const,
  assignedPage: (tab: DealerOrderTab, page: number) => ['dealer', 'assigned-orders', tab, page] as const,
  dashboardStats: ['dealer', 'dashboard-stats'] as const,
  myCommissions: ['dealer', 'my-commissions'] as const,
  myCommissionsPage: (page: number) => ['dealer', 'my-commissions', page] as const,
  bankAccount: ['dealer', 'bank-account'] as const,
};

/** The active dealers (the assignment form and the staff's dealer filter). */
export const dealersForAssignmentQuery = () =>
  queryOptionsOf(dealerKeys.forAssignment, () => dealersApi.listForAssignment());
export const dealerDashboardStatsQuery = () =>
  queryOptionsOf(dealerKeys.dashboardStats, () => dealerApi.dashboardStats());
export const myBankAccountQuery = () =>
  queryOptionsOf(dealerKeys.bankAccount, () => dealerApi.myBankAccount());
export const myCommissionsQuery = (page: number) =>
  queryOptionsOf(dealerKeys.myCommissionsPage(page), () => dealerApi.myCommissions({ page }));
