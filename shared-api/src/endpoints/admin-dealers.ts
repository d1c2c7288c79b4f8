// Typed calls of the admin dealer endpoints (spec 002 §7 Dealers; issue 13): the list with figures, stat cards,
// commissions (summary, filters, paying), creating a dealer, changing a rate, the performance figures and the
// Excel export. Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '../client';
import type { ApiOperation, ApiRequestBody, ApiResponseBody } from '../types';

const queryOf = (params: object): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
};

export type AdminDealersQuery = NonNullable<
  ApiOperation<'/api/admin/dealers/', 'get'>['parameters']['query']
>;
export type AdminDealersResponse = ApiResponseBody<'/api/admin/dealers/', 'get'>;
export type AdminDealerRow = AdminDealersResponse['results'][number];
export type AdminDealerSort = NonNullable<AdminDealersQuery['sort']>;
export type AdminDealerStats = ApiResponseBody<'/api/admin/dashboard/stats/dealers/', 'get'>;
export type AdminCommissionsQuery = NonNullable<
  ApiOperation<'/api/admin/dealers/commissions/', 'get'>['parameters']['query']
>;
export type AdminCommissionsResponse = ApiResponseBody<'/api/admin/dealers/commissions/', 'get'>;
export type AdminCommissionItem = AdminCommissionsResponse['results'][number];
export type PayCommissionsPayload = ApiRequestBody<'/api/admin/dealers/pay-commissions/', 'post'>;
export type PayCommissionsResponse = ApiResponseBody<'/api/admin/dealers/pay-commissions/', 'post'>;
export type CreateDealerPayload = ApiRequestBody<'/api/admin/dealers/create/', 'post'>;
export type CreateDealerResponse = ApiResponseBody<'/api/admin/dealers/create/', 'post', 201>;
export type UpdateRateResponse = ApiResponseBody<'/api/admin/dealers/{id}/update-commission/', 'post'>;
export type DealerPerformance = ApiResponseBody<'/api/admin/dealers/{id}/performance/', 'get'>;
export type DealerCustomersQuery = NonNullable<
  ApiOperation<'/api/admin/dealers/{id}/customers/', 'get'>['parameters']['query']
>;
export type DealerCustomer = ApiResponseBody<'/api/admin/dealers/{id}/customers/', 'get'>['results'][number];
export type DealerRecentOrder = ApiResponseBody<
  '/api/admin/dealers/{id}/recent-orders/',
  'get'
>['results'][number];
export type DealerMonthlyStats = ApiResponseBody<'/api/admin/dealers/{id}/monthly-stats/', 'get'>;

export const adminDealersApi = {
  /** GET admin/dealers/ → every dealer matching the filters, with figures. */
  list: (params: AdminDealersQuery = {}) =>
    api.get('admin/dealers/', { searchParams: queryOf(params) }).json<AdminDealersResponse>(),
  /** GET admin/dashboard/stats/dealers/ → the stat cards. */
  stats: () => api.get('admin/dashboard/stats/dealers/').json<AdminDealerStats>(),
  /** GET admin/dealers/commissions/ → a page of commissions and the summary. */
  commissions: (params: AdminCommissionsQuery = {}) =>
    api.get('admin/dealers/commissions/', { searchParams: queryOf(params) }).json<AdminCommissionsResponse>(),
  /** POST admin/dealers/pay-commissions/ (super admins): payable ones only, all or nothing (409 otherwise). */
  pay: (payload: PayCommissionsPayload) =>
    api.post('admin/dealers/pay-commissions/', { json: payload }).json<PayCommissionsResponse>(),
  /** POST admin/dealers/create/ (super admins). */
  create: (payload: CreateDealerPayload) =>
    api.post('admin/dealers/create/', { json: payload }).json<CreateDealerResponse>(),
  /** POST admin/dealers/{id}/update-commission/ (super admins): above 0, at most 50. */
  updateRate: (id: number, rate: number) =>
    api
      .post(`admin/dealers/${id}/update-commission/`, { json: { commission_rate: rate } })
      .json<UpdateRateResponse>(),
  /** GET admin/dealers/{id}/performance/. */
  performance: (id: number) => api.get(`admin/dealers/${id}/performance/`).json<DealerPerformance>(),
  /** GET admin/dealers/{id}/customers/ (search, sort_by, order). */
  customers: (id: number, params: DealerCustomersQuery = {}) =>
    api
      .get(`admin/dealers/${id}/customers/`, { searchParams: queryOf(params) })
      .json<{ count: number; results: DealerCustomer[] }>(),
  /** GET admin/dealers/{id}/recent-orders/?limit=10. */
  recentOrders: (id: number, limit = 10) =>
    api
      .get(`admin/dealers/${id}/recent-orders/`, { searchParams: { limit } })
      .json<{ results: DealerRecentOrder[] }>(),
  /** GET admin/dealers/{id}/monthly-stats/ (Persian year; the current one by default). */
  monthlyStats: (id: number, year?: number) =>
    api
      .get(`admin/dealers/${id}/monthly-stats/`, { searchParams: queryOf({ year }) })
      .json<DealerMonthlyStats>(),
  /** GET admin/dealers/{id}/performance/report/ → the one-page PDF. */
  performanceReport: (id: number) => api.get(`admin/dealers/${id}/performance/report/`).blob(),
  /** GET admin/dealers/export/ → the .xlsx, through the client (a token never travels in a URL). */
  exportXlsx: () => api.get('admin/dealers/export/', { timeout: false }).blob(),
};
