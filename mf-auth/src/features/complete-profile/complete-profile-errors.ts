import { errorText } from '@sefaresh/shared-api';
import { COMPLETE_PROFILE_MESSAGES as T } from './messages';

/** Spec 002 §8: the server's text; else 400 → the information is invalid; else a generic failure. */
export function completeProfileErrorMessage(error: unknown): string {
  return errorText(error, { fallback: T.failed, byStatus: { 400: T.badInput, 0: T.failed, 408: T.failed } });
}
