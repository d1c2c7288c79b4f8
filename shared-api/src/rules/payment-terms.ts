// The payment terms a price option offers (spec 001 §2.2): cash, one, two or three months, or a custom term with
// its own label. Named here once, with their Persian labels, for the admin editor, the server and the invoices.

export const PAYMENT_TERMS = Object.freeze(['instant', '1_month', '2_month', '3_month', 'custom'] as const);
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERM = Object.freeze({
  instant: 'instant',
  oneMonth: '1_month',
  twoMonths: '2_month',
  threeMonths: '3_month',
  custom: 'custom',
} as const);

export const PAYMENT_TERM_LABELS: Readonly<Record<PaymentTerm, string>> = Object.freeze({
  instant: 'نقدی',
  '1_month': '۱ ماهه',
  '2_month': '۲ ماهه',
  '3_month': '۳ ماهه',
  custom: 'سفارشی',
});

export const isPaymentTerm = (value: unknown): value is PaymentTerm =>
  typeof value === 'string' && (PAYMENT_TERMS as readonly string[]).includes(value);

/** The Persian name of a term: a custom term by its own label (else «سفارشی»), an unknown one as stored. */
export function paymentTermLabel(term: string, customLabel?: string | null): string {
  if (term === PAYMENT_TERM.custom) return customLabel?.trim() || PAYMENT_TERM_LABELS.custom;
  return isPaymentTerm(term) ? PAYMENT_TERM_LABELS[term] : term;
}

/** What makes two options of one item the same term: the term, and for a custom term its label. */
export const paymentTermKey = (term: string, customLabel?: string | null): string =>
  term === PAYMENT_TERM.custom ? `${term}:${customLabel?.trim() ?? ''}` : term;
