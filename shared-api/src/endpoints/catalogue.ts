// Typed calls of the catalogue endpoints that ordering needs: categories, the order-form product list, new
// arrivals and shipment announcements. Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '../client';
import type { ApiResponseBody } from '../types';

export type CategoriesResponse = ApiResponseBody<'/api/categories/', 'get'>;
export type CatalogueCategory = CategoriesResponse[number];
export type ProductsForOrdersResponse = ApiResponseBody<'/api/products/all-for-orders/', 'get'>;
export type ProductForOrders = ProductsForOrdersResponse[number];
export type NewArrivalsResponse = ApiResponseBody<'/api/products/new-arrivals/', 'get'>;
export type CatalogueProduct = NewArrivalsResponse[number];
export type StockStatus = CatalogueProduct['stock_status'];
export type ShipmentAnnouncementsResponse = ApiResponseBody<'/api/shipment-announcements/', 'get'>;
export type ShipmentAnnouncement = ShipmentAnnouncementsResponse[number];

export const catalogueApi = {
  /** GET categories/ → [{id, name, name_fa, display_name}] in display order. Public. */
  categories: () => api.get('categories/').json<CategoriesResponse>(),
  /** GET products/all-for-orders/ → [{id, name, category_id, stock}]: active products with stock > 0. Signed in. */
  productsForOrders: () => api.get('products/all-for-orders/').json<ProductsForOrdersResponse>(),
  /** GET products/new-arrivals/ → the 6 newest active products (base_price: whole rials as a string). Public. */
  newArrivals: () => api.get('products/new-arrivals/').json<NewArrivalsResponse>(),
  /** GET shipment-announcements/ → active announcements, newest first, with image URLs. Public. */
  shipmentAnnouncements: () => api.get('shipment-announcements/').json<ShipmentAnnouncementsResponse>(),
};
