import { HTTPError, TimeoutError } from 'ky';
import { EMAIL_TAKEN_ERROR, MESSAGES, httpErrorText } from '../rules';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/** The one error shape every caller sees: built from the server's `{error, details}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  readonly kind: ApiErrorKind;
  /** The parsed body of an HTTP error, when it was JSON. */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string[]> = {},
    kind: ApiErrorKind = 'http',
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.kind = kind;
    this.body = body;
  }

  /** The first message of a field, for forms. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Registration's taken email (contracts.md): recognised by the rules module's constant. */
export function isEmailTakenError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.message === EMAIL_TAKEN_ERROR || (error.fieldErrors.email ?? []).includes(EMAIL_TAKEN_ERROR))
  );
}

export const NETWORK_ERROR_MESSAGE = MESSAGES.connectionError;
export const TIMEOUT_ERROR_MESSAGE = MESSAGES.requestTimeout;
export const TIMEOUT_STATUS = 408;
export const ABORTED_ERROR_MESSAGE = 'درخواست لغو شد';

/** Persian fallback when the server sent no `error` text: the rules module's text of the status. */
export const defaultMessageFor = (status: number): string => httpErrorText(status);

/** details: {field: string | string[] | nested} → {field: string[]} (nested keys joined with dots). */
export function normalizeFieldErrors(details: unknown, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!details || typeof details !== 'object' || Array.isArray(details)) return out;
  for (const [key, value] of Object.entries(details as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[name] = [value];
    else if (Array.isArray(value)) {
      const texts = value.filter((v): v is string => typeof v === 'string');
      if (texts.length) out[name] = texts;
      value.forEach((v, i) => {
        if (v && typeof v === 'object') Object.assign(out, normalizeFieldErrors(v, `${name}.${i}`));
      });
    } else if (value && typeof value === 'object') Object.assign(out, normalizeFieldErrors(value, name));
  }
  return out;
}

/** Builds an ApiError from a server response (reads its body). */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined; // not JSON (a proxy's HTML 502, a crash page)
  }
  const record =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const serverMessage = typeof record.error === 'string' && record.error.trim() ? record.error : null;
  const fieldErrors = normalizeFieldErrors(record.details);
  return new ApiError(
    response.status,
    serverMessage ?? defaultMessageFor(response.status),
    fieldErrors,
    'http',
    body,
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Anything a request can reject with → ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return apiErrorFromResponse(error.response);
  if (error instanceof TimeoutError)
    return new ApiError(TIMEOUT_STATUS, TIMEOUT_ERROR_MESSAGE, {}, 'timeout');
  if (isAbort(error)) return new ApiError(0, ABORTED_ERROR_MESSAGE, {}, 'aborted');
  return new ApiError(0, NETWORK_ERROR_MESSAGE, {}, 'network');
}

/** The server's own `error` text, when its answer carried one (not the client's fallback message). */
export function serverErrorText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const text = (body as Record<string, unknown>).error;
  return typeof text === 'string' && text.trim() ? text : null;
}

/** The server's per-field messages (400 `details`) for some fields, the first message of each. */
export function fieldErrorsFor<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return out;
  for (const field of fields) {
    const first = error.fieldError(field);
    if (first) out[field] = first;
  }
  return out;
}

export interface ErrorTextOptions {
  /** The text when neither a status text nor the server's own text applies. */
  fallback: string | ((error: ApiError | null) => string);
  /** A text per HTTP status (0: no answer from the server). */
  byStatus?: Partial<Record<number, string>>;
  /**
   * 'server' (default): the server's own `error` text wins over byStatus ("the server error, else …");
   * 'status': byStatus wins, for screens whose spec names a text per status.
   */
  prefer?: 'server' | 'status';
}

/**
 * The one way to turn a failure into the Persian text a screen shows: the server's own text, a text per status,
 * the connection or time-out message for a request that got no answer, else the fallback.
 */
export function errorText(
  error: unknown,
  { fallback, byStatus = {}, prefer = 'server' }: ErrorTextOptions,
): string {
  const api = isApiError(error) ? error : null;
  const statusText = api ? byStatus[api.status] : undefined;
  const server = serverErrorText(error);
  const first = prefer === 'status' ? (statusText ?? server) : (server ?? statusText);
  if (first) return first;
  if (api && (api.kind === 'network' || api.kind === 'timeout')) return api.message;
  return typeof fallback === 'function' ? fallback(api) : fallback;
}
