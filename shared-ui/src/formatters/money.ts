// The one place money becomes text on a screen. Amounts are rials: in full with Persian separators, or, where space
// is short, in Persian words of millions and billions. Tomans appear only as a secondary line in words
// (`tomanInWords`), never as a headline. Lint refuses K/M/B suffixes and «تومان» anywhere else.
import { DECIMAL_SEPARATOR, formatNumber, parseAmount, toPersianDigits } from './digits';
import { amountInWords } from './words';

/** Shown for a price that is empty, zero or not a number (spec 000 §5). */
export const PRICE_PENDING = 'در انتظار';
export const RIAL_UNIT = 'ریال';
const TOMAN_UNIT = 'تومان';

export interface RialOptions {
  /** A sum or a statistic: zero is '۰ ریال' and empty '۰ ریال', not «در انتظار». */
  zero?: boolean;
}

/** Rial amount: '۱٬۵۰۰٬۰۰۰ ریال'; empty, zero or non-numeric → 'در انتظار' (with `zero`: '۰ ریال'). */
export function formatRial(value: unknown, options: RialOptions = {}): string {
  const n = parseAmount(value);
  if (n === null || Math.round(n) === 0)
    return options.zero ? `${toPersianDigits(0)} ${RIAL_UNIT}` : PRICE_PENDING;
  return `${formatNumber(Math.round(n))} ${RIAL_UNIT}`;
}

const SCALES = [
  { size: 1_000_000_000_000, word: 'هزار میلیارد' },
  { size: 1_000_000_000, word: 'میلیارد' },
  { size: 1_000_000, word: 'میلیون' },
] as const;

/** One decimal, dropped when it is zero: 19.66 → '۱۹٫۷', 82.0 → '۸۲'. */
function oneDecimal(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return Number.isInteger(rounded) ? formatNumber(rounded) : formatNumber(rounded, 1);
}

export interface ShortRialOptions {
  /** Append ' ریال' (default true); a chart's axis, whose title names the unit, leaves it out. */
  withUnit?: boolean;
}

/**
 * A rial amount for a tight space, in Persian words of the scale with one decimal:
 * 19_662_500 → '۱۹٫۷ میلیون ریال', 82_000_000_000 → '۸۲ میلیارد ریال'; under a million in full
 * ('۹۵۰٬۰۰۰ ریال'); empty or non-numeric → '۰ ریال'. A value that would read 1000 of a scale takes the next
 * (999_960_000 → '۱ میلیارد ریال').
 */
export function formatRialShort(value: unknown, options: ShortRialOptions = {}): string {
  const n = parseAmount(value) ?? 0;
  const abs = Math.abs(n);
  let text = formatNumber(Math.round(n));
  for (const [i, scale] of SCALES.entries()) {
    const below = SCALES[i + 1];
    // 999_960_000 would read '۱٬۰۰۰ میلیون' one scale down
    if (abs >= scale.size || (below && Math.round((abs / below.size) * 10) >= 10_000)) {
      text = `${oneDecimal(n / scale.size)} ${scale.word}`;
      break;
    }
  }
  return options.withUnit === false ? text : `${text} ${RIAL_UNIT}`;
}

/** A rial amount in words with its unit: '… ریال'; empty, zero or not a whole amount → ''. */
export function rialInWords(value: unknown): string {
  const words = parseAmount(value) ? amountInWords(value) : '';
  return words ? `${words} ${RIAL_UNIT}` : '';
}

/**
 * The secondary line of a rial amount in tomans (10 rials), in words: '18631800' → 'یک میلیون و هشت صد و
 * شصت و سه هزار و صد و هشتاد تومان'; a remainder of rials is named ('… تومان و پنج ریال'). Empty → ''.
 */
export function tomanInWords(rials: unknown): string {
  const n = parseAmount(rials);
  if (n === null || n <= 0 || !Number.isSafeInteger(Math.round(n))) return '';
  const whole = Math.round(n);
  const tomans = Math.floor(whole / 10);
  const rest = whole % 10;
  const parts = [
    tomans > 0 ? `${amountInWords(tomans)} ${TOMAN_UNIT}` : '',
    rest > 0 ? `${amountInWords(rest)} ${RIAL_UNIT}` : '',
  ];
  return parts.filter(Boolean).join(' و ');
}

/** Percent with Persian digits, up to one decimal: 7.5 → '۷٫۵٪', 10 → '۱۰٪'. */
export function formatPercent(value: unknown): string {
  const n = parseAmount(value);
  if (n === null) return '';
  const rounded = Math.round(n * 10) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : String(rounded).replace('.', DECIMAL_SEPARATOR);
  return `${toPersianDigits(text)}٪`;
}
