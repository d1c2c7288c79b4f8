// Persian texts of quote versions, revision requests, validity and acceptance.
import { MAX_REVISION_REQUESTS, toPersianDigits as fa } from '@sefaresh/shared-api/rules';
import { jalaliDate } from '../invoices/pdf-text';

export const QUOTE_TEXTS = {
  versionNotFound: 'این نسخه از پیش‌فاکتور پیدا نشد',
  revisionCap: `برای هر سفارش حداکثر ${fa(MAX_REVISION_REQUESTS)} بار می‌توانید درخواست اصلاح قیمت ثبت کنید`,
  commentRequired: 'توضیح درخواست اصلاح قیمت را بنویسید',
  itemNotInOrder: 'این ردیف در سفارش نیست',
  itemTwice: 'برای هر ردیف یک توضیح کافی است',
  expired: (validUntil: Date) =>
    `اعتبار این پیش‌فاکتور در ${jalaliDate(validUntil)} به پایان رسیده است؛ می‌توانید درخواست قیمت جدید (اصلاح قیمت) ثبت کنید`,
  validUntilPast: 'تاریخ اعتبار باید بعد از امروز باشد',
  extendNotLater: 'تاریخ اعتبار جدید باید بعد از تاریخ اعتبار فعلی باشد',
  notPriced: 'این سفارش هنوز قیمت‌گذاری نشده است',
  acceptanceCodeSent: (to: string) =>
    `کد تأیید پیش‌فاکتور به ${to} فرستاده شد؛ برای تأیید نهایی آن را وارد کنید`,
  // the activity log
  versionEvent: (version: number, validUntil: Date) =>
    `نسخه ${fa(version)} پیش‌فاکتور ارسال شد؛ معتبر تا ${jalaliDate(validUntil)}`,
  versionCorrectedEvent: (version: number) => `نسخه ${fa(version)} پیش‌فاکتور بدون ارسال دوباره اصلاح شد`,
  revisionEvent: (version: number, comment: string, lines: string[]) =>
    [`درخواست اصلاح قیمت نسخه ${fa(version)}: ${comment}`, ...lines].join('\n'),
  revisionLine: (product: string, comment: string) => `${product}: ${comment}`,
  extendedEvent: (version: number, validUntil: Date) =>
    `اعتبار نسخه ${fa(version)} پیش‌فاکتور تا ${jalaliDate(validUntil)} تمدید شد`,
  expiredEvent: (version: number, validUntil: Date) =>
    `اعتبار نسخه ${fa(version)} پیش‌فاکتور در ${jalaliDate(validUntil)} به پایان رسید`,
  acceptedEvent: (version: number, sha: string) =>
    `نسخه ${fa(version)} پیش‌فاکتور پذیرفته شد؛ اثر انگشت سند (SHA-256): ${sha}`,
  // the documents
  versionNote: (version: number) => `نسخه ${fa(version)}`,
  acceptanceNote: (at: Date, sha: string) =>
    // the hash stays in Latin hex, as sha256sum prints it, so a customer can compare the two
    `پذیرفته‌شده توسط خریدار در ${fa(jalaliDate(at, true))}؛ اثر انگشت سند: ${sha.slice(0, 16)}`,
} as const;

/** Email subject and body (the SMS carries the body) of the quote messages. */
export const QUOTE_NOTICES = {
  revisionRequested: (orderId: number, customer: string) => ({
    subject: `درخواست اصلاح قیمت سفارش ${fa(orderId)}`,
    body: `${customer} برای سفارش ${fa(orderId)} درخواست اصلاح قیمت ثبت کرد. لطفاً سفارش را دوباره قیمت‌گذاری کنید.`,
  }),
  expiredCustomer: (orderId: number) => ({
    subject: `پایان اعتبار پیش‌فاکتور سفارش ${fa(orderId)}`,
    body: `اعتبار پیش‌فاکتور سفارش ${fa(orderId)} به پایان رسید. برای قیمت جدید، در صفحه سفارش درخواست اصلاح قیمت ثبت کنید.`,
  }),
  expiredStaff: (orderId: number) => ({
    subject: `پایان اعتبار پیش‌فاکتور سفارش ${fa(orderId)}`,
    body: `اعتبار پیش‌فاکتور سفارش ${fa(orderId)} بدون تأیید مشتری به پایان رسید.`,
  }),
  /** The code that signs an acceptance (ACCEPTANCE_CODE): the email, and the short SMS. */
  acceptanceCode: (orderId: number, version: number, code: string, minutes: number) => ({
    subject: `کد تأیید پیش‌فاکتور سفارش ${fa(orderId)}`,
    body: [
      `کد تأیید نسخه ${fa(version)} پیش‌فاکتور سفارش ${fa(orderId)}: ${code}`,
      `این کد تا ${fa(minutes)} دقیقه معتبر است. با وارد کردن آن، پیش‌فاکتور را می‌پذیرید.`,
      'اگر شما درخواست نکرده‌اید، این پیام را نادیده بگیرید.',
    ].join('\n'),
    sms: `کد تأیید پیش‌فاکتور سفارش ${fa(orderId)}: ${code} — سامانه ثبت سفارش`,
  }),
  reminder: (orderId: number, validUntil: Date) => ({
    subject: `یادآوری اعتبار پیش‌فاکتور سفارش ${fa(orderId)}`,
    body: `پیش‌فاکتور سفارش ${fa(orderId)} تا پایان روز ${jalaliDate(validUntil)} معتبر است. برای تأیید، به صفحه سفارش بروید.`,
  }),
} as const;
