// An upload failure → the texts to show (spec 000 §8 receipt upload).
import { isApiError, serverErrorText } from '@sefaresh/shared-api';
import { RECEIPT_UPLOAD_MESSAGES as T } from './messages';

export interface UploadFailure {
  text: string;
  details: string[];
}

export function uploadFailure(error: unknown): UploadFailure {
  if (!isApiError(error)) return { text: T.connection, details: [] };
  const server = serverErrorText(error);
  if (error.kind === 'network' || error.kind === 'timeout' || error.status === 0)
    return { text: T.connection, details: [] };
  switch (error.status) {
    case 413:
      return { text: T.totalTooLarge, details: [] };
    case 400:
      return { text: server ?? T.badFile, details: Object.values(error.fieldErrors).flat() };
    case 401:
      return { text: T.loginAgain, details: [] };
    case 403:
      return { text: T.forbidden, details: [] };
    case 404:
      return { text: T.orderNotFound, details: [] };
    default:
      return { text: T.withStatus(server ?? error.message, error.status), details: [] };
  }
}
