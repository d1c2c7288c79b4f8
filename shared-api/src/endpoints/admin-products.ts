// Typed calls of the admin product endpoints (spec 002 §7 Products). Create and update send FormData (fields,
// the repeated file field `images`, `image_order` and `existing_images` as JSON text); toggles send JSON.
import { api } from '@sefaresh/shared-api/core';
import type { ApiOperation, ApiResponseBody } from '../types';
import { definedParams, queryOptionsOf } from './query';
import { uploadForm } from './upload';

export type AdminProductsQuery = NonNullable<
  ApiOperation<'/api/admin/products/', 'get'>['parameters']['query']
>;
export type AdminProductsResponse = ApiResponseBody<'/api/admin/products/', 'get'>;
export type AdminProductStats = AdminProductsResponse['stats'];
export type AdminProduct = ApiResponseBody<'/api/admin/products/', 'post', 201>;
export type BulkProductAction =
  ApiOperation<'/api/admin/products/bulk-actions/', 'post'> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B extends { action: infer A }
      ? A
      : never
    : never;
export type BulkProductsResponse = ApiResponseBody<'/api/admin/products/bulk-actions/', 'post'>;
/** One entry of image_order: an existing image by id, or a new file by its index among the sent files. */
export interface ImageOrderEntry {
  type: 'existing' | 'new';
  src: number;
  order: number;
  is_primary: boolean;
}

export const adminProductsApi = {
  /** GET admin/products/ → a page (12 unless limit) with stats over all products. */
  list: (query: AdminProductsQuery = {}) =>
    api.get('admin/products/', { searchParams: definedParams(query) }).json<AdminProductsResponse>(),
  /**
   * POST admin/products/ (id null; the new product, 201) or PATCH admin/products/{id}/ (the product), multipart,
   * with the upload's progress (0–1 as the bytes go out): the product form's save, up to 5 images of 5 MB.
   */
  save: (id: number | null, form: FormData, onProgress?: (fraction: number) => void) =>
    id === null
      ? uploadForm<AdminProduct>('admin/products/', form, onProgress)
      : uploadForm<AdminProduct>(`admin/products/${id}/`, form, onProgress, 'patch'),
  /** PATCH admin/products/{id}/ with is_active and/or is_featured as JSON. */
  toggle: (id: number, flags: { is_active?: boolean; is_featured?: boolean }) =>
    api.patch(`admin/products/${id}/`, { json: flags }).json<AdminProduct>(),
  /** DELETE admin/products/{id}/ (409 with a message offering deactivation when the product is in orders). */
  remove: (id: number) => api.delete(`admin/products/${id}/`),
  /** DELETE admin/products/{id}/remove-image/{imageId}/ → the product. */
  removeImage: (id: number, imageId: number) =>
    api.delete(`admin/products/${id}/remove-image/${imageId}/`).json<AdminProduct>(),
  /** POST admin/products/bulk-actions/ → {message, affected, kept} (kept: products in orders, not deleted). */
  bulk: (action: BulkProductAction, productIds: number[]) =>
    api
      .post('admin/products/bulk-actions/', { json: { action, product_ids: productIds } })
      .json<BulkProductsResponse>(),
};

/** The staff's product lists and stat cards under one key: every change reloads them together. */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  list: (query: AdminProductsQuery) => ['admin', 'products', query] as const,
};

/** One page of the staff's products (with the stat cards) for the query. */
export const adminProductsQuery = (query: AdminProductsQuery) =>
  queryOptionsOf(adminProductKeys.list(query), () => adminProductsApi.list(query));
