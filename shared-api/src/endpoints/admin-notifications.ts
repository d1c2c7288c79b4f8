// Typed calls of the staff's failed notifications: the emails and SMS given up after every
// attempt failed, with the reason, and their retry (one, or every one that may be sent again).
import { api } from '@sefaresh/shared-api/core';
import type { ApiOperation, ApiResponseBody } from '../types';
import { definedParams, queryOptionsOf } from './query';

export type FailedNotificationsParams = NonNullable<
  ApiOperation<'/api/admin/notifications/failed/', 'get'>['parameters']['query']
>;
export type FailedNotificationsResponse = ApiResponseBody<'/api/admin/notifications/failed/', 'get'>;
export type FailedNotification = FailedNotificationsResponse['results'][number];
export type RetryNotificationResponse = ApiResponseBody<'/api/admin/notifications/{id}/retry/', 'post'>;
export type DiscardNotificationResponse = ApiResponseBody<'/api/admin/notifications/{id}/discard/', 'post'>;
export type RetryAllNotificationsResponse = ApiResponseBody<'/api/admin/notifications/failed/retry/', 'post'>;

export const adminNotificationsApi = {
  /** GET admin/notifications/failed/?page=&page_size= → one page, the latest failure first. */
  failed: (params: FailedNotificationsParams = {}) =>
    api
      .get('admin/notifications/failed/', { searchParams: definedParams(params) })
      .json<FailedNotificationsResponse>(),
  /** POST admin/notifications/{id}/retry/ → {message}; 409 when it is not failed (or carried a one-time code). */
  retry: (id: number) => api.post(`admin/notifications/${id}/retry/`).json<RetryNotificationResponse>(),
  /** POST admin/notifications/{id}/discard/ → {message}; 409 when it is neither failed nor held: never sent. */
  discard: (id: number) => api.post(`admin/notifications/${id}/discard/`).json<DiscardNotificationResponse>(),
  /** POST admin/notifications/failed/retry/ → {message, retried} (the held ones are left to a decision each). */
  retryAll: () => api.post('admin/notifications/failed/retry/').json<RetryAllNotificationsResponse>(),
};

export const failedNotificationKeys = {
  all: ['admin', 'failed-notifications'] as const,
  page: (page: number) => ['admin', 'failed-notifications', page] as const,
};

/** One page of the failed notifications; the first without ?page= (the server's default). */
export const failedNotificationsQuery = (page: number) =>
  queryOptionsOf(failedNotificationKeys.page(page), () =>
    adminNotificationsApi.failed(page > 1 ? { page } : {}),
  );
