// Typed calls of the admin orders endpoints (spec 002 §7 Orders): the list with stat cards, the Excel export
// (downloaded through the client: an access token never travels in a URL), one order with its history, and the
// customer's invoice data. Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '@sefaresh/shared-api/core';
import type { ApiOperation, ApiResponseBody } from '../types';
import { orderKeys } from './orders';
import { definedParams, queryOptionsOf } from './query';

/** The list's query; `expired=true` keeps the orders whose current quote has expired. */
export type AdminOrdersQuery = NonNullable<ApiOperation<'/api/admin/orders/', 'get'>['parameters']['query']>;
export type AdminOrdersFilters = Omit<AdminOrdersQuery, 'page' | 'page_size'>;
export type AdminOrdersResponse = ApiResponseBody<'/api/admin/orders/', 'get'>;
export type AdminOrderRow = AdminOrdersResponse['results'][number];
export type AdminOrderStats = AdminOrdersResponse['stats'];
export type AdminOrderStatusFilter = NonNullable<AdminOrdersQuery['status']>;
export type AdminOrderDateFilter = NonNullable<AdminOrdersQuery['date']>;
export type AdminOrderSort = NonNullable<AdminOrdersQuery['sort']>;
export type AdminOrderDetails = ApiResponseBody<'/api/admin/orders/{id}/details/', 'get'>;
export type AdminOrderEvent = AdminOrderDetails['events'][number];
export type AdminCustomerInfoResponse = ApiResponseBody<'/api/admin/orders/{id}/customer-info/', 'get'>;

/** The query of the list and the export: empty values left out. */
const toSearchParams = (params: AdminOrdersFilters) => definedParams(params);

export const adminOrdersApi = {
  /** GET admin/orders/ → a page (12 unless page_size) of the filtered orders, and stats over all orders. */
  list: (params: AdminOrdersQuery = {}) =>
    api.get('admin/orders/', { searchParams: toSearchParams(params) }).json<AdminOrdersResponse>(),

  /** The .xlsx of every order matching the filters, through the client (an expired token is refreshed first). */
  exportXlsx: (filters: AdminOrdersFilters = {}) =>
    api.get('admin/orders/export/', { searchParams: toSearchParams(filters), timeout: false }).blob(),

  /** GET admin/orders/{id}/details/ → the order, the customer's email and its events (newest first). */
  details: (id: number) => api.get(`admin/orders/${id}/details/`).json<AdminOrderDetails>(),

  /** GET admin/orders/{id}/customer-info/ → the invoice data: the order's, else saved, else the account's. */
  customerInfo: (id: number) =>
    api.get(`admin/orders/${id}/customer-info/`).json<AdminCustomerInfoResponse>(),
};

/** The staff's order lists under one key: a change to any order reloads every page of every filter. */
export const adminOrderKeys = {
  lists: ['admin', 'orders'] as const,
  list: (filters: AdminOrdersFilters, page: number) => ['admin', 'orders', filters, page] as const,
};

/** One page of the staff's order list for the filters. */
export const adminOrdersQuery = (filters: AdminOrdersFilters, page: number, pageSize: number) =>
  queryOptionsOf(adminOrderKeys.list(filters, page), () =>
    adminOrdersApi.list({ ...filters, page, page_size: pageSize }),
  );

/** One order as staff read it, with its events (the editor and the details modals). */
export const adminOrderQuery = (id: number) =>
  queryOptionsOf(orderKeys.staffDetail(id), () => adminOrdersApi.details(id));

/** The invoice data of an order: the order's, else the customer's saved data, else the account's. */
export const adminCustomerInfoQuery = (id: number) =>
  queryOptionsOf(orderKeys.customerInfo(id), () => adminOrdersApi.customerInfo(id));
