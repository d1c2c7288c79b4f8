import { DECIMAL_SEPARATOR, formatNumber, parseAmount, toPersianDigits } from './digits';

/** Shown for a price that is empty, zero or not a number (spec 000 §5). */
export const PRICE_PENDING = 'در انتظار';
export const RIAL_UNIT = 'ریال';
export const TOMAN_UNIT = 'تومان';

/** Rial amount: '۱٬۵۰۰٬۰۰۰ ریال'; empty, zero or non-numeric → 'در انتظار'. Rounded to whole rials. */
export function formatRial(value: unknown): string {
  const n = parseAmount(value);
  if (n === null || Math.round(n) === 0) return PRICE_PENDING;
  return `${formatNumber(Math.round(n))} ${RIAL_UNIT}`;
}

/** 10 rials = 1 toman. */
export function rialToToman(rial: unknown): number | null {
  const n = parseAmount(rial);
  return n === null ? null : n / 10;
}

export interface TomanOptions {
  /** 'auto' (default): M from a million, K from a thousand, plain below. 'K' or 'M' force the unit. */
  unit?: 'auto' | 'K' | 'M';
  /** Append ' تومان'. */
  withUnit?: boolean;
}

/**
 * Toman amounts of the statistics (spec 002 §9), Persian digits:
 * - millions: one decimal and 'M' — 1_500_000 → '۱٫۵M', 2_000_000 → '۲٫۰M', 12_345_678 → '۱۲٫۳M';
 * - thousands: whole thousands and 'K' — 1_500 → '۲K' (rounded), 250_000 → '۲۵۰K', 999_400 → '۹۹۹K';
 * - below a thousand: the number itself — 950 → '۹۵۰';
 * - `unit: 'K'` always in thousands with separators — 25_000_000 → '۲۵٬۰۰۰K';
 * - empty or non-numeric → '۰'.
 * A value that rounds to 1000K is shown as '۱٫۰M'.
 */
export function formatToman(value: unknown, options: TomanOptions = {}): string {
  const n = parseAmount(value) ?? 0;
  const unit = options.unit ?? 'auto';
  const abs = Math.abs(n);
  let text: string;
  if (unit === 'M' || (unit === 'auto' && (abs >= 1_000_000 || Math.round(abs / 1000) >= 1000))) {
    text = `${formatNumber(n / 1_000_000, 1)}M`;
  } else if (unit === 'K' || (unit === 'auto' && abs >= 1000)) {
    text = `${formatNumber(Math.round(n / 1000))}K`;
  } else {
    text = formatNumber(Math.round(n));
  }
  return options.withUnit ? `${text} ${TOMAN_UNIT}` : text;
}

/**
 * A large amount shortened for a statistics card, in the unit given (no currency): under 1000 as it is, then
 * thousands 'K' (whole), millions 'M' and billions 'B' with one decimal. 2_450_000_000 → '۲٫۵B'.
 */
export function formatAbbreviated(value: unknown): string {
  const n = parseAmount(value) ?? 0;
  const abs = Math.abs(n);
  if (abs >= 999_950_000) return `${formatNumber(n / 1_000_000_000, 1)}B`;
  if (abs >= 999_500) return `${formatNumber(n / 1_000_000, 1)}M`;
  if (abs >= 1000) return `${formatNumber(Math.round(n / 1000))}K`;
  return formatNumber(Math.round(n));
}

/** Percent with Persian digits, up to one decimal: 7.5 → '۷٫۵٪', 10 → '۱۰٪'. */
export function formatPercent(value: unknown): string {
  const n = parseAmount(value);
  if (n === null) return '';
  const rounded = Math.round(n * 10) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : String(rounded).replace('.', DECIMAL_SEPARATOR);
  return `${toPersianDigits(text)}٪`;
}
