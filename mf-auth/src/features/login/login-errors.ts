import { isApiError, serverErrorText } from '@sefaresh/shared-api';
import { LOGIN_MESSAGES as T } from './messages';


/** Spec 000 §8, login: the server's text; else 401 → wrong email or password; else a generic failure. */
export function loginErrorMessage(error: unknown): string {
  const text = serverErrorText(error);
  if (text) return text;
  if (isApiError(error) && error.status === 401) return T.wrongCredentials;
  return T.loginFailed;
}
