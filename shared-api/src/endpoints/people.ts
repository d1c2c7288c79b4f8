// Typed calls of the admin people and money pages (spec 002 §7 Customers and Dealers) and of the
// report pages. Staff read; only super admins create users, change activation, rates and pay commissions (the
// server answers 403 otherwise). Files (exports, the dealer report PDF) come through the client as blobs: an
// access token never travels in a URL. Types come from the server's OpenAPI document.
import { api } from '@sefaresh/shared-api/core';
import type { ApiOperation, ApiRequestBody, ApiResponseBody } from '../types';
import { queryOptionsOf } from './query';

const queryOf = (params: object) => {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    searchParams[key] = value as string | number;
  }
  return searchParams;
};

export type AdminCustomersParams = NonNullable<
  ApiOperation<'/api/admin/customers/', 'get'>['parameters']['query']
>;
export type AdminCustomersResponse = ApiResponseBody<'/api/admin/customers/', 'get'>;
export type AdminCustomer = AdminCustomersResponse['results'][number];
export type CreateUserPayload = ApiRequestBody<'/api/admin/customers/', 'post'>;
export type UserMessageResponse = ApiResponseBody<'/api/admin/customers/', 'post', 201>;
export type CustomerDetails = ApiResponseBody<'/api/admin/customers/{id}/details/', 'get'>;
export type CustomerOrdersResponse = ApiResponseBody<'/api/admin/customers/{id}/orders/', 'get'>;
export type CustomerOrder = CustomerOrdersResponse['results'][number];
export type BulkActionPayload = ApiRequestBody<'/api/admin/customers/bulk-action/', 'post'>;
export type BulkActionResponse = ApiResponseBody<'/api/admin/customers/bulk-action/', 'post'>;

export type AdminDealersParams = NonNullable<
  ApiOperation<'/api/admin/dealers/', 'get'>['parameters']['query']
>;
export type AdminDealersResponse = ApiResponseBody<'/api/admin/dealers/', 'get'>;
export type AdminDealer = AdminDealersResponse['results'][number];
export type AdminDealerStats = ApiResponseBody<'/api/admin/dashboard/stats/dealers/', 'get'>;
export type CommissionsParams = NonNullable<
  ApiOperation<'/api/admin/dealers/commissions/', 'get'>['parameters']['query']
>;
export type CommissionsResponse = ApiResponseBody<'/api/admin/dealers/commissions/', 'get'>;
export type CommissionItem = CommissionsResponse['results'][number];
export type PayCommissionsPayload = ApiRequestBody<'/api/admin/dealers/pay-commissions/', 'post'>;
export type PayCommissionsResponse = ApiResponseBody<'/api/admin/dealers/pay-commissions/', 'post'>;
export type CreateDealerPayload = ApiRequestBody<'/api/admin/dealers/create/', 'post'>;
export type UpdateDealerPayload = ApiRequestBody<'/api/admin/dealers/{id}/', 'patch'>;
export type DealerMessageResponse = ApiResponseBody<'/api/admin/dealers/create/', 'post', 201>;
export type DealerPerformance = ApiResponseBody<'/api/admin/dealers/{id}/performance/', 'get'>;
export type DealerCustomersParams = NonNullable<
  ApiOperation<'/api/admin/dealers/{id}/customers/', 'get'>['parameters']['query']
>;
export type DealerCustomersResponse = ApiResponseBody<'/api/admin/dealers/{id}/customers/', 'get'>;
export type DealerRecentOrders = ApiResponseBody<'/api/admin/dealers/{id}/recent-orders/', 'get'>;
export type DealerMonthlyStats = ApiResponseBody<'/api/admin/dealers/{id}/monthly-stats/', 'get'>;

export type ReportRangeParams = NonNullable<
  ApiOperation<'/api/admin/reports/orders/', 'get'>['parameters']['query']
>;
export type ReportsHub = ApiResponseBody<'/api/admin/reports/summary/', 'get'>;
export type OrdersReport = ApiResponseBody<'/api/admin/reports/orders/', 'get'>;
export type DealerSalesReport = ApiResponseBody<'/api/admin/reports/dealer-sales/', 'get'>;
export type CommissionAnalysis = ApiResponseBody<'/api/admin/reports/commission-analysis/', 'get'>;
export type ReportName = 'summary' | 'orders' | 'dealer-sales' | 'commission-analysis';

export const peopleApi = {
  customers: (params: AdminCustomersParams = {}) =>
    api.get('admin/customers/', { searchParams: queryOf(params) }).json<AdminCustomersResponse>(),
  createUser: (payload: CreateUserPayload) =>
    api.post('admin/customers/', { json: payload }).json<UserMessageResponse>(),
  setActive: (id: number, isActive: boolean) =>
    api.patch(`admin/customers/${id}/`, { json: { is_active: isActive } }).json<UserMessageResponse>(),
  customerDetails: (id: number) => api.get(`admin/customers/${id}/details/`).json<CustomerDetails>(),
  customerOrders: (id: number, dealerId?: number) =>
    api
      .get(`admin/customers/${id}/orders/`, { searchParams: queryOf({ dealer_id: dealerId }) })
      .json<CustomerOrdersResponse>(),
  bulkAction: (payload: BulkActionPayload) =>
    api.post('admin/customers/bulk-action/', { json: payload }).json<BulkActionResponse>(),

  dealers: (params: AdminDealersParams = {}) =>
    api.get('admin/dealers/', { searchParams: queryOf(params) }).json<AdminDealersResponse>(),
  dealerStats: () => api.get('admin/dashboard/stats/dealers/').json<AdminDealerStats>(),
  commissions: (params: CommissionsParams = {}) =>
    api.get('admin/dealers/commissions/', { searchParams: queryOf(params) }).json<CommissionsResponse>(),
  payCommissions: (payload: PayCommissionsPayload) =>
    api.post('admin/dealers/pay-commissions/', { json: payload }).json<PayCommissionsResponse>(),
  updateRate: (id: number, rate: number | string) =>
    api
      .post(`admin/dealers/${id}/update-commission/`, { json: { commission_rate: rate } })
      .json<DealerMessageResponse>(),
  /** PATCH admin/dealers/{id}/ {dealer_iban} (super admins; '' or null clears it) → {message, dealer}. */
  updateDealer: (id: number, payload: UpdateDealerPayload) =>
    api.patch(`admin/dealers/${id}/`, { json: payload }).json<DealerMessageResponse>(),
  createDealer: (payload: CreateDealerPayload) =>
    api.post('admin/dealers/create/', { json: payload }).json<DealerMessageResponse>(),
  performance: (id: number) => api.get(`admin/dealers/${id}/performance/`).json<DealerPerformance>(),
  dealerCustomers: (id: number, params: DealerCustomersParams = {}) =>
    api
      .get(`admin/dealers/${id}/customers/`, { searchParams: queryOf(params) })
      .json<DealerCustomersResponse>(),
  recentOrders: (id: number, limit = 10) =>
    api.get(`admin/dealers/${id}/recent-orders/`, { searchParams: { limit } }).json<DealerRecentOrders>(),
  monthlyStats: (id: number, year?: number) =>
    api
      .get(`admin/dealers/${id}/monthly-stats/`, { searchParams: queryOf({ year }) })
      .json<DealerMonthlyStats>(),
  /** The one-page PDF of the dealer's figures. */
  performanceReport: (id: number) =>
    api.get(`admin/dealers/${id}/performance/report/`, { timeout: false }).blob(),
  /** The dealers with their figures as .xlsx. */
  exportDealers: () => api.get('admin/dealers/export/', { timeout: false }).blob(),

  reportsHub: () => api.get('admin/reports/summary/').json<ReportsHub>(),
  ordersReport: (range: ReportRangeParams = {}) =>
    api.get('admin/reports/orders/', { searchParams: queryOf(range) }).json<OrdersReport>(),
  dealerSalesReport: (range: ReportRangeParams = {}) =>
    api.get('admin/reports/dealer-sales/', { searchParams: queryOf(range) }).json<DealerSalesReport>(),
  commissionAnalysis: (range: ReportRangeParams = {}) =>
    api
      .get('admin/reports/commission-analysis/', { searchParams: queryOf(range) })
      .json<CommissionAnalysis>(),
  /** A report's .xlsx, with the same range as shown. */
  exportReport: (name: ReportName, range: ReportRangeParams = {}) =>
    api.get(`admin/reports/${name}/export/`, { searchParams: queryOf(range), timeout: false }).blob(),
};

/**
 * The staff's people and report pages. Everything about customers sits under ['admin', 'customers'] and about
 * dealers under ['admin', 'dealers'], so a change (create, activation, rate, payment) reloads each group at once.
 */
export const peopleKeys = {
  customers: ['admin', 'customers'] as const,
  customerList: (params: AdminCustomersParams) => ['admin', 'customers', params] as const,
  customerDetails: (id: number) => ['admin', 'customers', 'details', id] as const,
  userSearch: (search: string) => ['admin', 'customers', 'search', search] as const,
  dealers: ['admin', 'dealers'] as const,
  dealerList: (params: AdminDealersParams) => ['admin', 'dealers', 'list', params] as const,
  dealerStats: ['admin', 'dealers', 'stats'] as const,
  commissions: (params: CommissionsParams) => ['admin', 'dealers', 'commissions', params] as const,
  staff: ['admin', 'dealers', 'staff'] as const,
  dealer: (id: number) => ['admin', 'dealers', id] as const,
  performance: (id: number) => ['admin', 'dealers', id, 'performance'] as const,
  monthly: (id: number) => ['admin', 'dealers', id, 'monthly'] as const,
  dealerCustomers: (id: number, params: DealerCustomersParams) =>
    ['admin', 'dealers', id, 'customers', params] as const,
  customerOrders: (customerId: number, dealerId?: number) =>
    ['admin', 'dealers', dealerId ?? null, 'customer-orders', customerId] as const,
  recentOrders: (id: number, limit: number) => ['admin', 'dealers', id, 'recent-orders', limit] as const,
  reports: ['admin', 'reports'] as const,
  reportsHub: ['admin', 'reports', 'summary'] as const,
  report: (name: ReportName, range: ReportRangeParams) => ['admin', 'reports', name, range] as const,
};

export const customersQuery = (params: AdminCustomersParams) =>
  queryOptionsOf(peopleKeys.customerList(params), () => peopleApi.customers(params));
export const customerDetailsQuery = (id: number) =>
  queryOptionsOf(peopleKeys.customerDetails(id), () => peopleApi.customerDetails(id));
/** Users whose name, email or phone holds the text (the pickers of a person). */
export const userSearchQuery = (search: string, pageSize: number) =>
  queryOptionsOf(peopleKeys.userSearch(search), () =>
    peopleApi.customers({ search, page_size: pageSize, sort: 'name' }),
  );
export const dealersQuery = (params: AdminDealersParams) =>
  queryOptionsOf(peopleKeys.dealerList(params), () => peopleApi.dealers(params));
export const dealerStatsQuery = () => queryOptionsOf(peopleKeys.dealerStats, () => peopleApi.dealerStats());
export const commissionsQuery = (params: CommissionsParams) =>
  queryOptionsOf(peopleKeys.commissions(params), () => peopleApi.commissions(params));
/** The staff members, by name (the dealers page's staff tab). */
export const staffQuery = () =>
  queryOptionsOf(peopleKeys.staff, () =>
    peopleApi.customers({ user_type: 'staff', page_size: 100, sort: 'name' }),
  );
export const dealerPerformanceQuery = (id: number) =>
  queryOptionsOf(peopleKeys.performance(id), () => peopleApi.performance(id));
export const dealerMonthlyQuery = (id: number) =>
  queryOptionsOf(peopleKeys.monthly(id), () => peopleApi.monthlyStats(id));
export const dealerCustomersQuery = (id: number, params: DealerCustomersParams) =>
  queryOptionsOf(peopleKeys.dealerCustomers(id, params), () => peopleApi.dealerCustomers(id, params));
/** A customer's orders, those through one dealer when dealerId is given. */
export const customerOrdersQuery = (customerId: number, dealerId?: number) =>
  queryOptionsOf(peopleKeys.customerOrders(customerId, dealerId), () =>
    peopleApi.customerOrders(customerId, dealerId),
  );
export const dealerRecentOrdersQuery = (id: number, limit: number) =>
  queryOptionsOf(peopleKeys.recentOrders(id, limit), () => peopleApi.recentOrders(id, limit));
export const reportsHubQuery = () => queryOptionsOf(peopleKeys.reportsHub, () => peopleApi.reportsHub());

const REPORT_CALLS = {
  orders: (range: ReportRangeParams) => peopleApi.ordersReport(range),
  'dealer-sales': (range: ReportRangeParams) => peopleApi.dealerSalesReport(range),
  'commission-analysis': (range: ReportRangeParams) => peopleApi.commissionAnalysis(range),
};
type ReportAnswers = {
  orders: OrdersReport;
  'dealer-sales': DealerSalesReport;
  'commission-analysis': CommissionAnalysis;
};
/** One report over the range. */
export const reportQuery = <Name extends keyof ReportAnswers>(name: Name, range: ReportRangeParams) =>
  queryOptionsOf(
    peopleKeys.report(name, range),
    () => REPORT_CALLS[name](range) as Promise<ReportAnswers[Name]>,
  );
