// The order answers (spec 000 §3 Order): a list row's summary and the whole order with its items, pricing
// options, receipts, invoice numbers and dealer part, as the caller sees it, with the actions the transition
// table allows that caller (allowed_actions). Money is exact (money.ts); nothing here uses floats.
import {
  COMMISSION_STATUS,
  INVOICE_TYPE_LABELS,
  isOfficial,
  lineAmounts,
  paymentTermLabel,
  productCode,
  rials,
  STATUS,
  STATUS_GROUPS,
  statusIn,
  taxRateOf,
} from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import type { SellerConfig } from '../../config';
import type { Db } from '../../db/client';
import { decodeJsonRows } from '../../db/json-rows';
import type { Order, User } from '../../db/schema';
import { commissionAmount } from '../commissions/record';
import { formatInvoiceNumber } from '../invoices/numbering';
import { paymentDeadline, paymentInstructions, paymentReference } from '../payments/instructions';
import { markDuplicates } from '../payments/duplicates';
import { receiptRows, toView as toReceiptView } from '../payments/receipt-views';
import { toChequeView } from '../cheques/views';
import { isStaffUser } from '../../lib/current-user';
import { actionsFor } from './authorize';
import {
  dealerDefaultRate,
  latestCommissionOfOrder,
  acceptedQuoteFields,
  chequeFields,
  instalmentFields,
  itemFields,
  optionFields,
  orderSummary,
  type SummaryOrder,
} from './order-queries';
import { countedOption } from './totals';
import type { OrderDetail } from './schemas';
import type { Clock } from '../../lib/clock';
import { quoteDetailFields } from '../quotes/service';
import { quoteExpired } from '../quotes/validity';
import { receivablesOfRows } from '../receivables/figures';
import { receivablesFields } from '../receivables/views';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createOrderAnswers(
  db: Db,
  seller: Pick<SellerConfig, 'bank' | 'payment_deadline_days'>,
  clock: Clock,
) {
  type SummaryRow = {
    order: SummaryOrder;
    pricedByName: string | null;
    dealerName: string | null;
    dealerCode: string | null;
    receiptsCount: number;
  };

  function summaryFields(row: SummaryRow, viewer: User) {
    const o = row.order;
    const official = isOfficial(o.businessInvoiceType);
    return {
      id: o.id,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      business_invoice_type: o.businessInvoiceType,
      business_invoice_type_display: INVOICE_TYPE_LABELS[o.businessInvoiceType],
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
      allowed_actions: actionsFor(o, viewer, { quoteExpired: quoteExpired(o, clock()) }),
      quote_version: o.quoteVersion,
      quote_valid_until: iso(o.quoteValidUntil),
      quote_expired: quoteExpired(o, clock()),
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
    const [latest] = await latestCommissionOfOrder(db).execute({ orderId: o.id });
    if (!latest) {
      const [assigned] = o.assignedDealerId
        ? await dealerDefaultRate(db).execute({ dealerId: o.assignedDealerId })
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

  /**
   * The whole order as `viewer` sees it; null when it does not exist. `check` runs on the order's row before
   * anything else is read or shown (the permission check of a read, without a query of its own).
   */
  async function detail(
    orderId: number,
    viewer: User,
    check?: (order: Order) => void,
  ): Promise<Static<typeof OrderDetail> | null> {
    const [row] = await orderSummary(db).execute({ orderId });
    if (!row) return null;
    const o = row.order;
    check?.(o);
    const official = isOfficial(o.businessInvoiceType);
    const dealerPart = await dealerFields(o, viewer);
    const staffView = isStaffUser(viewer);
    const receiptRowsOfOrder = receiptRows(row.receipts);
    const receipts = staffView
      ? await markDuplicates(db, o.id, receiptRowsOfOrder.map(toReceiptView))
      : receiptRowsOfOrder.map(toReceiptView);
    const orderCheques = decodeJsonRows(chequeFields, row.cheques);
    const items = decodeJsonRows(itemFields, row.items);
    const options = decodeJsonRows(optionFields, row.options);
    const latestReceipt = receipts.at(-1);
    const quote = await quoteDetailFields(db, o, decodeJsonRows(acceptedQuoteFields, row.acceptedQuotes));
    const receivables = receivablesOfRows(
      {
        instalments: decodeJsonRows(instalmentFields, row.instalments),
        receipts: receiptRowsOfOrder,
        cheques: orderCheques,
      },
      clock(),
    );
    const revisionNotes = new Map(quote.revision_request?.items.map((n) => [n.item_id, n.comment]));
    // what to pay once the terms are chosen; where to pay only for whoever pays or checks it (not the dealer)
    const chosen = statusIn(o.status, STATUS_GROUPS.chosen);
    const payment =
      staffView || viewer.id === o.customerId
        ? paymentInstructions(
            {
              id: o.id,
              status: o.status,
              amountDue: o.totalWithTax,
              confirmedAt: row.preInvoice?.issuedAt ?? null,
              schedule: receivables?.instalments ?? null,
            },
            seller,
          )
        : null;
    return {
      ...summaryFields(row, viewer),
      ...dealerPart,
      customer: o.customerId,
      customer_name: row.customerName ?? '',
      customer_phone: o.customerInfo?.phone || row.customerPhone || '',
      customer_info: o.customerInfo ?? null,
      payment_receipts: receipts,
      cheques: orderCheques.map((c) => toChequeView(c, staffView)),
      // nothing left to pay: the paying actions go (the list rows, without the figures, keep them)
      allowed_actions: actionsFor(o, viewer, {
        quoteExpired: quoteExpired(o, clock()),
        settled: receivables ? receivables.balance.outstanding === 0n : o.status === STATUS.completed,
      }),
      payment_receipt: latestReceipt?.file_url ?? null,
      payment_receipt_uploaded_at: latestReceipt?.uploaded_at ?? null,
      payment_verified_at: iso(o.paymentVerifiedAt),
      payment_notes: o.paymentNotes,
      pre_invoice_number: row.preInvoice ? formatInvoiceNumber(row.preInvoice) : null,
      final_invoice_number: row.finalInvoice ? formatInvoiceNumber(row.finalInvoice) : null,
      amount_due: chosen ? o.totalWithTax : null,
      payment_reference: chosen ? paymentReference(o.id) : null,
      // the rule's deadline (what the documents print), even when the instructions name a later instalment
      payment_deadline:
        payment && row.preInvoice && statusIn(o.status, [STATUS.confirmed, STATUS.paymentUploaded])
          ? paymentDeadline(row.preInvoice.issuedAt, seller.payment_deadline_days).toISOString()
          : null,
      payment_deadline_days: seller.payment_deadline_days,
      payment_instructions: payment,
      ...receivablesFields(receivables),
      ...quote,
      items: items.map(({ productName, taxRate, stock, basePrice, ...item }) => {
        const quantity = item.finalQuantity ?? item.requestedQuantity;
        const own = options.filter((p) => p.itemId === item.id);
        const counted = countedOption({ quantity, taxRate, options: own });
        return {
          id: item.id,
          is_active: item.isActive,
          removed_at: iso(item.removedAt),
          product_name: productName,
          product_code: productCode(item.productId),
          product: {
            id: item.productId,
            name: productName,
            tax_rate: taxRate === null ? null : Number(taxRate),
            // what staff price against: the stock and base price now
            ...(staffView ? { stock, base_price: rials(basePrice).toString() } : {}),
          },
          requested_quantity: item.requestedQuantity,
          final_quantity: item.finalQuantity,
          customer_notes: item.customerNotes,
          admin_notes: item.adminNotes,
          revision_comment: revisionNotes.get(item.id) ?? '',
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
              custom_due_days: p.customDueDays,
              term_display: paymentTermLabel(p.paymentTerm, p.customTermLabel),
              payment_term: p.paymentTerm,
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

  return { summaryFields, detail };
}
