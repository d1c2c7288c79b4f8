import { serverErrorText } from '@sefaresh/shared-api';

/** Spec 000 §8, password recovery: the server's text, or the step's own fallback. */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  return serverErrorText(error) ?? fallback;
}

