// Persian texts of the invoices module.
export const INVOICE_TEXTS = {
  validityNote: 'این پیش‌فاکتور تا پایان ساعت کاری امروز معتبر است.',
  preUnavailable: 'پیش‌فاکتور این سفارش در وضعیت فعلی در دسترس نیست',
  finalUnavailable: 'فاکتور نهایی پس از تکمیل سفارش در دسترس است',
} as const;
