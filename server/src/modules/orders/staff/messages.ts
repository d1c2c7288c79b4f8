// Persian texts of the admin orders module (the list, its Excel export, details and customer data).
import { MESSAGES } from '@sefaresh/shared-api/rules';

export const ADMIN_ORDER_TEXTS = {
  orderNotFound: MESSAGES.orderNotFound,
  sheetName: 'سفارش‌ها',
} as const;

/** Column headers of the Excel export, in order (right to left on the sheet). */
export const EXPORT_HEADERS = [
  'شماره سفارش',
  'تاریخ ثبت',
  'وضعیت',
  'مشتری',
  'ایمیل',
  'تلفن',
  'نماینده',
  'قیمت‌گذار',
  'تعداد اقلام',
  'مبلغ کل (ریال)',
  'مبلغ با مالیات (ریال)',
  'نوع فاکتور',
  'تاریخ تکمیل',
  'توضیحات مشتری',
  'نسخه پیش‌فاکتور',
] as const;
