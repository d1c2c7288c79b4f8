// Catalogue: categories, products, their images, shipment announcements.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

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
    // the public list (active only) and the admin list sort by each of these, newest-first ties broken by id
    index('products_active_created_idx').on(t.isActive, t.createdAt, t.id),
    index('products_active_name_idx').on(t.isActive, t.name, t.id),
    index('products_active_price_idx').on(t.isActive, t.basePrice, t.id),
    index('products_active_stock_idx').on(t.isActive, t.stock, t.id),
    index('products_active_category_created_idx').on(t.isActive, t.categoryId, t.createdAt),
    // the admin order search by product name, as the people search reads names
    index('products_name_trgm_idx').using('gin', sql`translate(${t.name}, 'يك', 'یک') gin_trgm_ops`),
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
    /** Key of the display-size file in the file store (images/<sha256>.webp), or a legacy catalogue/<file>. */
    image: varchar('image', { length: 500 }).notNull(),
    /** Key of the thumbnail in the file store; null for legacy rows (the display image is used). */
    thumbnail: varchar('thumbnail', { length: 500 }),
    altText: varchar('alt_text', { length: 200 }).notNull().default(''),
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
    /** When new_arrival_customer / new_arrival_dealer were queued: set once, the first time it is active. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('shipment_announcements_active_created_idx').on(t.isActive, t.createdAt),
    index('shipment_announcements_created_idx').on(t.createdAt, t.id),
  ],
);

export const announcementImages = pgTable(
  'announcement_images',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => shipmentAnnouncements.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 500 }).notNull(),
    thumbnail: varchar('thumbnail', { length: 500 }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('announcement_images_announcement_idx').on(t.announcementId)],
);

/** The products an announcement names (spec 001 §3 related_products_info). */
export const announcementProducts = pgTable(
  'announcement_products',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => shipmentAnnouncements.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.productId], name: 'announcement_products_pk' }),
    index('announcement_products_product_idx').on(t.productId),
  ],
);

export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ShipmentAnnouncement = typeof shipmentAnnouncements.$inferSelect;
