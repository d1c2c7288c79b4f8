// Persian texts of the report pages (issue 13).
export const REPORTS_TEXTS = {
  title: 'گزارش‌ها',
  export: 'خروجی اکسل',
  exportFailed: 'خطا در دریافت فایل اکسل',
  loadError: 'خطا در بارگذاری گزارش',
  retry: 'تلاش دوباره',
  sales: 'فروش',
  orders: 'سفارش‌ها',
  commission: 'کمیسیون',
  ordersReport: 'گزارش سفارش‌ها',
  dealerSales: 'فروش نمایندگان',
  commissionAnalysis: 'تحلیل کمیسیون',
  open: 'مشاهده گزارش',
} as const;
