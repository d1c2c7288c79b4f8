// Texts of the receipt upload form (spec 000 §5 receipt upload, §8 receipt upload errors).
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '@sefaresh/shared-ui';

export const RECEIPT_UPLOAD_MESSAGES = Object.freeze({
  dragTitle: 'فایل رسید پرداخت را اینجا رها کنید یا برای انتخاب کلیک کنید',
  dragHint: 'فرمت‌های مجاز: JPG، JPEG، PNG، GIF، WEBP و PDF — حداکثر ۱۰ فایل، هر فایل حداکثر ۱۵ مگابایت',
  formLabel: 'بارگذاری رسید پرداخت',
  amount: 'مبلغ پرداختی (ریال)',
  paidOn: 'تاریخ پرداخت',
  trackingNumber: 'شماره پیگیری (اختیاری)',
  chosenFiles: 'فایل‌های انتخاب‌شده',
  removeFile: 'حذف',
  remove: (name: string) => `حذف ${name}`,
  upload: 'بارگذاری رسید',
  cancel: 'انصراف',
  sending: 'در حال ارسال…',
  // client checks
  tooMany: MESSAGES.receiptTooMany,
  tooLarge: MESSAGES.receiptTooLarge,
  empty: (name: string) => `فایل «${name}» خالی است`,
  badType: (name: string) => `فرمت فایل «${name}» مجاز نیست`,
  required: 'لطفاً حداقل یک فایل انتخاب کنید',
  // server answers
  totalTooLarge: 'حجم کل فایل‌ها بیش از حد مجاز است',
  badFile: 'فرمت فایل نامعتبر است',
  loginAgain: 'لطفاً دوباره وارد شوید',
  forbidden: 'شما مجاز به انجام این کار نیستید',
  orderNotFound: 'سفارش یافت نشد',
  connection: 'خطا در اتصال',
  withStatus: (text: string, status: number) => `${text} (کد ${toPersianDigits(status)})`,
  uploaded: 'رسید پرداخت با موفقیت بارگذاری شد',
});
