// Receivables: the payment schedule of a confirmed order (its instalments) and the post-dated Sayad cheques that
// secure them. What an instalment has been paid is never stored: it is read from the verified receipts and the
// cleared cheques (rules module, fillInstalments), so there is one source of each figure.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CHEQUE_STATUSES,
  PAYMENT_TERMS,
  type ChequeStatus,
  type PaymentTerm,
} from '@sefaresh/shared-api/rules';
import { users } from './accounts';
import { oneOf } from './checks';
import { orders } from './orders';

/** One instalment per group of lines with the same chosen term (a custom term by its label and days). */
export const paymentInstalments = pgTable(
  'payment_instalments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, … in due order. */
    position: integer('position').notNull(),
    paymentTerm: varchar('payment_term', { length: 10 }).$type<PaymentTerm>().notNull(),
    customTermLabel: varchar('custom_term_label', { length: 100 }).notNull().default(''),
    /** Days from the confirmation to the due date (cash: the payment deadline's days). */
    dueDays: integer('due_days').notNull(),
    /** The last moment of the due day, Tehran time. */
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** Whole rials: the chosen lines of this term with their tax. */
    amount: numeric('amount', { precision: 16, scale: 0 }).notNull(),
    /** When the reminder before the due date was sent (claimed once across replicas). */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    /** When the overdue notice (the day after the due date, unpaid) was sent. */
    remindedOverdueAt: timestamp('reminded_overdue_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_instalments_order_position_idx').on(t.orderId, t.position),
    index('payment_instalments_due_idx').on(t.dueDate),
    check('payment_instalments_payment_term_check', oneOf(t.paymentTerm, PAYMENT_TERMS)),
    check('payment_instalments_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** A post-dated Sayad cheque (چک صیادی) against an order, and the instalment it secures. */
export const cheques = pgTable(
  'cheques',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    instalmentId: integer('instalment_id').references(() => paymentInstalments.id, { onDelete: 'set null' }),
    /** Exactly 16 ASCII digits; one cheque per Sayad id across every order. */
    sayadId: varchar('sayad_id', { length: 16 }).notNull(),
    bank: varchar('bank', { length: 100 }).notNull(),
    drawerName: varchar('drawer_name', { length: 150 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 0 }).notNull(),
    status: varchar('status', { length: 12 }).$type<ChequeStatus>().notNull().default('received'),
    /** Staff's note on the last move (required for bounced). */
    statusNote: text('status_note').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The optional picture of the cheque, checked like a receipt. */
    pictureName: varchar('picture_name', { length: 255 }),
    pictureMimeType: varchar('picture_mime_type', { length: 50 }),
    pictureSize: integer('picture_size'),
    pictureKey: varchar('picture_key', { length: 300 }),
    /** SHA-256 (hex) of the picture's bytes, to catch the same file on another receipt or cheque. */
    pictureSha256: varchar('picture_sha256', { length: 64 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder before the cheque's date was sent. */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cheques_sayad_id_idx').on(t.sayadId),
    index('cheques_order_idx').on(t.orderId),
    index('cheques_due_idx').on(t.dueDate),
    index('cheques_picture_sha256_idx').on(t.pictureSha256),
    check('cheques_status_check', oneOf(t.status, CHEQUE_STATUSES)),
    check('cheques_sayad_id_check', sql`${t.sayadId} ~ '^[0-9]{16}$'`),
    check('cheques_amount_check', sql`${t.amount} > 0`),
  ],
);

export type PaymentInstalment = typeof paymentInstalments.$inferSelect;
export type Cheque = typeof cheques.$inferSelect;
