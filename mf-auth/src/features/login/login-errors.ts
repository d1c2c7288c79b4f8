import { errorText } from '@sefaresh/shared-api';
import { LOGIN_MESSAGES as T } from './messages';

/** Spec 000 §8, login: the server's text; else 401 → wrong email or password; else a generic failure. */
export function loginErrorMessage(error: unknown): string {
  return errorText(error, {
    fallback: T.loginFailed,
    // no answer at all (connection, time-out) keeps the generic sign-in failure
    byStatus: { 401: T.wrongCredentials, 0: T.loginFailed, 408: T.loginFailed },
  });
}
