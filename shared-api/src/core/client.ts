// One HTTP client for the whole product: ky with prefix /api/, the Bearer token from the auth store,
// one shared token refresh on 401 and a single retry, and ApiError for every failure.
import ky, {
  HTTPError,
  TimeoutError,
  type Input,
  type KyInstance,
  type Options,
  type ResponsePromise,
} from 'ky';
import { useAuthStore } from './auth-store';
import { ApiError, toApiError } from './errors';
import { MESSAGES } from '../rules';

export interface ApiConfig {
  /** Where the API lives: '/api/' (default), or an absolute URL for tests and standalone dev servers. */
  baseUrl: string;
  /** Called after a failed refresh has cleared the store. Default: `window.location.assign('/login')`. */
  onSessionExpired: () => void;
  /** Default time-out of a request in milliseconds (ky's default is 10 s; spec's order fetch passes 15 s). */
  timeout: number;
}

const REFRESH_PATH = 'auth/token/refresh/';
/** Auth endpoints whose 401 means "wrong credentials" rather than "token expired". */
const NO_REFRESH = [
  /\/auth\/login\/?$/,
  /\/auth\/register\/?$/,
  /\/auth\/token\/refresh\/?$/,
  /\/auth\/token\/verify\/?$/,
  /\/auth\/password-reset\//,
  /\/auth\/google\/?$/,
];

function defaultSessionExpired() {
  if (typeof window !== 'undefined' && window.location) window.location.assign('/login');
}

const config: ApiConfig = { baseUrl: '/api/', onSessionExpired: defaultSessionExpired, timeout: 10_000 };

/** Changes where and how the client talks to the API; recreates the ky instance. */
export function configureApi(options: Partial<ApiConfig>): void {
  if (options.baseUrl !== undefined)
    config.baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  if (options.onSessionExpired !== undefined) config.onSessionExpired = options.onSessionExpired;
  if (options.timeout !== undefined) config.timeout = options.timeout;
  instance = build();
}

export function getApiConfig(): Readonly<ApiConfig> {
  return { ...config };
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

class SessionEnded extends Error {}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one call.
 * Resolves with the new access token, or null when the session cannot be renewed
 * (then the store is cleared and onSessionExpired has run). Rejects with ApiError when the server
 * could not be reached or failed (5xx, time-out): the session is kept, only that request fails.
 */
export function refreshSession(): Promise<string | null> {
  if (refreshing) return refreshing;
  refreshing = (async () => {
    const refreshToken = useAuthStore.getState().refreshToken;
    try {
      if (!refreshToken) throw new SessionEnded();
      const tokens = await ky
        .post(REFRESH_PATH, {
          prefixUrl: config.baseUrl,
          json: { refresh: refreshToken },
          timeout: config.timeout,
          retry: 0,
        })
        .json<{ access: string; refresh?: string }>();
      if (!tokens || typeof tokens.access !== 'string') throw new SessionEnded();
      // A logout while the refresh was in flight wins.
      if (useAuthStore.getState().refreshToken !== refreshToken) return null;
      useAuthStore.getState().setTokens({ access: tokens.access, refresh: tokens.refresh ?? refreshToken });
      return tokens.access;
    } catch (error) {
      // The server could not be reached or broke: keep the session, fail this request only.
      if (
        error instanceof TimeoutError ||
        (error instanceof HTTPError && error.response.status >= 500) ||
        (!(error instanceof HTTPError) && !(error instanceof SessionEnded))
      ) {
        throw await toApiError(error);
      }
      useAuthStore.getState().clear();
      try {
        config.onSessionExpired();
      } catch {
        // a broken handler must not hide the original failure
      }
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function build(): KyInstance {
  const base = ky.create({
    prefixUrl: config.baseUrl,
    timeout: config.timeout,
    retry: 0,
    credentials: 'same-origin',
    hooks: {
      beforeRequest: [
        (request) => {
          const token = useAuthStore.getState().accessToken;
          if (token && !request.headers.has('authorization'))
            request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });
  return base.extend({
    hooks: {
      afterResponse: [
        async (request, options, response) => {
          if (response.status !== 401) return;
          const token = await tokenAfter401(request.url, bearerOf(request));
          if (!token) return;
          request.headers.set('authorization', `Bearer ${token}`);
          // The retry goes through the base instance: no second refresh, errors surface as they are.
          return base(request, { timeout: (options as Options).timeout, throwHttpErrors: false });
        },
      ],
    },
  });
}

/**
 * After a 401 to `url`, sent with the access token `sentToken`: the token to send it again with, once; null when
 * the 401 stands (a sign-in call's wrong credentials, nobody signed in). Rejects with ApiError: 401 when the
 * session could not be renewed (the store is cleared, onSessionExpired has run), the refresh's own failure when
 * the server could not be reached. Every transport of the client (ky, the upload's XMLHttpRequest) goes through it.
 */
export async function tokenAfter401(url: string, sentToken: string | null): Promise<string | null> {
  if (NO_REFRESH.some((re) => re.test(new URL(url, 'http://localhost').pathname))) return null;
  const current = useAuthStore.getState();
  if (!sentToken && !current.accessToken) return null; // nobody was signed in: nothing to renew
  // Another request already renewed the token since this one was sent: just retry.
  const token =
    sentToken && current.accessToken && current.accessToken !== sentToken
      ? current.accessToken
      : await refreshSession();
  if (!token) throw new ApiError(401, MESSAGES.sessionExpired, {}, 'http');
  return token;
}

let instance: KyInstance = build();

/** Makes a ky ResponsePromise reject with ApiError, in `await` and in its body shortcuts alike. */
function mapErrors<T>(promise: ResponsePromise<T>): ResponsePromise<T> {
  // One ApiError per request, however many ways the caller reads it (the body can be read once).
  let mappedError: Promise<ApiError> | null = null;
  const rethrow = async (error: unknown): Promise<never> => {
    mappedError ??= toApiError(error);
    throw await mappedError;
  };
  const mapped = promise.then(undefined, rethrow);
  // Callers often use only a body shortcut (`.json()`); the bare promise must not report an unhandled rejection.
  mapped.catch(() => undefined);
  return Object.assign(mapped, {
    arrayBuffer: () => promise.arrayBuffer().then(undefined, rethrow),
    blob: () => promise.blob().then(undefined, rethrow),
    formData: () => promise.formData().then(undefined, rethrow),
    bytes: () => promise.bytes().then(undefined, rethrow),
    json: <J = T>() => promise.json<J>().then(undefined, rethrow),
    text: () => promise.text().then(undefined, rethrow),
  });
}

/** A request that failed before it was sent: rejects with the ApiError in `await` and every body shortcut. */
function failed(error: ApiError): ResponsePromise<never> {
  const rejected: Promise<never> = Promise.reject(error);
  const fail = () => rejected;
  return Object.assign(rejected, {
    arrayBuffer: fail,
    blob: fail,
    formData: fail,
    bytes: fail,
    json: fail,
    text: fail,
  });
}

export type ApiClient = {
  <T>(url: Input, options?: Options): ResponsePromise<T>;
  get: <T>(url: Input, options?: Options) => ResponsePromise<T>;
  post: <T>(url: Input, options?: Options) => ResponsePromise<T>;
  put: <T>(url: Input, options?: Options) => ResponsePromise<T>;
  patch: <T>(url: Input, options?: Options) => ResponsePromise<T>;
  delete: <T>(url: Input, options?: Options) => ResponsePromise<T>;
  head: (url: Input, options?: Options) => ResponsePromise;
};

function call<T>(method: string | undefined, url: Input, options?: Options): ResponsePromise<T> {
  let promise: ResponsePromise<T>;
  try {
    promise = instance<T>(url, method ? { ...options, method } : options);
  } catch (error) {
    // ky throws synchronously for bad input (a leading slash with prefixUrl)
    return failed(new ApiError(0, error instanceof Error ? error.message : String(error), {}, 'network'));
  }
  return mapErrors(promise);
}

/**
 * The API client. Paths are relative to the API base, without a leading slash: `api.get('orders/').json()`.
 * Rejects with ApiError only.
 */
export const api: ApiClient = Object.assign(
  <T>(url: Input, options?: Options) => call<T>(undefined, url, options),
  {
    get: <T>(url: Input, options?: Options) => call<T>('get', url, options),
    post: <T>(url: Input, options?: Options) => call<T>('post', url, options),
    put: <T>(url: Input, options?: Options) => call<T>('put', url, options),
    patch: <T>(url: Input, options?: Options) => call<T>('patch', url, options),
    delete: <T>(url: Input, options?: Options) => call<T>('delete', url, options),
    head: (url: Input, options?: Options) => call<unknown>('head', url, options),
  },
);

/** A URL under the API base (for downloads through an <a href> or window.open with no auth header). */
export function apiUrl(path: string): string {
  return config.baseUrl + path.replace(/^\//, '');
}

/** Test helper: forget a refresh in flight. */
export function resetApiClientState(): void {
  refreshing = null;
}
