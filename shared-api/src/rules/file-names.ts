// The names of the Excel exports: Persian, with the Persian-calendar day in Tehran, e.g.
// 'فهرست-سفارش-۱۴۰۵-۰۹-۰۵.xlsx' (no zero-width non-joiner: Chromium saves it as an underscore). One function for both sides: the server sends it in Content-Disposition (filename*,
// RFC 5987) with an ASCII fallback, and the admin screens save the downloaded file under the same name.
// Intl's Persian calendar is built into Node and the browsers, so this module stays dependency-free.
import { toPersianDigits } from './digits';
import { TEHRAN_TIME_ZONE } from './tehran-time';

export const EXPORT_FILE_TITLES = Object.freeze({
  orders: { fa: 'فهرست-سفارش', ascii: 'orders' },
  dealers: { fa: 'نمایندگان', ascii: 'dealers' },
  'price-list': { fa: 'فهرست-قیمت', ascii: 'price-list' },
  'report-summary': { fa: 'گزارش-خلاصه', ascii: 'report-summary' },
  'report-orders': { fa: 'گزارش-سفارش', ascii: 'report-orders' },
  'report-dealer-sales': { fa: 'گزارش-فروش-نمایندگان', ascii: 'report-dealer-sales' },
  'report-commission-analysis': { fa: 'گزارش-تحلیل-کمیسیون', ascii: 'report-commission-analysis' },
  receivables: { fa: 'مطالبات', ascii: 'receivables' },
});
export type ExportFileKind = keyof typeof EXPORT_FILE_TITLES;

const day = { timeZone: TEHRAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const persianDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', day);
const gregorianDay = new Intl.DateTimeFormat('en-CA-u-nu-latn', day);

function ymd(format: Intl.DateTimeFormat, at: Date): string {
  const parts = format.formatToParts(at);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A report's range: Persian-calendar days as the report's address writes them ('1405-02-01'). */
export interface ExportRange {
  date_from?: string;
  date_to?: string;
}

const rangeOf = (range?: ExportRange) =>
  range?.date_from && range.date_to ? ([range.date_from, range.date_to] as const) : null;

/**
 * The export's file name: Persian title and the Persian-calendar day it was made ('فهرست-سفارش-۱۴۰۵-۰۹-۰۵.xlsx'),
 * or, for a report of a range, the range ('گزارش-سفارش-۱۴۰۵-۰۱-۰۱-تا-۱۴۰۵-۰۶-۳۱.xlsx').
 */
export function exportFileName(kind: ExportFileKind, at: Date, range?: ExportRange): string {
  const days = rangeOf(range);
  const when = days ? toPersianDigits(`${days[0]}-تا-${days[1]}`) : ymd(persianDay, at);
  return `${EXPORT_FILE_TITLES[kind].fa}-${when}.xlsx`;
}

/** The ASCII name for clients that cannot read filename* ('orders-2026-11-26.xlsx', 'report-orders-1405-01-01-1405-06-31.xlsx'). */
export function exportFileNameAscii(kind: ExportFileKind, at: Date, range?: ExportRange): string {
  const days = rangeOf(range);
  const when = days ? `${days[0]}-${days[1]}` : ymd(gregorianDay, at);
  return `${EXPORT_FILE_TITLES[kind].ascii}-${when}.xlsx`;
}
