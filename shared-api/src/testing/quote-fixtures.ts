// Answers shaped like GET /api/orders/{id}/quotes/ for the areas' component tests (imported by tests only): a
// version, a change, and the whole answer.
import type { QuoteChange, QuoteVersion, QuotesResponse } from '../endpoints/quotes';

export function quoteChange(
  overrides: Partial<QuoteChange> & Pick<QuoteChange, 'item_id' | 'kind'>,
): QuoteChange {
  return {
    product_name: 'قهوه عربیکا برزیل',
    payment_term: null,
    term_display: null,
    old_quantity: null,
    new_quantity: null,
    old_unit_price: null,
    new_unit_price: null,
    old_discount_percentage: null,
    new_discount_percentage: null,
    old_total_price: null,
    new_total_price: null,
    ...overrides,
  };
}

export function quoteVersion(overrides: Partial<QuoteVersion> & Pick<QuoteVersion, 'version'>): QuoteVersion {
  return {
    created_at: '2026-11-24T09:00:00Z',
    priced_by_name: 'علی مدیری',
    valid_until: '2026-12-01T20:29:59.999Z',
    expired: false,
    is_current: true,
    pre_invoice_number: `1405-000012-v${overrides.version}`,
    quoted_total: '30000000',
    total_with_tax: '33000000',
    admin_comment: '',
    items: [],
    changes: [],
    acceptance: null,
    ...overrides,
  };
}

export function quotesAnswer(
  versions: QuoteVersion[],
  overrides: Partial<QuotesResponse> = {},
): QuotesResponse {
  return {
    quote_version: versions[0]?.version ?? 0,
    versions,
    revision_requests: [],
    revision_requests_left: 5,
    ...overrides,
  };
}
