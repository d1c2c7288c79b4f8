// Persian texts of the admin dashboard.
export const DASHBOARD_TEXTS = {
  title: 'داشبورد مدیریت',
  refresh: 'به‌روزرسانی',
  loadError: 'دریافت اطلاعات داشبورد ممکن نشد',
  needsAction: 'نیازمند اقدام',
  receiptsToVerify: 'رسیدهای در انتظار بررسی',
  ordersWithoutDealer: 'سفارش‌های بدون نماینده',
  lowStock: 'کالاهای کم‌موجودی',
  outOfStock: 'کالاهای ناموجود',
  overdueReceivables: 'مطالبات سررسید گذشته',
  dueThisWeek: 'سررسید این هفته',
  byStatus: 'سفارش‌ها بر اساس وضعیت',
  lowStockList: 'کالاهای رو به اتمام',
  lowStockAll: 'مشاهده همه کالاهای کم‌موجودی',
  noLowStock: 'همه کالاها موجودی کافی دارند',
  outOfStockTag: 'ناموجود',
  stockUnit: 'عدد',
  today: 'امروز',
  month: 'این ماه',
  orders: 'سفارش‌های ثبت‌شده',
  sales: 'فروش (سفارش‌های تکمیل‌شده)',
  updatedAt: 'آخرین به‌روزرسانی',
} as const;

/** The dashboard's card of notifications that could not be sent. */
export const FAILED_NOTIFICATIONS_TEXTS = {
  title: 'پیام‌های ارسال‌نشده',
  none: 'همه پیام‌ها ارسال شده‌اند',
  /** Messages held by the hourly budget (issue 30): how many, the server's Persian reason, and when they resume. */
  waiting: (channel: string, count: string, at: string) => `${count} ${channel} در صف — از ${at}`,
  loadError: 'دریافت پیام‌های ارسال‌نشده ممکن نشد',
  channels: { email: 'ایمیل', sms: 'پیامک' },
  reason: 'علت',
  failedAt: 'زمان',
  attempts: 'تلاش',
  noSubject: 'بدون عنوان',
  retry: 'ارسال دوباره',
  retryAll: 'ارسال دوباره همه',
  retryFailed: 'ارسال دوباره پیام ممکن نشد',
  notRetryable: 'این پیام کد یک‌بارمصرف داشته و دوباره فرستاده نمی‌شود',
  unknownReason: 'نامشخص',
  reload: 'تلاش دوباره',
} as const;
