// The admin orders list's search box (spec 002 §2, issue 14 item 6): one text finds an order by its number
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
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface OrderSearch {
  /** Matches the orders the text finds. */
  match: SQL;
  /** The order whose number the text is, ranked first; null when the text is not an order number. */
  exactId: number | null;
}

export function createOrderSearch(db: Db) {
  /** The users whose name, email or phone contains the text. */
  async function customersMatching(q: string, pattern: string): Promise<number[]> {
    const digits = q.replace(/[\s-]/g, '');
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          sql`translate(${users.name}, 'يك', 'یک') ilike ${pattern}`,
          sql`${users.email} ilike ${pattern}`,
          /^\d+$/.test(digits) ? sql`${users.phone} like ${`%${likeEscape(digits)}%`}` : undefined,
        ),
      );
    return rows.map((r) => r.id);
  }

  /** The products whose name contains the text. */
  async function productsMatching(pattern: string): Promise<number[]> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`translate(${products.name}, 'يك', 'یک') ilike ${pattern}`);
    return rows.map((r) => r.id);
  }

  /** undefined = no search; null = nothing can match. */
  return async function search(text: string | undefined): Promise<OrderSearch | null | undefined> {
    const q = normalizeSearch(text ?? '');
    if (!q) return undefined;
    const exactId = parseOrderNumber(q);
    const pattern = `%${likeEscape(q)}%`;
    const [customerIds, productIds] = await Promise.all([
      customersMatching(q, pattern),
      productsMatching(pattern),
    ]);
    const [exact] =
      exactId === null ? [] : await db.select({ id: orders.id }).from(orders).where(eq(orders.id, exactId));
    const parts = [
      exact ? eq(orders.id, exact.id) : undefined,
      customerIds.length ? inArray(orders.customerId, customerIds) : undefined,
      productIds.length
        ? inArray(
            orders.id,
            db
              .select({ id: orderItems.orderId })
              .from(orderItems)
              .where(inArray(orderItems.productId, productIds)),
          )
        : undefined,
    ].filter((p): p is SQL => p !== undefined);
    if (!parts.length) return null;
    return { match: or(...parts)!, exactId: exact ? exact.id : null };
  };
}
