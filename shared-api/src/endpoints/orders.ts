// Typed calls of the orders endpoints: create an order, the caller's own list (dashboard tabs), one order.
// Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '../client';
import type { ApiRequestBody, ApiResponseBody } from '../types';

export type CreateOrderPayload = ApiRequestBody<'/api/orders/', 'post'>;
export type CreateOrderItem = CreateOrderPayload['items'][number];
export type OrderCustomerInfoInput = NonNullable<CreateOrderPayload['customer_info']>;
export type Order = ApiResponseBody<'/api/orders/{id}/', 'get'>;
export type OrderStatus = Order['status'];
export type OrderItem = Order['items'][number];
export type PricingOption = OrderItem['pricing_options'][number];
export type PaymentTerm = PricingOption['payment_term'];
export type OrdersListResponse = ApiResponseBody<'/api/orders/', 'get'>;
export type OrderSummary = OrdersListResponse['results'][number];
export type OrderTab = keyof OrdersListResponse['tab_counts'];

export const ordersApi = {
  /** POST orders/ → 201 the new order (pending_pricing). customer_info is required when official. Staff get 403. */
  create: (payload: CreateOrderPayload) => api.post('orders/', { json: payload }).json<Order>(),
  /** GET orders/?tab=&page= → the caller's own orders, newest first, 12 a page, with tab_counts. */
  list: (params: { tab?: OrderTab; page?: number } = {}) => {
    const searchParams: Record<string, string | number> = {};
    if (params.tab) searchParams.tab = params.tab;
    if (params.page) searchParams.page = params.page;
    return api.get('orders/', { searchParams }).json<OrdersListResponse>();
  },
  /** GET orders/{id}/ → the order with items and pricing options (its customer, staff, the assigned dealer). */
  get: (id: number) => api.get(`orders/${id}/`).json<Order>(),
};
