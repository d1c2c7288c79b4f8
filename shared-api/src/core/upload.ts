// Multipart uploads that report their progress. fetch reports upload progress only through request streams, which
// browsers refuse over HTTP/1.1 (Chrome) or at all (Firefox, Safari), so uploads go through XMLHttpRequest. It is
// the same client as `api`: the base URL and Bearer token of the store, one refresh and one retry on a 401
// (tokenAfter401), and ApiError for every failure.
import { useAuthStore } from './auth-store';
import { getApiConfig, tokenAfter401 } from './client';
import {
  ABORTED_ERROR_MESSAGE,
  ApiError,
  apiErrorFromResponse,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  TIMEOUT_STATUS,
} from './errors';

export interface UploadOptions {
  /** 'post' (default), 'put' or 'patch'. */
  method?: 'post' | 'put' | 'patch';
  /** The share of the request's bytes sent so far, 0–1, as they go out (again from 0 on a retry). */
  onProgress?: (fraction: number) => void;
  /** Milliseconds before the request is given up; 0 (default) waits as long as the bytes keep going. */
  timeout?: number;
}

interface Answer {
  status: number;
  text: string;
}

function send(
  url: string,
  method: string,
  body: ArrayBuffer,
  contentType: string,
  token: string | null,
  { onProgress, timeout = 0 }: UploadOptions,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), url);
    xhr.timeout = timeout;
    xhr.setRequestHeader('Content-Type', contentType);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress)
      xhr.upload.addEventListener('progress', (event) =>
        onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : 0),
      );
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE, {}, 'network'));
    xhr.ontimeout = () => reject(new ApiError(TIMEOUT_STATUS, TIMEOUT_ERROR_MESSAGE, {}, 'timeout'));
    xhr.onabort = () => reject(new ApiError(0, ABORTED_ERROR_MESSAGE, {}, 'aborted'));
    xhr.send(body);
  });
}

/** The parsed JSON of a successful answer; undefined for an empty one. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, {}, 'network');
  }
}

/**
 * Sends `form` as multipart to `path` (below the API base, no leading slash) and resolves with the answer's JSON.
 * Rejects with ApiError only.
 */
export async function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const url = getApiConfig().baseUrl + path.replace(/^\//, '');
  const method = options.method ?? 'post';
  // the multipart bytes as the platform's own encoder writes them, so any XMLHttpRequest can send them
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const body = await encoded.arrayBuffer();
  const sentToken = useAuthStore.getState().accessToken;
  let answer = await send(url, method, body, contentType, sentToken, options);
  if (answer.status === 401) {
    const token = await tokenAfter401(url, sentToken);
    if (token) answer = await send(url, method, body, contentType, token, options);
  }
  if (answer.status >= 200 && answer.status < 300) return parseBody(answer.text) as T;
  if (answer.status === 0) throw new ApiError(0, NETWORK_ERROR_MESSAGE, {}, 'network');
  throw await apiErrorFromResponse(new Response(answer.text, { status: answer.status }));
}
