import { isApiError } from '@sefaresh/shared-api';

/** A 401 that reached the caller: the shared client already tried a refresh, cleared the session and left. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
