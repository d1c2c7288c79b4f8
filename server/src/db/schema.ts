// The one database schema. Change it, then `npm run db:generate -w server` and commit the new migration.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  jsonb,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored as typed (trimmed); unique regardless of letter case through users_email_lower_key. */
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** ASCII digits only (Persian/Arabic digits are normalised before storing). */
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    companyName: varchar('company_name', { length: 200 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isDealer: boolean('is_dealer').notNull().default(false),
    dealerCode: varchar('dealer_code', { length: 20 }).unique('users_dealer_code_key'),
    dealerCommissionRate: numeric('dealer_commission_rate', { precision: 5, scale: 2 }),
    isActive: boolean('is_active').notNull().default(true),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token rotated from one sign-in shares the family; reuse of a rotated token revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** sha256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('refresh_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Password recovery codes (spec README: 6 digits, 10 minutes, single use, 5 wrong tries). */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 (hex) of user id and code, keyed with the JWT secret; the code itself is never stored. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, replaced by a newer code, or ran out of tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/** The reset_token handed out by a verified code: single use, 15 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the opaque token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('password_reset_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Messages waiting to be sent. Written in the transaction of the change that causes them; the notification
 * worker claims due rows, sends them and records every attempt in email_notifications / sms_notifications.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    /** 'email' | 'sms' */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The notification type: password_reset, or the order types of spec 000 §3 (order_submitted, pricing_ready, …). */
    kind: varchar('kind', { length: 50 }).notNull(),
    /** Email address or phone number. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** What the history keeps instead of the body (e.g. with a recovery code masked); null = the body. */
    historyText: text('history_text'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** One row per email attempt (successful or not); feeds the profile's notification history. */
export const emailNotifications = pgTable(
  'email_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    emailType: varchar('email_type', { length: 50 }).notNull(),
    subject: text('subject').notNull().default(''),
    isSuccessful: boolean('is_successful').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: integer('order_id'),
    error: text('error'),
    outboxId: integer('outbox_id'),
  },
  (t) => [index('email_notifications_user_idx').on(t.userId, t.sentAt)],
);

/** One row per SMS attempt (successful or not). */
export const smsNotifications = pgTable(
  'sms_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    smsType: varchar('sms_type', { length: 50 }).notNull(),
    message: text('message').notNull(),
    isSuccessful: boolean('is_successful').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: integer('order_id'),
    error: text('error'),
    outboxId: integer('outbox_id'),
  },
  (t) => [index('sms_notifications_user_idx').on(t.userId, t.sentAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** Product categories (spec 002 §3): `name` is the English key (coffee, seeds, …), `name_fa` the Persian name. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique('categories_name_key'),
  nameFa: varchar('name_fa', { length: 100 }).notNull(),
  displayName: varchar('display_name', { length: 100 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Products; money in whole rials (numeric, exact), tax_rate null → 10 % in computations. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    origin: varchar('origin', { length: 100 }).notNull().default(''),
    basePrice: numeric('base_price', { precision: 14, scale: 0 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
    stock: integer('stock').notNull().default(0),
    /** kg */
    weight: numeric('weight', { precision: 10, scale: 1 }).notNull().default('1.0'),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_is_active_idx').on(t.isActive),
    index('products_created_at_idx').on(t.createdAt),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_base_price_nonnegative', sql`${t.basePrice} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Path under the media root (catalogue/<file>) or an absolute URL. */
    image: varchar('image', { length: 500 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const shipmentAnnouncements = pgTable(
  'shipment_announcements',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    shipmentDate: date('shipment_date', { mode: 'string' }),
    originCountry: varchar('origin_country', { length: 100 }).notNull().default(''),
    estimatedArrival: date('estimated_arrival', { mode: 'string' }),
    /** Free text naming the categories of the shipment (spec 001 §3). */
    productCategories: text('product_categories').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [index('shipment_announcements_active_created_idx').on(t.isActive, t.createdAt)],
);

export const announcementImages = pgTable(
  'announcement_images',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => shipmentAnnouncements.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 500 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('announcement_images_announcement_idx').on(t.announcementId)],
);

export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ShipmentAnnouncement = typeof shipmentAnnouncements.$inferSelect;

/** The seven order statuses (spec 000 §4). */
export const ORDER_STATUSES = [
  'pending_pricing',
  'waiting_customer_approval',
  'confirmed',
  'payment_uploaded',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_TERMS = ['instant', '1_month', '2_month', '3_month', 'custom'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

/** The official-invoice snapshot taken from the order form (spec 000 §3 customer_info). */
export interface OrderCustomerInfo {
  name: string;
  phone: string;
  company_name: string;
  national_id: string;
  economic_id: string;
  postal_code: string;
  complete_address: string;
  province: string;
  city: string;
}

/** Orders; money in whole rials (numeric(16,0), exact). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 30 }).notNull().default('pending_pricing'),
    businessInvoiceType: varchar('business_invoice_type', { length: 12 }).notNull().default('unofficial'),
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
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
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
    check(
      'orders_status_check',
      sql`${t.status} in ('pending_pricing', 'waiting_customer_approval', 'confirmed', 'payment_uploaded', 'completed', 'rejected', 'cancelled')`,
    ),
    check('orders_business_invoice_type_check', sql`${t.businessInvoiceType} in ('official', 'unofficial')`),
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
    paymentTerm: varchar('payment_term', { length: 10 }).notNull(),
    customTermLabel: varchar('custom_term_label', { length: 100 }).notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 16, scale: 0 }).notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    isSelected: boolean('is_selected').notNull().default(false),
  },
  (t) => [
    index('order_pricing_options_item_idx').on(t.itemId),
    check(
      'order_pricing_options_payment_term_check',
      sql`${t.paymentTerm} in ('instant', '1_month', '2_month', '3_month', 'custom')`,
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
    fromStatus: varchar('from_status', { length: 30 }),
    toStatus: varchar('to_status', { length: 30 }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type OrderPricingOption = typeof orderPricingOptions.$inferSelect;

/** Bytes stored in the database (receipt files), so a failed upload leaves nothing behind and every replica sees it. */
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
    content: bytea('content').notNull(),
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
  ],
);

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

export type PaymentReceipt = typeof paymentReceipts.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;

/**
 * A dealer's commission on one order (spec README "Money"): pending while the order is open, calculated when it
 * completes (amount = total before tax × rate / 100), paid with a payment reference, cancelled when the order
 * is cancelled or rejected or the dealer removed. One live record per order.
 */
export const dealerCommissions = pgTable(
  'dealer_commissions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Percent with up to one decimal, above 0 and at most 50. */
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    /** True when staff set a rate other than the dealer's default for this order. */
    isCustomRate: boolean('is_custom_rate').notNull().default(false),
    /** Whole rials; null until calculated. */
    amount: numeric('amount', { precision: 16, scale: 0 }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    notes: text('notes').notNull().default(''),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: varchar('payment_reference', { length: 64 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('dealer_commissions_dealer_idx').on(t.dealerId, t.status),
    // the dealer's commission records, newest first
    index('dealer_commissions_dealer_created_idx').on(
      t.dealerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('dealer_commissions_order_idx').on(t.orderId),
    check(
      'dealer_commissions_status_check',
      sql`${t.status} in ('pending', 'calculated', 'paid', 'cancelled')`,
    ),
  ],
);

export type DealerCommission = typeof dealerCommissions.$inferSelect;
