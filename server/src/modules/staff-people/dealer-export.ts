// GET admin/dealers/export/: the dealers with their figures as a right-to-left .xlsx (spec 002 §2 reports tab).
// Text a spreadsheet would read as a formula is escaped
// as in the orders export; amounts are numbers in rials, dates Persian.
import type { Writable } from 'node:stream';
import { escapeCell, writeXlsx, type XlsxCell } from '../../lib/xlsx-stream';
import { jalaliDateTime } from '../orders/staff/export';
import type { DealerRowT } from './dealer-schemas';

const DEALER_EXPORT_TEXTS = {
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

function dealerExportRow(d: DealerRowT): XlsxCell[] {
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
export function writeDealersWorkbook(dealers: DealerRowT[], stream: Writable) {
  const columns = DEALER_EXPORT_TEXTS.headers.map((header, i) => ({
    header,
    width: WIDTHS[i],
    money: i >= MONEY_FROM,
  }));
  return writeXlsx(
    [{ name: DEALER_EXPORT_TEXTS.sheetName, columns, rows: dealers.map(dealerExportRow) }],
    stream,
  );
}
