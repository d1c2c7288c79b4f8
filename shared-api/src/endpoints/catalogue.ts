// Typed calls of the catalogue endpoints that ordering needs: categories, the order-form product list, new
// arrivals and shipment announcements. Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '../client';
import type { ApiOperation, ApiResponseBody } from '../types';
import { toSearchParams } from './search-params';

export type CategoriesResponse = ApiResponseBody<'/api/categories/', 'get'>;
export type CatalogueCategory = CategoriesResponse[number];
export type ProductsForOrdersResponse = ApiResponseBody<'/api/products/all-for-orders/', 'get'>;
export type ProductForOrders = ProductsForOrdersResponse[number];
export type NewArrivalsResponse = ApiResponseBody<'/api/products/new-arrivals/', 'get'>;
export type CatalogueProduct = NewArrivalsResponse[number];
export type StockStatus = CatalogueProduct['stock_status'];
export type ShipmentAnnouncementsResponse = ApiResponseBody<'/api/shipment-announcements/', 'get'>;
export type ShipmentAnnouncement = ShipmentAnnouncementsResponse[number];
export type RelatedProductInfo = ShipmentAnnouncement['related_products_info'][number];
export type ProductsPage = ApiResponseBody<'/api/products/', 'get'>;
export type Product = ProductsPage['results'][number];
export type ProductImage = Product['product_images'][number];
export type ProductsParams = NonNullable<ApiOperation<'/api/products/', 'get'>['parameters']['query']>;
export type ProductCategoriesResponse = ApiResponseBody<'/api/products/categories/', 'get'>;

export const catalogueApi = {
  /** GET categories/ → [{id, name, name_fa, display_name}] in display order. Public. */
  categories: () => api.get('categories/').json<CategoriesResponse>(),
  /** GET products/all-for-orders/ → [{id, name, category_id, stock}]: active products with stock > 0. Signed in. */
  productsForOrders: () => api.get('products/all-for-orders/').json<ProductsForOrdersResponse>(),
  /** GET products/new-arrivals/ → the 6 newest active products (base_price: whole rials as a string). Public. */
  newArrivals: () => api.get('products/new-arrivals/').json<NewArrivalsResponse>(),
  /** GET shipment-announcements/ → active announcements, newest first, with image URLs. Public. */
  shipmentAnnouncements: () => api.get('shipment-announcements/').json<ShipmentAnnouncementsResponse>(),
  /** GET shipment-announcements/{id}/ → one active announcement for its detail modal (counts a view). Public. */
  shipmentAnnouncement: (id: number) =>
    api.get(`shipment-announcements/${id}/`).json<ShipmentAnnouncement>(),
  /** GET products/ → {count, next, previous, results}: a page of active products (filters, search, sort). Public. */
  products: (params: ProductsParams = {}) =>
    api.get('products/', { searchParams: toSearchParams(params) }).json<ProductsPage>(),
  /** GET products/categories/ → the categories the catalogue filters by. Public. */
  productCategories: () => api.get('products/categories/').json<ProductCategoriesResponse>(),
};
