// Labels of the fields a payment carries (the customer's receipt and the cheque registration of customers and
// staff); their error messages are the rules module's RECEIVABLE_FIELD_MESSAGES, the ones the server answers.
import { formatJalaliDate } from '../../formatters/dates';
import { toPersianDigits } from '../../formatters/digits';
import { formatRial } from '../../formatters/money';

export const MONEY_FIELD_TEXTS = Object.freeze({
  amount: 'مبلغ (ریال)',
  instalment: 'بابت قسط',
  instalmentHint: 'اگر انتخاب نکنید، به قدیمی‌ترین قسط پرداخت‌نشده تعلق می‌گیرد',
  instalmentOption: (position: number, term: string, dueDate: string, outstanding: string) =>
    `قسط ${toPersianDigits(position)} — ${term} — سررسید ${formatJalaliDate(dueDate)} — مانده ${formatRial(outstanding, { zero: true })}`,
});

export const CHEQUE_FORM_TEXTS = Object.freeze({
  formLabel: 'ثبت چک صیادی',
  hint: 'مشخصات چک را همان‌طور که روی برگه چک آمده است وارد کنید.',
  sayadId: 'شناسه صیادی (۱۶ رقم)',
  bank: 'بانک',
  drawerName: 'نام صاحب حساب (صادرکننده چک)',
  dueDate: 'تاریخ سررسید',
  amount: 'مبلغ چک (ریال)',
  picture: 'تصویر چک (اختیاری)',
  choosePicture: 'انتخاب تصویر چک',
  removePicture: (name: string) => `حذف ${name}`,
  send: 'ثبت چک',
  cancel: 'انصراف',
  sending: 'در حال ارسال…',
});
