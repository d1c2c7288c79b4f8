// Money after the quote, written once (docs/contracts.md "Money after the quote"): the instalments of the payment
// schedule and their states, the receipts' review, the Sayad cheques and the moves between their states, the
// limits of what a customer or staff types, and how payments fill the instalments. The server, the forms and the
// screens read these; none of them decides again. Dependency-free, like the rest of the rules module.
import { normalizeDigits, toPersianDigits as fa } from './digits';
import type { PaymentTerm } from './payment-terms';
import { TEHRAN_TIME_ZONE } from './tehran-time';

// ---- the payment schedule ----

/** Days from the confirmation to the due date of each fixed term; cash is due by the payment deadline. */
export const TERM_DUE_DAYS: Readonly<Partial<Record<PaymentTerm, number>>> = Object.freeze({
  '1_month': 30,
  '2_month': 60,
  '3_month': 90,
});

/** A custom term carries its own number of days (custom_due_days), set by staff beside its label. */
export const CUSTOM_DUE_DAYS = Object.freeze({ min: 1, max: 365 });

/**
 * Days from the confirmation to an instalment's due date: cash by the payment deadline (PAYMENT_DEADLINE_DAYS),
 * the fixed terms by TERM_DUE_DAYS, a custom term by its own custom_due_days.
 */
export function termDueDays(
  term: PaymentTerm,
  customDueDays: number | null,
  paymentDeadlineDays: number,
): number {
  if (term === 'instant') return paymentDeadlineDays;
  if (term === 'custom') return customDueDays ?? paymentDeadlineDays;
  return TERM_DUE_DAYS[term] ?? paymentDeadlineDays;
}

/** Days before a due date when the customer is reminded, when PAYMENT_REMINDER_DAYS is not set. */
export const DEFAULT_PAYMENT_REMINDER_DAYS = 3;

export const INSTALMENT_STATES = Object.freeze(['due', 'partly_paid', 'paid', 'overdue'] as const);
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

export const INSTALMENT_STATE_LABELS: Readonly<Record<InstalmentState, string>> = Object.freeze({
  due: 'در انتظار پرداخت',
  partly_paid: 'بخشی پرداخت شده',
  paid: 'پرداخت شده',
  overdue: 'سررسید گذشته',
});

/** An instalment's state: paid in full, else overdue once its due moment has passed, else partly paid or due. */
export function instalmentState(
  amount: bigint,
  paid: bigint,
  dueDate: Date | string,
  now: Date,
): InstalmentState {
  if (paid >= amount) return 'paid';
  if (new Date(dueDate).getTime() < now.getTime()) return 'overdue';
  return paid > 0n ? 'partly_paid' : 'due';
}

// ---- how payments fill the instalments ----

export interface InstalmentToFill {
  id: number;
  amount: bigint;
}

/** A verified receipt or a cheque: its amount, and the instalment it names (null: the oldest open one). */
export interface Credit {
  instalmentId: number | null;
  amount: bigint;
}

/**
 * How much of each instalment the credits cover. Each credit fills the instalment it names first; what is left
 * (and every credit naming none) fills the others in schedule order. `instalments` are in schedule order; a credit
 * naming an instalment not in the list fills in schedule order. Whatever no instalment can take is `excess`.
 */
export function fillInstalments(
  instalments: readonly InstalmentToFill[],
  credits: readonly Credit[],
  alreadyFilled: ReadonlyMap<number, bigint> = new Map(),
): { filled: Map<number, bigint>; excess: bigint } {
  const filled = new Map(instalments.map((i) => [i.id, 0n]));
  const room = (i: InstalmentToFill) => i.amount - (alreadyFilled.get(i.id) ?? 0n) - (filled.get(i.id) ?? 0n);
  const pour = (target: InstalmentToFill, amount: bigint) => {
    const take = amount < room(target) ? amount : room(target);
    if (take <= 0n) return amount;
    filled.set(target.id, (filled.get(target.id) ?? 0n) + take);
    return amount - take;
  };
  let excess = 0n;
  // named credits first, so an unnamed one does not take the room a named one was meant for
  const ordered = [...credits].sort(
    (a, b) => Number(a.instalmentId === null) - Number(b.instalmentId === null),
  );
  for (const credit of ordered) {
    let left = credit.amount;
    const named = instalments.find((i) => i.id === credit.instalmentId);
    if (named) left = pour(named, left);
    for (const i of instalments) if (left > 0n) left = pour(i, left);
    excess += left;
  }
  return { filled, excess };
}

// ---- receipts ----

export const RECEIPT_REVIEW_STATUSES = Object.freeze(['pending', 'verified', 'rejected'] as const);
export type ReceiptReviewStatus = (typeof RECEIPT_REVIEW_STATUSES)[number];
/** Names the review statuses by their meaning ('rejected' is an order status's word too). */
export const RECEIPT_REVIEW = Object.freeze({
  pending: 'pending',
  verified: 'verified',
  rejected: 'rejected',
} as const satisfies Record<string, ReceiptReviewStatus>);

export const RECEIPT_REVIEW_LABELS: Readonly<Record<ReceiptReviewStatus, string>> = Object.freeze({
  pending: 'در انتظار بررسی',
  verified: 'تأیید شده',
  rejected: 'رد شده',
});

/** The bank's tracking number (شماره پیگیری): digits only, in either script. */
export const TRACKING_NUMBER = Object.freeze({ minLength: 4, maxLength: 30 });

/** A reason to reject a receipt or a note on a bounced cheque: required, at most this long. */
export const MONEY_NOTE_MAX_LENGTH = 500;

// ---- cheques (چک صیادی) ----

export const SAYAD_ID_LENGTH = 16;
export const CHEQUE_FIELD_MAX_LENGTH = Object.freeze({ bank: 100, drawer_name: 150 });

export const CHEQUE_STATUSES = Object.freeze(['received', 'deposited', 'cleared', 'bounced'] as const);
export type ChequeStatus = (typeof CHEQUE_STATUSES)[number];

export const CHEQUE_STATUS_LABELS: Readonly<Record<ChequeStatus, string>> = Object.freeze({
  received: 'دریافت شده',
  deposited: 'واگذار شده به بانک',
  cleared: 'وصول شده',
  bounced: 'برگشتی',
});

/** Where staff may move a cheque from each status: received → deposited → cleared, or to bounced on the way. */
export const CHEQUE_MOVES: Readonly<Record<ChequeStatus, readonly ChequeStatus[]>> = Object.freeze({
  received: Object.freeze(['deposited', 'bounced'] as const),
  deposited: Object.freeze(['cleared', 'bounced'] as const),
  cleared: Object.freeze([] as const),
  bounced: Object.freeze([] as const),
});

/** A cheque not yet cleared or bounced secures its instalment; a cleared one pays it. */
export const CHEQUE_SECURES: readonly ChequeStatus[] = Object.freeze(['received', 'deposited'] as const);

export const isChequeStatus = (value: unknown): value is ChequeStatus =>
  typeof value === 'string' && (CHEQUE_STATUSES as readonly string[]).includes(value);

export const chequeMayMove = (from: ChequeStatus, to: ChequeStatus): boolean =>
  CHEQUE_MOVES[from].includes(to);

// ---- the customer's statement (صورت‌حساب) ----

export const STATEMENT_LINE_KINDS = Object.freeze([
  'invoice',
  'receipt',
  'cheque_cleared',
  'cheque_bounced',
] as const);
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const STATEMENT_LINE_LABELS: Readonly<Record<StatementLineKind, string>> = Object.freeze({
  invoice: 'فاکتور',
  receipt: 'رسید پرداخت',
  cheque_cleared: 'وصول چک',
  cheque_bounced: 'چک برگشتی',
});

// ---- what a form or a request carries ----

/** Digits of any script with spaces and dashes removed: what a Sayad id or a tracking number is compared by. */
export const plainDigits = (value: string | null | undefined): string =>
  normalizeDigits(String(value ?? '')).replace(/[\s\-_]/g, '');

export const RECEIVABLE_FIELD_MESSAGES = Object.freeze({
  amountRequired: 'مبلغ پرداختی را وارد کنید',
  amountInvalid: 'مبلغ باید عددی صحیح و بزرگ‌تر از صفر (ریال) باشد',
  trackingNumber: `شماره پیگیری باید فقط رقم و بین ${fa(TRACKING_NUMBER.minLength)} تا ${fa(TRACKING_NUMBER.maxLength)} رقم باشد`,
  paidOnRequired: 'تاریخ پرداخت را وارد کنید',
  paidOnFuture: 'تاریخ پرداخت نمی‌تواند در آینده باشد',
  sayadId: `شناسه صیادی باید دقیقاً ${fa(SAYAD_ID_LENGTH)} رقم باشد`,
  bankRequired: 'نام بانک را وارد کنید',
  drawerRequired: 'نام صاحب حساب (صادرکننده چک) را وارد کنید',
  dueDateRequired: 'تاریخ سررسید چک را وارد کنید',
  customDueDaysRequired: 'برای شرط پرداخت سفارشی، تعداد روز تا سررسید را وارد کنید',
  customDueDays: `تعداد روز تا سررسید باید بین ${fa(CUSTOM_DUE_DAYS.min)} تا ${fa(CUSTOM_DUE_DAYS.max)} باشد`,
  reasonRequired: 'دلیل را بنویسید',
  instalmentNotOfOrder: 'این قسط متعلق به این سفارش نیست',
  tooLong: (max: number) => `حداکثر ${fa(max)} نویسه مجاز است`,
});

/** A Sayad id's problem, or null when it is exactly 16 digits (in either script). */
export const sayadIdProblem = (value: string | null | undefined): string | null =>
  new RegExp(`^\\d{${SAYAD_ID_LENGTH}}$`).test(plainDigits(value)) ? null : RECEIVABLE_FIELD_MESSAGES.sayadId;

/** An amount of whole rials above zero (digits of either script; thousands separators allowed), or its problem. */
export function amountProblem(value: string | null | undefined): string | null {
  const text = normalizeDigits(String(value ?? '')).replace(/[\s,٬،]/g, '');
  if (text === '') return RECEIVABLE_FIELD_MESSAGES.amountRequired;
  return /^\d+$/.test(text) && BigInt(text) > 0n ? null : RECEIVABLE_FIELD_MESSAGES.amountInvalid;
}

/** The fields of a cheque a person types (the instalment and the picture are chosen). */
export type ChequeField = 'sayad_id' | 'bank' | 'drawer_name' | 'due_date' | 'amount';

/** Each typed field of a cheque with its problem (none: the cheque may be sent), for the forms and the server. */
export function chequeProblems(
  values: Partial<Record<ChequeField, string | null | undefined>>,
): Partial<Record<ChequeField, string>> {
  const M = RECEIVABLE_FIELD_MESSAGES;
  const text = (field: 'bank' | 'drawer_name', required: string) => {
    const value = (values[field] ?? '').trim();
    if (value === '') return required;
    const max = CHEQUE_FIELD_MAX_LENGTH[field];
    return value.length > max ? M.tooLong(max) : null;
  };
  const found: Partial<Record<ChequeField, string | null>> = {
    sayad_id: sayadIdProblem(values.sayad_id),
    bank: text('bank', M.bankRequired),
    drawer_name: text('drawer_name', M.drawerRequired),
    due_date: values.due_date ? null : M.dueDateRequired,
    amount: amountProblem(values.amount),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as Partial<
    Record<ChequeField, string>
  >;
}

/** The Gregorian day 'YYYY-MM-DD' it is in Tehran at `now`: the latest day a payment can have been made on. */
export const tehranDay = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** paid_on of a receipt ('YYYY-MM-DD'): required, and not after today in Tehran. */
export function paidOnProblem(value: string | null | undefined, now: Date): string | null {
  if (!value) return RECEIVABLE_FIELD_MESSAGES.paidOnRequired;
  return value > tehranDay(now) ? RECEIVABLE_FIELD_MESSAGES.paidOnFuture : null;
}

/** A tracking number's problem (empty is fine: it is optional), or null. */
export function trackingNumberProblem(value: string | null | undefined): string | null {
  const digits = plainDigits(value);
  if (digits === '') return null;
  const { minLength, maxLength } = TRACKING_NUMBER;
  return /^\d+$/.test(digits) && digits.length >= minLength && digits.length <= maxLength
    ? null
    : RECEIVABLE_FIELD_MESSAGES.trackingNumber;
}

/** custom_due_days of a price option: required for a custom term, a whole number of 1–365. */
export function customDueDaysProblem(term: string, value: number | string | null | undefined): string | null {
  if (term !== 'custom') return null;
  const text = plainDigits(value === null || value === undefined ? '' : String(value));
  if (text === '') return RECEIVABLE_FIELD_MESSAGES.customDueDaysRequired;
  const n = Number(text);
  return /^\d+$/.test(text) && n >= CUSTOM_DUE_DAYS.min && n <= CUSTOM_DUE_DAYS.max
    ? null
    : RECEIVABLE_FIELD_MESSAGES.customDueDays;
}

// ---- what is due now and what later ----

/** An instalment as the answers carry it: enough to say when and how much is still to pay. */
export interface DueInstalment {
  position: number;
  due_date: string;
  outstanding: string;
}

/**
 * What the customer pays now and later: the outstanding of every instalment due by `deadline` (overdue ones
 * included) as one amount, then each later one; instalments paid or secured in full are left out. The how-to-pay
 * card, the payment instructions, the pre-invoice and the order-confirmed message all read this.
 */
export function splitDue<T extends DueInstalment>(schedule: readonly T[], deadline: string | Date) {
  const open = [...schedule]
    .filter((i) => BigInt(i.outstanding) > 0n)
    .sort((a, b) => a.position - b.position);
  const by = new Date(deadline).getTime();
  const now = open.filter((i) => Date.parse(i.due_date) <= by);
  const later = open.filter((i) => Date.parse(i.due_date) > by);
  const nowTotal = now.reduce((sum, i) => sum + BigInt(i.outstanding), 0n).toString();
  return { now, nowTotal, later };
}
