// Texts of the dealer's "my commission" view, in Persian (commission words of the spec README).
import { toPersianDigits } from '@sefaresh/shared-ui';

const fa = toPersianDigits;

export const COMMISSION_TEXTS = Object.freeze({
  title: 'کمیسیون من',
  figures: 'خلاصه کمیسیون',
  earned: 'کمیسیون کسب‌شده',
  earnedHint: 'محاسبه‌شده و پرداخت‌شده',
  paid: 'پرداخت‌شده',
  paidHint: 'واریز شده به شما',
  payable: 'قابل پرداخت',
  payableHint: 'محاسبه‌شده و هنوز پرداخت نشده',
  projected: 'پیش‌بینی‌شده',
  projectedHint: 'سفارش‌های باز؛ پس از تکمیل محاسبه می‌شود',
  rate: (rate: string) => `نرخ کمیسیون پیش‌فرض شما: ${rate}`,
  thisMonth: (month: string, year: number) => `فروش ${month} ${fa(year)}`,
  monthCompleted: (n: number) => `${fa(n)} سفارش تکمیل‌شده`,
  monthly: (year: number) => `فروش تکمیل‌شده به تفکیک ماه — سال ${fa(year)}`,
  month: 'ماه',
  sales: 'فروش',
  completedOrders: 'سفارش تکمیل‌شده',
  chartLoading: 'در حال بارگذاری نمودار...',
  chartFailed: 'نمایش نمودار ممکن نشد',
  records: 'سوابق کمیسیون',
  noRecords: 'هنوز کمیسیونی برای شما ثبت نشده است',
  order: (id: number) => `سفارش #${fa(id)}`,
  orderDate: 'تاریخ سفارش',
  amount: 'مبلغ',
  rateLabel: 'نرخ',
  paidAt: 'تاریخ پرداخت',
  reference: 'شماره پیگیری پرداخت',
  payoutBlocked: 'پرداخت کمیسیون در انتظار',
  statsFailed: 'خطا در بارگذاری آمار کمیسیون',
  recordsFailed: 'خطا در بارگذاری سوابق کمیسیون',
  retry: 'تلاش دوباره',
});
