// Persian texts of the admin people and money pages (spec 002 §2, §8).
import { toPersianDigits } from '@sefaresh/shared-api/rules';

const fa = (n: number | string) => toPersianDigits(n).replace('.', '٫');

export const PEOPLE_TEXTS = {
  userNotFound: 'کاربر پیدا نشد',
  dealerNotFound: 'نماینده پیدا نشد',
  notYourself: 'نمی‌توانید حساب کاربری خودتان را غیرفعال کنید',
  lastSuperuser: 'آخرین مدیر ارشد فعال را نمی‌توان غیرفعال کرد',
  activated: 'کاربر فعال شد',
  deactivated: 'کاربر غیرفعال شد',
  customerCreated: 'کاربر با موفقیت ایجاد شد',
  dealerCreated: 'نماینده جدید با موفقیت ایجاد شد',
  adminCreated: 'مدیر جدید با موفقیت ایجاد شد',
  dealerAndStaff: 'یک کاربر نمی‌تواند هم نماینده و هم مدیر باشد',
  noneSelected: 'هیچ کاربری انتخاب نشده است',
  someNotFound: 'برخی از کاربران انتخاب‌شده پیدا نشدند',
  subjectRequired: 'موضوع ایمیل الزامی است',
  bodyRequired: 'متن ایمیل الزامی است',
  bulkActivated: (n: number) => `${fa(n)} کاربر فعال شد`,
  bulkDeactivated: (n: number) => `${fa(n)} کاربر غیرفعال شد`,
  bulkEmailed: (n: number) => `ایمیل برای ${fa(n)} کاربر در صف ارسال قرار گرفت`,
  rateUpdated: (rate: string) => `نرخ کمیسیون به ${fa(rate)}٪ تغییر کرد`,
  commissionsPaid: (n: number) => `${fa(n)} کمیسیون پرداخت شد`,
  noCommissions: 'هیچ کمیسیونی انتخاب نشده است',
  commissionsNotFound: 'برخی از کمیسیون‌های انتخاب‌شده پیدا نشدند',
  ibanSaved: 'شماره شبا ذخیره شد',
  ibanCleared: 'شماره شبا حذف شد',
} as const;

/** The activity log's sentences of the admin actions. */
export const ADMIN_LOG_TEXTS = {
  userCreated: (name: string, role: string) => `ایجاد ${role} ${name}`,
  activated: (name: string) => `فعال‌سازی حساب ${name}`,
  deactivated: (name: string) => `غیرفعال‌سازی حساب ${name}`,
  rateChanged: (name: string, from: string | null, to: string) =>
    `تغییر نرخ کمیسیون ${name} از ${from === null ? '—' : `${fa(from)}٪`} به ${fa(to)}٪`,
  commissionPaid: (name: string, orderId: number, reference: string) =>
    `پرداخت کمیسیون سفارش ${fa(orderId)} به ${name} با شماره پیگیری ${reference}`,
  ibanChanged: (name: string, iban: string | null, byDealer: boolean) =>
    `${iban ? `ثبت شماره شبای ${iban}` : 'حذف شماره شبا'} برای ${name}${byDealer ? ' (توسط خود نماینده)' : ''}`,
  bulkEmail: (n: number, subject: string) => `ارسال ایمیل «${subject}» به ${fa(n)} کاربر`,
  roles: { customer: 'مشتری', dealer: 'نماینده', staff: 'مدیر', superuser: 'مدیر ارشد' },
} as const;
