// A 401 that reaches a page means the shared client's refresh failed: the shell shows the expired-session notice
// and goes to /login, so a page shows nothing of its own for it.
import { isApiError } from '@sefaresh/shared-api';

export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
