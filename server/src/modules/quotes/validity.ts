// How long a quote version holds: by default to the end of the Tehran day QUOTE_VALID_DAYS days after it was sent;
// staff may name the day when pricing or extend it later. Past it, the customer may not choose or accept (409),
// only ask for a new price.
import { STATUS } from '@sefaresh/shared-api/rules';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { orders, quoteVersions, type Order, type User } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { tehranDayEndOf } from '../../lib/tehran-time';
import type { Tx } from '../../db/client';
import { authorizeMove } from '../orders/authorize';
import { lockOrder, recordEvent } from '../orders/lifecycle';
import { paymentDeadline } from '../payments/instructions';
import { QUOTE_TEXTS } from './messages';

/** The last moment of a Tehran day given as YYYY-MM-DD; 400 when it is not a real day or already over. */
function endOfDay(day: string, now: Date, field = 'valid_until'): Date {
  const [y, m, d] = day.split('-').map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    throw badRequest(QUOTE_TEXTS.validUntilPast, { [field]: [QUOTE_TEXTS.validUntilPast] });
  const end = tehranDayEndOf(day);
  if (end <= now) throw badRequest(QUOTE_TEXTS.validUntilPast, { [field]: [QUOTE_TEXTS.validUntilPast] });
  return end;
}

/** A new version's end: the day staff named, else QUOTE_VALID_DAYS days on. */
export const versionValidUntil = (day: string | undefined, now: Date, validDays: number) =>
  day ? endOfDay(day, now) : paymentDeadline(now, validDays);

/** Waiting for the customer with its current version past its end. */
export const quoteExpired = (order: Pick<Order, 'status' | 'quoteValidUntil'>, now: Date) =>
  order.status === STATUS.waitingCustomerApproval &&
  order.quoteValidUntil !== null &&
  order.quoteValidUntil.getTime() < now.getTime();

/** quoteExpired as SQL on the orders table (the admin list's `expired` filter); never null. */
export const quoteExpiredSql = (now: Date): SQL =>
  sql`coalesce(${and(eq(orders.status, STATUS.waitingCustomerApproval), lt(orders.quoteValidUntil, now))}, false)`;

/** 409 once the quote has expired (choosing and accepting need a valid quote). */
export function assertQuoteValid(order: Pick<Order, 'status' | 'quoteValidUntil'>, now: Date) {
  if (quoteExpired(order, now) && order.quoteValidUntil)
    throw conflict(QUOTE_TEXTS.expired(order.quoteValidUntil));
}

/** POST admin/orders/{id}/extend-quote/: a new end for the current version (no new version). */
export async function extendQuote(tx: Tx, user: User, orderId: number, day: string, now: Date) {
  const order = await lockOrder(tx, orderId);
  authorizeMove(order, 'extend_quote', user);
  if (order.quoteVersion < 1) throw conflict(QUOTE_TEXTS.notPriced);
  const validUntil = endOfDay(day, now);
  await tx
    .update(quoteVersions)
    // a new end is announced again: the reminder and the expiry notice are for the new date
    .set({ validUntil, expiryNotifiedAt: null, remindedAt: null })
    .where(and(eq(quoteVersions.orderId, orderId), eq(quoteVersions.version, order.quoteVersion)));
  await tx.update(orders).set({ quoteValidUntil: validUntil }).where(eq(orders.id, orderId));
  await recordEvent(tx, {
    order,
    actor: user,
    note: QUOTE_TEXTS.extendedEvent(order.quoteVersion, validUntil),
    now,
  });
}
