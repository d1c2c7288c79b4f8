// Invoice PDF: Persian, right to left, A4 landscape. Pure: data in, PDF bytes out.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import {
  RtlText,
  faDigits,
  fixRtlLigatureText,
  formatAmount,
  formatPercent,
  isZero,
  jalaliDate,
  ltr,
  type Font,
} from './pdf-text';

export type InvoiceKind = 'pre' | 'final' | 'plain';
export interface InvoiceParty {
  name: string;
  company_name?: string;
  national_id?: string;
  economic_id?: string;
  postal_code?: string;
  address?: string;
  phone?: string;
  province?: string;
  city?: string;
}
export interface InvoiceLine {
  row: number;
  product_name: string;
  product_code: string;
  quantity: number;
  term_display: string;
  unit_price: string;
  discount_percentage: string;
  discount_amount: string;
  total_price: string;
  tax_amount: string;
  total_with_tax: string;
}
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string | null;
  order_id: number;
  issued_at: Date;
  official: boolean;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  subtotal: string;
  discount_total: string;
  total_before_tax: string;
  tax_total: string;
  grand_total: string;
  customer_comment?: string;
  admin_comment?: string;
  validity_note?: string;
  payment_verified_at?: Date | null;
}

const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')),
  'fonts',
  'ttf',
);
const REGULAR = path.join(FONT_DIR, 'Vazirmatn-Regular.ttf');
const BOLD = path.join(FONT_DIR, 'Vazirmatn-Bold.ttf');

const F = {
  title: { name: 'fa-bold', size: 18 },
  heading: { name: 'fa-bold', size: 10 },
  body: { name: 'fa', size: 9 },
  bold: { name: 'fa-bold', size: 9 },
  th: { name: 'fa-bold', size: 8.5 },
  cell: { name: 'fa', size: 8.5 },
  small: { name: 'fa', size: 7.5 },
} satisfies Record<string, Font>;

const TITLES: Record<InvoiceKind, string> = {
  pre: 'پیش‌فاکتور',
  final: 'فاکتور نهایی',
  plain: 'فاکتور فروش',
};
const MARGIN = 32;
const PAD = 4;
const BORDER = '#9a9a9a';
const MUTED = '#555555';

/** Vazirmatn needs more than pdfkit's default line height for its tall ascenders and deep descenders. */
const lineHeight = (font: Font) => font.size * 1.75;

interface CellLine {
  text: string;
  font?: Font;
  color?: string;
}
interface Column {
  title: string;
  weight: number;
  cell: (line: InvoiceLine) => CellLine[];
}

function columns(official: boolean): Column[] {
  const amount = (value: string): CellLine[] => [{ text: formatAmount(value) }];
  const all: (Column | false)[] = [
    { title: 'ردیف', weight: 28, cell: (l) => [{ text: faDigits(String(l.row)) }] },
    {
      title: 'کالا',
      weight: official ? 190 : 270,
      cell: (l) => [{ text: l.product_name }, { text: `کد ${l.product_code}`, font: F.small, color: MUTED }],
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

function partyLines(p: InvoiceParty, full: boolean): string[] {
  const lines = [`نام: ${p.name}`];
  const add = (label: string, value: string | undefined, transform = (v: string) => ltr(faDigits(v))) => {
    if (value?.trim()) lines.push(`${label}: ${transform(value.trim())}`);
  };
  if (full) {
    add('نام شرکت', p.company_name, (v) => v);
    add('شناسه ملی', p.national_id);
    add('کد اقتصادی', p.economic_id);
    add('کد پستی', p.postal_code);
    add('نشانی', [p.province, p.city, p.address].filter((v) => v?.trim()).join('، '), faDigits);
  }
  add('تلفن', p.phone);
  return lines;
}

class InvoiceLayout {
  private readonly text: RtlText;
  private readonly left = MARGIN;
  private readonly right: number;
  private readonly bottom: number;
  private y = MARGIN;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly inv: InvoiceDocument,
  ) {
    this.text = new RtlText(doc);
    this.right = doc.page.width - MARGIN;
    this.bottom = doc.page.height - MARGIN - 14;
  }

  private get width() {
    return this.right - this.left;
  }

  render(): void {
    this.header();
    this.parties();
    this.table();
    this.closing();
    this.pageNumbers();
  }

  private ensureSpace(height: number): void {
    if (this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  private header(): void {
    const { inv } = this;
    this.text.line(TITLES[inv.kind], F.title, this.right, this.y);
    this.y += lineHeight(F.title);

    const fields = [
      inv.number && `شماره: ${ltr(faDigits(inv.number))}`,
      `شماره سفارش: ${faDigits(String(inv.order_id))}`,
      `تاریخ: ${jalaliDate(inv.issued_at)}`,
      inv.kind === 'final' &&
        inv.payment_verified_at &&
        `تاریخ پرداخت: ${jalaliDate(inv.payment_verified_at)}`,
      !inv.official && 'غیررسمی',
    ].filter((f): f is string => Boolean(f));
    let right = this.right;
    for (const field of fields) {
      this.text.line(field, F.body, right, this.y);
      right -= this.text.width(field, F.body) + 28;
    }
    this.y += lineHeight(F.body) + 6;
  }

  private parties(): void {
    const gap = 12;
    const boxWidth = (this.width - gap) / 2;
    const boxes = [
      { title: 'فروشنده', lines: partyLines(this.inv.seller, true), right: this.right },
      {
        title: 'خریدار',
        lines: partyLines(this.inv.buyer, this.inv.official),
        right: this.right - boxWidth - gap,
      },
    ].map((box) => ({
      ...box,
      wrapped: box.lines.flatMap((l) => this.text.wrap(l, F.body, boxWidth - 2 * PAD - 4)),
    }));
    const height =
      Math.max(...boxes.map((b) => b.wrapped.length)) * lineHeight(F.body) + lineHeight(F.heading) + 2 * PAD;

    for (const box of boxes) {
      this.doc
        .rect(box.right - boxWidth, this.y, boxWidth, height)
        .lineWidth(0.6)
        .stroke(BORDER);
      let y = this.y + PAD;
      this.text.line(box.title, F.heading, box.right - PAD - 2, y);
      y += lineHeight(F.heading);
      for (const line of box.wrapped) {
        this.text.line(line, F.body, box.right - PAD - 2, y);
        y += lineHeight(F.body);
      }
    }
    this.y += height + 10;
  }

  private table(): void {
    const cols = columns(this.inv.official);
    const total = cols.reduce((s, c) => s + c.weight, 0);
    const widths = cols.map((c) => (c.weight / total) * this.width);

    const drawRow = (cells: CellLine[][], font: Font, fill: string | null, center: boolean) => {
      const wrapped = cells.map((lines, i) =>
        lines.flatMap((l) =>
          this.text.wrap(l.text, l.font ?? font, widths[i] - 2 * PAD).map((text) => ({ ...l, text })),
        ),
      );
      const height =
        Math.max(...wrapped.map((lines) => lines.reduce((h, l) => h + lineHeight(l.font ?? font), 0))) +
        2 * PAD;
      if (this.y + height > this.bottom) {
        this.doc.addPage();
        this.y = MARGIN;
        header();
      }
      let right = this.right;
      wrapped.forEach((lines, i) => {
        const x = right - widths[i];
        if (fill) this.doc.rect(x, this.y, widths[i], height).fill(fill);
        this.doc.rect(x, this.y, widths[i], height).lineWidth(0.6).stroke(BORDER);
        let y = this.y + PAD;
        for (const l of lines) {
          const f = l.font ?? font;
          const opts = { color: l.color, center: center ? widths[i] : undefined };
          this.text.line(l.text, f, center ? right : right - PAD, y, opts);
          y += lineHeight(f);
        }
        right = x;
      });
      this.y += height;
    };
    const header = () =>
      drawRow(
        cols.map((c) => [{ text: c.title }]),
        F.th,
        '#e6e6e6',
        true,
      );

    header();
    this.inv.lines.forEach((line, i) =>
      drawRow(
        cols.map((c) => c.cell(line)),
        F.cell,
        i % 2 ? '#f6f6f6' : null,
        false,
      ),
    );
    this.y += 12;
  }

  /** Totals on the left; comments, the validity note and the signature lines on the right. */
  private closing(): void {
    const { inv } = this;
    const rows: [string, string][] = [
      ['جمع کل', inv.subtotal],
      ['تخفیف', inv.discount_total],
      ['مبلغ پس از تخفیف', inv.total_before_tax],
      ...(inv.official ? [['مالیات بر ارزش افزوده', inv.tax_total] as [string, string]] : []),
      ['مبلغ قابل پرداخت', inv.grand_total],
    ];
    const rowHeight = lineHeight(F.bold) + 2 * PAD;
    const boxWidth = 320;
    const labelWidth = 140;
    const totalsHeight = rows.length * rowHeight;

    const notesWidth = this.width - boxWidth - 20;
    const notes = [
      inv.customer_comment?.trim() && { text: `توضیحات مشتری: ${inv.customer_comment.trim()}`, font: F.body },
      inv.admin_comment?.trim() && { text: `توضیحات فروشنده: ${inv.admin_comment.trim()}`, font: F.body },
      inv.kind === 'pre' && inv.validity_note?.trim() && { text: inv.validity_note.trim(), font: F.bold },
    ]
      .filter((n): n is { text: string; font: Font } => Boolean(n))
      .map((n) => ({ ...n, lines: this.text.wrap(n.text, n.font, notesWidth) }));
    const notesHeight = notes.reduce((h, n) => h + n.lines.length * lineHeight(n.font) + 4, 0);
    const signatureHeight = 50;
    const signatureTop = Math.max(notesHeight + 16, totalsHeight - signatureHeight);
    this.ensureSpace(Math.max(totalsHeight, signatureTop + signatureHeight));
    const top = this.y;

    rows.forEach(([label, value], i) => {
      const last = i === rows.length - 1;
      const y = top + i * rowHeight;
      const font = last ? F.bold : F.body;
      const divider = this.left + boxWidth - labelWidth;
      if (last) this.doc.rect(this.left, y, boxWidth, rowHeight).fill('#e6e6e6');
      this.doc.rect(this.left, y, boxWidth, rowHeight).lineWidth(0.6).stroke(BORDER);
      this.doc
        .moveTo(divider, y)
        .lineTo(divider, y + rowHeight)
        .stroke(BORDER);
      this.text.line(label, font, this.left + boxWidth - PAD, y + PAD);
      this.text.line(`${formatAmount(value)} ریال`, font, divider - PAD, y + PAD);
    });

    let y = top;
    for (const note of notes) {
      for (const line of note.lines) {
        this.text.line(line, note.font, this.right, y);
        y += lineHeight(note.font);
      }
      y += 4;
    }

    const half = notesWidth / 2;
    const signatures = [
      ['مهر و امضای فروشنده', this.right],
      ['امضای خریدار', this.right - half],
    ] as const;
    for (const [label, right] of signatures) {
      const sy = top + signatureTop;
      this.text.line(label, F.bold, right, sy, { center: half });
      this.doc
        .moveTo(right - half + 30, sy + 44)
        .lineTo(right - 30, sy + 44)
        .dash(2, { space: 2 })
        .stroke(BORDER)
        .undash();
    }
    this.y = top + Math.max(totalsHeight, signatureTop + signatureHeight);
  }

  private pageNumbers(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const label = `صفحه ${faDigits(String(i - start + 1))} از ${faDigits(String(count))}`;
      this.text.line(label, F.small, this.right, this.doc.page.height - MARGIN - 4, {
        center: this.width,
        color: MUTED,
      });
    }
  }
}

export async function renderInvoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    font: REGULAR,
    lang: 'fa-IR',
    info: { Title: `${TITLES[inv.kind]} ${inv.number ?? inv.order_id}` },
  });
  doc.registerFont('fa', REGULAR);
  doc.registerFont('fa-bold', BOLD);
  const done = buffer(doc);
  new InvoiceLayout(doc, inv).render();
  fixRtlLigatureText(doc);
  doc.end();
  return done;
}
