// Typed calls of the admin customers endpoints (spec 002 §7 Customers; issue 13): the paged list with its stats,
// creating a user, activation, one user's details and orders, and the bulk actions. Types come from the server's
// OpenAPI document (src/generated/api-types.ts).
import { api } from '../client';
import type { ApiOperation, ApiRequestBody, ApiResponseBody } from '../types';

export type AdminCustomersQuery = NonNullable<
  ApiOperation<'/api/admin/customers/', 'get'>['parameters']['query']
>;
export type AdminCustomersResponse = ApiResponseBody<'/api/admin/customers/', 'get'>;
export type AdminCustomerRow = AdminCustomersResponse['results'][number];
export type AdminCustomerStats = AdminCustomersResponse['stats'];
export type AdminUserType = NonNullable<AdminCustomersQuery['user_type']>;
export type AdminUserStatus = NonNullable<AdminCustomersQuery['status']>;
export type AdminCustomerSort = NonNullable<AdminCustomersQuery['sort']>;
export type CreateUserPayload = ApiRequestBody<'/api/admin/customers/', 'post'>;
export type CreateUserResponse = ApiResponseBody<'/api/admin/customers/', 'post', 201>;
export type ActivationResponse = ApiResponseBody<'/api/admin/customers/{id}/', 'patch'>;
export type AdminCustomerDetails = ApiResponseBody<'/api/admin/customers/{id}/details/', 'get'>;
export type AdminCustomerOrders = ApiResponseBody<'/api/admin/customers/{id}/orders/', 'get'>;
export type AdminCustomerOrder = AdminCustomerOrders['results'][number];
export type BulkActionPayload = ApiRequestBody<'/api/admin/customers/bulk-action/', 'post'>;
export type BulkActionResponse = ApiResponseBody<'/api/admin/customers/bulk-action/', 'post'>;

function searchParams(params: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}

export const adminCustomersApi = {
  /** GET admin/customers/ → a page of the filtered users and stats over every user. */
  list: (params: AdminCustomersQuery = {}) =>
    api.get('admin/customers/', { searchParams: searchParams(params) }).json<AdminCustomersResponse>(),
  /** POST admin/customers/ (super admins): a customer, a dealer or an admin. */
  create: (payload: CreateUserPayload) =>
    api.post('admin/customers/', { json: payload }).json<CreateUserResponse>(),
  /** PATCH admin/customers/{id}/ (super admins): activate or deactivate. */
  setActive: (id: number, isActive: boolean) =>
    api.patch(`admin/customers/${id}/`, { json: { is_active: isActive } }).json<ActivationResponse>(),
  /** GET admin/customers/{id}/details/ → the user, purchase figures and the newest orders. */
  details: (id: number) => api.get(`admin/customers/${id}/details/`).json<AdminCustomerDetails>(),
  /** GET admin/customers/{id}/orders/ (optionally only those assigned to one dealer). */
  orders: (id: number, dealerId?: number) =>
    api
      .get(`admin/customers/${id}/orders/`, { searchParams: searchParams({ dealer_id: dealerId }) })
      .json<AdminCustomerOrders>(),
  /** POST admin/customers/bulk-action/ (super admins): activate, deactivate or email the selected users. */
  bulkAction: (payload: BulkActionPayload) =>
    api.post('admin/customers/bulk-action/', { json: payload }).json<BulkActionResponse>(),
};
