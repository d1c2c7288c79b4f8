// Invoice status and the three PDFs of an order (spec 000 §7; spec README "Money"): who may download which, and
// the invoice document built from the order as the server computed it.
import {
  PAYMENT_DEADLINE_TEXTS,
  STATUS,
  STATUS_GROUPS,
  rials,
  splitDue,
  statusIn,
} from '@sefaresh/shared-api/rules';
import type { Static } from 'typebox';
import { and, eq } from 'drizzle-orm';
import type { SellerConfig } from '../../config';
import type { Db } from '../../db/client';
import { invoices, type User } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isStaffUser } from '../../lib/current-user';
import type { OrderDetail } from '../orders/schemas';
import type { OrdersService } from '../orders/service';
import { INVOICE_TEXTS } from './messages';
import { jalaliDate } from './pdf-text';
import {
  renderInvoicePdf,
  type InvoiceDocument,
  type InvoiceDownload,
  type InvoiceKind,
  type InvoiceLine,
} from './pdf';

type Order = Static<typeof OrderDetail>;
type Option = Pick<
  Order['items'][number]['pricing_options'][number],
  | 'is_selected'
  | 'unit_price'
  | 'total_price'
  | 'tax_amount'
  | 'total_with_tax'
  | 'term_display'
  | 'discount_percentage'
>;
type InvoiceItem = Pick<
  Order['items'][number],
  'is_active' | 'final_quantity' | 'requested_quantity' | 'product_name' | 'product_code'
> & { pricing_options: Option[] };
/** What an invoice document is drawn from: the order answer, or a quote version's snapshot. */
export type InvoiceSource = Pick<
  Order,
  | 'id'
  | 'status'
  | 'is_official_invoice'
  | 'customer_info'
  | 'pre_invoice_number'
  | 'final_invoice_number'
  | 'customer_name'
  | 'customer_phone'
  | 'customer_comment'
  | 'admin_comment'
  | 'payment_instructions'
  | 'payment_verified_at'
  | 'payment_deadline'
  | 'quote_valid_until'
  | 'payment_schedule'
> & { items: InvoiceItem[] };

/** The option an item is invoiced with: the chosen one, else (before the choice) the cheapest. */
function invoicedOption(options: Option[]): Option | null {
  const selected = options.find((o) => o.is_selected);
  if (selected) return selected;
  return options.reduce<Option | null>(
    (best, o) => (!best || rials(o.total_price) < rials(best.total_price) ? o : best),
    null,
  );
}

/** Which terms each row of a pre-invoice before the choice assumes: «نقدی: ردیف ۱، ۲؛ ۱ ماهه: ردیف ۳». */
function assumedTerms(lines: InvoiceLine[]): string {
  const rows = new Map<string, number[]>();
  for (const line of lines) rows.set(line.term_display, [...(rows.get(line.term_display) ?? []), line.row]);
  return [...rows]
    .map(([term, numbers]) => INVOICE_TEXTS.assumedTermRows(term, numbers))
    .join(INVOICE_TEXTS.listSeparator);
}

/**
 * How long a pre-invoice holds (docs/contracts.md, "Deadline"): a quote until the customer confirms it, a confirmed
 * one until the payment deadline. Once the order is paid or closed there is nothing left to hold.
 */
function preInvoiceValidity(
  order: Pick<Order, 'status' | 'payment_deadline' | 'quote_valid_until'>,
  deadlineDays: number,
): string | undefined {
  if (order.payment_deadline)
    return PAYMENT_DEADLINE_TEXTS.confirmedValidity(jalaliDate(new Date(order.payment_deadline)));
  if (order.status === STATUS.waitingCustomerApproval && order.quote_valid_until)
    return PAYMENT_DEADLINE_TEXTS.quoteValidity(deadlineDays, jalaliDate(new Date(order.quote_valid_until)));
  return undefined;
}

const isPriced = (order: Order) => order.items.some((i) => i.is_active && i.pricing_options.length > 0);

/** Which documents exist for the order and which the caller may take (staff: whichever exists). */
function availability(order: Order, user: User) {
  const preExists = isPriced(order) && order.status !== STATUS.pendingPricing;
  const finalExists = order.status === STATUS.completed && order.final_invoice_number !== null;
  const staff = isStaffUser(user);
  return {
    preExists,
    finalExists,
    canPre: preExists && (staff || statusIn(order.status, STATUS_GROUPS.quoted)),
    canFinal: finalExists,
  };
}

export function buildInvoiceDocument(
  order: InvoiceSource,
  kind: InvoiceKind,
  seller: SellerConfig,
  issuedAt: Date,
): InvoiceDocument {
  const official = order.is_official_invoice;
  const lines: InvoiceLine[] = [];
  let subtotal = 0n;
  let taxTotal = 0n;
  let totalBeforeTax = 0n;
  for (const item of order.items.filter((i) => i.is_active)) {
    const option = invoicedOption(item.pricing_options);
    if (!option) continue;
    const quantity = item.final_quantity ?? item.requested_quantity;
    const gross = rials(option.unit_price) * BigInt(quantity);
    const total = rials(option.total_price);
    subtotal += gross;
    totalBeforeTax += total;
    taxTotal += rials(option.tax_amount);
    lines.push({
      row: lines.length + 1,
      product_name: item.product_name,
      product_code: item.product_code,
      quantity,
      term_display: option.term_display,
      unit_price: option.unit_price,
      discount_percentage: option.discount_percentage,
      discount_amount: (gross - total).toString(),
      total_price: option.total_price,
      tax_amount: option.tax_amount,
      total_with_tax: option.total_with_tax,
    });
  }
  const info = order.customer_info;
  const number = kind === 'pre' ? order.pre_invoice_number : order.final_invoice_number;
  const beforeChoice = kind === 'pre' && order.status === STATUS.waitingCustomerApproval;
  return {
    kind,
    number,
    order_id: order.id,
    issued_at: issuedAt,
    official,
    seller,
    buyer:
      official && info
        ? {
            name: info.name,
            company_name: info.company_name,
            national_id: info.national_id,
            economic_id: info.economic_id,
            postal_code: info.postal_code,
            address: [info.province, info.city, info.complete_address].filter(Boolean).join('، '),
            phone: info.phone,
          }
        : { name: order.customer_name, phone: order.customer_phone },
    lines,
    subtotal: subtotal.toString(),
    discount_total: (subtotal - totalBeforeTax).toString(),
    total_before_tax: totalBeforeTax.toString(),
    tax_total: taxTotal.toString(),
    grand_total: (totalBeforeTax + taxTotal).toString(),
    customer_comment: order.customer_comment || undefined,
    admin_comment: order.admin_comment || undefined,
    validity_note: kind === 'pre' ? preInvoiceValidity(order, seller.payment_deadline_days) : undefined,
    assumed_terms: beforeChoice ? assumedTerms(lines) : undefined,
    payment:
      kind === 'pre' && order.payment_instructions
        ? {
            ...order.payment_instructions,
            later: splitDue(order.payment_schedule, order.payment_instructions.deadline).later.map((i) => ({
              term: i.term_display,
              outstanding: i.outstanding,
              due_date: i.due_date,
            })),
          }
        : null,
    payment_verified_at: order.payment_verified_at ? new Date(order.payment_verified_at) : null,
  };
}

export function createInvoicesService({
  db,
  orders,
  seller,
  clock,
}: {
  db: Db;
  orders: OrdersService;
  seller: SellerConfig;
  clock: () => Date;
}) {
  /** When the document was issued: its invoice record, else now. */
  async function issuedAt(orderId: number, kind: InvoiceKind): Promise<Date> {
    const [record] = await db
      .select({ issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
    return record?.issuedAt ?? clock();
  }

  return {
    async status(user: User, orderId: number) {
      const order = await orders.getForUser(user, orderId);
      const a = availability(order, user);
      return {
        business_invoice_type_display: order.business_invoice_type_display,
        quoted_total: order.quoted_total,
        total_with_tax: order.total_with_tax,
        can_download_pre_invoice: a.canPre,
        pre_invoice_available: a.preExists,
        can_download_final_invoice: a.canFinal,
        final_invoice_available: a.finalExists,
        payment_verified: order.payment_verified_at !== null,
        order_status: order.status,
        pre_invoice_number: order.pre_invoice_number,
        final_invoice_number: order.final_invoice_number,
      };
    },

    /** The PDF and its file name (pre_invoice_{id}_{type}.pdf, final_invoice_{id}_{type}.pdf, invoice_{id}.pdf). */
    async pdf(user: User, orderId: number, download: InvoiceDownload) {
      const order = await orders.getForUser(user, orderId);
      const a = availability(order, user);
      // the dashboard card's invoice is the final invoice: one document, one title, one number
      const kind: InvoiceKind = download === 'pre' ? 'pre' : 'final';
      if (kind === 'pre' && !a.canPre) throw notFound(INVOICE_TEXTS.preUnavailable);
      if (kind === 'final' && !a.canFinal) throw notFound(INVOICE_TEXTS.finalUnavailable);
      const doc = buildInvoiceDocument(order, kind, seller, await issuedAt(order.id, kind));
      const type = order.business_invoice_type;
      const fileName =
        download === 'pre'
          ? `pre_invoice_${order.id}_${type}.pdf`
          : download === 'final'
            ? `final_invoice_${order.id}_${type}.pdf`
            : `invoice_${order.id}.pdf`;
      return { fileName, content: await renderInvoicePdf(doc) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
