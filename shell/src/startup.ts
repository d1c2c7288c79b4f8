// Start-up (spec 002 §7, §8): CSRF cookie, and the stored session checked before the first render.
import { authApi, isApiError, useAuthStore } from '@sefaresh/shared-api';

export interface SessionApi {
  verify: (body: { token: string }) => Promise<unknown>;
  refresh: (body: { refresh: string }) => Promise<{ access: string; refresh?: string }>;
}

const defaultSessionApi: SessionApi = {
  verify: (body) => authApi.verify(body),
  refresh: (body) => authApi.refresh(body),
};

/** GET the CSRF cookie. A failure is only logged (spec 002 §8). */
export async function fetchCsrf(csrf: () => Promise<unknown> = () => authApi.csrf()): Promise<void> {
  try {
    await csrf();
  } catch (error) {
    console.warn('[shell] CSRF fetch failed', error);
  }
}

/**
 * When the access token, the refresh token and the user are all stored, POST auth/token/verify/ {token}.
 * If the check fails the stored tokens and user are cleared (spec 002 §8). One exception, so that a user whose
 * short-lived access token merely expired is not signed out on every reload: a 401 with a refresh token
 * still valid keeps the session with the renewed pair.
 * Resolves with whether a session remains.
 */
export async function verifyStoredSession(sessionApi: SessionApi = defaultSessionApi): Promise<boolean> {
  const { accessToken, refreshToken, user } = useAuthStore.getState();
  if (!accessToken || !refreshToken || !user) {
    // A partial session is no session.
    if (accessToken || refreshToken || user) useAuthStore.getState().clear();
    return false;
  }
  try {
    await sessionApi.verify({ token: accessToken });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      try {
        const tokens = await sessionApi.refresh({ refresh: refreshToken });
        if (tokens && typeof tokens.access === 'string') {
          useAuthStore
            .getState()
            .setTokens({ access: tokens.access, refresh: tokens.refresh ?? refreshToken });
          return true;
        }
      } catch {
        // fall through: clear
      }
    }
    console.warn('[shell] stored session rejected at start-up; signing out', error);
    useAuthStore.getState().clear();
    return false;
  }
}
