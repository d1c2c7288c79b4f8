// Invoices: issued invoices, their numbering, the customer's saved invoice data.
import { sql } from 'drizzle-orm';
import {
  check,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders, type OrderCustomerInfo } from './orders';

/** Issued invoices: a pre-invoice on finalize, a final invoice on completion; numbered per Persian year and kind. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Persian calendar year of issue, e.g. 1405. */
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_kind_key').on(t.orderId, t.kind),
    uniqueIndex('invoices_kind_year_number_key').on(t.kind, t.year, t.number),
    check('invoices_kind_check', sql`${t.kind} in ('pre', 'final')`),
  ],
);

/** The last number given per invoice kind and Persian year (locked while numbering). */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    kind: varchar('kind', { length: 10 }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** A customer's saved official-invoice data (GET/POST customers/…invoice-info/), prefilled into new orders. */
export const customerInvoiceInfo = pgTable('customer_invoice_info', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  info: jsonb('info').$type<OrderCustomerInfo>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Invoice = typeof invoices.$inferSelect;
