// Dealer commission rules (spec 001 §5, spec README "Money"), written once for the server and the admin forms.
// Dependency-free, like the rest of the rules module.

/** A commission rate is a percent above this (exclusive)… */
export const MIN_COMMISSION_RATE = 0;
/** …and at most this. */
export const MAX_COMMISSION_RATE = 50;
/** A custom rate is typed in steps of 0.1 (one decimal). */
export const COMMISSION_RATE_STEP = 0.1;
export const COMMISSION_RATE_DECIMALS = 1;

/** The life of a commission record: pending (projected) → calculated (payable) → paid; or cancelled. */
export const COMMISSION_STATUSES = ['pending', 'calculated', 'paid', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** Names the commission statuses by their meaning, so no other module writes a status string. */
export const COMMISSION_STATUS = Object.freeze({
  pending: 'pending',
  calculated: 'calculated',
  paid: 'paid',
  cancelled: 'cancelled',
} as const satisfies Record<string, CommissionStatus>);

/** The spec README's words for each state ("Dealers, catalogue and people"), shown wherever a commission is. */
export const COMMISSION_STATUS_LABELS: Readonly<Record<CommissionStatus, string>> = Object.freeze({
  pending: 'پیش‌بینی (سفارش باز)',
  calculated: 'محاسبه‌شده، قابل پرداخت',
  paid: 'پرداخت‌شده',
  cancelled: 'لغوشده',
});

/** What an order without a commission record shows. */
export const NO_COMMISSION_LABEL = 'بدون کمیسیون';

/** The commission-rate limits: above min (exclusive), at most max, typed in steps of 0.1. */
export const COMMISSION_RATE = Object.freeze({
  min: MIN_COMMISSION_RATE,
  max: MAX_COMMISSION_RATE,
  step: COMMISSION_RATE_STEP,
});

/** Spec 001 §5 "Dealer assignment": the final rate's problems. */
export const COMMISSION_RATE_MESSAGES = Object.freeze({
  aboveZero: 'نرخ کمیسیون باید بیشتر از صفر باشد',
  atMostMax: 'نرخ کمیسیون نمی‌تواند بیشتر از ۵۰٪ باشد',
});

/** The Persian problem of a commission rate (a number or its text), or null when it is above 0 and at most 50. */
export function commissionRateProblem(value: number | string | null | undefined): string | null {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  if (
    value === null ||
    value === undefined ||
    String(value).trim() === '' ||
    !Number.isFinite(n) ||
    n <= COMMISSION_RATE.min
  )
    return COMMISSION_RATE_MESSAGES.aboveZero;
  if (n > COMMISSION_RATE.max) return COMMISSION_RATE_MESSAGES.atMostMax;
  return null;
}
