// One-time codes (the password recovery code, a quote's acceptance code): 6 digits, stored only as an HMAC keyed
// with the app secret, valid OTP_TTL_MS, OTP_MAX_WRONG_TRIES wrong tries, at most one new code per
// OTP_RESEND_INTERVAL_MS. Each use keeps its own table; what a try does to a stored code is decided here.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  normalizeDigits,
} from '@sefaresh/shared-api/rules';

export const ONE_TIME_CODE_RULES = {
  codeTtlMs: OTP_TTL_MS,
  maxWrongTries: OTP_MAX_WRONG_TRIES,
  resendIntervalMs: OTP_RESEND_INTERVAL_MS,
} as const;

/** A new random code of OTP_LENGTH digits. */
export const newOneTimeCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** The stored form of a code: HMAC-SHA256 (hex) of `<purpose>:<subject>:<code>` keyed with the app secret. */
export const oneTimeCodeHasher =
  (secret: string, purpose: string) =>
  (subject: string | number, code: string): string =>
    createHmac('sha256', secret).update(`${purpose}:${subject}:${code}`).digest('hex');

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(new Uint8Array(Buffer.from(a)), new Uint8Array(Buffer.from(b)));

/** What a person typed, with Persian or Arabic digits read as digits; null when it cannot be a code. */
export function typedCode(input: string | undefined): string | null {
  const code = normalizeDigits(input ?? '').trim();
  return /^\d+$/.test(code) ? code : null;
}

/** A new code may be sent when the last one was made at least the resend interval ago. */
export const mayResend = (lastCreatedAt: Date | undefined, now: Date) =>
  !lastCreatedAt || now.getTime() - lastCreatedAt.getTime() >= ONE_TIME_CODE_RULES.resendIntervalMs;

/**
 * One try of `hash` (of the typed code) against the live stored code `row` (unused, not expired): right (the code
 * is used up), or wrong with the row's new attempts, used up at the last allowed wrong try.
 */
export function tryCode(
  row: { attempts: number; codeHash: string } | undefined,
  hash: string,
  now: Date,
): { right: boolean; update: { attempts?: number; consumedAt: Date | null } | null } {
  if (!row || row.attempts >= ONE_TIME_CODE_RULES.maxWrongTries) return { right: false, update: null };
  if (sameHex(hash, row.codeHash)) return { right: true, update: { consumedAt: now } };
  const attempts = row.attempts + 1;
  return {
    right: false,
    update: { attempts, consumedAt: attempts >= ONE_TIME_CODE_RULES.maxWrongTries ? now : null },
  };
}
