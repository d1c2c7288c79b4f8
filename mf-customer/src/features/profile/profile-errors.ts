import { isApiError } from '@sefaresh/shared-api';

/** The server's own `error` text, when its answer carried one (not the client's fallback). */
export function serverText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const text = (body as Record<string, unknown>).error;
  return typeof text === 'string' && text.trim() ? text : null;
}

/** A 401 that reached the caller: the shared client already tried a refresh, cleared the session and left. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The server's per-field messages for some fields, first message each. */
export function fieldErrorsFor<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return out;
  for (const field of fields) {
    const first = error.fieldError(field);
    if (first) out[field] = first;
  }
  return out;
}
