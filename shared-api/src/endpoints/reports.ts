// Typed calls of the admin reports endpoints (staff only): the dashboard (what needs action now) and the activity
// log (order events newest first, 20 a page). Types come from the server's OpenAPI document.
import { api } from '@sefaresh/shared-api/core';
import type { ApiOperation, ApiResponseBody } from '../types';
import { queryOptionsOf } from './query';

export type AdminDashboard = ApiResponseBody<'/api/admin/dashboard/', 'get'>;
export type LowStockProduct = AdminDashboard['low_stock_products'][number];
export type ActivityLogResponse = ApiResponseBody<'/api/admin/activity-log/', 'get'>;
export type ActivityLogEntry = ActivityLogResponse['results'][number];
export type ActivityLogParams = NonNullable<
  ApiOperation<'/api/admin/activity-log/', 'get'>['parameters']['query']
>;

export const reportsApi = {
  /** GET admin/dashboard/ → orders per status, receipts to verify, orders without a dealer, low stock, today and month. */
  dashboard: () => api.get('admin/dashboard/').json<AdminDashboard>(),
  /**
   * GET admin/activity-log/?page=&order_id=&user=&date_from=&date_to=&search= → one page of events, newest first.
   * Dates are YYYY-MM-DD (Gregorian, whole Tehran days, inclusive); empty filters are left out.
   */
  activityLog: (params: ActivityLogParams = {}) => {
    const searchParams: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null || value === '') continue;
      searchParams[key] = value as string | number;
    }
    return api.get('admin/activity-log/', { searchParams }).json<ActivityLogResponse>();
  },
};

/** The staff's dashboard and activity log: both show orders, so a change to an order reloads them. */
export const reportKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  activityLog: ['admin', 'activity-log'] as const,
  activityLogPage: (params: ActivityLogParams) => ['admin', 'activity-log', params] as const,
};

export const dashboardQuery = () => queryOptionsOf(reportKeys.dashboard, () => reportsApi.dashboard());

/** One page of the activity log for the filters. */
export const activityLogQuery = (params: ActivityLogParams) =>
  queryOptionsOf(reportKeys.activityLogPage(params), () => reportsApi.activityLog(params));
