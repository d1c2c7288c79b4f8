// The two invoice types of an order (spec 000 §3 business_invoice_type): an official invoice carries tax and the
// buyer's identity, an unofficial one neither. Named here once; elsewhere they are written through these names.

export const INVOICE_TYPES = Object.freeze(['official', 'unofficial'] as const);
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_TYPE = Object.freeze({ official: 'official', unofficial: 'unofficial' } as const);

/** «رسمی» / «غیررسمی»: business_invoice_type_display, the PDF, the exports and the forms. */
export const INVOICE_TYPE_LABELS: Readonly<Record<InvoiceType, string>> = Object.freeze({
  official: 'رسمی',
  unofficial: 'غیررسمی',
});

/** The labels with what they mean for the total, where a screen says it: «رسمی (با مالیات)». */
export const INVOICE_TYPE_TAX_LABELS: Readonly<Record<InvoiceType, string>> = Object.freeze({
  official: `${INVOICE_TYPE_LABELS.official} (با مالیات)`,
  unofficial: `${INVOICE_TYPE_LABELS.unofficial} (بدون مالیات)`,
});

export const isInvoiceType = (value: unknown): value is InvoiceType =>
  typeof value === 'string' && (INVOICE_TYPES as readonly string[]).includes(value);

/** True for an official invoice type; tax and the buyer's data apply only then. */
export const isOfficial = (type: string | null | undefined): boolean => type === INVOICE_TYPE.official;

/** The Persian label of a stored type ('' for anything else). */
export const invoiceTypeLabel = (type: string | null | undefined): string =>
  isInvoiceType(type) ? INVOICE_TYPE_LABELS[type] : '';
