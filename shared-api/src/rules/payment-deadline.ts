// The one rule for how long a quote holds and by when a confirmed order is paid (docs/contracts.md, "Deadline"):
// a quote before the choice holds until the end of its version's valid_until day (Tehran); the confirmed pre-invoice holds until the
// payment deadline, the end (23:59:59 Tehran) of the day PAYMENT_DEADLINE_DAYS days after the confirmation. The
// order page, the pre-invoice, the how-to-pay card, the email and the SMS print these texts, never their own.
import { toPersianDigits as fa } from './digits';

/** Days from the confirmation to the payment deadline when PAYMENT_DEADLINE_DAYS is not set. */
export const DEFAULT_PAYMENT_DEADLINE_DAYS = 3;

export const PAYMENT_DEADLINE_TEXTS = Object.freeze({
  /** The deadline as printed everywhere, from its Persian-calendar date: «تا پایان روز ۱۴۰۵/۰۹/۰۴». */
  until: (jalaliDate: string) => `تا پایان روز ${jalaliDate}`,
  /**
   * A quote before the choice: it holds until the end of its valid-until day (its Persian-calendar date), and after
   * the confirmation the customer has `days` days to pay.
   */
  quoteValidity: (days: number, validUntilJalali: string) =>
    `این پیش‌فاکتور ${PAYMENT_DEADLINE_TEXTS.until(validUntilJalali)} معتبر است؛ پس از تأیید، ${fa(days)} روز (تا پایان روز، به وقت تهران) برای پرداخت فرصت دارید.`,
  /** The confirmed pre-invoice: it holds as long as the payment deadline. */
  confirmedValidity: (jalaliDate: string) =>
    `این پیش‌فاکتور ${PAYMENT_DEADLINE_TEXTS.until(jalaliDate)} (مهلت پرداخت) معتبر است.`,
});
