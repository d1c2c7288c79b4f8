// The queries of the order answers (answers.ts) and of the customer's own list (service.ts), as prepared
// statements (db/prepared.ts): the list has one statement per dashboard tab (the tab's statuses written into
// it); the detail reads the order with its names, invoices, receipts, items and options in one row (and, for
// staff and its dealer, its commission), keyed by the order id. Each query costs the API
// a round trip to the database, the largest part of a short answer's time, so parts that come one per order are
// joined into the row they belong to.
import { ORDER_TAB_NAMES, ORDER_TABS } from '@sefaresh/shared-api/rules';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { jsonRows } from '../../db/json-rows';
import { limitInText, preparedPages, preparedStatement } from '../../db/prepared';
import {
  cheques,
  dealerCommissions,
  invoices,
  orderItems,
  orderPricingOptions,
  orders,
  paymentInstalments,
  paymentReceipts,
  products,
  quoteVersions,
  users,
  type Order,
} from '../../db/schema';
import { receiptsColumn } from '../payments/receipt-views';
import { countsColumn, countsOnFirstRow } from './order-counts';
import { ORDERS_PAGE_SIZE } from './schemas';

const pricer = alias(users, 'pricer');
const dealer = alias(users, 'dealer');
/** An order's active items, counted in its row (the lists' items_count). */
export const itemsCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.isActive})`;
/** An order's payment receipts, counted in its row. */
export const receiptsCount = sql<number>`(select count(*)::int from ${paymentReceipts} where ${paymentReceipts.orderId} = ${orders.id})`;

/** The order's columns a summary shows (answers.ts summaryFields) and its allowed actions need. */
export const summaryOrder = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  customerId: orders.customerId,
  assignedDealerId: orders.assignedDealerId,
  businessInvoiceType: orders.businessInvoiceType,
  quotedTotal: orders.quotedTotal,
  totalWithTax: orders.totalWithTax,
  pricingDate: orders.pricingDate,
  pricedBy: orders.pricedBy,
  dealerAssignedAt: orders.dealerAssignedAt,
  customerComment: orders.customerComment,
  adminComment: orders.adminComment,
  completionDate: orders.completionDate,
  customerRejectionReason: orders.customerRejectionReason,
  cancellationReason: orders.cancellationReason,
  quoteVersion: orders.quoteVersion,
  quoteValidUntil: orders.quoteValidUntil,
};
export type SummaryOrder = Pick<Order, keyof typeof summaryOrder>;

/** The names and counts a summary shows beside the order's own columns. */
const summaryNames = {
  pricedByName: pricer.name,
  dealerName: dealer.name,
  dealerCode: dealer.dealerCode,
  itemsCount,
  receiptsCount,
};

const orderId = sql.placeholder('orderId');

/**
 * GET orders/: one page of the customer's orders of one tab, newest first, with only the summary's columns (a
 * list row decodes no more than it shows), the first row carrying the customer's per-status counts (order-counts.ts
 * countsOnFirstRow). The first page is a statement of its own (db/prepared.ts preparedPages). Values: customerId,
 * offset.
 */
export const customerOrdersPage = preparedPages('customer_orders', ORDER_TAB_NAMES, (db, tab, offset) => {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const page = db
    .select({
      order: summaryOrder,
      ...summaryNames,
      statusCounts: countsOnFirstRow(
        countsColumn('customer', sql.placeholder('customerId')),
        newestFirst,
        offset,
      ),
    })
    .from(orders)
    .leftJoin(pricer, eq(pricer.id, orders.pricedBy))
    .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId))
    .where(and(eq(orders.customerId, sql.placeholder('customerId')), inArray(orders.status, ORDER_TABS[tab])))
    .orderBy(...newestFirst)
    .limit(limitInText(ORDERS_PAGE_SIZE));
  return offset ? page.offset(offset) : page;
});

const customer = alias(users, 'customer');

const preInvoice = alias(invoices, 'pre_invoice');
const finalInvoice = alias(invoices, 'final_invoice');

/** An order item with what its answer shows of its product. */
export const itemFields = {
  ...getTableColumns(orderItems),
  productName: products.name,
  taxRate: products.taxRate,
  stock: products.stock,
  basePrice: products.basePrice,
};

export const optionFields = getTableColumns(orderPricingOptions);

/** What the answer shows of the order's accepted quote versions (it names the latest). */
export const acceptedQuoteFields = {
  version: quoteVersions.version,
  acceptedAt: quoteVersions.acceptedAt,
  pdfSha256: quoteVersions.pdfSha256,
};

export const chequeFields = getTableColumns(cheques);
export const instalmentFields = getTableColumns(paymentInstalments);

/**
 * The whole order in one row, the detail's one query: its columns with its customer's name and phone, its
 * invoices (at most one of each kind: invoices_order_kind_key), and its receipts, items (with their products),
 * the items' pricing options, its accepted quote versions, its cheques (by due date) and its instalments as JSON columns
 * (db/json-rows.ts), in the order the answer lists them.
 */
export const orderSummary = preparedStatement('order_summary', (db) =>
  db
    .select({
      order: orders,
      ...summaryNames,
      customerName: customer.name,
      customerPhone: customer.phone,
      preInvoice: { year: preInvoice.year, number: preInvoice.number, issuedAt: preInvoice.issuedAt },
      finalInvoice: { year: finalInvoice.year, number: finalInvoice.number },
      receipts: receiptsColumn(orders.id),
      items: jsonRows(
        itemFields,
        sql`from ${orderItems} inner join ${products} on ${products.id} = ${orderItems.productId} where ${orderItems.orderId} = ${orders.id}`,
        [orderItems.id],
      ),
      options: jsonRows(
        optionFields,
        sql`from ${orderPricingOptions} inner join ${orderItems} on ${orderItems.id} = ${orderPricingOptions.itemId} where ${orderItems.orderId} = ${orders.id}`,
        [orderPricingOptions.id],
      ),
      acceptedQuotes: jsonRows(
        acceptedQuoteFields,
        sql`from ${quoteVersions} where ${quoteVersions.orderId} = ${orders.id} and ${quoteVersions.acceptedAt} is not null`,
        [quoteVersions.version],
      ),
      cheques: jsonRows(chequeFields, sql`from ${cheques} where ${cheques.orderId} = ${orders.id}`, [
        cheques.dueDate,
        cheques.id,
      ]),
      instalments: jsonRows(
        instalmentFields,
        sql`from ${paymentInstalments} where ${paymentInstalments.orderId} = ${orders.id}`,
        [paymentInstalments.position],
      ),
    })
    .from(orders)
    .leftJoin(pricer, eq(pricer.id, orders.pricedBy))
    .leftJoin(dealer, eq(dealer.id, orders.assignedDealerId))
    .leftJoin(customer, eq(customer.id, orders.customerId))
    .leftJoin(preInvoice, and(eq(preInvoice.orderId, orders.id), eq(preInvoice.kind, 'pre')))
    .leftJoin(finalInvoice, and(eq(finalInvoice.orderId, orders.id), eq(finalInvoice.kind, 'final')))
    .where(eq(orders.id, orderId)),
);

/** The order's latest commission record with its dealer's default rate. */
export const latestCommissionOfOrder = preparedStatement('order_latest_commission', (db) =>
  db
    .select({ commission: dealerCommissions, defaultRate: users.dealerCommissionRate })
    .from(dealerCommissions)
    .innerJoin(users, eq(users.id, dealerCommissions.dealerId))
    .where(eq(dealerCommissions.orderId, orderId))
    .orderBy(desc(dealerCommissions.id))
    .limit(1),
);

/** A dealer's default commission rate. */
export const dealerDefaultRate = preparedStatement('dealer_default_rate', (db) =>
  db
    .select({ rate: users.dealerCommissionRate })
    .from(users)
    .where(eq(users.id, sql.placeholder('dealerId'))),
);
