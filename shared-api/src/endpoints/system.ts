import { api } from '../client';
import { apiErrorFromResponse } from '../errors';
import type { HealthResponse } from '../types';

export const systemApi = {
  /** GET health/ → {status, database}; a 503 (database down) answers the same shape and resolves too. */
  health: async (): Promise<HealthResponse> => {
    const response = await api.get('health/', { throwHttpErrors: false });
    if (response.status === 200 || response.status === 503) return (await response.json()) as HealthResponse;
    throw await apiErrorFromResponse(response);
  },
};

export const health = systemApi.health;
