import { isApiError, serverErrorText } from '@sefaresh/shared-api';
import { COMPLETE_PROFILE_MESSAGES as T } from './messages';


/** Spec 002 §8: the server's text; else 400 → the information is invalid; else a generic failure. */
export function completeProfileErrorMessage(error: unknown): string {
  const text = serverErrorText(error);
  if (text) return text;
  if (isApiError(error) && error.status === 400) return T.badInput;
  return T.failed;
}
