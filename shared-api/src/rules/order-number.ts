// The order number users see and type. Screens show an order as «سفارش #۱۲۳» (the id with Persian digits after
// '#'); dealer summaries of the older client wrote 'ORD-123'. Searches accept what the user copied from either.
import { normalizeDigits, toPersianDigits } from './digits';

export const ORDER_NUMBER_PREFIX = '#';
/** Largest order id (PostgreSQL integer). */
const MAX_ORDER_ID = 2_147_483_647;

/** The order number as screens show it: #۱۲۳. */
export const orderNumberText = (id: number | string) => `${ORDER_NUMBER_PREFIX}${toPersianDigits(id)}`;

/**
 * The order id in a typed order number, or null when the text is not one: digits (Persian, Arabic or Latin),
 * optionally after «سفارش», «شماره», '#', 'ORD-' or 'ORD', with spaces anywhere around them.
 */
export function parseOrderNumber(text: string): number | null {
  const clean = normalizeDigits(text ?? '')
    .trim()
    .replace(/^سفارش\s*/, '')
    .replace(/^شماره\s*/, '')
    .replace(/^(#|ord-?)\s*/i, '')
    .trim();
  if (!/^\d{1,10}$/.test(clean)) return null;
  const id = Number(clean);
  return id >= 1 && id <= MAX_ORDER_ID ? id : null;
}

/** A route's :orderId segment → the order id, or null when it is not one (ASCII digits, 1 to the largest id). */
export function parseOrderId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ORDER_ID ? id : null;
}
