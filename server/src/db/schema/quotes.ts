// Quote versions (every pricing round sent to the customer), the customer's revision requests, and the record of
// the acceptance of a version. A version keeps a snapshot of what was sent, so earlier quotes stay readable and
// their pre-invoices stay the same document after later rounds.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders, type OrderCustomerInfo } from './orders';

/** One pricing option of a line as it was quoted. */
export interface QuotedOption {
  payment_term: string;
  custom_term_label: string;
  /** Days to the due date of a custom term (absent in versions saved before it existed). */
  custom_due_days?: number | null;
  term_display: string;
  unit_price: string;
  discount_percentage: string;
  total_price: string;
  tax_amount: string;
  total_with_tax: string;
}

/** One line of a quote version as it was quoted. */
export interface QuotedLine {
  item_id: number;
  product_id: number;
  product_name: string;
  product_code: string;
  requested_quantity: number;
  final_quantity: number;
  admin_notes: string;
  options: QuotedOption[];
}

/** Who the pre-invoice is made out to, as it was when the version was sent. */
export interface QuotedParties {
  official: boolean;
  customer_name: string;
  customer_phone: string;
  customer_info: OrderCustomerInfo | null;
  customer_comment: string;
}

export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    pricedBy: integer('priced_by').references(() => users.id, { onDelete: 'set null' }),
    pricedByName: text('priced_by_name').notNull().default(''),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** The numbered pre-invoice of the round (1405-000012); the version's document prints it with -v{version}. */
    invoiceNumber: varchar('invoice_number', { length: 20 }).notNull(),
    quotedTotal: numeric('quoted_total', { precision: 16, scale: 0 }),
    totalWithTax: numeric('total_with_tax', { precision: 16, scale: 0 }),
    adminComment: text('admin_comment').notNull().default(''),
    lines: jsonb('lines').$type<QuotedLine[]>().notNull(),
    parties: jsonb('parties').$type<QuotedParties>().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedFrom: varchar('accepted_from', { length: 64 }),
    /** SHA-256 (hex) of the version's pre-invoice bytes as served when it was accepted. */
    pdfSha256: varchar('pdf_sha256', { length: 64 }),
    /** Set once by the expiry job: the expiry was recorded and announced. */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    /** Set once by the expiry job: the customer was reminded before the expiry. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_versions_order_version_idx').on(t.orderId, t.version),
    // the expiry job's scan: versions not yet announced, by their end
    index('quote_versions_pending_expiry_idx')
      .on(t.validUntil)
      .where(sql`${t.expiryNotifiedAt} is null and ${t.acceptedAt} is null`),
    check('quote_versions_version_positive', sql`${t.version} > 0`),
  ],
);

/** A customer's request for a new price: a comment and notes per line. */
export const quoteRevisionRequests = pgTable(
  'quote_revision_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The version the request answers. */
    version: integer('version').notNull(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    items: jsonb('items').$type<{ item_id: number; comment: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quote_revision_requests_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The code that signs a customer's acceptance of a version (ACCEPTANCE_CODE): sent by SMS (email without a phone),
 * under the one-time code rules (lib/one-time-code.ts); the code itself is never stored.
 */
export const quoteAcceptanceCodes = pgTable(
  'quote_acceptance_codes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The version the code accepts; a new version makes it worthless. */
    version: integer('version').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 (hex) of order, version and code, keyed with the JWT secret. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Where it went, masked as the answer showed it (09*****4567, cu***@example.com). */
    sentTo: varchar('sent_to', { length: 254 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, replaced by a newer code, or ran out of tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quote_acceptance_codes_order_idx').on(t.orderId, t.createdAt)],
);

export type QuoteVersion = typeof quoteVersions.$inferSelect;
export type QuoteRevisionRequest = typeof quoteRevisionRequests.$inferSelect;
