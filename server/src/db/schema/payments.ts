// Payments: the receipts customers upload.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

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
    isVerified: boolean('is_verified').notNull().default(false),
    adminNotes: text('admin_notes').notNull().default(''),
    /** Set when staff answered (approved or rejected) the payment this receipt belongs to. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_receipts_order_idx').on(t.orderId),
    check('payment_receipts_file_type_check', sql`${t.fileType} in ('image', 'pdf')`),
    check('payment_receipts_stored_check', sql`${t.content} is not null or ${t.storageKey} is not null`),
  ],
);

export type PaymentReceipt = typeof paymentReceipts.$inferSelect;
