// Persian texts of the cheques module: the answers, the order events and the bounce notices. The field limits and
// their sentences are the rules module's (RECEIVABLE_FIELD_MESSAGES).
import { CHEQUE_STATUS_LABELS, toPersianDigits as fa, type ChequeStatus } from '@sefaresh/shared-api/rules';
import { tehranDayStartOf } from '../../lib/tehran-time';
import { formatAmount, jalaliDate } from '../invoices/pdf-text';

/** A cheque's date ('YYYY-MM-DD') as a Persian-calendar day. */
export const chequeDay = (isoDate: string) => jalaliDate(tehranDayStartOf(isoDate));
const formatRials = (amount: string) => `${formatAmount(amount)} ریال`;
const day = chequeDay;

export const CHEQUE_TEXTS = {
  notFound: 'چک یافت نشد',
  duplicateSayad: (orderId: number) => `این چک صیادی قبلاً برای سفارش شماره ${fa(orderId)} ثبت شده است`,
  dueDateInvalid: 'تاریخ سررسید باید به شکل YYYY-MM-DD و معتبر باشد',
  instalmentNotOfOrder: 'این قسط متعلق به این سفارش نیست',
  pictureBad: 'تصویر چک باید JPEG، PNG، GIF، WebP یا PDF باشد',
  pictureEmpty: 'فایل تصویر چک خالی است',
  statusInvalid: 'وضعیت چک نامعتبر است',
  moveRefused: (from: ChequeStatus, to: ChequeStatus) =>
    `چک «${CHEQUE_STATUS_LABELS[from]}» را نمی‌توان به «${CHEQUE_STATUS_LABELS[to]}» برد`,
  registeredEvent: (sayadId: string, amount: string) =>
    `ثبت چک صیادی ${fa(sayadId)} به مبلغ ${formatRials(amount)}`,
  movedEvent: (sayadId: string, to: ChequeStatus, note: string) =>
    `چک صیادی ${fa(sayadId)}: ${CHEQUE_STATUS_LABELS[to]}${note ? ` — ${note}` : ''}`,
} as const;

interface BouncedCheque {
  orderId: number;
  sayadId: string;
  amount: string;
  dueDate: string;
  note: string;
}

/** The notices of a bounced cheque: to the customer, and to staff and the assigned dealer. */
export const CHEQUE_NOTICES = {
  bouncedCustomer: (c: BouncedCheque) => ({
    subject: `چک برگشتی — سفارش شماره ${fa(c.orderId)}`,
    body: [
      'مشتری گرامی،',
      '',
      `چک صیادی ${fa(c.sayadId)} به مبلغ ${formatRials(c.amount)} با سررسید ${day(c.dueDate)} برای سفارش شماره ${fa(c.orderId)} برگشت خورد.`,
      `توضیح: ${c.note}`,
      'لطفاً برای تسویه این مبلغ هرچه زودتر اقدام کنید.',
      '',
      'سامانه ثبت سفارش',
    ].join('\n'),
    sms: `چک ${fa(c.sayadId)} سفارش ${fa(c.orderId)} به مبلغ ${formatRials(c.amount)} برگشت خورد. لطفاً برای تسویه اقدام کنید.`,
  }),
  bouncedStaff: (c: BouncedCheque, customerName: string) => ({
    subject: `چک برگشتی سفارش شماره ${fa(c.orderId)}`,
    body: [
      `چک صیادی ${fa(c.sayadId)} مشتری «${customerName}» به مبلغ ${formatRials(c.amount)} (سررسید ${day(c.dueDate)}) برای سفارش شماره ${fa(c.orderId)} برگشت خورد.`,
      `توضیح: ${c.note}`,
    ].join('\n'),
    sms: `چک ${fa(c.sayadId)} سفارش ${fa(c.orderId)} (${customerName}) به مبلغ ${formatRials(c.amount)} برگشت خورد.`,
  }),
} as const;
