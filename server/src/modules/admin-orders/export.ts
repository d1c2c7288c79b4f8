// The Excel export of the admin order list: a right-to-left sheet with Persian headers, Persian-calendar dates
// as text, Persian status names and amounts as numbers, written with exceljs' streaming writer batch by batch,
// so memory stays flat however many orders there are. Text that a spreadsheet would read as a formula is
// escaped (formula / CSV injection).
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { orderStatusLabel } from '@sefaresh/shared-api/rules';
import { ADMIN_ORDER_TEXTS, EXPORT_HEADERS } from './messages';
import { TEHRAN, type AdminOrdersService } from './service';

type Batch = AdminOrdersService['exportBatches'] extends (...args: never[]) => AsyncGenerator<infer B>
  ? B
  : never;
type ExportRow = Batch extends (infer R)[] ? R : never;

const persianDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const persianTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Persian (Jalali) date and time in Tehran, e.g. ۱۴۰۵/۰۱/۰۱ ۱۱:۳۰. */
export const jalaliDateTime = (at: Date) => `${persianDate.format(at)} ${persianTime.format(at)}`;

/** The export's file name: orders-<yyyy-mm-dd>.xlsx (today in Tehran). */
export const exportFileName = (now: Date) => `orders-${isoDay.format(now)}.xlsx`;

/** A cell text that starts with =, +, -, @, tab or CR gets a leading apostrophe, so it stays text. */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const amount = (v: string | null) => (v === null ? null : Number(v));

export function exportRow(r: ExportRow): (string | number | null)[] {
  const o = r.order;
  return [
    o.id,
    jalaliDateTime(o.createdAt),
    orderStatusLabel(o.status),
    escapeCell(r.customerName),
    escapeCell(r.customerEmail),
    escapeCell(r.customerPhone),
    r.dealerName ? escapeCell(r.dealerName) : null,
    r.pricedByName ? escapeCell(r.pricedByName) : null,
    Number(r.itemsCount),
    amount(o.quotedTotal),
    amount(o.totalWithTax),
    o.businessInvoiceType === 'official' ? ADMIN_ORDER_TEXTS.official : ADMIN_ORDER_TEXTS.unofficial,
    o.completionDate ? jalaliDateTime(o.completionDate) : null,
    escapeCell(o.customerComment),
  ];
}

const WIDTHS = [12, 20, 24, 24, 30, 16, 20, 20, 12, 20, 22, 12, 20, 50];

/** Writes the workbook to `stream` (and ends it). */
export async function writeOrdersWorkbook(batches: AsyncIterable<ExportRow[]>, stream: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(ADMIN_ORDER_TEXTS.sheetName, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = EXPORT_HEADERS.map((header, i) => ({
    header,
    width: WIDTHS[i],
    style: i === 9 || i === 10 ? { numFmt: '#,##0' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    for (const r of batch) sheet.addRow(exportRow(r)).commit();
    // the next batch waits until the client has taken this one, so memory stays flat with a slow reader
    if (stream.writableNeedDrain) await once(stream, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
