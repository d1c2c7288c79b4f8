// Digit conversion builds on the rules module's one implementation (normalizeDigits, toPersianDigits); these add
// the display formatters' null handling.
import { normalizeDigits, toPersianDigits as persianFromAscii } from '@sefaresh/shared-api/rules';

/** Persian thousands separator (U+066C), used by every formatter here. */
export const THOUSANDS_SEPARATOR = '٬';
/** Persian decimal separator (U+066B). */
export const DECIMAL_SEPARATOR = '٫';

/** ASCII (and Arabic-Indic) digits → Persian digits. null/undefined → ''. */
export function toPersianDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return persianFromAscii(normalizeDigits(String(value)));
}

/** A code as stored (dealer DLR-1001, product P-17, a payment reference PAY-20): an identifier, never localised. */
const CODE = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+/g;

/**
 * Running text (an event's note, a reason typed by someone) with Persian digits, except inside codes, which stay
 * in ASCII as docs/contracts.md says: 'تعیین نماینده (DLR-1001) برای 2 قلم' → 'تعیین نماینده (DLR-1001) برای ۲ قلم'.
 */
export function toPersianDigitsInText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    out += toPersianDigits(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + toPersianDigits(text.slice(last));
}

/** Persian and Arabic-Indic digits → ASCII digits. */
export function toEnglishDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return normalizeDigits(String(value));
}

/**
 * Reads a number from a number or a numeric string ("1500000", "1,500,000", "1500000.00", "۱۵۰۰۰۰۰").
 * Anything else (empty, null, NaN, "abc") → null.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = toEnglishDigits(value)
    .replace(/[,\u066c\s]/g, '')
    .replace('\u066b', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/**
 * Persian digits with thousands separators: 1500000 → '۱٬۵۰۰٬۰۰۰'; 1234.5 (decimals: 1) → '۱٬۲۳۴٫۵'.
 * Non-numeric → ''.
 */
export function formatNumber(value: unknown, decimals = 0): string {
  const n = parseAmount(value);
  if (n === null) return '';
  const fixed = Math.abs(n).toFixed(decimals);
  const [intPart, fracPart] = fixed.split('.');
  const negative = n < 0 && Number(fixed) !== 0;
  const text = groupThousands(intPart) + (fracPart ? DECIMAL_SEPARATOR + fracPart : '');
  return (negative ? '-' : '') + toPersianDigits(text);
}
