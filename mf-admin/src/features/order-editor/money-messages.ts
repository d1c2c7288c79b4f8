// Texts of the editor's money: the schedule and cheques card, the review of one receipt, the cheques' moves, the
// cheque staff register for the customer, and the verification card's coverage and duplicate notices. Labels of
// states and the field limits' sentences are the rules module's.
import { MONEY_NOTE_MAX_LENGTH, RECEIVABLE_FIELD_MESSAGES } from '@sefaresh/shared-api/rules';
import { formatRial, toPersianDigits } from '@sefaresh/shared-ui';

export const MONEY_TEXTS = Object.freeze({
  moneyCard: 'پرداخت‌ها، اقساط و چک‌ها',
  noSchedule: 'برنامه پرداخت پس از تأیید سفارش توسط مشتری ساخته می‌شود',
  schedule: 'برنامه پرداخت',
  cheques: 'چک‌های صیادی',
  noCheques: 'چکی برای این سفارش ثبت نشده است',

  // the review of one receipt
  verifyReceipt: 'تأیید این رسید',
  rejectReceipt: 'رد این رسید',
  verifyTitle: (id: number) => `تأیید رسید #${toPersianDigits(id)}`,
  rejectTitle: (id: number) => `رد رسید #${toPersianDigits(id)}`,
  verifyExplain: (amount: string | null | undefined) =>
    amount
      ? `مشتری مبلغ ${formatRial(amount)} را اعلام کرده است. اگر مبلغ واریزی متفاوت است، آن را اصلاح کنید.`
      : 'مبلغ واریزی را وارد کنید.',
  verifiedAmount: 'مبلغ تأیید شده (ریال)',
  rejectReason: 'دلیل رد رسید',
  reviewOk: 'تأیید',
  rejectOk: 'رد رسید',
  reviewed: 'بررسی رسید ثبت شد',
  receiptVerifiedMessage: 'رسید تأیید شد',
  receiptRejectedMessage: 'رسید رد شد',
  reviewFailed: 'ثبت بررسی رسید ممکن نشد',
  amountRequired: RECEIVABLE_FIELD_MESSAGES.amountRequired,
  reasonRequired: RECEIVABLE_FIELD_MESSAGES.reasonRequired,
  reasonTooLong: RECEIVABLE_FIELD_MESSAGES.tooLong(MONEY_NOTE_MAX_LENGTH),

  // duplicates
  duplicateNotice:
    'این رسید تکراری به نظر می‌رسد: همین فایل یا شماره پیگیری پیش‌تر برای سفارش دیگری ثبت شده است.',
  duplicateLink: (orderId: number, receiptId: number) =>
    `رسید #${toPersianDigits(receiptId)} در سفارش #${toPersianDigits(orderId)}`,

  // coverage of the order's total
  coverageLine: (paid: string, secured: string, total: string) =>
    `پرداخت شده ${formatRial(paid, { zero: true })} و تضمین‌شده با چک ${formatRial(secured, { zero: true })} از جمع ${formatRial(total, { zero: true })}`,
  covered: 'پرداخت شده و تضمین‌شده با چک، کل مبلغ سفارش را پوشش می‌دهد.',
  notCovered: (outstanding: string) =>
    `هشدار: ${formatRial(outstanding)} از مبلغ سفارش هنوز نه پرداخت شده و نه با چک تضمین شده است.`,
  approveUncovered: 'با تأیید پرداخت، سفارش تکمیل می‌شود در حالی که بخشی از مبلغ آن پوشش داده نشده است.',

  // cheques
  moveTo: { deposited: 'واگذاری به بانک', cleared: 'وصول شد', bounced: 'برگشت خورد' } as Record<
    string,
    string
  >,
  moveConfirm: (label: string) => `وضعیت چک به «${label}» تغییر کند؟`,
  moveOk: 'بله',
  bounceTitle: 'ثبت برگشت چک',
  bounceExplain: 'مشتری، نماینده و کارکنان از برگشت چک باخبر می‌شوند و قسط آن دوباره باز می‌شود.',
  bounceNote: 'توضیح برگشت چک',
  bounceOk: 'ثبت برگشت',
  moved: (label: string) => `وضعیت چک به «${label}» تغییر کرد`,
  moveFailed: 'تغییر وضعیت چک ممکن نشد',
  chequeActions: (sayad: string) => `عملیات چک ${sayad}`,

  // registering a cheque for the customer
  registerCheque: 'ثبت چک',
  registerChequeTitle: 'ثبت چک صیادی برای مشتری',
  chequeRegistered: 'چک ثبت شد',
  registerFailed: 'ثبت چک ممکن نشد',
  cancel: 'انصراف',
});
