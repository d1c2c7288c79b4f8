// Failures of the order page → texts (spec 000 §8 order fetch and the moves), through shared-api's errorText.
import { errorText, isApiError } from '@sefaresh/shared-api';
import { ORDER_MESSAGES as T } from './messages';

/** A failed order load that is neither 404, 403 nor 401: 'خطا در بارگذاری سفارش: …', a time-out on its own. */
export function loadFailureText(error: unknown): string {
  const text = errorText(error, {
    fallback: (api) => api?.message ?? (error instanceof Error ? error.message : ''),
  });
  return isApiError(error) && error.kind === 'timeout' ? text : T.loadFailed(text);
}

/** The text of a failed action: the server's own error, else the fallback. */
export function actionError(error: unknown, fallback: string): string {
  return errorText(error, { fallback });
}
