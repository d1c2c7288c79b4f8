// GET admin/dealers/export/: the dealers with their figures as a right-to-left .xlsx, written with exceljs'
// streaming writer (spec 002 §2 reports tab; issue 13). Text a spreadsheet would read as a formula is escaped
// as in the orders export; amounts are numbers in rials, dates Persian.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeCell, jalaliDateTime } from '../orders/export';
import type { DealerRowT } from './dealer-schemas';

export const DEALER_EXPORT_TEXTS = {
  sheetName: 'نمایندگان',
  active: 'فعال',
  inactive: 'غیرفعال',
  headers: [
    'شناسه',
    'نام',
    'ایمیل',
    'تلفن',
    'شرکت',
    'کد نماینده',
    'وضعیت',
    'تاریخ عضویت',
    'نرخ کمیسیون (٪)',
    'سفارش‌های واگذارشده',
    'سفارش‌های تکمیل‌شده',
    'فروش (ریال)',
    'کمیسیون کسب‌شده (ریال)',
    'کمیسیون پرداخت‌شده (ریال)',
    'کمیسیون قابل پرداخت (ریال)',
    'کمیسیون پیش‌بینی‌شده (ریال)',
  ],
} as const;

const WIDTHS = [10, 24, 30, 16, 24, 14, 10, 20, 14, 14, 14, 20, 20, 20, 20, 20];
const MONEY_FROM = 11;

export const dealerExportFileName = (stamp: string) => `dealers-${stamp}.xlsx`;

export function dealerExportRow(d: DealerRowT): (string | number | null)[] {
  return [
    d.id,
    escapeCell(d.name),
    escapeCell(d.email),
    escapeCell(d.phone),
    escapeCell(d.company_name),
    d.dealer_code ? escapeCell(d.dealer_code) : null,
    d.is_active ? DEALER_EXPORT_TEXTS.active : DEALER_EXPORT_TEXTS.inactive,
    jalaliDateTime(new Date(d.date_joined)),
    d.dealer_commission_rate === null ? null : Number(d.dealer_commission_rate),
    d.assigned_orders_count,
    d.completed_orders_count,
    Number(d.total_sales),
    Number(d.total_commission_earned),
    Number(d.paid_commission),
    Number(d.pending_commission),
    Number(d.projected_commission),
  ];
}

/** Writes the workbook to `stream` (and ends it). */
export async function writeDealersWorkbook(dealers: DealerRowT[], stream: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(DEALER_EXPORT_TEXTS.sheetName, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = DEALER_EXPORT_TEXTS.headers.map((header, i) => ({
    header,
    width: WIDTHS[i],
    style: i >= MONEY_FROM ? { numFmt: '#,##0' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const d of dealers) sheet.addRow(dealerExportRow(d)).commit();
  sheet.commit();
  await workbook.commit();
}
