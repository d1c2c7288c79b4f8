// Failures → texts (spec 001 §8): the server's error, then (assignment) its first field detail, else the fallback.
import { isApiError, serverErrorText } from '@sefaresh/shared-api';
import { DEALER_ASSIGNMENT_TEXTS as T } from './messages';

function firstDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return Object.values(error.fieldErrors).find((list) => list.length)?.[0] ?? null;
}

export const assignError = (error: unknown) => serverErrorText(error) ?? firstDetail(error) ?? T.assignFailed;

export const removeError = (error: unknown) => serverErrorText(error) ?? T.removeFailed;
