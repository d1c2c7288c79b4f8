// Every text the complete-profile page shows (spec 002 §2, §5, §8). Validation texts come from the rules module.
import { MESSAGES } from '@sefaresh/shared-api/rules';

export const COMPLETE_PROFILE_MESSAGES = Object.freeze({
  title: 'تکمیل اطلاعات حساب کاربری',
  welcome: (name: string) => (name.trim() ? `${name.trim()} عزیز، خوش آمدید!` : 'خوش آمدید!'),
  subtitle: 'برای ثبت و پیگیری سفارش‌ها، اطلاعات زیر را تکمیل کنید.',
  nameLabel: 'نام و نام خانوادگی',
  emailLabel: 'ایمیل',
  phoneLabel: 'شماره موبایل',
  phonePlaceholder: '09123456789',
  companyLabel: 'نام شرکت (اختیاری)',
  companyPlaceholder: 'نام شرکت یا فروشگاه',
  submit: 'تکمیل اطلاعات',
  later: 'بعداً تکمیل می‌کنم',
  // validation
  companyTooLong: MESSAGES.companyTooLong,
  // errors of spec 002 §8 when the server sent no text
  badInput: 'اطلاعات واردشده نامعتبر است',
  failed: 'خطا در تکمیل اطلاعات، لطفاً دوباره تلاش کنید',
});
