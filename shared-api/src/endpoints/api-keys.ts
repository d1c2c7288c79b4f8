// Typed calls of the API key management (super admins): list, create (the answer carries the key once), revoke.
import { api } from '@sefaresh/shared-api/core';
import type { ApiKeyScope } from '../rules';
import type { ApiResponseBody } from '../types';

export type ApiKeyRow = ApiResponseBody<'/api/admin/api-keys/', 'get'>[number];
export type CreatedApiKey = ApiResponseBody<'/api/admin/api-keys/', 'post', 201>;

export const apiKeysApi = {
  /** GET admin/api-keys/ → every key (revoked too), never the keys themselves. */
  list: () => api.get('admin/api-keys/').json<ApiKeyRow[]>(),
  /** POST admin/api-keys/ → the new key's row with `key`, shown only now. */
  create: (name: string, scopes: ApiKeyScope[]) =>
    api.post('admin/api-keys/', { json: { name, scopes } }).json<CreatedApiKey>(),
  /** POST admin/api-keys/{id}/revoke/ → the revoked row. */
  revoke: (id: number) => api.post(`admin/api-keys/${id}/revoke/`).json<ApiKeyRow & { message: string }>(),
};
