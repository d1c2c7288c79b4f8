// Persian texts of the payment receipts module. The general receipt-upload texts (too large, too many, no file,
// bad format) come from the shared rules module, so the client and the server say the same thing.
import { MESSAGES, toPersianDigits as fa } from '@sefaresh/shared-api/rules';

export const RECEIPT_TEXTS = {
  required: MESSAGES.receiptRequired,
  tooLarge: MESSAGES.receiptTooLarge,
  tooMany: MESSAGES.receiptTooMany,
  badType: MESSAGES.receiptBadType,
  fileTooLarge: (name: string) => `حجم فایل «${name}» بیش از ۱۵ مگابایت است`,
  empty: (name: string) => `فایل «${name}» خالی است`,
  notImageOrPdf: (name: string) => `فایل «${name}» تصویر یا PDF معتبر نیست`,
  extensionMismatch: (name: string, label: string) =>
    `پسوند فایل «${name}» با محتوای آن همخوانی ندارد؛ به‌عنوان ${label} ذخیره شد`,
  uploaded: 'رسید پرداخت با موفقیت بارگذاری شد',
  notFound: 'رسید پرداخت یافت نشد',
  verifiedCannotDelete: 'رسید تأییدشده قابل حذف نیست',
  uploadEvent: (count: number) => `بارگذاری ${fa(count)} رسید پرداخت`,
  deleteEvent: (name: string) => `حذف رسید پرداخت «${name}»`,
  sameFileAgain: (jalaliDay: string) =>
    `این فایل قبلاً در ${jalaliDay} به‌عنوان رسید همین سفارش بارگذاری شده است`,
  sameFileTwice: 'یک فایل دو بار در این بارگذاری آمده است',
  alreadyReviewed: 'این رسید قبلاً بررسی شده است',
  amountToVerify: 'مبلغ تأییدشده را وارد کنید',
  reviewVerifiedEvent: (amount: string) => `تأیید رسید پرداخت به مبلغ ${amount} ریال`,
  reviewRejectedEvent: (reason: string) => `رد رسید پرداخت: ${reason}`,
  receiptRejectedNotice: (orderId: number, reason: string) => ({
    subject: `رسید پرداخت سفارش شماره ${fa(orderId)} رد شد`,
    body: `رسید پرداخت شما برای سفارش شماره ${fa(orderId)} رد شد.\nدلیل: ${reason}\nلطفاً رسید درست را در صفحه سفارش بارگذاری کنید.`,
    sms: `رسید پرداخت سفارش ${fa(orderId)} رد شد: ${reason}`,
  }),
} as const;
