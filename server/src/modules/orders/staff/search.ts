// The admin orders list's search box (spec 002 §2): one text finds an order by its number
// (as screens show it, «#۱۲۳», with Persian or Latin digits), by its customer's name, email or phone, and by
// the name of a product among its items. The exact number match is ranked first by the list (list.ts).
//
// Indexed: every order's customer fields and product names are kept in order_search (one narrow row per order,
// lower-cased, with a trigram index), so a text that every one of 100,000 customers carries costs one scan of
// that table and a rare one a trigram lookup; never a list of ids (a short text matches most of them, past
// PostgreSQL's 65,535 parameters of one statement).
import { normalizeDigits, parseOrderNumber } from '@sefaresh/shared-api/rules';
import { and, count, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, orderSearch } from '../../../db/schema';

/** Persian/Arabic digits to ASCII, Arabic ي/ك to Persian ی/ک, trimmed and lower-cased. */
export function normalizeSearch(text: string): string {
  return normalizeDigits(text).replace(/ي/g, 'ی').replace(/ك/g, 'ک').trim().toLowerCase();
}
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search that matches this many orders or fewer reads its page by primary key (OrderSearch.fewMatch). */
export const FEW_MATCHES = 10_000;

export interface OrderSearch {
  /** Matches the orders the text finds: a semi-join on order_search the planner may take from either side. */
  match: SQL;
  /**
   * The same orders as an array the database computes once. For a page of at most FEW_MATCHES matches: the page
   * is then read by primary key and sorted, where the newest-first index could walk past most orders to find 12
   * of customers who ordered long ago.
   */
  fewMatch: SQL;
  /** The order whose number the text is, ranked first; null when the text is not an order number. */
  exactId: number | null;
  /** How many orders other than exactId's the text finds, counted in order_search alone (no other filter). */
  countOthers: () => Promise<number>;
}

export function createOrderSearch(db: Db) {
  /** undefined = no search. */
  return async function search(text: string | undefined): Promise<OrderSearch | undefined> {
    const q = normalizeSearch(text ?? '');
    if (!q) return undefined;
    const exactId = parseOrderNumber(q);
    const [exact] =
      exactId === null ? [] : await db.select({ id: orders.id }).from(orders).where(eq(orders.id, exactId));
    // a phone typed with spaces or dashes
    const digits = q.replace(/[\s-]/g, '');
    const byText = or(
      like(orderSearch.text, `%${likeEscape(q)}%`),
      /^\d+$/.test(digits) && digits !== q ? like(orderSearch.text, `%${digits}%`) : undefined,
    )!;
    const found = db
      .select({ id: orderSearch.orderId })
      .from(orderSearch)
      .where(or(byText, exact ? eq(orderSearch.orderId, exact.id) : undefined));
    return {
      match: inArray(orders.id, found),
      fewMatch: sql`${orders.id} = any(array${found})`,
      exactId: exact ? exact.id : null,
      async countOthers() {
        const [{ n }] = await db
          .select({ n: count() })
          .from(orderSearch)
          .where(and(byText, exact ? ne(orderSearch.orderId, exact.id) : undefined));
        return n;
      },
    };
  };
}
