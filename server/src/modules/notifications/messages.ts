// Persian texts of the messages the server sends, and of the staff's failed-notifications calls.
import { toPersianDigits } from '@sefaresh/shared-api/rules';

export const NOTIFICATION_TEXTS = {
  signature: 'سامانه ثبت سفارش',
  passwordResetSubject: 'کد بازیابی رمز عبور — سامانه ثبت سفارش',
  passwordResetSms: (code: string) => `کد بازیابی رمز عبور شما: ${code} — سامانه ثبت سفارش`,
  passwordResetEmail: (name: string, code: string, minutes: number) =>
    [
      `${name} گرامی،`,
      '',
      `کد بازیابی رمز عبور شما: ${code}`,
      `این کد ${minutes} دقیقه اعتبار دارد و فقط یک بار قابل استفاده است.`,
      'اگر شما درخواست بازیابی رمز عبور نداده‌اید، این پیام را نادیده بگیرید.',
      '',
      'سامانه ثبت سفارش',
    ].join('\n'),
} as const;

/** The code replaced by asterisks, for the notification history. */
export const maskCode = (text: string, code: string) => text.split(code).join('*'.repeat(code.length));

/** The staff's failed-notifications calls: their answers and activity-log notes. */
export const FAILED_NOTIFICATION_TEXTS = {
  notFound: 'پیام مورد نظر پیدا نشد',
  notFailed: 'این پیام ناموفق نیست و نمی‌توان آن را دوباره فرستاد',
  /** Its body carried a one-time code (password recovery): the user asks for a new one instead. */
  carriesCode: 'این پیام کد یک‌بارمصرف داشته و دوباره فرستاده نمی‌شود؛ کاربر باید دوباره درخواست دهد',
  retried: 'پیام دوباره در صف ارسال قرار گرفت',
  retriedAll: (n: number) =>
    n ? `${toPersianDigits(n)} پیام دوباره در صف ارسال قرار گرفت` : 'پیامی برای ارسال دوباره نبود',
  logOne: (channel: string, recipient: string) =>
    `ارسال دوباره ${channel === 'sms' ? 'پیامک' : 'ایمیل'} ناموفق به ${recipient}`,
  logAll: (n: number) => `ارسال دوباره ${toPersianDigits(n)} پیام ناموفق`,
  notDiscardable: 'فقط پیام ناموفق یا نگه‌داشته‌شده را می‌توان کنار گذاشت',
  discarded: 'پیام کنار گذاشته شد و فرستاده نمی‌شود',
  logDiscarded: (channel: string, recipient: string) =>
    `کنار گذاشتن ${channel === 'sms' ? 'پیامک' : 'ایمیل'} به ${recipient}`,
  /** Why a message was not sent, as staff read it; the provider's own words stay in the server log. */
  causes: {
    held: 'این پیام هنگام بازگردانی نسخه پشتیبان در صف بود و نگه داشته شد؛ ارسال یا کنار گذاشتن آن با شماست',
    smsCap: 'سقف پیامک‌های یک شماره در هر ساعت پر شده بود؛ این پیامک فرستاده نشد',
    timeout: 'سرویس ارسال در زمان مقرر پاسخ نداد',
    email: 'سرور ایمیل پیام را نپذیرفت یا در دسترس نبود',
    sms: 'سرویس پیامک پیام را نپذیرفت یا در دسترس نبود',
  },
} as const;
