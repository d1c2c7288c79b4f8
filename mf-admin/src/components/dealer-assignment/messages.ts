// Persian texts of the dealer assignment card (spec 001 §2.3, §5, §8).
import { formatPercent } from '@sefaresh/shared-ui';
import type { CommissionStatus } from '@sefaresh/shared-api';

export const DEALER_ASSIGNMENT_TEXTS = {
  cardTitle: 'نماینده فروش',
  noDealer: 'نماینده‌ای برای این سفارش تعیین نشده است',
  dealerName: 'نام نماینده',
  dealerCode: 'کد نماینده',
  assignedAt: 'تاریخ تعیین',
  effectiveRate: 'نرخ کمیسیون',
  commissionStatus: 'وضعیت کمیسیون',
  commissionAmount: 'مبلغ کمیسیون',
  notes: 'یادداشت نماینده',
  noNotes: 'بدون یادداشت',
  change: 'تغییر نماینده',
  remove: 'حذف نماینده',
  cancelChange: 'انصراف',
  removeConfirm: 'آیا از حذف نماینده این سفارش مطمئن هستید؟',
  removeFailed: 'خطا در حذف نماینده',
  locked: 'تعیین، تغییر یا حذف نماینده برای سفارش تکمیل‌شده، لغوشده یا ردشده امکان‌پذیر نیست',

  // the form
  assignQuestion: 'تعیین نماینده؟',
  yes: 'بله',
  no: 'خیر',
  loadingDealers: 'در حال بارگذاری نمایندگان…',
  dealersFailed: 'خطا در بارگذاری نمایندگان',
  noDealers: 'نماینده فعالی وجود ندارد',
  dealer: 'نماینده',
  dealerPlaceholder: 'جستجو با نام یا کد نماینده',
  dealerInfo: 'اطلاعات نماینده',
  phone: 'تلفن',
  company: 'شرکت',
  defaultRate: 'نرخ پیش‌فرض',
  activeOrders: 'سفارش‌های فعال',
  commission: 'کمیسیون',
  defaultRateOption: (rate: string | null) =>
    `نرخ پیش‌فرض نماینده (${rate === null ? 'تعریف نشده' : formatPercent(rate)})`,
  useCustomRate: 'نرخ دلخواه',
  customRate: 'نرخ کمیسیون دلخواه (٪)',
  notesLabel: 'یادداشت برای نماینده (اختیاری)',
  submit: 'ثبت نماینده',
  chooseDealer: 'لطفاً یک نماینده انتخاب کنید',
  assignFailed: 'خطا در تعیین نماینده',
} as const;

export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  pending: 'در انتظار',
  calculated: 'محاسبه‌شده',
  paid: 'پرداخت‌شده',
  cancelled: 'لغوشده',
};
