// Typed calls of the webhooks (super admins): the endpoints (the secret answered once at creation and rotation),
// each endpoint's deliveries, a retry of one, and a test event; with their TanStack Query options.
import { api } from '@sefaresh/shared-api/core';
import type { WebhookEventType } from '../rules';
import type { ApiRequestBody, ApiResponseBody } from '../types';
import { queryOptionsOf } from './query';

export type WebhookEndpointRow = ApiResponseBody<'/api/admin/webhooks/', 'get'>[number];
export type WebhookWithSecret = ApiResponseBody<'/api/admin/webhooks/', 'post', 201>;
export type WebhookUpdate = ApiRequestBody<'/api/admin/webhooks/{id}/', 'patch'>;
export type WebhookDeliveriesResponse = ApiResponseBody<'/api/admin/webhooks/{id}/deliveries/', 'get'>;
export type WebhookDeliveryRow = WebhookDeliveriesResponse['results'][number];
export type WebhookDeliveryQueued = ApiResponseBody<'/api/admin/webhooks/{id}/test/', 'post', 202>;

/** Deliveries shown per page. */
export const WEBHOOK_DELIVERIES_PAGE = 20;

export const webhooksApi = {
  /** GET admin/webhooks/ → every endpoint, never its secret. */
  list: () => api.get('admin/webhooks/').json<WebhookEndpointRow[]>(),
  /** POST admin/webhooks/ → the endpoint with `secret`, shown only now. */
  create: (url: string, events: WebhookEventType[], active = true) =>
    api.post('admin/webhooks/', { json: { url, events, active } }).json<WebhookWithSecret>(),
  /** PATCH admin/webhooks/{id}/ → the endpoint with a message. */
  update: (id: number, changes: WebhookUpdate) =>
    api.patch(`admin/webhooks/${id}/`, { json: changes }).json<WebhookEndpointRow & { message: string }>(),
  /** DELETE admin/webhooks/{id}/ → {message}. */
  remove: (id: number) => api.delete(`admin/webhooks/${id}/`).json<{ message: string }>(),
  /** POST admin/webhooks/{id}/rotate-secret/ → the endpoint with its new `secret`, shown only now. */
  rotate: (id: number) => api.post(`admin/webhooks/${id}/rotate-secret/`).json<WebhookWithSecret>(),
  /** GET admin/webhooks/{id}/deliveries/?limit=&offset= → one page, newest first. */
  deliveries: (id: number, page = 1) =>
    api
      .get(`admin/webhooks/${id}/deliveries/`, {
        searchParams: { limit: WEBHOOK_DELIVERIES_PAGE, offset: (page - 1) * WEBHOOK_DELIVERIES_PAGE },
      })
      .json<WebhookDeliveriesResponse>(),
  /** POST admin/webhooks/{id}/deliveries/{deliveryId}/retry/ → 202, the delivery queued again. */
  retry: (id: number, deliveryId: number) =>
    api.post(`admin/webhooks/${id}/deliveries/${deliveryId}/retry/`).json<WebhookDeliveryQueued>(),
  /** POST admin/webhooks/{id}/test/ → 202, the webhook.test delivery queued. */
  test: (id: number) => api.post(`admin/webhooks/${id}/test/`).json<WebhookDeliveryQueued>(),
};

export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  list: ['admin', 'webhooks', 'list'] as const,
  deliveries: (id: number, page: number) => ['admin', 'webhooks', 'deliveries', id, page] as const,
};

export const webhooksQuery = () => queryOptionsOf(webhookKeys.list, () => webhooksApi.list());
export const webhookDeliveriesQuery = (id: number, page: number) =>
  queryOptionsOf(webhookKeys.deliveries(id, page), () => webhooksApi.deliveries(id, page));
