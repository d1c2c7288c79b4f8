// Multipart saves with progress, through the core's upload (XMLHttpRequest on the client's token refresh).
import { apiUpload } from '@sefaresh/shared-api/core';

/** POSTs (or PATCHes) the form to `path` (below the API base); onProgress gets 0–1 as the bytes go out. */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  method: 'post' | 'patch' = 'post',
): Promise<T> {
  return apiUpload<T>(path, form, { method, onProgress });
}
