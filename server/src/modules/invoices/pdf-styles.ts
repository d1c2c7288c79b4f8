// The invoice PDF's fonts, styles, titles, the columns of its item table and the lines of a party's box.
import { createRequire } from 'node:module';
import path from 'node:path';
import { nationalIdLabel } from '@sefaresh/shared-api/rules';
import type { InvoiceKind, InvoiceLine, InvoiceParty } from './invoice-document';
import { faDigits, formatAmount, formatPercent, isZero, ltr, type Font } from './pdf-text';

const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')),
  'fonts',
  'ttf',
);
export const REGULAR = path.join(FONT_DIR, 'Vazirmatn-Regular.ttf');
export const BOLD = path.join(FONT_DIR, 'Vazirmatn-Bold.ttf');

export const F = {
  title: { name: 'fa-bold', size: 18 },
  heading: { name: 'fa-bold', size: 10 },
  body: { name: 'fa', size: 9 },
  bold: { name: 'fa-bold', size: 9 },
  th: { name: 'fa-bold', size: 8.5 },
  cell: { name: 'fa', size: 8.5 },
  small: { name: 'fa', size: 7.5 },
} satisfies Record<string, Font>;

export const TITLES: Record<InvoiceKind, string> = {
  pre: 'پیش‌فاکتور',
  final: 'فاکتور نهایی',
};
export const MARGIN = 24;
export const PAD = 4;
export const BORDER = '#9a9a9a';
export const MUTED = '#555555';

/** Vazirmatn needs more than pdfkit's default line height for its tall ascenders and deep descenders. */
export const lineHeight = (font: Font) => font.size * 1.5;

export interface CellLine {
  text: string;
  font?: Font;
  color?: string;
}
export interface Column {
  title: string;
  weight: number;
  cell: (line: InvoiceLine) => CellLine[];
}

export function columns(official: boolean): Column[] {
  const amount = (value: string): CellLine[] => [{ text: formatAmount(value) }];
  const all: (Column | false)[] = [
    { title: 'ردیف', weight: 28, cell: (l) => [{ text: faDigits(String(l.row)) }] },
    {
      title: 'کالا',
      weight: official ? 190 : 270,
      // the code on the name's line: one line per row keeps a pre-invoice of 8 lines on one page
      cell: (l) => [{ text: `${l.product_name} — کد ${l.product_code}` }],
    },
    { title: 'شرایط پرداخت', weight: 72, cell: (l) => [{ text: faDigits(l.term_display) }] },
    { title: 'تعداد', weight: 45, cell: (l) => [{ text: faDigits(String(l.quantity)).replace('.', '٫') }] },
    { title: 'مبلغ واحد (ریال)', weight: 88, cell: (l) => amount(l.unit_price) },
    {
      title: 'تخفیف',
      weight: 82,
      cell: (l) =>
        isZero(l.discount_amount)
          ? [{ text: '۰' }]
          : [
              { text: formatAmount(l.discount_amount) },
              { text: formatPercent(l.discount_percentage), font: F.small, color: MUTED },
            ],
    },
    { title: 'مبلغ پس از تخفیف', weight: 95, cell: (l) => amount(l.total_price) },
    official && { title: 'مالیات', weight: 80, cell: (l) => amount(l.tax_amount) },
    { title: 'مبلغ کل', weight: 98, cell: (l) => amount(l.total_with_tax) },
  ];
  return all.filter((c): c is Column => c !== false);
}

export function partyLines(p: InvoiceParty, full: boolean): string[] {
  const lines = [`نام: ${p.name}`];
  const add = (label: string, value: string | undefined, transform = (v: string) => ltr(faDigits(v))) => {
    if (value?.trim()) lines.push(`${label}: ${transform(value.trim())}`);
  };
  if (full) {
    add('نام شرکت', p.company_name, (v) => v);
    // a person's national code or a company's national ID, named as the rules module names them
    add(nationalIdLabel(p.national_id ?? ''), p.national_id);
    add('کد اقتصادی', p.economic_id);
    add('کد پستی', p.postal_code);
    add('نشانی', [p.province, p.city, p.address].filter((v) => v?.trim()).join('، '), faDigits);
  }
  add('تلفن', p.phone);
  return lines;
}
