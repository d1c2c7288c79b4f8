// Persian texts of the receivables page («مطالبات»). The instalments' and cheques' column names and state labels
// are shared-ui's (RECEIVABLE_TEXTS) and the rules module's.
import { toPersianDigits } from '@sefaresh/shared-ui';

export const RECEIVABLES_TEXTS = {
  title: 'مطالبات',
  subtitle: 'اقساط باز سفارش‌ها و چک‌هایی که باید به بانک سپرده شوند',
  dashboard: 'داشبورد',
  filters: 'فیلترها',
  customer: 'مشتری',
  dealer: 'نماینده',
  allDealers: 'همه نمایندگان',
  from: 'سررسید از تاریخ',
  to: 'سررسید تا تاریخ',
  pickDay: 'انتخاب روز',
  clear: 'پاک کردن فیلترها',
  export: 'خروجی اکسل',
  exporting: 'در حال آماده‌سازی فایل…',
  exportFailed: 'دریافت فایل اکسل مطالبات ممکن نشد',
  loadError: 'دریافت مطالبات ممکن نشد',
  retry: 'تلاش دوباره',
  close: 'بستن',
  totals: 'جمع مطالبات',
  total: 'جمع',
  sections: {
    overdue: 'سررسید گذشته',
    due_this_week: 'سررسید این هفته',
    cheques_to_deposit: 'چک‌های قابل واگذاری به بانک در ۷ روز آینده',
    open: 'همه اقساط باز',
  },
  empty: {
    overdue: 'قسط سررسید گذشته‌ای نیست',
    due_this_week: 'این هفته قسطی سررسید نمی‌شود',
    cheques_to_deposit: 'چکی برای واگذاری در ۷ روز آینده نیست',
    open: 'قسط بازی نیست',
  },
  listOf: (section: string) => `فهرست ${section}`,
  count: (n: number) => `${toPersianDigits(n)} مورد`,
  order: 'سفارش',
  orderLink: (id: number) => `سفارش #${toPersianDigits(id)}`,
  dealerOf: (name: string | null, code: string | null) =>
    name ? (code ? `${name} (${toPersianDigits(code)})` : name) : 'بدون نماینده',
  daysOverdue: 'روز تأخیر',
  days: (n: number) => (n > 0 ? `${toPersianDigits(n)} روز` : '—'),
} as const;
