// Every text the login page shows. Validation and server-error texts come from the shared rules module,
// so the form and the server speak with one voice; the rest is this page's own wording.
import { MESSAGES } from '@sefaresh/shared-api/rules';

export const LOGIN_MESSAGES = Object.freeze({
  title: 'سامانه ثبت سفارش',
  subtitle: 'خوش آمدید! برای ثبت و پیگیری سفارش‌های عمده، وارد حساب کاربری خود شوید.',
  emailLabel: 'ایمیل',
  emailPlaceholder: 'example@company.com',
  passwordLabel: 'رمز عبور',
  passwordPlaceholder: 'رمز عبور خود را وارد کنید',
  forgotPassword: 'رمز عبور را فراموش کرده‌اید؟',
  submit: 'ورود',
  noAccount: 'حساب کاربری ندارید؟',
  register: 'ثبت‌نام',
  // validation
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  passwordRequired: MESSAGES.passwordRequired,
  // errors of spec 000 §8 (login)
  wrongCredentials: MESSAGES.loginWrongCredentials,
  loginFailed: MESSAGES.loginFailed,
});
