// Typed calls of the public catalogue endpoints: categories, the order-form product list, the catalogue list, new
// arrivals and shipment announcements. Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '@sefaresh/shared-api/core';
import type { ApiOperation, ApiResponseBody } from '../types';
import { definedParams, queryOptionsOf } from './query';

export type CategoriesResponse = ApiResponseBody<'/api/categories/', 'get'>;
export type CatalogueCategory = CategoriesResponse[number];
export type ProductsForOrdersResponse = ApiResponseBody<'/api/products/all-for-orders/', 'get'>;
export type ProductForOrders = ProductsForOrdersResponse[number];
export type NewArrivalsResponse = ApiResponseBody<'/api/products/new-arrivals/', 'get'>;
export type CatalogueProduct = NewArrivalsResponse[number];
export type StockStatus = CatalogueProduct['stock_status'];
export type ProductsPage = ApiResponseBody<'/api/products/', 'get'>;
export type ProductsQuery = NonNullable<ApiOperation<'/api/products/', 'get'>['parameters']['query']>;
export type ShipmentAnnouncementsResponse = ApiResponseBody<'/api/shipment-announcements/', 'get'>;
export type ShipmentAnnouncement = ShipmentAnnouncementsResponse[number];
export type RelatedProductInfo = ShipmentAnnouncement['related_products_info'][number];
export type Product = ProductsPage['results'][number];
export type ProductImage = Product['product_images'][number];

export const catalogueApi = {
  /** GET categories/ → [{id, name, name_fa, display_name}] in display order. Public. */
  categories: () => api.get('categories/').json<CategoriesResponse>(),
  /** GET products/all-for-orders/ → [{id, name, category_id, stock}]: active products with stock > 0. Signed in. */
  productsForOrders: () => api.get('products/all-for-orders/').json<ProductsForOrdersResponse>(),
  /** GET products/new-arrivals/ → the 6 newest active products (base_price: whole rials as a string). Public. */
  newArrivals: () => api.get('products/new-arrivals/').json<NewArrivalsResponse>(),
  /** GET products/categories/ → the same categories as categories/. Public. */
  productCategories: () => api.get('products/categories/').json<CategoriesResponse>(),
  /**
   * GET products/ → {count, next, previous, results}: active products; limit (9), offset, ordering (8 values of
   * rules.PRODUCT_ORDERINGS), search, category_id, status (the stock status). Public.
   */
  products: (query: ProductsQuery = {}) =>
    api.get('products/', { searchParams: definedParams(query) }).json<ProductsPage>(),
  /** GET shipment-announcements/ → active announcements, newest first, with author, images and related products. */
  shipmentAnnouncements: () => api.get('shipment-announcements/').json<ShipmentAnnouncementsResponse>(),
  /** GET shipment-announcements/{id}/ → one active announcement; counts a view (call it when the modal opens). */
  shipmentAnnouncement: (id: number) => api.get(`shipment-announcements/${id}/`).json<ShipmentAnnouncement>(),
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: ['catalogue', 'categories'] as const,
  productCategories: ['catalogue', 'product-categories'] as const,
  productsForOrders: ['catalogue', 'products-for-orders'] as const,
  products: (query: ProductsQuery) => ['catalogue', 'products', query] as const,
  newArrivals: ['catalogue', 'new-arrivals'] as const,
  announcements: ['catalogue', 'announcements'] as const,
  announcement: (id: number) => ['catalogue', 'announcement', id] as const,
};

export const categoriesQuery = () =>
  queryOptionsOf(catalogueKeys.categories, () => catalogueApi.categories());
export const productCategoriesQuery = () =>
  queryOptionsOf(catalogueKeys.productCategories, () => catalogueApi.productCategories());
export const productsForOrdersQuery = () =>
  queryOptionsOf(catalogueKeys.productsForOrders, () => catalogueApi.productsForOrders());
/** One page of the public catalogue for the query. */
export const productsQuery = (query: ProductsQuery) =>
  queryOptionsOf(catalogueKeys.products(query), () => catalogueApi.products(query));
export const newArrivalsQuery = () =>
  queryOptionsOf(catalogueKeys.newArrivals, () => catalogueApi.newArrivals());
export const shipmentAnnouncementsQuery = () =>
  queryOptionsOf(catalogueKeys.announcements, () => catalogueApi.shipmentAnnouncements());
/** One announcement; each read counts a view, so it is read when its modal opens. */
export const shipmentAnnouncementQuery = (id: number) =>
  queryOptionsOf(catalogueKeys.announcement(id), () => catalogueApi.shipmentAnnouncement(id));
