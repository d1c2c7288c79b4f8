import { PERSIAN_MONTH_NAMES, tehranOffsetMinutes } from '@sefaresh/shared-api/rules';
import moment from 'moment-jalaali';
import { toPersianDigits } from './digits';

/** Shown for an empty or unreadable date. */
export const NO_DATE = '—';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

type DateInput = string | number | Date | null | undefined;

const WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The moment as Tehran's clock shows it. An instant (a Date, or ISO text with Z or an offset, as the API sends) is
 * shown in Tehran; text without a zone ('2026-11-22', '2026-11-22T14:30') is read as Tehran's own day and time.
 */
function parse(value: DateInput): moment.Moment | null {
  if (value === null || value === undefined || value === '') return null;
  // ISO 8601 only (what the API sends); other strings would fall back to Date parsing with a warning.
  if (typeof value === 'string' && !ISO_DATE.test(value.trim())) return null;
  if (typeof value === 'string' && !WITH_ZONE.test(value.trim())) {
    const wall = moment.utc(value.trim());
    return wall.isValid() ? wall.utcOffset(tehranOffsetMinutes(wall.toDate()), true) : null;
  }
  const m = typeof value === 'string' ? moment(value.trim()) : moment(value);
  return m.isValid() ? m.utcOffset(tehranOffsetMinutes(m.toDate())) : null;
}

/** Persian-calendar date in Tehran: '2026-11-22' → '۱۴۰۵/۰۹/۰۱'. */
export function formatJalaliDate(value: DateInput): string {
  const m = parse(value);
  return m ? toPersianDigits(m.format('jYYYY/jMM/jDD')) : NO_DATE;
}

/** Persian-calendar date and 24-hour time: '۱۴۰۵/۰۹/۰۱ ۱۴:۳۰'. */
export function formatJalaliDateTime(value: DateInput): string {
  const m = parse(value);
  return m ? toPersianDigits(m.format('jYYYY/jMM/jDD HH:mm')) : NO_DATE;
}

/** Persian month names, Farvardin first. */
export const JALALI_MONTH_NAMES = PERSIAN_MONTH_NAMES;

/** Long form: '۱ آذر ۱۴۰۵'. */
export function formatJalaliLongDate(value: DateInput): string {
  const m = parse(value);
  if (!m) return NO_DATE;
  return toPersianDigits(`${m.jDate()} ${PERSIAN_MONTH_NAMES[m.jMonth()]} ${m.jYear()}`);
}

/**
 * Relative day in Persian, by calendar days in Tehran:
 * 'امروز', 'دیروز', '۳ روز پیش' (2–6 days), '۲ هفته پیش' (7–29 days), '۵ ماه پیش' (30–364 days), '۲ سال پیش';
 * in the future: 'فردا', '۳ روز دیگر', ... Empty or unreadable → '—'.
 */
export function formatRelativeDate(value: DateInput, now: DateInput = new Date()): string {
  const m = parse(value);
  const reference = parse(now) ?? moment();
  if (!m) return NO_DATE;
  const days = reference.clone().startOf('day').diff(m.clone().startOf('day'), 'days');
  if (days === 0) return 'امروز';
  if (days === 1) return 'دیروز';
  if (days === -1) return 'فردا';
  const abs = Math.abs(days);
  const suffix = days > 0 ? 'پیش' : 'دیگر';
  let amount: number;
  let unit: string;
  if (abs < 7) [amount, unit] = [abs, 'روز'];
  else if (abs < 30) [amount, unit] = [Math.floor(abs / 7), 'هفته'];
  else if (abs < 365) [amount, unit] = [Math.max(1, Math.floor(abs / 30)), 'ماه'];
  else [amount, unit] = [Math.floor(abs / 365), 'سال'];
  return `${toPersianDigits(amount)} ${unit} ${suffix}`;
}

/** The current Persian year, e.g. 1405 (the default year of the monthly statistics). */
export function currentJalaliYear(now: DateInput = new Date()): number {
  return (parse(now) ?? moment()).jYear();
}
