// What the customer may see and do on the order page. What they may do is what the server's answer says
// (allowed_actions, from the rules module's state model); what is shown follows the status groups of that model.
import type { Order, OrderItem, PaymentReceipt, PricingOption } from '@sefaresh/shared-api';
import { isOfficial, orderAllows, STATUS, STATUS_GROUPS, statusIn } from '@sefaresh/shared-api/rules';

/** The pricing and invoice cards: the order has a quote. */
export const showsPricing = (order: Order) => statusIn(order.status, STATUS_GROUPS.priced);
export const showsReceipts = (order: Order) =>
  statusIn(order.status, STATUS_GROUPS.chosen) ||
  order.payment_receipts.length > 0 ||
  order.has_payment_receipts;
/** Payment notes of a returned receipt matter until the order completes. */
export const showsPaymentNotes = (order: Order) => order.status !== STATUS.completed;

export const canRemoveItems = (order: Order) => orderAllows(order, 'customer_remove_item');
/** Choosing and accepting end with the quote's validity (the server answers 409 past it). */
export const canChoose = (order: Order) => orderAllows(order, 'select_option') && !order.quote_expired;
export const canFinalize = (order: Order) => orderAllows(order, 'finalize') && !order.quote_expired;
/** Cancelling the request: the customer's rejection while it waits for pricing or approval. */
export const canReject = (order: Order) => orderAllows(order, 'customer_reject');
export const canRequestRevision = (order: Order) => orderAllows(order, 'request_revision');
/** The quote history: the order has been priced at least once. */
export const hasQuotes = (order: Order) => order.quote_version > 0;
/** The first payment (upload_receipt) or a later instalment's (pay_instalment). */
export const canUploadReceipts = (order: Order) =>
  orderAllows(order, 'upload_receipt') || orderAllows(order, 'pay_instalment');
/** Only receipts nobody has verified yet can be deleted. */
export const canDeleteReceipt = (order: Order, receipt: PaymentReceipt) =>
  orderAllows(order, 'delete_receipt') && !receipt.is_verified;
export const canEditInvoiceInfo = (order: Order) =>
  isOfficial(order.business_invoice_type) && orderAllows(order, 'update_invoice_info');

export const activeItems = (order: Order) => order.items.filter((i) => i.is_active);

/** The option an item counts with: the chosen one, or its only option. */
export function effectiveOption(item: OrderItem): PricingOption | undefined {
  const selected = item.pricing_options.filter((o) => o.is_selected);
  if (selected.length === 1) return selected[0];
  if (selected.length === 0 && item.pricing_options.length === 1) return item.pricing_options[0];
  return undefined;
}

/** Every active item that has options has exactly one chosen (or a single option). */
export const selectionsComplete = (order: Order) =>
  activeItems(order)
    .filter((i) => i.pricing_options.length > 0)
    .every((i) => effectiveOption(i) !== undefined);

/**
 * The order's payment schedule and cheques; an answer from an API release before them has neither, and the page
 * then shows none rather than failing.
 */
export const scheduleOf = (order: Order) => order.payment_schedule ?? [];
export const chequesOf = (order: Order) => order.cheques ?? [];
