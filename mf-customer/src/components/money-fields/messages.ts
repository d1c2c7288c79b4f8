// Labels of the fields a payment carries (the receipt and the cheque forms); their error messages are the rules
// module's RECEIVABLE_FIELD_MESSAGES, the ones the server answers.
import { formatJalaliDate, formatRial, toPersianDigits } from '@sefaresh/shared-ui';

export const MONEY_FIELD_TEXTS = Object.freeze({
  amount: 'مبلغ (ریال)',
  instalment: 'بابت قسط',
  instalmentHint: 'اگر انتخاب نکنید، به قدیمی‌ترین قسط پرداخت‌نشده تعلق می‌گیرد',
  instalmentOption: (position: number, term: string, dueDate: string, outstanding: string) =>
    `قسط ${toPersianDigits(position)} — ${term} — سررسید ${formatJalaliDate(dueDate)} — مانده ${formatRial(outstanding, { zero: true })}`,
});
