// The dealer performance view's report ("a real one-page PDF of the dealer's figures"): Persian,
// right to left, A4 portrait, with the invoice PDF's text helpers (joined letters, Persian digits and dates).
// Pure: figures in, PDF bytes out.
import type { Static } from 'typebox';
import { persianPdf } from '../invoices/pdf-document';
import { BORDER, F, MARGIN, MUTED, PAD, lineHeight } from '../invoices/pdf-styles';
import { faDigits, formatAmount, jalaliDate } from '../invoices/pdf-text';
import type { MonthlyStatsResponse, PerformanceResponse } from './dealer-schemas';

const DEALER_REPORT_TEXTS = {
  title: 'گزارش عملکرد نماینده',
  code: 'کد نماینده',
  company: 'شرکت',
  unknown: 'نامشخص',
  rate: 'نرخ کمیسیون',
  joined: 'تاریخ عضویت',
  days: 'روزهای همکاری',
  generated: 'تاریخ تهیه',
  overview: 'خلاصه عملکرد',
  monthly: (year: number) => `آمار ماهانه سال ${faDigits(String(year))}`,
  rows: {
    total_orders: 'سفارش‌های واگذارشده',
    completed_orders: 'سفارش‌های تکمیل‌شده',
    cancelled_orders: 'سفارش‌های لغوشده',
    conversion_rate: 'نرخ تبدیل',
    customer_retention_rate: 'نرخ بازگشت مشتری',
    total_sales: 'فروش کل',
    avg_order_value: 'میانگین ارزش سفارش',
    total_commission_earned: 'کمیسیون کسب‌شده',
    paid_commission: 'کمیسیون پرداخت‌شده',
    pending_commission: 'کمیسیون قابل پرداخت',
    projected_commission: 'کمیسیون پیش‌بینی‌شده',
  },
  columns: ['ماه', 'سفارش', 'فروش (ریال)', 'کمیسیون (ریال)'],
  rial: 'ریال',
} as const;

const percent = (n: number) => `${faDigits(String(n)).replace('.', '٫')}٪`;
const rate = (r: string | null) => (r === null ? '—' : percent(Number(r)));

export async function renderDealerReportPdf(
  perf: Static<typeof PerformanceResponse>,
  monthly: Static<typeof MonthlyStatsResponse>,
  now: Date,
): Promise<Buffer> {
  const T = DEALER_REPORT_TEXTS;
  const { doc, text, right, width, finish } = await persianPdf({ title: `${T.title} ${perf.dealer.name}` });
  let y = MARGIN;

  text.line(T.title, F.title, right, y, { center: width });
  y += lineHeight(F.title) + 4;
  text.line(perf.dealer.name, F.heading, right, y, { center: width });
  y += lineHeight(F.heading) + 6;
  const d = perf.dealer;
  const facts = [
    `${T.code}: ${d.dealer_code ?? '—'}`,
    `${T.company}: ${d.company_name || T.unknown}`,
    `${T.rate}: ${rate(d.dealer_commission_rate)}`,
    `${T.joined}: ${jalaliDate(new Date(d.date_joined))}`,
    `${T.days}: ${faDigits(String(d.days_of_cooperation))}`,
    `${T.generated}: ${jalaliDate(now, true)}`,
  ];
  for (let i = 0; i < facts.length; i += 2) {
    text.line(facts[i], F.body, right, y);
    text.line(facts[i + 1], F.body, right - width / 2, y);
    y += lineHeight(F.body);
  }
  y += 8;

  const o = perf.overview;
  const money = (v: string) => `${formatAmount(v)} ${T.rial}`;
  const rows: [string, string][] = [
    [T.rows.total_orders, faDigits(String(o.total_orders))],
    [T.rows.completed_orders, faDigits(String(o.completed_orders))],
    [T.rows.cancelled_orders, faDigits(String(o.cancelled_orders))],
    [T.rows.conversion_rate, percent(o.conversion_rate)],
    [T.rows.customer_retention_rate, percent(o.customer_retention_rate)],
    [T.rows.total_sales, money(o.total_sales)],
    [T.rows.avg_order_value, money(o.avg_order_value)],
    [T.rows.total_commission_earned, money(o.total_commission_earned)],
    [T.rows.paid_commission, money(o.paid_commission)],
    [T.rows.pending_commission, money(o.pending_commission)],
    [T.rows.projected_commission, money(o.projected_commission)],
  ];
  text.line(T.overview, F.heading, right, y);
  y += lineHeight(F.heading);
  const rowH = lineHeight(F.body) + 2;
  rows.forEach(([label, value], i) => {
    const top = y + i * rowH;
    if (i % 2 === 0) doc.rect(MARGIN, top, width, rowH).fill('#f2f2f2');
    text.line(label, F.body, right - PAD, top + PAD / 2);
    text.line(value, F.bold, MARGIN + width / 2, top + PAD / 2);
  });
  y += rows.length * rowH + 12;

  text.line(T.monthly(monthly.year), F.heading, right, y);
  y += lineHeight(F.heading);
  const colW = width / T.columns.length;
  const cell = (values: string[], font: typeof F.cell, top: number) =>
    values.forEach((v, i) => text.line(v, font, right - i * colW - PAD, top + PAD / 2));
  const mh = lineHeight(F.cell) + 1;
  doc.rect(MARGIN, y, width, mh).fill('#e6e6e6');
  cell([...T.columns], F.th, y);
  y += mh;
  for (const m of monthly.monthly_stats) {
    cell([m.name, faDigits(String(m.orders)), formatAmount(m.sales), formatAmount(m.commission)], F.cell, y);
    doc
      .moveTo(MARGIN, y + mh)
      .lineTo(right, y + mh)
      .lineWidth(0.4)
      .stroke(BORDER);
    y += mh;
  }
  text.line(T.title, F.small, right, doc.page.height - MARGIN - 10, { center: width, color: MUTED });
  return finish();
}
