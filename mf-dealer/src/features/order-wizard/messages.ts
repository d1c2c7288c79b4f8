// Texts of the dealer's order wizard (spec 001 §2.5, §7, §8), in Persian.
import { STATUS, type OrderStatus } from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '@sefaresh/shared-ui';

const fa = toPersianDigits;

export const WIZARD_TEXTS = Object.freeze({
  steps: 'مراحل سفارش',
  stepGeneral: 'اطلاعات کلی',
  stepItems: 'اقلام سفارش',
  stepNotes: 'یادداشت‌های نماینده',
  stepReceipts: 'رسیدهای پرداخت',
  stepSummary: 'خلاصه نهایی',
  visited: 'دیده شده',
  previous: 'مرحله قبل',
  next: 'مرحله بعد',
  back: 'بازگشت',
  retry: 'تلاش دوباره',
  loading: 'در حال بارگذاری سفارش...',
  loadFailedTitle: 'خطا در بارگذاری سفارش',
  partial: 'جزئیات کامل این سفارش در دسترس نبود؛ خلاصه آن از فهرست سفارش‌های شما نمایش داده می‌شود.',
  // general
  orderNumber: 'شماره سفارش',
  status: 'وضعیت',
  createdAt: 'تاریخ ثبت',
  invoiceType: 'نوع فاکتور',
  customer: 'مشتری',
  phone: 'تلفن',
  company: 'شرکت',
  address: 'آدرس',
  customerComment: 'توضیحات مشتری',
  assignedAt: 'تاریخ تخصیص به شما',
  completionDate: 'تاریخ تکمیل',
  notRegistered: 'ثبت نشده',
  none: '—',
  // items
  product: 'محصول',
  requestedQuantity: 'تعداد درخواستی',
  customerNotes: 'یادداشت مشتری',
  unitPrice: 'قیمت واحد پیشنهادی',
  finalQuantity: 'تعداد نهایی',
  taxRate: 'نرخ مالیات',
  noItems: 'قلمی برای نمایش وجود ندارد',
  removed: 'حذف شده',
  // notes
  notesTitle: 'یادداشت‌های شما برای این سفارش',
  noNotes: 'یادداشتی ثبت نشده است',
  editNotes: 'ویرایش یادداشت',
  notesLabel: 'یادداشت نماینده',
  save: 'ذخیره یادداشت',
  cancel: 'انصراف',
  notesSaved: 'یادداشت‌های نماینده با موفقیت به‌روزرسانی شد',
  notesForbidden: 'شما اجازه ویرایش یادداشت‌های این سفارش را ندارید',
  notesFailed: 'خطا در به‌روزرسانی یادداشت‌ها',
  // receipts
  receiptsLoadFailed: 'خطا در بارگذاری رسیدهای پرداخت',
  noReceipts: 'رسیدی بارگذاری نشده است',
  receiptsList: 'رسیدهای پرداخت',
  receiptVerified: 'تأیید شده',
  receiptPending: 'در انتظار بررسی',
  uploadedAt: 'زمان بارگذاری',
  size: 'حجم',
  openGallery: (name: string) => `بزرگ‌نمایی ${name}`,
  openPdf: 'مشاهده PDF',
  imageLoadFailed: 'خطا در بارگذاری تصویر',
  imageRenderFailed: 'خطا در نمایش تصویر',
  imageMissing: 'تصویر در دسترس نیست',
  fileMissing: 'فایل در دسترس نیست',
  loginAgain: 'لطفاً دوباره وارد شوید',
  noLink: 'لینک دانلود در دسترس نیست',
  popupBlocked: 'مرورگر پنجره جدید را مسدود کرد؛ لطفاً اجازه باز شدن پنجره‌های بازشو را بدهید',
  pdfFailed: 'خطا در باز کردن فایل PDF',
  // summary
  moneyTitle: 'برنامه پرداخت و وضعیت حساب',
  chequesTitle: 'چک‌های صیادی',
  summaryTitle: 'خلاصه سفارش',
  quotedTotal: 'مبلغ پیشنهادی (بدون مالیات)',
  totalWithTax: 'مبلغ کل با مالیات',
  commissionAmount: 'مبلغ کمیسیون',
  commissionRate: 'نرخ کمیسیون',
  commissionStatus: 'وضعیت کمیسیون',
  // attempts
  attemptsTitle: (n: number) => `مراحل بارگذاری سفارش (${fa(n)} درخواست)`,
  attemptRunning: 'در حال انجام...',
  attemptOk: 'موفق',
  attemptNotListed: 'این سفارش در فهرست سفارش‌های شما نبود',
});

/** Load errors of the dealer's order fetch, by status (spec 001 §8). */
export const LOAD_ERROR_TEXTS = Object.freeze({
  401: 'خطای احراز هویت، لطفاً دوباره وارد شوید',
  403: 'دسترسی غیرمجاز، شما اجازه مشاهده این سفارش را ندارید',
  404: 'سفارش یافت نشد یا به شما تخصیص داده نشده است',
  500: 'خطای سرور',
  network: 'خطای شبکه یا عدم دریافت پاسخ از سرور',
  other: (code: number) => `خطای HTTP ${fa(code)}`,
});

/** The final step's message per status; a completed order says its commission has been calculated. */
export function summaryMessage(status: OrderStatus, commission: string): string {
  switch (status) {
    case STATUS.pendingPricing:
      return 'این سفارش در انتظار قیمت‌گذاری توسط مدیر است. پس از قیمت‌گذاری برای تأیید مشتری ارسال می‌شود.';
    case STATUS.waitingCustomerApproval:
      return 'قیمت‌ها برای مشتری ارسال شده و سفارش در انتظار تأیید مشتری است.';
    case STATUS.confirmed:
      return 'مشتری سفارش را تأیید کرده است و سفارش در انتظار پرداخت است.';
    case STATUS.paymentUploaded:
      return 'رسید پرداخت بارگذاری شده و در انتظار بررسی مدیر است.';
    case STATUS.completed:
      return `سفارش تکمیل شده و کمیسیون شما به مبلغ ${commission} محاسبه شده است.`;
    case STATUS.rejected:
      return 'این سفارش توسط مشتری رد شده است و کمیسیونی به آن تعلق نمی‌گیرد.';
    case STATUS.cancelled:
      return 'این سفارش لغو شده است و کمیسیون آن لغو شد.';
    default:
      return '';
  }
}

/** The quote's versions in the summary. */
export const QUOTE_TEXTS = Object.freeze({
  historyFailed: 'خطا در بارگذاری نسخه‌های پیش‌فاکتور',
  pdfFailed: 'خطا در دانلود پیش‌فاکتور',
});
