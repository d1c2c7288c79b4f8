import { api, useAuthStore } from '@sefaresh/shared-api/core';
import type {
  CsrfResponse,
  LoginRequest,
  LoginResponse,
  RefreshRequest,
  RefreshResponse,
  RegisterRequest,
  RegisterResponse,
  VerifyRequest,
  VerifyResponse,
} from '../types';

export const authApi = {
  /** POST auth/login/ → {user, tokens}. Does not touch the store: see `login()`. */
  login: (body: LoginRequest) =>
    api.post('auth/login/', { json: body, credentials: 'include' }).json<LoginResponse>(),
  /** POST auth/register/ → 201 {user: {id, name, email}, message}. */
  register: (body: RegisterRequest) => api.post('auth/register/', { json: body }).json<RegisterResponse>(),
  /** POST auth/token/refresh/ → {access, refresh}. */
  refresh: (body: RefreshRequest) => api.post('auth/token/refresh/', { json: body }).json<RefreshResponse>(),
  /** POST auth/token/verify/ → {}. */
  verify: (body: VerifyRequest) => api.post('auth/token/verify/', { json: body }).json<VerifyResponse>(),
  /** GET csrf/ → {csrfToken} (also set as the csrftoken cookie). */
  csrf: () => api.get('csrf/', { credentials: 'include' }).json<CsrfResponse>(),
};

/**
 * Signs in and stores the session (user + both tokens in the store and localStorage).
 * On failure the stored session is cleared (spec 000 §4) and the ApiError rethrown.
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  try {
    const result = await authApi.login(body);
    useAuthStore.getState().setSession(result.user, result.tokens);
    return result;
  } catch (error) {
    useAuthStore.getState().clear();
    throw error;
  }
}
