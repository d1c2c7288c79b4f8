import { isApiError } from '@sefaresh/shared-api';
import { COMPLETE_PROFILE_MESSAGES as T } from './messages';

/** The server's own `error` text, when its answer carried one (not the client's fallback). */
function serverText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const text = (body as Record<string, unknown>).error;
  return typeof text === 'string' && text.trim() ? text : null;
}

/** Spec 002 §8: the server's text; else 400 → the information is invalid; else a generic failure. */
export function completeProfileErrorMessage(error: unknown): string {
  const text = serverText(error);
  if (text) return text;
  if (isApiError(error) && error.status === 400) return T.badInput;
  return T.failed;
}

/** The server's per-field messages (400 details) for the page's fields. */
export function completeProfileFieldErrors(error: unknown): { phone?: string; company_name?: string } {
  if (!isApiError(error)) return {};
  const out: { phone?: string; company_name?: string } = {};
  const phone = error.fieldError('phone');
  const company = error.fieldError('company_name');
  if (phone) out.phone = phone;
  if (company) out.company_name = company;
  return out;
}
