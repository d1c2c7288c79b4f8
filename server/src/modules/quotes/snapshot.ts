// The snapshot of a quote version: what the customer was sent in a pricing round (lines, final quantities, options
// with their amounts, staff's comment, who priced it, the parties of the pre-invoice). A round sent to the customer
// makes the next version; a quiet correction rewrites the current one in place.
import {
  isOfficial,
  lineAmounts,
  orderTotals,
  paymentTermLabel,
  productCode,
  type PricedLine,
} from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import { orders, quoteVersions, users, type Order, type QuotedLine, type User } from '../../db/schema';
import { formatInvoiceNumber } from '../invoices/numbering';
import { invoices } from '../../db/schema';
import type { Tx } from '../../db/client';
import { cheapestOption, lineOf, pricedItems } from '../orders/totals';

/**
 * The active lines of the order with their options and amounts, as they stand in the transaction; a version counts
 * each line at its lowest price, as the order does before the customer's choice.
 */
async function quotedLines(tx: Tx, orderId: number, official: boolean) {
  const items = await pricedItems(tx, orderId);
  const counted: PricedLine[] = [];
  const lines: QuotedLine[] = items.map((priced) => {
    const { item } = priced;
    const cheapest = cheapestOption(priced);
    if (cheapest) counted.push(lineOf(priced, cheapest));
    return {
      item_id: item.id,
      product_id: item.productId,
      product_name: priced.productName,
      product_code: productCode(item.productId),
      requested_quantity: item.requestedQuantity,
      final_quantity: priced.quantity,
      admin_notes: item.adminNotes,
      options: priced.options.map((o) => {
        const a = lineAmounts(lineOf(priced, o), official);
        return {
          payment_term: o.paymentTerm,
          custom_term_label: o.customTermLabel,
          custom_due_days: o.customDueDays,
          term_display: paymentTermLabel(o.paymentTerm, o.customTermLabel),
          unit_price: o.unitPrice,
          discount_percentage: o.discountPercentage,
          total_price: a.total.toString(),
          tax_amount: a.tax.toString(),
          total_with_tax: a.totalWithTax.toString(),
        };
      }),
    };
  });
  const totals = counted.length ? orderTotals(counted, official) : null;
  return { lines, totals };
}

export interface SnapshotInput {
  order: Order;
  pricer: User;
  now: Date;
  /** A round sent to the customer: the next version; otherwise the current one is corrected in place. */
  newVersion: boolean;
  /** The version's end; for a correction, absent keeps the current one. */
  validUntil?: Date;
}

/** Writes the version of this pricing round and the order's quote_version and quote_valid_until; its number. */
export async function snapshotVersion(tx: Tx, input: SnapshotInput): Promise<number> {
  const { order, pricer, now } = input;
  const [fresh] = await tx
    .select({
      adminComment: orders.adminComment,
      customerComment: orders.customerComment,
      customerInfo: orders.customerInfo,
      official: orders.businessInvoiceType,
      customerName: users.name,
      customerPhone: users.phone,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, order.id));
  const official = isOfficial(fresh.official);
  const { lines, totals } = await quotedLines(tx, order.id, official);
  const [preInvoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'pre')));
  const content = {
    pricedBy: pricer.id,
    pricedByName: pricer.name,
    invoiceNumber: preInvoice ? formatInvoiceNumber(preInvoice) : '',
    quotedTotal: totals?.quotedTotal.toString() ?? null,
    totalWithTax: totals?.totalWithTax.toString() ?? null,
    adminComment: fresh.adminComment,
    lines,
    parties: {
      official,
      customer_name: fresh.customerName ?? '',
      customer_phone: fresh.customerInfo?.phone || fresh.customerPhone || '',
      customer_info: fresh.customerInfo ?? null,
      customer_comment: fresh.customerComment,
    },
  };
  const current = order.quoteVersion;
  if (!input.newVersion && current > 0) {
    await tx
      .update(quoteVersions)
      .set({ ...content, ...(input.validUntil ? { validUntil: input.validUntil } : {}) })
      .where(and(eq(quoteVersions.orderId, order.id), eq(quoteVersions.version, current)));
    if (input.validUntil)
      await tx.update(orders).set({ quoteValidUntil: input.validUntil }).where(eq(orders.id, order.id));
    return current;
  }
  const version = current + 1;
  const validUntil = input.validUntil ?? now;
  await tx
    .insert(quoteVersions)
    .values({ orderId: order.id, version, createdAt: now, validUntil, ...content });
  await tx
    .update(orders)
    .set({ quoteVersion: version, quoteValidUntil: validUntil })
    .where(eq(orders.id, order.id));
  return version;
}
