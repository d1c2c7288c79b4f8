import { isApiError } from '@sefaresh/shared-api';

/** The server's own `error` text, when its answer carried one (not the client's fallback). */
function serverText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const text = (body as Record<string, unknown>).error;
  return typeof text === 'string' && text.trim() ? text : null;
}

/** Spec 000 §8, password recovery: the server's text, or the step's own fallback. */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  return serverText(error) ?? fallback;
}

/** The server's per-field messages (400 details) for the fields of a step, first message each. */
export function recoveryFieldErrors<F extends string>(
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
