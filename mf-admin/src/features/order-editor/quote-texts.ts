// Texts of the editor's quote parts: the customer's revision request, the validity of a new version,
// the extension of the current one and the versions' history.
import { toPersianDigits as fa } from '@sefaresh/shared-api/rules';

export const QUOTE_EDITOR_TEXTS = Object.freeze({
  historyCard: 'نسخه‌های پیش‌فاکتور',
  historyFailed: 'خطا در بارگذاری نسخه‌های پیش‌فاکتور',
  pdfFailed: 'خطا در دانلود پیش‌فاکتور',
  // the customer's request
  openRequest: (version: number, date: string) =>
    `مشتری برای نسخه ${fa(version)} در ${date} درخواست اصلاح قیمت ثبت کرده است`,
  openRequestHint: 'با قیمت‌گذاری دوباره، نسخه بعدی برای مشتری فرستاده می‌شود.',
  customerRequestComment: 'توضیح مشتری',
  lineRevisionNote: 'یادداشت مشتری برای اصلاح قیمت',
  // the validity of a new version
  validUntil: 'اعتبار پیش‌فاکتور تا پایان روز',
  validUntilHint: 'اگر خالی بماند، مدت اعتبار پیش‌فرض سامانه از روز ارسال حساب می‌شود.',
  // the extension
  extend: 'تمدید اعتبار',
  extendTitle: 'تمدید اعتبار پیش‌فاکتور',
  extendExplain: (date: string) =>
    `اعتبار نسخه فعلی تا پایان روز ${date} است. تاریخ جدید را انتخاب کنید؛ نسخه تازه‌ای ساخته نمی‌شود.`,
  extendDate: 'تاریخ اعتبار جدید',
  extendDateRequired: 'تاریخ اعتبار جدید را انتخاب کنید',
  extendOk: 'تمدید',
  cancel: 'انصراف',
  extended: 'اعتبار پیش‌فاکتور تمدید شد',
  extendFailed: 'خطا در تمدید اعتبار پیش‌فاکتور',
});
