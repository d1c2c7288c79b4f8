// Every text the registration page shows. Validation and server-error texts come from the shared rules module
// (the server answers with the same texts); the rest is this page's own wording.
import { MESSAGES } from '@sefaresh/shared-api/rules';

export const REGISTER_MESSAGES = Object.freeze({
  title: 'ایجاد حساب کاربری',
  subtitle: 'برای ثبت سفارش عمده، اطلاعات خود را وارد کنید.',
  emailLabel: 'ایمیل',
  emailPlaceholder: 'example@company.com',
  nameLabel: 'نام و نام خانوادگی',
  namePlaceholder: 'مثلاً علی محمدی',
  passwordLabel: 'رمز عبور',
  passwordPlaceholder: 'دست‌کم ۸ کاراکتر، شامل حرف انگلیسی و رقم',
  phoneLabel: 'شماره موبایل',
  phonePlaceholder: '09123456789',
  companyLabel: 'نام شرکت (اختیاری)',
  companyPlaceholder: 'نام شرکت یا فروشگاه',
  passwordValid: 'رمز عبور معتبر است',
  phoneValid: 'شماره موبایل معتبر است',
  submit: 'ثبت‌نام',
  // the greeting after a successful registration (spec 000 §2)
  welcomeTitle: (name: string) => `${name} عزیز، خوش آمدید!`,
  welcomeBody: MESSAGES.registerSuccess,
  welcomeOk: 'رفتن به داشبورد',
  haveAccount: 'حساب کاربری دارید؟',
  signIn: 'ورود',
  // a taken email: one wording (the server's), and the two ways on
  emailTaken: MESSAGES.emailTaken,
  emailTakenHelp: 'اگر این ایمیل مال شماست، با آن وارد شوید یا رمز عبور را بازیابی کنید.',
  signInWithEmail: 'ورود با این ایمیل',
  recoverPassword: 'بازیابی رمز عبور',
  // form-level errors (spec 000 §5 and §8)
  fixFormErrors: MESSAGES.fixFormErrors,
  validationErrorsPrefix: MESSAGES.validationErrorsPrefix,
  badInput: MESSAGES.badInput,
  serverError: MESSAGES.serverError,
  connectionError: MESSAGES.connectionError,
  registerFailed: MESSAGES.registerFailed,
  companyTooLong: MESSAGES.companyTooLong,
});
