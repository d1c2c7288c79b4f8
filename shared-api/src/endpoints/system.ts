import { api, apiErrorFromResponse } from '@sefaresh/shared-api/core';
import type { ApiResponseBody, HealthResponse } from '../types';

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

/** TanStack Query options of the seller's contact (it changes only with a new deployment: read once). */
export const contactQuery = {
  queryKey: ['system', 'contact'] as const,
  queryFn: systemApi.contact,
  staleTime: Number.POSITIVE_INFINITY,
};
