import { isApiError } from '@sefaresh/shared-api';
import { GOOGLE_MESSAGES as T } from './messages';

/** The server's own `error` text (401/403/404/503 carry one), else the generic Google failure. */
export function googleErrorMessage(error: unknown): string {
  if (isApiError(error) && error.body && typeof error.body === 'object') {
    const text = (error.body as Record<string, unknown>).error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return T.failed;
}
