// The account and general rules of the forms and the server: email, name and password rules, the one-time codes,
// the receipt upload limits, and the Persian messages of registration, sign-in, recovery, the order form and HTTP.
import { CUSTOMER_INFO_MESSAGES } from './customer-info';
import { toPersianDigits } from './digits';
import { HTTP_ERROR_TEXTS } from './http-errors';
import { LEGAL_ID_LENGTH, NATIONAL_CODE_MIN } from './identity';
import { PHONE_MESSAGES } from './phone';

/** Something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const COMPANY_MAX = 100;
export const PASSWORD_MIN = 8;

/**
 * National id of an official invoice: a person's 10-digit national code (8 or 9 digits read with leading zeros) or
 * a company's 11-digit national ID, each with its check digit (identity.ts). Both forms take up to 11 digits.
 */
export const NATIONAL_ID_MIN = NATIONAL_CODE_MIN;
export const NATIONAL_ID_MAX = LEGAL_ID_LENGTH;
export const OTP_LENGTH = 6;
/** A new recovery code at most once a minute per account: the server's limit and the form's countdown. */
export const OTP_RESEND_INTERVAL_MS = 60_000;
export const OTP_PATTERN = /^\d{6}$/;
/** A one-time code (password recovery, a quote's acceptance code) holds this long and takes this many wrong tries. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_WRONG_TRIES = 5;
export const DIGITS_ONLY_PATTERN = /^\d+$/;

export const RECEIPT_UPLOAD = Object.freeze({
  maxFiles: 10,
  maxBytes: 15 * 1024 * 1024,
  extensions: Object.freeze(['jpeg', 'jpg', 'png', 'gif', 'webp', 'pdf'] as const),
  types: Object.freeze(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const),
});

/** What a file input offers for a receipt or a cheque picture (extensions and MIME types). */
export const RECEIPT_ACCEPT = [
  ...RECEIPT_UPLOAD.extensions.map((e) => `.${e}`),
  ...RECEIPT_UPLOAD.types,
].join(',');

export const EMAIL_TAKEN_ERROR = 'کاربری با این ایمیل از قبل وجود دارد';

/** Numbers inside the Persian messages are written with Persian digits. */
const fa = toPersianDigits;

export const MESSAGES = Object.freeze({
  // registration
  emailRequired: 'وارد کردن ایمیل الزامی است',
  emailInvalid: 'فرمت ایمیل نامعتبر است',
  emailTaken: EMAIL_TAKEN_ERROR,
  nameRequired: 'نام و نام خانوادگی الزامی است',
  nameTooShort: `نام باید دست‌کم ${fa(NAME_MIN)} کاراکتر باشد`,
  nameTooLong: `نام نباید بیش از ${fa(NAME_MAX)} کاراکتر باشد`,
  passwordRequired: 'وارد کردن رمز عبور الزامی است',
  passwordTooShort: `رمز عبور باید دست‌کم ${fa(PASSWORD_MIN)} کاراکتر باشد`,
  passwordNeedsLetter: 'رمز عبور باید دست‌کم یک حرف انگلیسی داشته باشد',
  passwordNeedsDigit: 'رمز عبور باید دست‌کم یک رقم داشته باشد',
  passwordPublished: 'این رمز عبور در راهنمای نسخه نمایشی منتشر شده است؛ رمز دیگری انتخاب کنید',
  passwordIsEmail: 'رمز عبور نباید همان ایمیل شما باشد',
  phoneRequired: PHONE_MESSAGES.phoneRequired,
  companyTooLong: `نام شرکت نباید بیش از ${fa(COMPANY_MAX)} کاراکتر باشد`,
  fixFormErrors: 'لطفاً خطاهای فرم را برطرف کنید',
  registerSuccess: 'ثبت‌نام با موفقیت انجام شد و وارد حساب خود شدید',
  validationErrorsPrefix: 'خطاهای اعتبارسنجی: ',
  badInput: HTTP_ERROR_TEXTS[400],
  serverError: HTTP_ERROR_TEXTS[500],
  connectionError: 'خطا در اتصال، لطفاً اینترنت خود را بررسی کنید',
  registerFailed: 'خطا در ثبت‌نام، لطفاً دوباره تلاش کنید',
  // login
  loginWrongCredentials: 'ایمیل یا رمز عبور اشتباه است',
  loginInactive: 'حساب کاربری شما غیرفعال است',
  loginFailed: 'خطا در ورود، لطفاً دوباره تلاش کنید',
  sessionExpired: 'نشست شما به پایان رسیده است. لطفاً دوباره وارد شوید',
  loginAgain: 'لطفاً دوباره وارد شوید',
  // password recovery and change
  otpLength: `کد بازیابی باید ${fa(OTP_LENGTH)} رقم باشد`,
  otpRequired: 'وارد کردن کد بازیابی الزامی است',
  otpWrongOrExpired: 'کد وارد شده اشتباه است یا منقضی شده است',
  // the code that signs the acceptance of a quote (ACCEPTANCE_CODE)
  acceptanceCodeLength: `کد تأیید باید ${fa(OTP_LENGTH)} رقم باشد`,
  passwordsMismatch: 'رمزهای عبور وارد شده یکسان نیستند',
  newPasswordsMismatch: 'رمزهای عبور جدید یکسان نیستند',
  currentPasswordRequired: 'وارد کردن رمز عبور فعلی الزامی است',
  recoverySendFailed: 'خطا در ارسال کد بازیابی، لطفاً دوباره تلاش کنید',
  passwordChangeFailed: 'خطا در تغییر رمز عبور، لطفاً دوباره تلاش کنید',
  passwordChangeCheckCurrent: 'خطایی رخ داد؛ لطفاً رمز عبور فعلی خود را بررسی کنید',
  // order form and invoice info
  required: 'این فیلد الزامی است',
  atLeastOneProduct: 'لطفاً دست‌کم یک محصول به سفارش اضافه کنید',
  productNotFound: 'محصول پیدا نشد',
  quantityMin: 'تعداد باید دست‌کم ۱ باشد',
  ...CUSTOMER_INFO_MESSAGES,
  // receipt upload
  receiptRequired: 'لطفاً دست‌کم یک فایل انتخاب کنید',
  receiptTooLarge: 'حجم فایل نباید بیش از ۱۵ مگابایت باشد',
  receiptEmpty: 'فایل خالی قابل بارگذاری نیست',
  receiptTooMany: `حداکثر ${fa(RECEIPT_UPLOAD.maxFiles)} فایل در هر بار قابل بارگذاری است`,
  receiptBadType: 'فرمت فایل نامعتبر است (فقط JPG، PNG، GIF، WEBP و PDF)',
  receiptTotalTooLarge: 'حجم کل فایل‌ها بیش از حد مجاز است',
  // general http
  forbidden: HTTP_ERROR_TEXTS[403],
  orderNotFound: 'سفارش پیدا نشد',
  orderForbidden: 'به این سفارش دسترسی ندارید',
  requestTimeout: HTTP_ERROR_TEXTS[408],
});

/** What the password lacks, in Persian; empty when it is valid. */
/** The demo accounts' password, printed in the README: every demo account has it, so no real one may. */
export const PUBLISHED_DEMO_PASSWORD = 'Sefaresh1404';

/** The password rules; `email`, where known, is the account's (a password equal to it is refused). */
export function passwordProblems(
  pw: string | null | undefined,
  { email }: { email?: string | null } = {},
): string[] {
  const value = pw ?? '';
  if (value.length === 0) return [MESSAGES.passwordRequired];
  if (value.toLowerCase() === PUBLISHED_DEMO_PASSWORD.toLowerCase()) return [MESSAGES.passwordPublished];
  if (email && value.trim().toLowerCase() === email.trim().toLowerCase()) return [MESSAGES.passwordIsEmail];
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN) problems.push(MESSAGES.passwordTooShort);
  if (!/[A-Za-z]/.test(value)) problems.push(MESSAGES.passwordNeedsLetter);
  if (!/[0-9\u06f0-\u06f9\u0660-\u0669]/.test(value)) problems.push(MESSAGES.passwordNeedsDigit);
  return problems;
}

/** Email rule of registration; a Persian message or null. */
export function emailProblem(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  if (!value) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.emailInvalid;
  return null;
}

/** Name rule of registration; a Persian message or null. */
export function nameProblem(name: string | null | undefined): string | null {
  const value = (name ?? '').trim();
  if (!value) return MESSAGES.nameRequired;
  if (value.length < NAME_MIN) return MESSAGES.nameTooShort;
  if (value.length > NAME_MAX) return MESSAGES.nameTooLong;
  return null;
}
