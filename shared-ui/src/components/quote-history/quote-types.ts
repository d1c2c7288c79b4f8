// The shapes the quote history reads: the fields of GET /api/orders/{id}/quotes/ it shows. shared-ui
// knows no endpoint; shared-api's QuoteVersion and QuoteChange fit these.

import type { QuoteChangeKind } from '@sefaresh/shared-api/rules';

export interface QuoteChangeView {
  item_id: number;
  product_name: string;
  kind: QuoteChangeKind;
  payment_term: string | null;
  term_display: string | null;
  old_quantity: number | null;
  new_quantity: number | null;
  old_unit_price: string | null;
  new_unit_price: string | null;
  old_discount_percentage: string | null;
  new_discount_percentage: string | null;
}

interface QuoteAcceptanceView {
  version: number;
  pdf_sha256: string;
  accepted_at: string;
}

export interface QuoteVersionView {
  version: number;
  created_at: string;
  priced_by_name: string;
  valid_until: string;
  expired: boolean;
  is_current: boolean;
  /** The round's pre-invoice number with the version: 1405-000012-v2. */
  pre_invoice_number: string;
  quoted_total: string | null;
  total_with_tax: string | null;
  changes: readonly QuoteChangeView[];
  acceptance: QuoteAcceptanceView | null;
}
