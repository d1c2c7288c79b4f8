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
