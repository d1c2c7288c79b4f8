// The order answers (spec 000 §3 Order): a list row's summary and the whole order with its items, pricing
// options, receipts, invoice numbers and dealer part, as the caller sees it, with the actions the transition
// table allows that caller (allowed_actions). Money is exact (money.ts); nothing here uses floats.
import { COMMISSION_STATUS, lineAmounts, rials, taxRateOf } from '@sefaresh/shared-api/rules';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import {
  dealerCommissions,
  invoices,
  orderItems,
  orderPricingOptions,
  orders,
  paymentReceipts,
  products,
  users,
  type Order,
  type User,
} from '../../db/schema';
import { commissionAmount } from '../dealers/commissions';
import { formatInvoiceNumber } from '../invoices/numbering';
import { listReceiptViews } from '../payments/service';
import { actionsFor, isStaffUser } from './lifecycle';
import { ORDER_TEXTS, TERM_DISPLAY } from './messages';
import { countedOption } from './totals';
import type { OrderDetail } from './schemas';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createOrderAnswers(db: Db) {
  const pricer = alias(users, 'pricer');
  const dealer = alias(users, 'dealer');

  const itemsCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.isActive})`;
  const receiptsCount = sql<number>`(select count(*)::int from ${paymentReceipts} where ${paymentReceipts.orderId} = ${orders.id})`;

  /** Orders joined with the names summaries need. */
  const summarySelect = () =>
    db
      .select({
        order: orders,
        pricedByName: pricer.name,
        dealerName: dealer.name,
        dealerCode: dealer.dealerCode,
        itemsCount,
        receiptsCount,
      })
      .from(orders)
      .leftJoin(pricer, eq(pricer.id, orders.pricedBy))
      .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId));

  type SummaryRow = {
    order: Order;
    pricedByName: string | null;
    dealerName: string | null;
    dealerCode: string | null;
    receiptsCount: number;
  };

  function summaryFields(row: SummaryRow, viewer: User) {
    const o = row.order;
    const official = o.businessInvoiceType === 'official';
    return {
      id: o.id,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      business_invoice_type: o.businessInvoiceType as 'official' | 'unofficial',
      business_invoice_type_display: official ? ORDER_TEXTS.officialDisplay : ORDER_TEXTS.unofficialDisplay,
      is_official_invoice: official,
      quoted_total: o.quotedTotal,
      total_with_tax: o.totalWithTax,
      pricing_date: iso(o.pricingDate),
      priced_by_name: row.pricedByName,
      assigned_dealer_name: row.dealerName,
      assigned_dealer_code: row.dealerCode,
      dealer_assigned_at: iso(o.dealerAssignedAt),
      customer_comment: o.customerComment,
      admin_comment: o.adminComment,
      has_payment_receipts: Number(row.receiptsCount) > 0,
      payment_receipts_count: Number(row.receiptsCount),
      completion_date: iso(o.completionDate),
      customer_rejection_reason: o.customerRejectionReason,
      cancellation_reason: o.cancellationReason,
      allowed_actions: actionsFor(o, viewer),
    };
  }

  /**
   * The dealer part of the order (spec 001 §3): notes and the latest commission record. Hidden ('' / null /
   * false) unless the viewer is staff or the assigned dealer; the order's customer never sees them.
   */
  async function dealerFields(o: Order, viewer: User) {
    const privileged =
      isStaffUser(viewer) || (o.assignedDealerId !== null && o.assignedDealerId === viewer.id);
    const base = { dealer_notes: '', assigned_dealer_id: o.assignedDealerId };
    const hidden = {
      ...base,
      dealer_commission_amount: null,
      effective_commission_rate: null,
      default_commission_rate: null,
      commission_paid: false,
      commission_status: null,
    };
    if (!privileged) return hidden;
    const [latest] = await db
      .select({ commission: dealerCommissions, defaultRate: users.dealerCommissionRate })
      .from(dealerCommissions)
      .innerJoin(users, eq(users.id, dealerCommissions.dealerId))
      .where(eq(dealerCommissions.orderId, o.id))
      .orderBy(desc(dealerCommissions.id))
      .limit(1);
    if (!latest) {
      const [assigned] = o.assignedDealerId
        ? await db
            .select({ rate: users.dealerCommissionRate })
            .from(users)
            .where(eq(users.id, o.assignedDealerId))
        : [];
      return { ...hidden, dealer_notes: o.dealerNotes, default_commission_rate: assigned?.rate ?? null };
    }
    const c = latest.commission;
    const status = c.status;
    const amount =
      status === COMMISSION_STATUS.calculated || status === COMMISSION_STATUS.paid
        ? c.amount
        : status === COMMISSION_STATUS.pending && o.quotedTotal !== null
          ? commissionAmount(o.quotedTotal, c.rate).toString()
          : null;
    return {
      ...base,
      dealer_notes: o.dealerNotes,
      dealer_commission_amount: amount,
      effective_commission_rate: c.rate,
      default_commission_rate: latest.defaultRate,
      commission_paid: status === COMMISSION_STATUS.paid,
      commission_status: status,
    };
  }

  async function detail(orderId: number, viewer: User): Promise<Static<typeof OrderDetail> | null> {
    const [row] = await summarySelect().where(eq(orders.id, orderId));
    if (!row) return null;
    const o = row.order;
    const official = o.businessInvoiceType === 'official';
    const [customer] = await db
      .select({ name: users.name, phone: users.phone })
      .from(users)
      .where(eq(users.id, o.customerId));
    const items = await db
      .select({
        item: orderItems,
        productName: products.name,
        taxRate: products.taxRate,
        stock: products.stock,
        basePrice: products.basePrice,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, o.id))
      .orderBy(asc(orderItems.id));
    const options = items.length
      ? await db
          .select()
          .from(orderPricingOptions)
          .where(
            inArray(
              orderPricingOptions.itemId,
              items.map((i) => i.item.id),
            ),
          )
          .orderBy(asc(orderPricingOptions.id))
      : [];
    const receipts = await listReceiptViews(db, o.id);
    const latestReceipt = receipts.at(-1);
    const issued = await db.select().from(invoices).where(eq(invoices.orderId, o.id));
    const invoiceNumber = (kind: 'pre' | 'final') => {
      const invoice = issued.find((i) => i.kind === kind);
      return invoice ? formatInvoiceNumber(invoice) : null;
    };
    const dealerPart = await dealerFields(o, viewer);
    const staffView = isStaffUser(viewer);
    return {
      ...summaryFields(row, viewer),
      ...dealerPart,
      customer: o.customerId,
      customer_name: customer?.name ?? '',
      customer_phone: o.customerInfo?.phone || customer?.phone || '',
      customer_info: o.customerInfo ?? null,
      payment_receipts: receipts,
      payment_receipt: latestReceipt?.file_url ?? null,
      payment_receipt_uploaded_at: latestReceipt?.uploaded_at ?? null,
      payment_verified_at: iso(o.paymentVerifiedAt),
      payment_notes: o.paymentNotes,
      pre_invoice_number: invoiceNumber('pre'),
      final_invoice_number: invoiceNumber('final'),
      items: items.map(({ item, productName, taxRate, stock, basePrice }) => {
        const quantity = item.finalQuantity ?? item.requestedQuantity;
        const own = options.filter((p) => p.itemId === item.id);
        const counted = countedOption({ itemId: item.id, productName, quantity, taxRate, options: own });
        return {
          id: item.id,
          is_active: item.isActive,
          removed_at: iso(item.removedAt),
          product_name: productName,
          product_code: `P-${item.productId}`,
          product: {
            id: item.productId,
            name: productName,
            tax_rate: taxRate === null ? null : Number(taxRate),
            // what staff price against: the stock and base price now (issue 14 item 2)
            ...(staffView ? { stock, base_price: rials(basePrice).toString() } : {}),
          },
          requested_quantity: item.requestedQuantity,
          final_quantity: item.finalQuantity,
          customer_notes: item.customerNotes,
          admin_notes: item.adminNotes,
          quoted_unit_price: counted?.unitPrice ?? null,
          // the rate the amounts are computed at: the product's, or DEFAULT_TAX_RATE (rules module)
          product_tax_rate: Number(taxRateOf(taxRate)),
          pricing_options: own.map((p) => {
            const a = lineAmounts(
              { unitPrice: p.unitPrice, quantity, discountPercentage: p.discountPercentage, taxRate },
              official,
            );
            return {
              id: p.id,
              is_selected: p.isSelected,
              custom_term_label: p.customTermLabel,
              term_display:
                p.paymentTerm === 'custom'
                  ? p.customTermLabel
                  : (TERM_DISPLAY[p.paymentTerm] ?? p.paymentTerm),
              payment_term: p.paymentTerm as 'instant' | '1_month' | '2_month' | '3_month' | 'custom',
              discount_percentage: p.discountPercentage,
              unit_price: p.unitPrice,
              total_price: a.total.toString(),
              tax_amount: a.tax.toString(),
              total_with_tax: a.totalWithTax.toString(),
            };
          }),
        };
      }),
    };
  }

  return { summarySelect, summaryFields, detail };
}

export type OrderAnswers = ReturnType<typeof createOrderAnswers>;
