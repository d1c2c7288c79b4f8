// Persian texts of the invoices module.
import { toPersianDigits as fa } from '@sefaresh/shared-api/rules';

export const INVOICE_TEXTS = {
  beforeChoice: 'پیش از انتخاب شرایط پرداخت',
  assumedTermsTitle: 'شرایط پرداخت فرض‌شده (تا انتخاب و تأیید شما)',
  assumedTermRows: (term: string, rows: number[]) =>
    `${term}: ${rows.length > 1 ? 'ردیف‌های' : 'ردیف'} ${rows.map((r) => fa(r)).join('، ')}`,
  listSeparator: '؛ ',
  preUnavailable: 'پیش‌فاکتور این سفارش در وضعیت فعلی در دسترس نیست',
  finalUnavailable: 'فاکتور نهایی پس از تکمیل سفارش در دسترس است',
} as const;
