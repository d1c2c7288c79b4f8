// Texts of the order page's money after the confirmation: what is due later, the schedule and balance
// card, the cheques and their registration. Field errors are the rules module's RECEIVABLE_FIELD_MESSAGES.
import { formatJalaliDate, formatRial, toPersianDigits } from '@sefaresh/shared-ui';

export const MONEY_MESSAGES = Object.freeze({
  // how to pay
  dueLaterLine: (position: number, term: string, amount: string, dueDate: string) =>
    `قسط ${toPersianDigits(position)} (${term}): ${formatRial(amount)} — سررسید ${formatJalaliDate(dueDate)}`,
  // schedule and balance
  scheduleCard: 'برنامه پرداخت و وضعیت حساب',
  // cheques
  chequesCard: 'چک‌های صیادی',
  registerCheque: 'ثبت چک صیادی',
  chequeFormLabel: 'ثبت چک صیادی',
  chequeHint: 'مشخصات چک را همان‌طور که روی برگه چک آمده است وارد کنید.',
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
  chequeRegistered: 'چک ثبت شد',
  registerFailed: 'خطا در ثبت چک',
  showPicture: (sayadId: string) => `تصویر چک ${sayadId}`,
  pictureButton: 'تصویر',
  pictureFailed: 'خطا در بارگذاری تصویر چک',
  close: 'بستن',
});
