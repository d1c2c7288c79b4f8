// An order-load failure → what the page shows (spec 000 §8 order fetch).
import { isApiError, serverErrorText } from '@sefaresh/shared-api';
import { ORDER_MESSAGES as T } from './messages';

export type LoadFailure =
  { kind: 'not-found' } | { kind: 'forbidden' } | { kind: 'session' } | { kind: 'other'; text: string };

export function loadFailure(error: unknown): LoadFailure {
  if (!isApiError(error))
    return { kind: 'other', text: T.loadFailed(error instanceof Error ? error.message : '') };
  if (error.kind === 'timeout') return { kind: 'other', text: T.timeout };
  if (error.kind === 'network') return { kind: 'other', text: T.loadFailed(T.connection) };
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 403) return { kind: 'forbidden' };
  if (error.status === 401) return { kind: 'session' };
  return { kind: 'other', text: T.loadFailed(serverErrorText(error) ?? error.message) };
}

/** The text of a failed action: the server's own error, else the fallback. */
export function actionError(error: unknown, fallback: string): string {
  return serverErrorText(error) ?? fallback;
}
