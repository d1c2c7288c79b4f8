// Multipart uploads with progress. fetch reports upload progress only through request streams, which browsers
// refuse over HTTP/1.1 (Chrome) or at all (Firefox, Safari), so uploads go through axios' XMLHttpRequest adapter,
// loaded on first use. Same contract as the ky client: Bearer token, one refresh on 401, ApiError on failure.
import {
  useAuthStore,
  getApiConfig,
  refreshSession,
  ApiError,
  defaultMessageFor,
  NETWORK_ERROR_MESSAGE,
  normalizeFieldErrors,
} from '@sefaresh/shared-api/core';

function errorFrom(status: number, body: unknown): ApiError {
  const record =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const text =
    typeof record.error === 'string' && record.error.trim() ? record.error : defaultMessageFor(status);
  return new ApiError(status, text, normalizeFieldErrors(record.details), 'http', body);
}

/** POSTs (or PATCHes) the form to `path` (below the API base); onProgress gets 0–1 as the bytes go out. */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  method: 'post' | 'patch' = 'post',
): Promise<T> {
  const { default: axios } = await import('axios');
  // the multipart bytes as the platform's own encoder writes them, so any XMLHttpRequest can send them
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const bytes = await encoded.arrayBuffer();
  const send = (token: string | null) =>
    axios.request<T>({
      method,
      url: getApiConfig().baseUrl + path,
      data: bytes,
      headers: { 'Content-Type': contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      validateStatus: () => true,
      onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
    });
  let response;
  try {
    response = await send(useAuthStore.getState().accessToken);
    if (response.status === 401 && useAuthStore.getState().refreshToken) {
      const fresh = await refreshSession();
      if (fresh) response = await send(fresh);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, {}, 'network');
  }
  if (response.status >= 200 && response.status < 300) return response.data;
  throw errorFrom(response.status, response.data);
}
