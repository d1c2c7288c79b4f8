// The text a page shows when its data could not be loaded. A 401 that reaches a page comes after the API client's
// refresh failed: the client has already handed the session to the shell (onSessionExpired), and its error carries
// no server text, so the page says the session ended instead of repeating its generic title.
import { errorText } from '@sefaresh/shared-api';
import { MESSAGES } from '@sefaresh/shared-api/rules';

export function loadErrorText(error: unknown, fallback: string): string {
  return errorText(error, { fallback, byStatus: { 401: MESSAGES.sessionExpired } });
}
