// Invoice PDF: Persian, right to left, A4 landscape. Pure: data in, PDF bytes out. The document's shape is in
// invoice-document.ts, fonts, styles and the table's columns in pdf-styles.ts.
import { INVOICE_TYPE_LABELS } from '@sefaresh/shared-api/rules';
import type { InvoiceDocument } from './invoice-document';
import { INVOICE_TEXTS } from './messages';
import { persianPdf } from './pdf-document';
import { paymentBox } from './pdf-payment-box';
import { BORDER, F, MARGIN, PAD, TITLES, columns, lineHeight, partyLines, type CellLine } from './pdf-styles';
import { RtlText, faDigits, formatAmount, jalaliDate, ltr, type Font } from './pdf-text';

export type { InvoiceDocument, InvoiceDownload, InvoiceKind, InvoiceLine } from './invoice-document';

const PAIR_GAP = '          ';

class InvoiceLayout {
  private readonly text: RtlText;
  private readonly left = MARGIN;
  private readonly right: number;
  private readonly bottom: number;
  private y = MARGIN;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly inv: InvoiceDocument,
    frame: { text: RtlText; right: number },
  ) {
    this.text = frame.text;
    this.right = frame.right;
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
      !inv.official && INVOICE_TYPE_LABELS.unofficial,
      inv.assumed_terms && INVOICE_TEXTS.beforeChoice,
      inv.version_note,
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
      wrapped: this.pairs(box.lines, boxWidth - 2 * PAD - 4).flatMap((l) =>
        this.text.wrap(l, F.body, boxWidth - 2 * PAD - 4),
      ),
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

  /** Two short fields share a line when both fit: a party's box takes half the height. */
  private pairs(lines: string[], width: number): string[] {
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const joined = i + 1 < lines.length ? `${lines[i]}${PAIR_GAP}${lines[i + 1]}` : null;
      if (joined && this.text.width(joined, F.body) <= width) {
        out.push(joined);
        i++;
      } else out.push(lines[i]);
    }
    return out;
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

  /**
   * Totals with the signature lines under them on the left; comments, the validity note and (a confirmed order's
   * pre-invoice) the how-to-pay box on the right. Side by side, so a pre-invoice of 8 lines fits one page.
   */
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
    const signatureHeight = 46;

    const notesWidth = this.width - boxWidth - 20;
    const notes = [
      inv.customer_comment?.trim() && { text: `توضیحات مشتری: ${inv.customer_comment.trim()}`, font: F.body },
      inv.admin_comment?.trim() && { text: `توضیحات فروشنده: ${inv.admin_comment.trim()}`, font: F.body },
      inv.assumed_terms && {
        text: `${INVOICE_TEXTS.assumedTermsTitle}: ${faDigits(inv.assumed_terms)}`,
        font: F.bold,
      },
      inv.kind === 'pre' && inv.validity_note?.trim() && { text: inv.validity_note.trim(), font: F.bold },
      inv.acceptance_note && { text: inv.acceptance_note, font: F.bold },
    ]
      .filter((n): n is { text: string; font: Font } => Boolean(n))
      .map((n) => ({ ...n, lines: this.text.wrap(n.text, n.font, notesWidth) }));
    const notesHeight = notes.reduce((h, n) => h + n.lines.length * lineHeight(n.font) + 3, 0);
    const payment = paymentBox(this.doc, this.text, this.inv.payment, notesWidth);
    const leftHeight = totalsHeight + 8 + signatureHeight;
    const rightHeight = notesHeight + (payment ? payment.height + 6 : 0);
    this.ensureSpace(Math.max(leftHeight, rightHeight));
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

    const half = boxWidth / 2;
    const signatures = [
      ['مهر و امضای فروشنده', this.left + boxWidth],
      ['امضای خریدار', this.left + half],
    ] as const;
    for (const [label, right] of signatures) {
      const sy = top + totalsHeight + 8;
      this.text.line(label, F.bold, right, sy, { center: half });
      this.doc
        .moveTo(right - half + 20, sy + signatureHeight - 4)
        .lineTo(right - 20, sy + signatureHeight - 4)
        .dash(2, { space: 2 })
        .stroke(BORDER)
        .undash();
    }

    let y = top;
    for (const note of notes) {
      for (const line of note.lines) {
        this.text.line(line, note.font, this.right, y);
        y += lineHeight(note.font);
      }
      y += 3;
    }
    if (payment) payment.draw(this.right - notesWidth, y + 3);
    this.y = top + Math.max(leftHeight, rightHeight);
  }
}

export async function renderInvoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const pdf = await persianPdf({
    title: `${TITLES[inv.kind]} ${faDigits(inv.number ?? String(inv.order_id))}`,
    landscape: true,
    creationDate: inv.fixed_at,
  });
  new InvoiceLayout(pdf.doc, inv, pdf).render();
  pdf.pageNumbers();
  return pdf.finish();
}
