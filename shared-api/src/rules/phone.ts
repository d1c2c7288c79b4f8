// The one phone rule: an Iranian mobile number, 09 and 11 digits, for registration, the profile,
// Google's complete-profile, the staff's user and dealer forms, the order and invoice forms, and the server.
import { normalizeDigits } from './digits';

export const MOBILE_LENGTH = 11;
/** A mobile number as stored: 09 followed by 9 digits. */
export const MOBILE_PATTERN = /^09\d{9}$/;

export const PHONE_MESSAGES = Object.freeze({
  phoneRequired: 'وارد کردن شماره موبایل الزامی است',
  mobileInvalid: 'شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد',
});

/**
 * A phone as it is checked and stored: ASCII digits, without spaces, dashes or parentheses; +98 / 0098 read as
 * the leading 0 ('+98 912 345 6789' → '09123456789'). Anything else is kept, so the rule can refuse it.
 */
export function normalizePhone(value: string | null | undefined): string {
  const text = normalizeDigits(String(value ?? '')).replace(/[\s\-()\u200c]/g, '');
  return text.replace(/^(?:\+|00)98(?=9)/, '0');
}

/** True for a mobile number (see normalizePhone). */
export const isMobile = (value: string | null | undefined) => MOBILE_PATTERN.test(normalizePhone(value));

/** The phone's problem in Persian, or null. Empty is a problem unless `optional`. */
export function phoneProblem(
  value: string | null | undefined,
  { optional = false }: { optional?: boolean } = {},
): string | null {
  const phone = normalizePhone(value);
  if (!phone) return optional ? null : PHONE_MESSAGES.phoneRequired;
  return MOBILE_PATTERN.test(phone) ? null : PHONE_MESSAGES.mobileInvalid;
}
