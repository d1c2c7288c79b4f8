import { DECIMAL_SEPARATOR, toPersianDigits } from './digits';

const UNITS = ['بایت', 'کیلوبایت', 'مگابایت', 'گیگابایت'] as const;

/**
 * File size with 1024 steps and Persian labels for Bytes, KB, MB, GB (spec 000 §9), up to two decimals:
 * 0 → '۰ بایت', 1536 → '۱٫۵ کیلوبایت', 15 * 1024 * 1024 → '۱۵ مگابایت'. Negative or non-numeric → ''.
 */
export function formatFileSize(bytes: number | string | null | undefined): string {
  const n = typeof bytes === 'string' ? Number(bytes) : bytes;
  if (n === null || n === undefined || !Number.isFinite(n) || n < 0) return '';
  let size = n;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(size) : Math.round(size * 100) / 100;
  return `${toPersianDigits(String(rounded).replace('.', DECIMAL_SEPARATOR))} ${UNITS[unit]}`;
}
