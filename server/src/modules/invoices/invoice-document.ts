// The invoice document the PDF is drawn from: the parties, the lines and the totals, computed by the server.

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
