// Typed calls of the admin announcement endpoints (spec 002 §7 Announcements). Create and edit send FormData
// (fields, related_products as JSON text, the repeated file field `images`); toggles send JSON.
import { api } from '@sefaresh/shared-api/core';
import type { ApiOperation, ApiResponseBody } from '../types';
import { definedParams, queryOptionsOf } from './query';
import { uploadForm } from './upload';

export type AdminAnnouncementsQuery = NonNullable<
  ApiOperation<'/api/admin/announcements/', 'get'>['parameters']['query']
>;
export type AdminAnnouncementsResponse = ApiResponseBody<'/api/admin/announcements/', 'get'>;
export type AdminAnnouncement = ApiResponseBody<'/api/admin/announcements/', 'post', 201>;
export type AdminAnnouncementStats = AdminAnnouncementsResponse['stats'];
export type AnnouncementBulkAction = 'activate' | 'deactivate' | 'delete';
export type AnnouncementBulkResponse = ApiResponseBody<'/api/admin/announcements/bulk-action/', 'post'>;

export const adminAnnouncementsApi = {
  /** GET admin/announcements/ → {results, stats}: every announcement, newest first; search, date, status. */
  list: (query: AdminAnnouncementsQuery = {}) =>
    api
      .get('admin/announcements/', { searchParams: definedParams(query) })
      .json<AdminAnnouncementsResponse>(),
  /**
   * POST admin/announcements/ (id null; 201, an active one is published once) or PATCH admin/announcements/{id}/
   * (no files keep the images, new files replace them), multipart, with the upload's progress (0–1 as the bytes go
   * out): the form's save, up to 5 images of 5 MB.
   */
  save: (id: number | null, form: FormData, onProgress?: (fraction: number) => void) =>
    id === null
      ? uploadForm<AdminAnnouncement>('admin/announcements/', form, onProgress)
      : uploadForm<AdminAnnouncement>(`admin/announcements/${id}/`, form, onProgress, 'patch'),
  /** PATCH admin/announcements/{id}/ with is_active and/or is_featured as JSON. */
  toggle: (id: number, flags: { is_active?: boolean; is_featured?: boolean }) =>
    api.patch(`admin/announcements/${id}/`, { json: flags }).json<AdminAnnouncement>(),
  /** DELETE admin/announcements/{id}/ */
  remove: (id: number) => api.delete(`admin/announcements/${id}/`),
  /** POST admin/announcements/bulk-action/ → {message, affected}. */
  bulk: (action: AnnouncementBulkAction, ids: number[]) =>
    api
      .post('admin/announcements/bulk-action/', { json: { action, announcement_ids: ids } })
      .json<AnnouncementBulkResponse>(),
};

/** The staff's announcement lists and stat cards under one key: every change reloads them together. */
export const adminAnnouncementKeys = {
  all: ['admin', 'announcements'] as const,
  list: (query: AdminAnnouncementsQuery) => ['admin', 'announcements', query] as const,
};

export const adminAnnouncementsQuery = (query: AdminAnnouncementsQuery) =>
  queryOptionsOf(adminAnnouncementKeys.list(query), () => adminAnnouncementsApi.list(query));
