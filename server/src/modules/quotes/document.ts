// A quote version's pre-invoice: drawn from the version's snapshot, numbered with the version (1405-000012-v2),
// dated and identified by the version's own time, so the same version is the same bytes on every request until it
// is accepted; an accepted version prints the acceptance line.
import { createHash } from 'node:crypto';
import { STATUS } from '@sefaresh/shared-api/rules';
import type { SellerConfig } from '../../config';
import type { QuoteVersion } from '../../db/schema';
import { renderInvoicePdf } from '../invoices/pdf';
import { buildInvoiceDocument, type InvoiceSource } from '../invoices/service';
import { QUOTE_TEXTS } from './messages';

/** The version's number on its document: the round's pre-invoice number and the version. */
export const versionNumber = (v: Pick<QuoteVersion, 'invoiceNumber' | 'version'>) =>
  `${v.invoiceNumber}-v${v.version}`;

function versionSource(v: QuoteVersion): InvoiceSource {
  const p = v.parties;
  return {
    id: v.orderId,
    // a version is the quote before the customer's choice: each line at its lowest price, the terms it assumes
    status: STATUS.waitingCustomerApproval,
    is_official_invoice: p.official,
    customer_info: p.customer_info,
    pre_invoice_number: versionNumber(v),
    final_invoice_number: null,
    customer_name: p.customer_name,
    customer_phone: p.customer_phone,
    customer_comment: p.customer_comment,
    admin_comment: v.adminComment,
    payment_instructions: null,
    payment_verified_at: null,
    payment_deadline: null,
    payment_schedule: [],
    quote_valid_until: v.validUntil.toISOString(),
    items: v.lines.map((l) => ({
      is_active: true,
      final_quantity: l.final_quantity,
      requested_quantity: l.requested_quantity,
      product_name: l.product_name,
      product_code: l.product_code,
      pricing_options: l.options.map((o) => ({ ...o, is_selected: false })),
    })),
  };
}

/** The version's PDF; with `accepted`, the acceptance line is printed (an accepted version's document). */
function renderVersionPdf(
  v: QuoteVersion,
  seller: SellerConfig,
  accepted: { at: Date; sha256: string } | null = null,
): Promise<Buffer> {
  const doc = buildInvoiceDocument(versionSource(v), 'pre', seller, v.createdAt);
  return renderInvoicePdf({
    ...doc,
    version_note: QUOTE_TEXTS.versionNote(v.version),
    acceptance_note: accepted ? QUOTE_TEXTS.acceptanceNote(accepted.at, accepted.sha256) : undefined,
    fixed_at: v.createdAt,
  });
}

export const sha256Hex = (bytes: Buffer) =>
  createHash('sha256')
    .update(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    .digest('hex');

/** The bytes of the version's document as served now: with the acceptance line once accepted. */
export function servedVersionPdf(v: QuoteVersion, seller: SellerConfig) {
  return renderVersionPdf(
    v,
    seller,
    v.acceptedAt && v.pdfSha256 ? { at: v.acceptedAt, sha256: v.pdfSha256 } : null,
  );
}
