// Start-up (spec 002 §7, §8): the remote registry, the CSRF cookie and the stored session's check, all three sent
// at once. The first render does not wait for them: the landing and sign-in pages show at once, and only the
// guarded areas wait for the session check (useSessionCheck), an area's load for the registry (federation-loader).
import { create } from 'zustand';
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
  // The sign-in page is on screen while the check runs: a session begun there meanwhile is not this one.
  const unchanged = () => useAuthStore.getState().accessToken === accessToken;
  try {
    await sessionApi.verify({ token: accessToken });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      try {
        const tokens = await sessionApi.refresh({ refresh: refreshToken });
        if (tokens && typeof tokens.access === 'string') {
          if (unchanged())
            useAuthStore
              .getState()
              .setTokens({ access: tokens.access, refresh: tokens.refresh ?? refreshToken });
          return true;
        }
      } catch {
        // fall through: clear
      }
    }
    if (!unchanged()) return true;
    console.warn('[shell] stored session rejected at start-up; signing out', error);
    useAuthStore.getState().clear();
    return false;
  }
}

/** Whether the start-up check of a stored session has answered. Guarded areas wait for it; nothing else does. */
export const useSessionCheck = create<{ checked: boolean }>(() => ({ checked: true }));

export interface StartUpCalls {
  initRemotes: () => Promise<void>;
  csrf?: () => Promise<unknown>;
  sessionApi?: SessionApi;
}

/**
 * Sends the three start-up calls at once and returns without waiting for any of them; `session` resolves with
 * whether a stored session remains. While it is pending, useSessionCheck says so (only when a session is stored).
 */
export function startUp(calls: StartUpCalls) {
  const { accessToken, refreshToken, user } = useAuthStore.getState();
  if (accessToken && refreshToken && user) useSessionCheck.setState({ checked: false });
  const remotes = calls.initRemotes();
  const csrf = fetchCsrf(calls.csrf);
  const session = verifyStoredSession(calls.sessionApi).finally(() =>
    useSessionCheck.setState({ checked: true }),
  );
  return { remotes, csrf, session };
}
