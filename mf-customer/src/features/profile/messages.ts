// Every text the profile shows (spec 000 §2, §8). Validation and shared error texts come from the rules module.
import { MESSAGES } from '@sefaresh/shared-api/rules';

export const PROFILE_MESSAGES = Object.freeze({
  title: 'پروفایل کاربری',
  loading: 'در حال بارگذاری اطلاعات پروفایل…',
  // tabs
  sections: 'بخش‌های پروفایل',
  tabPersonal: 'اطلاعات شخصی',
  tabOrders: 'خلاصه سفارش‌ها',
  tabNotifications: 'تاریخچه اعلان‌ها',
  tabSecurity: 'امنیت',
  tabStatement: 'صورت‌حساب',
  // statement
  statementCard: 'صورت‌حساب',
  statementLoadFailed: 'خطا در بارگذاری صورت‌حساب',
  statementPdf: 'دانلود PDF صورت‌حساب',
  statementPdfFailed: 'خطا در دانلود صورت‌حساب',
  statementBalance: 'مانده حساب شما',
  statementOverdue: 'سررسید گذشته',
  // personal info
  personalCard: 'اطلاعات شخصی',
  name: 'نام و نام خانوادگی',
  email: 'ایمیل',
  phone: 'شماره موبایل',
  company: 'نام شرکت',
  companyOptional: 'نام شرکت (اختیاری)',
  accountType: 'نوع حساب',
  dealer: 'نماینده فروش',
  customer: 'مشتری',
  dateJoined: 'تاریخ عضویت',
  lastLogin: 'آخرین ورود',
  notSet: '—',
  edit: 'ویرایش اطلاعات',
  save: 'ذخیره تغییرات',
  cancel: 'انصراف',
  emailNotEditable: 'ایمیل قابل تغییر نیست.',
  dealerCard: 'اطلاعات نمایندگی',
  dealerCode: 'کد نماینده',
  commissionRate: 'نرخ کمیسیون',
  statsCard: 'آمار حساب',
  totalOrders: 'کل سفارش‌ها',
  completedOrders: 'سفارش‌های تکمیل‌شده',
  totalSpent: 'مجموع خرید',
  commissionEarned: 'کمیسیون دریافتی',
  updated: 'پروفایل با موفقیت به‌روزرسانی شد',
  updateFailed: 'خطا در به‌روزرسانی پروفایل',
  // orders summary
  ordersCard: 'وضعیت سفارش‌ها',
  pendingOrders: 'در انتظار قیمت‌گذاری',
  waitingApproval: 'در انتظار تأیید',
  viewAll: 'مشاهده همه',
  recentOrders: 'سفارش‌های اخیر',
  orderNumber: (id: string) => `سفارش #${id}`,
  noOrders: 'هنوز سفارشی ثبت نکرده‌اید',
  ordersLoadFailed: 'خطا در بارگذاری خلاصه سفارش‌ها',
  // notification history
  emailCount: 'ایمیل‌ها',
  smsCount: 'پیامک‌ها',
  totalNotifications: 'مجموع اعلان‌ها',
  emailList: 'آخرین ایمیل‌ها',
  smsList: 'آخرین پیامک‌ها',
  sent: 'ارسال موفق',
  notSent: 'ارسال ناموفق',
  forOrder: (id: string) => `سفارش #${id}`,
  noEmails: 'ایمیلی ارسال نشده است',
  noSms: 'پیامکی ارسال نشده است',
  notificationsLoadFailed: 'خطا در بارگذاری تاریخچه اعلان‌ها',
  retry: 'تلاش دوباره',
  // security
  passwordCard: 'رمز عبور',
  passwordHint: 'برای امنیت بیشتر، رمز عبور خود را هر چند وقت یک بار تغییر دهید.',
  changePassword: 'تغییر رمز عبور',
  lastLoginNote: (when: string) => `آخرین ورود شما: ${when}`,
  lastLoginAdvice:
    'اگر این ورود را به خاطر نمی‌آورید، رمز عبور خود را تغییر دهید و از همه دستگاه‌ها خارج شوید.',
  sessionsCard: 'دستگاه‌های واردشده',
  logoutAllHint:
    'با این کار از همه دستگاه‌هایی که با حساب شما وارد شده‌اند، از جمله همین دستگاه، خارج می‌شوید.',
  logoutAll: 'خروج از همه دستگاه‌ها',
  logoutAllConfirm: 'از همه دستگاه‌ها خارج می‌شوید؟',
  logoutAllOk: 'بله، خارج شو',
  logoutAllFailed: 'خروج از همه دستگاه‌ها انجام نشد؛ لطفاً دوباره تلاش کنید',
  // change-password modal
  currentPassword: 'رمز عبور فعلی',
  newPassword: 'رمز عبور جدید',
  confirmPassword: 'تکرار رمز عبور جدید',
  newPasswordPlaceholder: 'دست‌کم ۸ کاراکتر، شامل حرف انگلیسی و رقم',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد',
  // load failure (spec 000 §2, §8)
  loadFailed: 'خطا در بارگذاری اطلاعات پروفایل',
  backToDashboard: 'بازگشت به داشبورد',
  // validation and shared errors
  currentPasswordRequired: MESSAGES.currentPasswordRequired,
  passwordRequired: MESSAGES.passwordRequired,
  newPasswordsMismatch: MESSAGES.newPasswordsMismatch,
  passwordChangeFailed: MESSAGES.passwordChangeCheckCurrent,
  companyTooLong: MESSAGES.companyTooLong,
});

/** Notification types of spec 000 §3, in Persian; an unknown type is shown as it is. */
const NOTIFICATION_TYPE_LABELS: Readonly<Record<string, string>> = Object.freeze({
  order_submitted: 'ثبت سفارش',
  pricing_ready: 'آماده شدن قیمت‌گذاری',
  order_confirmed: 'تأیید سفارش',
  order_rejected: 'رد سفارش',
  order_completed: 'تکمیل سفارش',
  payment_rejected: 'رد رسید پرداخت',
  order_cancelled: 'لغو سفارش',
  dealer_assigned: 'تعیین نماینده فروش',
  new_arrival_customer: 'محموله جدید',
  new_arrival_dealer: 'محموله جدید (نمایندگان)',
  password_reset: 'بازیابی رمز عبور',
});

export function notificationTypeLabel(type: string): string {
  return NOTIFICATION_TYPE_LABELS[type] ?? type;
}
