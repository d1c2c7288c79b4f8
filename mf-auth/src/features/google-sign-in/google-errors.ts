import { errorText } from '@sefaresh/shared-api';
import { GOOGLE_MESSAGES as T } from './messages';

/** The server's own `error` text (401/403/404/503 carry one), else the generic Google failure. */
export function googleErrorMessage(error: unknown): string {
  return errorText(error, { fallback: T.failed, byStatus: { 0: T.failed, 408: T.failed } });
}
