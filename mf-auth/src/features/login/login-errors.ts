import { isApiError } from '@sefaresh/shared-api';
import { LOGIN_MESSAGES as T } from './messages';

/** The server's own `error` text, when its answer carried one (not the client's fallback). */
function serverText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const text = (body as Record<string, unknown>).error;
  return typeof text === 'string' && text.trim() ? text : null;
}

/** Spec 000 §8, login: the server's text; else 401 → wrong email or password; else a generic failure. */
export function loginErrorMessage(error: unknown): string {
  const text = serverText(error);
  if (text) return text;
  if (isApiError(error) && error.status === 401) return T.wrongCredentials;
  return T.loginFailed;
}
