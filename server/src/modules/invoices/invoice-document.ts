// The invoice document the PDF is drawn from: the parties, the lines and the totals, computed by the server.

/** The two documents: the pre-invoice and the final invoice (the dashboard card's invoice is the final one). */
export type InvoiceKind = 'pre' | 'final';
/** The three downloads: pre-invoice, final invoice, and the dashboard card's invoice (the final invoice again). */
export type InvoiceDownload = InvoiceKind | 'plain';
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
  /** Before the customer's choice: which payment terms the rows assume (printed under the title and in the notes). */
  assumed_terms?: string;
  /** A confirmed order's pre-invoice: where and how much to pay, by when, with which reference. */
  payment?: InvoicePayment | null;
  payment_verified_at?: Date | null;
  /** A quote version's document: which version it is (printed in the header). */
  version_note?: string;
  /** An accepted version's document: who accepted it, when, and the first characters of the recorded hash. */
  acceptance_note?: string;
  /** When set, the PDF's creation date and file id come from it, so the same document is the same bytes. */
  fixed_at?: Date;
}

export interface InvoicePayment {
  account_holder: string;
  bank_name: string;
  account_number: string;
  card_number: string;
  iban: string;
  amount_due: string;
  deadline: string;
  reference: string;
  /** The instalments due after the deadline (the payment schedule of the chosen terms), each with its own day. */
  later?: readonly { term: string; outstanding: string; due_date: string }[];
}
