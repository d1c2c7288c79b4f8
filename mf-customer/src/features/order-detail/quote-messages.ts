// Texts of the order page's quote parts and the request's cancellation. The limits
// come from the rules module; numbers and dates are written with Persian digits.
import {
  REVISION_COMMENT_MAX,
  REVISION_ITEM_COMMENT_MAX,
  toPersianDigits as fa,
} from '@sefaresh/shared-api/rules';

export const QUOTE_MESSAGES = Object.freeze({
  // the revision request
  requestRevision: 'درخواست اصلاح قیمت',
  revisionTitle: 'درخواست اصلاح قیمت',
  revisionExplain:
    'بنویسید چه تغییری در قیمت‌ها می‌خواهید؛ برای هر ردیف هم می‌توانید یادداشت جداگانه بگذارید. کارشناسان فروش دوباره قیمت‌گذاری می‌کنند.',
  revisionComment: 'توضیح درخواست',
  revisionCommentRequired: 'توضیح درخواست اصلاح قیمت را بنویسید',
  revisionCommentTooLong: `توضیح درخواست حداکثر ${fa(REVISION_COMMENT_MAX)} نویسه است`,
  lineNote: (product: string) => `یادداشت برای «${product}» (اختیاری)`,
  lineNoteTooLong: `یادداشت هر ردیف حداکثر ${fa(REVISION_ITEM_COMMENT_MAX)} نویسه است`,
  requestsLeft: (n: number) =>
    n > 0 ? `${fa(n)} بار دیگر می‌توانید درخواست اصلاح قیمت ثبت کنید.` : 'سقف درخواست اصلاح قیمت پر شده است.',
  send: 'ثبت درخواست',
  cancel: 'انصراف',
  revisionSent: 'درخواست اصلاح قیمت ثبت شد',
  revisionFailed: 'خطا در ثبت درخواست اصلاح قیمت',
  // the open request
  openRequest: 'درخواست اصلاح قیمت شما ثبت شده و در انتظار قیمت‌گذاری دوباره است.',
  yourComment: 'توضیح شما',
  yourLineNote: 'یادداشت شما برای اصلاح قیمت',
  // expiry and the choice
  expiredTitle: (date: string) => `اعتبار این پیش‌فاکتور در ${date} به پایان رسیده است`,
  expiredExplain: 'تأیید نهایی دیگر ممکن نیست؛ برای قیمت جدید، درخواست اصلاح قیمت ثبت کنید.',
  historyFailed: 'خطا در بارگذاری نسخه‌های پیش‌فاکتور',
  pdfFailed: 'خطا در دانلود پیش‌فاکتور',
  // cancelling the request
  cancelRequest: 'لغو درخواست',
  cancelRequestTitle: 'لغو درخواست سفارش',
  cancelRequestExplain: 'سفارش لغو می‌شود و دیگر قابل ادامه نیست. لطفاً دلیل لغو را بنویسید.',
  cancelRequestReason: 'دلیل لغو',
  cancelRequestReasonRequired: 'دلیل لغو درخواست را بنویسید',
  cancelRequestOk: 'بله، لغو شود',
  keepRequest: 'انصراف',
  requestCancelled: 'درخواست شما لغو شد',
  cancelRequestFailed: 'خطا در لغو درخواست',
});
