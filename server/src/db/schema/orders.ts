// Orders: the order, its items and pricing options, and its events.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CUSTOM_DUE_DAYS,
  INVOICE_TYPE,
  INVOICE_TYPES,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  STATUS,
  type CustomerInfo,
  type InvoiceType,
  type OrderStatus,
  type PaymentTerm,
} from '@sefaresh/shared-api/rules';
import { users } from './accounts';
import { products } from './catalogue';
import { oneOf } from './checks';

/** The seven order statuses (spec 000 §4), from the rules module's state model. */
export { ORDER_STATUSES, type OrderStatus };

/** The official-invoice snapshot taken from the order form (spec 000 §3 customer_info). */
export type OrderCustomerInfo = CustomerInfo;

/** Orders; money in whole rials (numeric(16,0), exact). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 30 }).$type<OrderStatus>().notNull().default(STATUS.pendingPricing),
    businessInvoiceType: varchar('business_invoice_type', { length: 12 })
      .$type<InvoiceType>()
      .notNull()
      .default(INVOICE_TYPE.unofficial),
    customerComment: text('customer_comment').notNull().default(''),
    adminComment: text('admin_comment').notNull().default(''),
    customerInfo: jsonb('customer_info').$type<OrderCustomerInfo>(),
    quotedTotal: numeric('quoted_total', { precision: 16, scale: 0 }),
    totalWithTax: numeric('total_with_tax', { precision: 16, scale: 0 }),
    pricingDate: timestamp('pricing_date', { withTimezone: true }),
    pricedBy: integer('priced_by').references(() => users.id, { onDelete: 'set null' }),
    assignedDealerId: integer('assigned_dealer_id').references(() => users.id, { onDelete: 'set null' }),
    dealerAssignedAt: timestamp('dealer_assigned_at', { withTimezone: true }),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    paymentVerifiedAt: timestamp('payment_verified_at', { withTimezone: true }),
    paymentNotes: text('payment_notes').notNull().default(''),
    customerRejectionReason: text('customer_rejection_reason').notNull().default(''),
    cancellationReason: text('cancellation_reason').notNull().default(''),
    /** The assigned dealer's own notes (spec 001 update-dealer-notes). */
    dealerNotes: text('dealer_notes').notNull().default(''),
    /** The current quote version (quote_versions); 0 before any pricing. */
    quoteVersion: integer('quote_version').notNull().default(0),
    /** Until when the current quote version may be accepted. */
    quoteValidUntil: timestamp('quote_valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the dashboard's page (customer, newest first) reads 12 entries in order; status makes the tab counts index-only
    index('orders_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
    ),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // the admin list (spec 002 §2): newest/oldest, by dealer (and unassigned), by amount
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // the dealer's list (assigned dealer, newest first) reads 12 entries in order; status makes the tab counts
    // index-only; the admin list's dealer filter uses the same prefix
    index('orders_dealer_created_idx').on(
      t.assignedDealerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
    ),
    index('orders_quoted_total_idx').on(t.quotedTotal, t.id),
    // the admin list sorted by amount counts the unpriced orders (by status) and takes the priced from the rest
    index('orders_unpriced_status_idx')
      .on(t.status)
      .where(sql`${t.quotedTotal} is null`),
    // the admin list's expired filter: quotes waiting for the customer, by their end
    index('orders_quote_valid_until_idx')
      .on(t.quoteValidUntil)
      .where(sql`${t.status} = ${sql.raw(`'${STATUS.waitingCustomerApproval}'`)}`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_business_invoice_type_check', oneOf(t.businessInvoiceType, INVOICE_TYPES)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    requestedQuantity: integer('requested_quantity').notNull(),
    finalQuantity: integer('final_quantity'),
    customerNotes: text('customer_notes').notNull().default(''),
    adminNotes: text('admin_notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // the orders holding a product (the admin order search by product name)
    index('order_items_product_order_idx').on(t.productId, t.orderId),
    check('order_items_requested_quantity_positive', sql`${t.requestedQuantity} > 0`),
  ],
);

export const orderPricingOptions = pgTable(
  'order_pricing_options',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    paymentTerm: varchar('payment_term', { length: 10 }).$type<PaymentTerm>().notNull(),
    customTermLabel: varchar('custom_term_label', { length: 100 }).notNull().default(''),
    /** A custom term's days from the confirmation to its due date (1–365); null for the other terms. */
    customDueDays: integer('custom_due_days'),
    unitPrice: numeric('unit_price', { precision: 16, scale: 0 }).notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    isSelected: boolean('is_selected').notNull().default(false),
  },
  (t) => [
    index('order_pricing_options_item_idx').on(t.itemId),
    check('order_pricing_options_payment_term_check', oneOf(t.paymentTerm, PAYMENT_TERMS)),
    check(
      'order_pricing_options_custom_due_days_check',
      sql`${t.customDueDays} is null or ${t.customDueDays} between ${sql.raw(String(CUSTOM_DUE_DAYS.min))} and ${sql.raw(String(CUSTOM_DUE_DAYS.max))}`,
    ),
  ],
);

/** Every status change of an order (null → pending_pricing on creation). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: varchar('from_status', { length: 30 }).$type<OrderStatus>(),
    toStatus: varchar('to_status', { length: 30 }).$type<OrderStatus>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type OrderPricingOption = typeof orderPricingOptions.$inferSelect;
