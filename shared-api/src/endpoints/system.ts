import { api, apiErrorFromResponse } from '@sefaresh/shared-api/core';
import type { ApiResponseBody, HealthResponse } from '../types';
import { queryOptionsOf } from './query';

export type ContactResponse = ApiResponseBody<'/api/contact/', 'get'>;

export const systemApi = {
  /** GET health/ → {status, database}; a 503 (database down) answers the same shape and resolves too. */
  health: async (): Promise<HealthResponse> => {
    const response = await api.get('health/', { throwHttpErrors: false });
    if (response.status === 200 || response.status === 503) return (await response.json()) as HealthResponse;
    throw await apiErrorFromResponse(response);
  },
  /** GET contact/ → {name, phone}: the seller's name and sales/support phone from the configuration. Public. */
  contact: () => api.get('contact/').json<ContactResponse>(),
};

export const health = systemApi.health;

/** The seller's contact: it changes only with a new deployment, so it is read once. */
export const contactQuery = queryOptionsOf(['system', 'contact'] as const, systemApi.contact, {
  staleTime: Number.POSITIVE_INFINITY,
});
