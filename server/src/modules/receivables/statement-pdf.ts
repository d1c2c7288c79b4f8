// The statement as a PDF: Persian, right to left, A4 portrait, with the invoice PDF's text helpers (joined
// letters, Persian digits and dates, line wrapping). Pure: the statement in, PDF bytes out.
import { persianPdf } from '../invoices/pdf-document';
import { BORDER, F, MARGIN, PAD, lineHeight } from '../invoices/pdf-styles';
import { faDigits, formatAmount, jalaliDate, type Font } from '../invoices/pdf-text';
import { STATEMENT_TEXTS as T } from './messages';
import type { Statement } from './schemas';

/** Column weights: date, description, debit, credit, balance. */
const WEIGHTS = [70, 215, 85, 85, 90];

const amount = (v: string) => (v === '0' ? '۰' : formatAmount(v));

export async function renderStatementPdf(statement: Statement, now: Date): Promise<Buffer> {
  const { doc, text, right, width, pageNumbers, finish } = await persianPdf({
    title: `${T.title} ${statement.customer.name}`,
  });
  const bottom = doc.page.height - MARGIN - 14;
  const total = WEIGHTS.reduce((a, b) => a + b, 0);
  const widths = WEIGHTS.map((w) => (w / total) * width);
  let y = MARGIN;

  text.line(T.title, F.title, right, y, { center: width });
  y += lineHeight(F.title) + 4;
  const c = statement.customer;
  text.line(`${T.customer}: ${c.name}`, F.body, right, y);
  text.line(`${T.generated}: ${jalaliDate(now, true)}`, F.body, right - width / 2, y);
  y += lineHeight(F.body);
  if (c.company_name.trim()) {
    text.line(`${T.company}: ${c.company_name.trim()}`, F.body, right, y);
    y += lineHeight(F.body);
  }
  y += 6;

  const row = (cells: string[], font: Font, fill: string | null, center: boolean) => {
    const wrapped = cells.map((cell, i) => text.wrap(cell, font, widths[i] - 2 * PAD));
    const height = Math.max(...wrapped.map((l) => l.length)) * lineHeight(font) + 2 * PAD;
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
      if (!center) header();
    }
    let x = right;
    wrapped.forEach((lines, i) => {
      const left = x - widths[i];
      if (fill) doc.rect(left, y, widths[i], height).fill(fill);
      doc.rect(left, y, widths[i], height).lineWidth(0.6).stroke(BORDER);
      lines.forEach((line, j) =>
        text.line(line, font, center ? x : x - PAD, y + PAD + j * lineHeight(font), {
          center: center ? widths[i] : undefined,
        }),
      );
      x = left;
    });
    y += height;
  };
  const header = () => row([...T.columns], F.th, '#e6e6e6', true);

  header();
  if (statement.lines.length === 0) row([T.empty, '', '', '', ''], F.cell, null, false);
  statement.lines.forEach((l, i) =>
    row(
      [
        jalaliDate(new Date(l.date)),
        faDigits(l.description),
        amount(l.debit),
        amount(l.credit),
        amount(l.balance),
      ],
      F.cell,
      i % 2 ? '#f6f6f6' : null,
      false,
    ),
  );
  y += 10;

  const t = statement.totals;
  const totals: [string, string][] = [
    [T.totals.debit, t.debit],
    [T.totals.credit, t.credit],
    [T.totals.balance, t.balance],
    [T.totals.overdue, t.overdue],
  ];
  const rowH = lineHeight(F.bold) + 2 * PAD;
  if (y + totals.length * rowH > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  const boxWidth = 260;
  for (const [label, value] of totals) {
    doc.rect(MARGIN, y, boxWidth, rowH).lineWidth(0.6).stroke(BORDER);
    text.line(label, F.bold, MARGIN + boxWidth - PAD, y + PAD);
    text.line(`${amount(value)} ریال`, F.body, MARGIN + boxWidth / 2, y + PAD);
    y += rowH;
  }

  pageNumbers(`${T.title} — `);
  return finish();
}
