// The admin orders list's search box (spec 002 §2): one text finds an order by its number
// (as screens show it, «#۱۲۳», with Persian or Latin digits), by its customer's name, email or phone, and by
// the name of a product among its items. The exact number match is ranked first by the list (admin-list.ts).
//
// Indexed: customers and products are found through their trigram indexes (users_*_trgm_idx,
// products_name_trgm_idx), then the orders of those customers and products (orders_customer_created_idx,
// order_items_product_order_idx); the number is the primary key.
import { normalizeDigits, parseOrderNumber } from '@sefaresh/shared-api/rules';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, orders, products, users } from '../../../db/schema';

/** Persian/Arabic digits to ASCII, Arabic ي/ك to Persian ی/ک, trimmed and lower-cased. */
export function normalizeSearch(text: string): string {
  return normalizeDigits(text).replace(/ي/g, 'ی').replace(/ك/g, 'ک').trim().toLowerCase();
}
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface OrderSearch {
  /** Matches the orders the text finds. */
  match: SQL;
  /** The order whose number the text is, ranked first; null when the text is not an order number. */
  exactId: number | null;
}

export function createOrderSearch(db: Db) {
  // Subqueries, never lists of ids: a short text matches most of 100,000 users, and a list of their ids would pass
  // PostgreSQL's 65,535 parameters of one statement.
  /** The users whose name, email or phone contains the text. */
  const customersMatching = (q: string, pattern: string) => {
    const digits = q.replace(/[\s-]/g, '');
    return db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          sql`translate(${users.name}, 'يك', 'یک') ilike ${pattern}`,
          sql`${users.email} ilike ${pattern}`,
          /^\d+$/.test(digits) ? sql`${users.phone} like ${`%${likeEscape(digits)}%`}` : undefined,
        ),
      );
  };

  /** The orders with a product whose name contains the text. */
  const ordersWithProductMatching = (pattern: string) =>
    db
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(
        inArray(
          orderItems.productId,
          db
            .select({ id: products.id })
            .from(products)
            .where(sql`translate(${products.name}, 'يك', 'یک') ilike ${pattern}`),
        ),
      );

  /** undefined = no search. */
  return async function search(text: string | undefined): Promise<OrderSearch | undefined> {
    const q = normalizeSearch(text ?? '');
    if (!q) return undefined;
    const exactId = parseOrderNumber(q);
    const pattern = `%${likeEscape(q)}%`;
    const [exact] =
      exactId === null ? [] : await db.select({ id: orders.id }).from(orders).where(eq(orders.id, exactId));
    const parts = [
      exact ? eq(orders.id, exact.id) : undefined,
      inArray(orders.customerId, customersMatching(q, pattern)),
      inArray(orders.id, ordersWithProductMatching(pattern)),
    ].filter((p): p is SQL => p !== undefined);
    return { match: or(...parts)!, exactId: exact ? exact.id : null };
  };
}
