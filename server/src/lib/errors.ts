// Typed errors thrown by services and routes; the one error handler (plugins/error-handler.ts) turns them
// into the envelope `{error, details?}`.
import { HTTP_ERROR_TEXTS, MESSAGES } from '@sefaresh/shared-api/rules';

export type FieldErrors = Record<string, string[]>;

/** Persian texts of the server that the shared rules module does not carry. */
export const SERVER_MESSAGES = {
  notFound: HTTP_ERROR_TEXTS[404],
  unauthorized: HTTP_ERROR_TEXTS[401],
  invalidToken: 'توکن نامعتبر است یا منقضی شده است',
  forbidden: MESSAGES.forbidden,
  /** Only super admins create or change users, dealers and admins, change rates and pay commissions. */
  superuserOnly: 'فقط مدیر ارشد اجازه این کار را دارد',
  conflict: HTTP_ERROR_TEXTS[409],
  payloadTooLarge: HTTP_ERROR_TEXTS[413],
  tooManyRequests: HTTP_ERROR_TEXTS[429],
  tooManyOrders: 'تعداد سفارش‌های ثبت‌شده در یک ساعت بیش از حد مجاز است. لطفاً بعداً دوباره تلاش کنید',
  controlCharacters: 'این فیلد نباید نویسه‌های کنترلی داشته باشد',
  tooManyLoginFailures: 'تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است. لطفاً چند دقیقه بعد دوباره تلاش کنید',
  badRequest: MESSAGES.badInput,
  invalidJson: 'بدنه درخواست JSON معتبر نیست',
  unsupportedMediaType: HTTP_ERROR_TEXTS[415],
  methodNotAllowed: HTTP_ERROR_TEXTS[405],
  serverError: MESSAGES.serverError,
  databaseUnavailable: HTTP_ERROR_TEXTS[503],
  /** A replica that is stopping refuses what it cannot finish (a new event stream): the client tries again. */
  replicaStopping: HTTP_ERROR_TEXTS[503],
  /** The file store failed (a full or read-only disk, S3 unreachable): the server's fault, not the upload's. */
  storageUnavailable:
    'ذخیره‌سازی فایل‌ها لحظه‌ای در دسترس نیست؛ مشکل از سامانه است، لطفاً چند دقیقه دیگر دوباره تلاش کنید',
  validation: MESSAGES.fixFormErrors,
  required: MESSAGES.required,
  invalidValue: 'مقدار وارد شده نامعتبر است',
  invalidType: 'نوع مقدار وارد شده نامعتبر است',
  tooShort: (n: number) => `این فیلد باید دست‌کم ${n} کاراکتر باشد`,
  tooLong: (n: number) => `این فیلد نباید بیش از ${n} کاراکتر باشد`,
  tooSmall: (n: number) => `مقدار باید دست‌کم ${n} باشد`,
  tooLarge: (n: number) => `مقدار نباید بیش از ${n} باشد`,
  unknownField: 'این فیلد مجاز نیست',
  registerSuccess: MESSAGES.registerSuccess,
} as const;

export class HttpError extends Error {
  /** Sent as Retry-After (seconds); a 429 without one says 60. */
  retryAfterSeconds?: number;

  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: FieldErrors) => new HttpError(400, message, details);
/** 400 with per-field messages; the top-level text is "please fix the form errors". */
export const validationFailed = (details: FieldErrors, message: string = SERVER_MESSAGES.validation) =>
  new HttpError(400, message, details);
export const unauthorized = (message: string = SERVER_MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = SERVER_MESSAGES.conflict) => new HttpError(409, message);
/** 429; every 429 carries Retry-After (seconds until the limit lets the caller in again). */
export const tooManyRequests = (
  message: string = SERVER_MESSAGES.tooManyRequests,
  retryAfterSeconds = 60,
) => {
  const error = new HttpError(429, message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
};
