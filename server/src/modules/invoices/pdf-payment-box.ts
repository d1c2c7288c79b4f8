// The how-to-pay box of a confirmed order's pre-invoice: the seller's account, the amount due, the deadline and the
// reference, in two columns, then what is due later (each instalment with its day), measured first so the closing block can place it beside the totals.
import { groupBankNumber, PAYMENT_DEADLINE_TEXTS, PAYMENT_INFO_LABELS } from '@sefaresh/shared-api/rules';
import type { InvoicePayment } from './invoice-document';
import { BORDER, F, MUTED, PAD, lineHeight } from './pdf-styles';
import { faDigits, formatAmount, jalaliDate, ltr, type RtlText } from './pdf-text';

export interface PlacedBox {
  height: number;
  draw(left: number, top: number): void;
}

/** The box `width` points wide, or null when the document carries no payment instructions. */
export function paymentBox(
  doc: PDFKit.PDFDocument,
  text: RtlText,
  p: InvoicePayment | null | undefined,
  width: number,
): PlacedBox | null {
  if (!p) return null;
  const L = PAYMENT_INFO_LABELS;
  const num = (v: string) => ltr(faDigits(v));
  const columns = [
    [
      `${L.accountHolder}: ${p.account_holder}`,
      `${L.bankName}: ${p.bank_name}`,
      `${L.accountNumber}: ${num(p.account_number)}`,
      `${L.cardNumber}: ${num(groupBankNumber(p.card_number))}`,
    ],
    [
      `${L.iban}: ${num(groupBankNumber(p.iban))}`,
      `${L.amountDue}: ${formatAmount(p.amount_due)} ریال`,
      `${L.deadline}: ${PAYMENT_DEADLINE_TEXTS.until(jalaliDate(new Date(p.deadline)))}`,
      `${L.reference}: ${faDigits(p.reference)}`,
    ],
  ];
  const gap = 12;
  const inner = width - 2 * PAD - 4;
  const colWidth = (inner - gap) / 2;
  const wrapped = columns.map((c) => c.flatMap((l) => text.wrap(l, F.body, colWidth)));
  const laterLines = (p.later ?? []).map(
    (i) =>
      `${i.term}: ${formatAmount(i.outstanding)} ریال ${PAYMENT_DEADLINE_TEXTS.until(jalaliDate(new Date(i.due_date)))}`,
  );
  const later = laterLines.length
    ? [`${L.laterTitle}:`, ...laterLines].flatMap((l) => text.wrap(l, F.body, inner))
    : [];
  const hint = text.wrap(L.referenceHint, F.small, inner);
  const rows = Math.max(...wrapped.map((w) => w.length));
  const height =
    lineHeight(F.heading) +
    (rows + later.length) * lineHeight(F.body) +
    hint.length * lineHeight(F.small) +
    2 * PAD;
  return {
    height,
    draw: (left, top) => {
      doc.rect(left, top, width, height).lineWidth(0.6).stroke(BORDER);
      let y = top + PAD;
      const right = left + width - PAD - 2;
      text.line(L.title, F.heading, right, y);
      y += lineHeight(F.heading);
      wrapped.forEach((lines, i) =>
        lines.forEach((line, j) =>
          text.line(line, F.body, right - i * (colWidth + gap), y + j * lineHeight(F.body)),
        ),
      );
      y += rows * lineHeight(F.body);
      for (const line of later) {
        text.line(line, F.body, right, y);
        y += lineHeight(F.body);
      }
      for (const line of hint) {
        text.line(line, F.small, right, y, { color: MUTED });
        y += lineHeight(F.small);
      }
    },
  };
}
