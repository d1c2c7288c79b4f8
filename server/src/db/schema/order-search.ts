// What the staff's order search reads: one row per order holding its customer's name, email and phone and the
// names of its products, lower-cased and with Arabic ي/ك as Persian ی/ک, so a search is one trigram lookup in one
// narrow table instead of a scan of every user and product (100,000 customers). Kept by triggers on orders,
// order_items, users and products (migration 0033) in the transaction of every change, whichever code makes it.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const orderSearch = pgTable(
  'order_search',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The fields, each lower-cased, joined by chr(31) (no search text holds it, so no match spans two fields). */
    text: text('text').notNull(),
  },
  (t) => [index('order_search_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`)],
);
