import { errorText } from '@sefaresh/shared-api';

/** Spec 000 §8, password recovery: the server's text, or the step's own fallback. */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  return errorText(error, { fallback, byStatus: { 0: fallback, 408: fallback } });
}
