// Failures → texts: the order load (not found, session, other) and an action's message.
import { isApiError, serverErrorText } from '@sefaresh/shared-api';

export type LoadFailure = { kind: 'not-found' } | { kind: 'session' } | { kind: 'other'; text: string };

export function loadFailure(error: unknown): LoadFailure {
  if (isApiError(error)) {
    if (error.status === 404) return { kind: 'not-found' };
    if (error.status === 401) return { kind: 'session' };
    return { kind: 'other', text: serverErrorText(error) ?? error.message };
  }
  return { kind: 'other', text: error instanceof Error ? error.message : '' };
}

/** The server's error text, else (when asked) the first of its field details, else the fallback. */
export function actionError(error: unknown, fallback: string, withDetails = false): string {
  const server = serverErrorText(error);
  if (server) return server;
  if (withDetails && isApiError(error)) {
    const first = Object.values(error.fieldErrors).find((list) => list.length)?.[0];
    if (first) return first;
  }
  return fallback;
}
