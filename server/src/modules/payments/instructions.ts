// Where and how much a customer pays, by when: the seller's bank account of the configuration
// (SELLER_* variables, checked at start-up), the amount due of the chosen terms, the deadline and the order number
// as the payment reference. One builder for the order answer, the pre-invoice and the order-confirmed messages.
//
// The deadline (the spec is silent; docs/contracts.md): the end of the Tehran day PAYMENT_DEADLINE_DAYS days after
// the confirmation, which is when the confirmed pre-invoice was issued.
import {
  PAYMENT_DEADLINE_TEXTS,
  PAYMENT_INFO_LABELS as L,
  STATUS,
  STATUS_GROUPS,
  groupBankNumber,
  paymentTermLabel,
  splitDue,
  statusIn,
  toPersianDigits as fa,
} from '@sefaresh/shared-api/rules';
import type { BankAccountConfig, SellerConfig } from '../../config';
import { tehranDayStart, tehranWallClock } from '../../lib/tehran-time';
import { formatAmount, jalaliDate } from '../invoices/pdf-text';
import type { InstalmentFigures } from '../receivables/figures';

/** What the customer is asked to pay while the order waits for the payment (confirmed, or a receipt sent). */
const AWAITING_PAYMENT = Object.freeze([STATUS.confirmed, STATUS.paymentUploaded] as const);

export interface PaymentInstructions extends BankAccountConfig {
  /** Whole rials: the order's total with tax for the chosen terms. */
  amount_due: string;
  /** ISO date-time: the last moment of the deadline day, Tehran time. */
  deadline: string;
  /** The order number, to be written on the transfer. */
  reference: string;
}

/** The last moment (23:59:59 Tehran) of the day `days` days after `confirmedAt`. */
export function paymentDeadline(confirmedAt: Date, days: number): Date {
  const wall = tehranWallClock(confirmedAt);
  return new Date(tehranDayStart(wall.year, wall.month, wall.day + days + 1).getTime() - 1000);
}

/** The payment reference of an order: its number. */
export const paymentReference = (orderId: number) => String(orderId);

/**
 * The instructions of an order awaiting payment; null in any other status or before the totals are fixed. With a
 * payment schedule: what is due by the deadline (splitDue), or when that is settled the next open instalment by its
 * own due date, for as long as anything is outstanding (a completed order's later instalments too).
 */
export function paymentInstructions(
  order: {
    id: number;
    status: string;
    amountDue: string | null;
    confirmedAt: Date | null;
    schedule?: readonly InstalmentFigures[] | null;
  },
  seller: Pick<SellerConfig, 'bank' | 'payment_deadline_days'>,
): PaymentInstructions | null {
  if (order.amountDue === null || !order.confirmedAt) return null;
  const deadline = paymentDeadline(order.confirmedAt, seller.payment_deadline_days);
  const base = { ...seller.bank, reference: paymentReference(order.id) };
  if (order.schedule?.length) {
    if (!statusIn(order.status, STATUS_GROUPS.chosen)) return null;
    const { nowTotal, later } = splitDue(order.schedule.map(dueOf), deadline);
    if (BigInt(nowTotal) > 0n) return { ...base, amount_due: nowTotal, deadline: deadline.toISOString() };
    const next = later[0];
    return next ? { ...base, amount_due: next.outstanding, deadline: next.due_date } : null;
  }
  if (!statusIn(order.status, AWAITING_PAYMENT)) return null;
  return { ...base, amount_due: order.amountDue, deadline: deadline.toISOString() };
}

/** A later instalment as the messages print it. */
export interface LaterInstalment {
  term: string;
  due_date: string;
  outstanding: string;
}

/** What splitDue reads of an instalment's figures. */
export const dueOf = (f: InstalmentFigures) => ({
  position: f.instalment.position,
  due_date: f.instalment.dueDate.toISOString(),
  outstanding: f.outstanding.toString(),
  term: paymentTermLabel(f.instalment.paymentTerm, f.instalment.customTermLabel),
});

const rialsText = (amount: string) => `${formatAmount(amount)} ریال`;

/** The payment deadline as every document prints it: «تا پایان روز ۱۴۰۵/۰۹/۰۴». */
const deadlineText = (deadline: string) => PAYMENT_DEADLINE_TEXTS.until(jalaliDate(new Date(deadline)));

/** The order-confirmed email (every detail) and SMS (the amount, the IBAN, the deadline and the reference). */

export function confirmedNotice(p: PaymentInstructions, later: readonly LaterInstalment[] = []) {
  const ref = fa(p.reference);
  const deadline = deadlineText(p.deadline);
  const laterLines = later.length
    ? [
        '',
        `${L.laterTitle}:`,
        ...later.map((i) => `- ${i.term}: ${rialsText(i.outstanding)} ${deadlineText(i.due_date)}`),
      ]
    : [];
  const laterTotal = later.reduce((sum, i) => sum + BigInt(i.outstanding), 0n);
  const lines = [
    `سفارش شماره ${ref} تأیید شد و پیش‌فاکتور آن صادر شد.`,
    '',
    `${L.title}:`,
    `${L.amountDue}: ${rialsText(p.amount_due)}`,
    `${L.deadline}: ${deadline}`,
    `${L.accountHolder}: ${p.account_holder}`,
    `${L.bankName}: ${p.bank_name}`,
    `${L.accountNumber}: ${p.account_number}`,
    `${L.cardNumber}: ${groupBankNumber(p.card_number)}`,
    `${L.iban}: ${groupBankNumber(p.iban)}`,
    `${L.reference}: ${ref}`,
    ...laterLines,
    '',
    L.referenceHint,
  ];
  return {
    subject: `سفارش شماره ${ref} تأیید شد — ${L.title}`,
    body: lines.join('\n'),
    sms:
      `سفارش ${ref} تأیید شد. مبلغ ${rialsText(p.amount_due)} را ${deadline} به شبای ${p.iban} (${p.account_holder}) واریز کنید؛ شناسه پرداخت: ${ref}. سپس رسید را در سامانه بارگذاری کنید.` +
      (laterTotal > 0n ? ` ${L.laterSms(rialsText(laterTotal.toString()))}` : ''),
  };
}
