// The Persian text of an HTTP error status when nothing more specific is said: what the server's error handler
// answers and what the client shows when an answer carried no text of its own. Written once for both.
import { toPersianDigits } from './digits';

export const HTTP_ERROR_TEXTS: Readonly<Record<number, string>> = Object.freeze({
  400: 'اطلاعات وارد شده نادرست است، لطفاً دوباره بررسی کنید',
  401: 'برای این کار باید وارد شوید',
  403: 'شما اجازه انجام این کار را ندارید',
  404: 'آدرس مورد نظر پیدا نشد',
  405: 'این روش درخواست مجاز نیست',
  408: 'زمان درخواست به پایان رسید',
  409: 'این کار در وضعیت فعلی امکان‌پذیر نیست',
  413: 'حجم درخواست بیش از حد مجاز است',
  415: 'نوع محتوای درخواست پشتیبانی نمی‌شود',
  429: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید',
  500: 'خطای سرور، لطفاً بعداً تلاش کنید',
  503: 'سامانه لحظه‌ای در دسترس نیست؛ لطفاً چند ثانیه دیگر دوباره تلاش کنید',
});

/** The text of a status: its own, else the server-error text for 5xx, else «خطای غیرمنتظره (کد …)». */
export function httpErrorText(status: number): string {
  const own = HTTP_ERROR_TEXTS[status];
  if (own) return own;
  if (status >= 500) return HTTP_ERROR_TEXTS[500];
  return `خطای غیرمنتظره (کد ${toPersianDigits(status)})`;
}
