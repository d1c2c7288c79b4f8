// The texts of the price list's buttons and import dialog on /admin/products. The problems of a file come from the
// server as it sends them.
import { toPersianDigits } from '@sefaresh/shared-ui';

const fa = (n: number) => toPersianDigits(n);

export const PRICE_LIST_TEXTS = Object.freeze({
  export: 'دریافت فهرست قیمت (Excel)',
  exportFailed: 'دریافت فایل فهرست قیمت ممکن نشد',
  import: 'ورود فهرست قیمت از Excel',
  title: 'ورود فهرست قیمت',
  uploading: 'در حال بارگذاری فایل',
  checking: 'بررسی فایل…',
  applying: 'اعمال تغییرات…',
  failed: 'بررسی فایل ممکن نشد',
  applyFailed: 'اعمال فایل ممکن نشد؛ هیچ تغییری ذخیره نشد',
  summary: (c: { rows: number; created: number; updated: number; unchanged: number }) =>
    `${fa(c.rows)} سطر: ${fa(c.created)} محصول جدید، ${fa(c.updated)} محصول با تغییر، ${fa(c.unchanged)} بدون تغییر`,
  errorsTitle: (n: number) => `${fa(n)} خطا؛ تا برطرف نشوند فایل اعمال نمی‌شود`,
  warningsTitle: (n: number) => `${fa(n)} هشدار؛ پیش از اعمال بررسی کنید`,
  problem: (row: number, cell: string | null, message: string) =>
    `سطر ${fa(row)}${cell ? ` (خانه ${cell})` : ''}: ${message}`,
  nothingToApply: 'این فایل تغییری در محصولات نمی‌دهد',
  apply: (n: number) => `اعمال ${fa(n)} تغییر`,
  close: 'بستن',
  cancel: 'انصراف',
  done: (c: { created: number; updated: number }) =>
    `فهرست قیمت اعمال شد: ${fa(c.created)} محصول جدید، ${fa(c.updated)} محصول تغییر کرد`,
  columns: { row: 'سطر', code: 'کد', name: 'نام محصول', changes: 'تغییرات' },
  newProduct: 'محصول جدید',
  empty: '—',
  changesTable: 'تغییرات فایل',
  fields: {
    name: 'نام',
    category: 'دسته‌بندی',
    weight: 'وزن واحد (کیلوگرم)',
    base_price: 'قیمت پایه',
    tax_rate: 'نرخ مالیات',
    stock: 'موجودی',
    is_active: 'فعال',
  },
});
