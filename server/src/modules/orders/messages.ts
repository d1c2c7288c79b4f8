// Persian texts of the orders module.
import { requiredMessage } from '@sefaresh/shared-api/rules';

export const ORDER_TEXTS = {
  staffCannotOrder: 'کارکنان نمی‌توانند سفارش ثبت کنند',
  productInactive: (name: string) => `محصول «${name}» فعال نیست و قابل سفارش نیست`,
  productOutOfStock: (name: string) => `محصول «${name}» موجود نیست و قابل سفارش نیست`,
  officialDisplay: 'رسمی',
  unofficialDisplay: 'غیررسمی',
  submittedSubject: (id: number) => `ثبت سفارش شماره ${id} — سامانه ثبت سفارش`,
  submitted: (id: number) => `سفارش شما با شماره ${id} ثبت شد و به‌زودی بررسی می‌شود — سامانه ثبت سفارش`,
} as const;

/** Persian labels of the official-invoice fields, for "{field} الزامی است". */
export const CUSTOMER_INFO_LABELS = {
  name: 'نام',
  phone: 'شماره موبایل',
  complete_address: 'آدرس کامل',
  national_id: 'شناسه/کد ملی',
  postal_code: 'کد پستی',
  province: 'استان',
  city: 'شهر',
} as const;

export const customerInfoRequired = (field: keyof typeof CUSTOMER_INFO_LABELS) =>
  requiredMessage(CUSTOMER_INFO_LABELS[field]);

/** Persian display of a payment term (custom → its label). */
export const TERM_DISPLAY: Record<string, string> = {
  instant: 'نقدی',
  '1_month': '۱ ماهه',
  '2_month': '۲ ماهه',
  '3_month': '۳ ماهه',
};
