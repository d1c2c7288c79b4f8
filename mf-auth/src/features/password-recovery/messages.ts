// Every text the password-recovery view shows. Validation and shared error texts come from the rules module
// (the server answers with the same texts); the rest is this view's own wording.
import { MESSAGES, OTP_LENGTH } from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '@sefaresh/shared-ui';

export const RECOVERY_MESSAGES = Object.freeze({
  heading: 'بازیابی رمز عبور',
  stepsLabel: 'مراحل بازیابی رمز عبور',
  // the three steps (spec 000 §2)
  stepRequest: 'درخواست کد',
  stepVerify: 'تأیید کد',
  stepReset: 'تغییر رمز عبور',
  // step 1
  requestHint: 'ایمیل حساب کاربری خود را وارد کنید تا کد بازیابی برایتان ارسال شود.',
  emailLabel: 'ایمیل',
  emailPlaceholder: 'example@company.com',
  sendCode: 'ارسال کد بازیابی',
  codeSent: 'کد بازیابی به ایمیل و شماره موبایل شما ارسال شد',
  // step 2
  verifyHint: (email: string) =>
    `کد ${toPersianDigits(OTP_LENGTH)} رقمی ارسال‌شده برای ${email} را وارد کنید.`,
  otpLabel: 'کد بازیابی',
  otpPlaceholder: toPersianDigits('-'.repeat(OTP_LENGTH)),
  verifyCode: 'تأیید کد',
  resendCode: 'ارسال دوباره کد',
  /** The resend button while the minute between codes runs: 'ارسال دوباره کد (۰:۴۵)'. */
  resendIn: (seconds: number) =>
    `ارسال دوباره کد (${toPersianDigits(Math.floor(seconds / 60))}:${toPersianDigits(String(seconds % 60).padStart(2, '0'))})`,
  changeEmail: 'تغییر ایمیل',
  codeVerified: 'کد تأیید شد، رمز عبور جدید را وارد کنید',
  // step 3
  newPasswordLabel: 'رمز عبور جدید',
  newPasswordPlaceholder: 'دست‌کم ۸ کاراکتر، شامل حرف انگلیسی و رقم',
  confirmPasswordLabel: 'تکرار رمز عبور جدید',
  confirmPasswordPlaceholder: 'رمز عبور جدید را دوباره وارد کنید',
  changePassword: 'تغییر رمز عبور',
  passwordChanged: 'رمز عبور تغییر کرد، اکنون می‌توانید وارد شوید',
  backToLogin: 'بازگشت به ورود',
  // validation (spec 000 §5)
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  otpRequired: MESSAGES.otpRequired,
  otpLength: MESSAGES.otpLength,
  passwordRequired: MESSAGES.passwordRequired,
  passwordsMismatch: MESSAGES.passwordsMismatch,
  // fallbacks of spec 000 §8 when the server sent no text
  requestFailed: MESSAGES.recoverySendFailed,
  verifyFailed: MESSAGES.otpWrongOrExpired,
  completeFailed: MESSAGES.passwordChangeFailed,
});
