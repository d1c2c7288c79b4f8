// Payments: the receipts customers upload.
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { RECEIPT_REVIEW_STATUSES, type ReceiptReviewStatus } from '@sefaresh/shared-api/rules';
import { users } from './accounts';
import { oneOf } from './checks';
import { orders } from './orders';
import { paymentInstalments } from './receivables';

/** Receipt bytes kept in the database before the file store (start-up moves any left into the store). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Payment receipts a customer uploads on a confirmed order; checked by content (image or pdf). */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileType: varchar('file_type', { length: 10 }).notNull(),
    /** The content type found from the bytes (image/jpeg, image/png, image/gif, image/webp, application/pdf). */
    mimeType: varchar('mime_type', { length: 50 }).notNull(),
    fileSize: integer('file_size').notNull(),
    /** Legacy: the bytes of a receipt uploaded before the file store; null once carried over. */
    content: bytea('content'),
    /** Key of the file in the file store (receipts/<order id>/<uuid>); null only while content holds the bytes. */
    storageKey: varchar('storage_key', { length: 300 }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** pending until staff verify it (confirming or correcting the amount) or reject it with a reason. */
    reviewStatus: varchar('review_status', { length: 10 })
      .$type<ReceiptReviewStatus>()
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes').notNull().default(''),
    /** Set when staff answered (verified or rejected) this receipt. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whole rials the customer says they paid; null only on receipts uploaded before amounts were asked. */
    amount: numeric('amount', { precision: 16, scale: 0 }),
    /** The amount staff confirmed (the customer's, or corrected); what the instalments count as paid. */
    verifiedAmount: numeric('verified_amount', { precision: 16, scale: 0 }),
    rejectionReason: text('rejection_reason').notNull().default(''),
    /** The bank's tracking number (شماره پیگیری), ASCII digits. */
    trackingNumber: varchar('tracking_number', { length: 30 }),
    /** The day the customer paid (ISO date). */
    paidOn: date('paid_on', { mode: 'string' }),
    /** The instalment the customer said it pays; null: the oldest open one. */
    instalmentId: integer('instalment_id').references(() => paymentInstalments.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the file's bytes, to catch the same file uploaded twice. */
    sha256: varchar('sha256', { length: 64 }),
  },
  (t) => [
    index('payment_receipts_order_idx').on(t.orderId),
    index('payment_receipts_sha256_idx').on(t.sha256),
    index('payment_receipts_tracking_idx').on(t.trackingNumber),
    check('payment_receipts_review_status_check', oneOf(t.reviewStatus, RECEIPT_REVIEW_STATUSES)),
    check('payment_receipts_file_type_check', sql`${t.fileType} in ('image', 'pdf')`),
    check('payment_receipts_stored_check', sql`${t.content} is not null or ${t.storageKey} is not null`),
  ],
);

export type PaymentReceipt = typeof paymentReceipts.$inferSelect;
