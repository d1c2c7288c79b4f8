// What the customer may see and do in which status (spec 000 §2, §4; spec README transition table).
import type { Order, OrderItem, OrderStatus, PricingOption } from '@sefaresh/shared-api';

const PRICED: readonly OrderStatus[] = [
  'waiting_customer_approval',
  'confirmed',
  'payment_uploaded',
  'completed',
];
const ITEM_REMOVAL: readonly OrderStatus[] = ['pending_pricing', 'waiting_customer_approval'];
const RECEIPTS: readonly OrderStatus[] = ['confirmed', 'payment_uploaded', 'completed'];
const INVOICE_INFO_LOCKED: readonly OrderStatus[] = ['completed', 'cancelled', 'rejected'];

/** The pricing and invoice cards. */
export const showsPricing = (order: Order) => PRICED.includes(order.status);
export const canRemoveItems = (order: Order) => ITEM_REMOVAL.includes(order.status);
export const canChoose = (order: Order) => order.status === 'waiting_customer_approval';
export const showsReceipts = (order: Order) =>
  RECEIPTS.includes(order.status) || order.payment_receipts.length > 0 || order.has_payment_receipts;
export const canUploadReceipts = (order: Order) => order.status === 'confirmed';
export const canEditInvoiceInfo = (order: Order) =>
  order.business_invoice_type === 'official' && !INVOICE_INFO_LOCKED.includes(order.status);

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

/** Spec 000 §3: ready for an official invoice when national_id, complete_address and postal_code are filled. */
export const invoiceInfoReady = (info: Order['customer_info']) =>
  !!(info && info.national_id?.trim() && info.complete_address?.trim() && info.postal_code?.trim());
