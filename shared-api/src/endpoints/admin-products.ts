// Typed calls of the admin product endpoints (spec 002 §7 Products): the paged list with its stat cards, the
// toggles, delete and bulk actions. Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '../client';
import type { ApiOperation, ApiRequestBody, ApiResponseBody } from '../types';
import { definedParams } from './query';
import { uploadForm } from './upload';

export type AdminProductsQuery = NonNullable<ApiOperation<'/api/admin/products/', 'get'>['parameters']['query']>;
export type AdminProductsResponse = ApiResponseBody<'/api/admin/products/', 'get'>;
export type AdminProduct = AdminProductsResponse['results'][number];
export type AdminProductStats = AdminProductsResponse['stats'];
export type AdminProductsBulkBody = ApiRequestBody<'/api/admin/products/bulk-actions/', 'post'>;
export type AdminProductsBulkAction = AdminProductsBulkBody['action'];
export type AdminProductsBulkResponse = ApiResponseBody<'/api/admin/products/bulk-actions/', 'post'>;

export const adminProductsApi = {
  /**
   * POST admin/products/ (no id) or PATCH admin/products/{id}/ as multipart: the fields, the new files under
   * `images`, `existing_images` and `image_order` as JSON. onProgress gets 0–1 as the bytes go out. Staff.
   */
  save: (id: number | null, form: FormData, onProgress?: (fraction: number) => void) =>
    id === null
      ? uploadForm<AdminProduct>('admin/products/', form, onProgress)
      : uploadForm<AdminProduct>(`admin/products/${id}/`, form, onProgress, 'patch'),
  /** GET admin/products/ → a page (12) of the filtered products and the stat cards over all products. Staff. */
  list: (query: AdminProductsQuery = {}) =>
    api.get('admin/products/', { searchParams: definedParams(query) }).json<AdminProductsResponse>(),
  /** PATCH admin/products/{id}/ with {is_active} or {is_featured} as JSON → the product. Staff. */
  setFlag: (id: number, flag: 'is_active' | 'is_featured', value: boolean) =>
    api.patch(`admin/products/${id}/`, { json: { [flag]: value } }).json<AdminProduct>(),
  /** DELETE admin/products/{id}/ → 204; 409 with a Persian message when the product is in orders. Staff. */
  remove: async (id: number): Promise<void> => {
    await api.delete(`admin/products/${id}/`);
  },
  /** POST admin/products/bulk-actions/ {action, product_ids} → {message, affected, kept}. Staff. */
  bulk: (body: AdminProductsBulkBody) =>
    api.post('admin/products/bulk-actions/', { json: body }).json<AdminProductsBulkResponse>(),
};
