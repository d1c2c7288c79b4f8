// Proven contacts (issue 30): an account's email and phone are "verified" once their owner typed back a code sent
// to them. Until then the email is never joined by Google sign-in and the phone receives no order SMS. The forms
// of mf-auth and the profile and the server share these texts.
import { toPersianDigits } from './digits';
import { OTP_LENGTH } from './account';

/** Which contact a verification code proves. */
export type ContactKind = 'email' | 'phone';

export const CONTACT_MESSAGES = Object.freeze({
  codeLabel: 'کد تأیید',
  codeRequired: 'وارد کردن کد تأیید الزامی است',
  codeLength: `کد تأیید باید ${toPersianDigits(OTP_LENGTH)} رقم باشد`,
  emailCodeSent: 'کد تأیید به ایمیل شما فرستاده شد',
  phoneCodeSent: 'کد تأیید با پیامک به تلفن همراه شما فرستاده شد',
  registeredCheckEmail: 'ثبت‌نام انجام شد. کد تأیید به ایمیل شما فرستاده شد؛ آن را وارد کنید',
  emailVerified: 'ایمیل شما تأیید شد',
  phoneVerified: 'تلفن همراه شما تأیید شد',
  alreadyVerified: 'این مورد پیش‌تر تأیید شده است',
  waitBeforeResend: 'کد تازه هر یک دقیقه یک بار فرستاده می‌شود؛ کمی بعد دوباره تلاش کنید',
  noPhone: 'ابتدا شماره تلفن همراه را در پروفایل وارد کنید',
  verified: 'تأییدشده',
  notVerified: 'تأییدنشده',
  verifyAction: 'تأیید',
  resend: 'ارسال دوباره کد',
  sendFailed: 'ارسال کد تأیید انجام نشد؛ لطفاً دوباره تلاش کنید',
  verifyEmailTitle: 'تأیید ایمیل',
  verifyPhoneTitle: 'تأیید تلفن همراه',
  later: 'بعداً',
  /** Why an unverified email matters, shown beside the code form. */
  emailWhy: 'تا ایمیل تأیید نشود، ورود با گوگل به این حساب راه ندارد',
  /** Why an unverified phone matters. */
  phoneWhy: 'تا تلفن همراه تأیید نشود، پیامک سفارش‌ها و کد بازیابی به آن فرستاده نمی‌شود',
  /** Google sign-in never opens a staff or super-admin account. */
  googleStaffRefused: 'ورود با گوگل برای حساب کارکنان ممکن نیست؛ با ایمیل و رمز عبور وارد شوید',
});
