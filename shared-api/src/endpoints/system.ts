import { api } from '../client';
import type { HealthResponse } from '../types';

export const systemApi = {
  /** GET health/ */
  health: () => api.get('health/').json<HealthResponse>(),
};

export const health = systemApi.health;
