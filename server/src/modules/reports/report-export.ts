// The report pages' Excel exports ("an Excel export of what is shown"): each report's answer laid
// out as right-to-left sheets with Persian headers; amounts are numbers in rials, dates Persian-calendar in
// Tehran (the payouts sheet printed ISO timestamps); text that a spreadsheet
// would read as a formula is escaped as in the orders export.
import type { Writable } from 'node:stream';
import { invoiceTypeLabel, orderStatusLabel } from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import { escapeCell, writeXlsx, type XlsxCell } from '../../lib/xlsx-stream';
import { jalaliDateTime } from '../orders/staff/export';
import type {
  CommissionAnalysisResponse,
  DealerSalesResponse,
  OrdersReportResponse,
  ReportsHubResponse,
} from './report-schemas';

export interface Sheet {
  name: string;
  headers: string[];
  rows: XlsxCell[][];
}

const money = (v: string) => Number(v);
const text = (v: string) => escapeCell(v);

export function writeSheets(sheets: Sheet[], stream: Writable) {
  const columns = (headers: string[]) => headers.map((header) => ({ header, width: 22 }));
  return writeXlsx(
    sheets.map((s) => ({ name: s.name, columns: columns(s.headers), rows: s.rows })),
    stream,
  );
}

export function hubSheets(r: Static<typeof ReportsHubResponse>): Sheet[] {
  return [
    {
      name: 'خلاصه',
      headers: ['شاخص', `این ماه (${r.this_month})`, `ماه قبل (${r.last_month})`],
      rows: [
        ['فروش (ریال)', money(r.sales.this_month), money(r.sales.last_month)],
        ['سفارش‌ها', r.orders.this_month, r.orders.last_month],
        ['کمیسیون (ریال)', money(r.commission.this_month), money(r.commission.last_month)],
      ],
    },
  ];
}

export function ordersSheets(r: Static<typeof OrdersReportResponse>): Sheet[] {
  return [
    {
      name: 'ماهانه',
      headers: ['ماه', 'سفارش ثبت‌شده', 'سفارش تکمیل‌شده', 'فروش (ریال)'],
      rows: r.monthly.map((m) => [m.name, m.orders, m.completed, money(m.sales)]),
    },
    {
      name: 'وضعیت',
      headers: ['وضعیت', 'تعداد'],
      rows: r.by_status.map((s) => [orderStatusLabel(s.status as never), s.count]),
    },
    {
      name: 'نوع فاکتور',
      headers: ['نوع', 'تکمیل‌شده', 'فروش (ریال)'],
      rows: r.by_invoice_type.map((t) => [invoiceTypeLabel(t.invoice_type), t.completed, money(t.sales)]),
    },
    {
      name: 'محصولات برتر',
      headers: ['محصول', 'سفارش', 'تعداد'],
      rows: r.top_products.map((p) => [text(p.name), p.orders, p.quantity]),
    },
    {
      name: 'مشتریان برتر',
      headers: ['مشتری', 'سفارش تکمیل‌شده', 'فروش (ریال)'],
      rows: r.top_customers.map((c) => [text(c.name), c.completed, money(c.sales)]),
    },
  ];
}

export function dealerSalesSheets(r: Static<typeof DealerSalesResponse>): Sheet[] {
  return [
    {
      name: 'نمایندگان',
      headers: [
        'نماینده',
        'کد',
        'واگذارشده',
        'لغوشده',
        'تکمیل‌شده',
        'فروش (ریال)',
        'نرخ تبدیل (٪)',
        'کمیسیون (ریال)',
      ],
      rows: r.dealers.map((d) => [
        text(d.name),
        d.dealer_code ? text(d.dealer_code) : null,
        d.assigned,
        d.cancelled,
        d.completed,
        money(d.sales),
        d.conversion_rate,
        money(d.commission),
      ]),
    },
    {
      name: 'ماهانه',
      headers: ['نماینده', 'ماه', 'تکمیل‌شده', 'فروش (ریال)', 'کمیسیون (ریال)'],
      rows: r.dealers.flatMap((d) =>
        d.monthly.map((m) => [text(d.name), m.name, m.completed, money(m.sales), money(m.commission)]),
      ),
    },
  ];
}

export function commissionSheets(r: Static<typeof CommissionAnalysisResponse>): Sheet[] {
  const heads = ['پیش‌بینی‌شده (ریال)', 'قابل پرداخت (ریال)', 'پرداخت‌شده (ریال)'];
  const three = (x: { projected: string; payable: string; paid: string }) => [
    money(x.projected),
    money(x.payable),
    money(x.paid),
  ];
  return [
    { name: 'ماهانه', headers: ['ماه', ...heads], rows: r.monthly.map((m) => [m.name, ...three(m)]) },
    {
      name: 'نمایندگان',
      headers: ['نماینده', ...heads],
      rows: r.dealers.map((d) => [text(d.name), ...three(d)]),
    },
    {
      name: 'پرداخت‌ها',
      headers: ['شماره پیگیری', 'تاریخ', 'نمایندگان', 'تعداد', 'مبلغ (ریال)'],
      rows: r.payouts.map((p) => [
        text(p.payment_reference),
        jalaliDateTime(new Date(p.paid_at)),
        text(p.dealer_names.join('، ')),
        p.commissions,
        money(p.amount),
      ]),
    },
  ];
}
