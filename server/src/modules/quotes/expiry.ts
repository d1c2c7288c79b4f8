// The quote expiry job's pass: a current version past its end while the order waits for the customer is recorded
// as expired (an order event) and announced to the customer and staff; two days before its end the customer is
// reminded. Each exactly once, whatever the number of replicas running passes at once: a pass locks the orders it
// takes (FOR UPDATE … SKIP LOCKED, the order before its version as finalize and extend-quote do) and claims each
// version with a conditional UPDATE … WHERE <marker> IS NULL RETURNING, in the transaction that queues the notices.
import { STATUS } from '@sefaresh/shared-api/rules';
import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, quoteVersions, type Order } from '../../db/schema';
import { notifyCustomer, recordEvent } from '../orders/lifecycle';
import { QUOTE_NOTICES, QUOTE_TEXTS } from './messages';
import { notifyStaff, type StaffContact } from './staff-notice';

/** The customer is reminded this long before the current version's end. */
const QUOTE_REMINDER_BEFORE_MS = 2 * 24 * 3_600_000;
const BATCH = 50;

export interface ExpiryPassResult {
  expired: number[];
  reminded: number[];
}

type Marker = typeof quoteVersions.expiryNotifiedAt | typeof quoteVersions.remindedAt;

/** Orders waiting for the customer whose current version is due (`due`) and not yet marked, locked for this pass. */
function dueOrders(tx: Tx, marker: Marker, due: ReturnType<typeof and>) {
  return tx
    .select({ order: orders, validUntil: quoteVersions.validUntil })
    .from(orders)
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.orderId, orders.id), eq(quoteVersions.version, orders.quoteVersion)),
    )
    .where(
      and(
        eq(orders.status, STATUS.waitingCustomerApproval),
        isNull(quoteVersions.acceptedAt),
        isNull(marker),
        due,
      ),
    )
    .orderBy(asc(quoteVersions.validUntil), asc(orders.id))
    .limit(BATCH)
    .for('update', { of: orders, skipLocked: true });
}

/** Sets the marker of the order's current version if no pass did; true when this one did. */
async function claim(tx: Tx, order: Order, marker: 'expiryNotifiedAt' | 'remindedAt', now: Date) {
  const claimed = await tx
    .update(quoteVersions)
    .set({ [marker]: now })
    .where(
      and(
        eq(quoteVersions.orderId, order.id),
        eq(quoteVersions.version, order.quoteVersion),
        isNull(quoteVersions[marker]),
      ),
    )
    .returning({ id: quoteVersions.id });
  return claimed.length === 1;
}

/** Runs `step` over the due orders in batches, each batch in its own transaction; the ids it handled. */
async function inBatches(
  db: Db,
  select: (tx: Tx) => ReturnType<typeof dueOrders>,
  step: (tx: Tx, row: { order: Order; validUntil: Date }) => Promise<boolean>,
) {
  const done: number[] = [];
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const rows = await select(tx);
      for (const row of rows) if (await step(tx, row)) done.push(row.order.id);
      return rows.length;
    });
    if (taken < BATCH) return done;
  }
}

export async function quoteExpiryPass(db: Db, staff: StaffContact, now: Date): Promise<ExpiryPassResult> {
  const expired = await inBatches(
    db,
    (tx) => dueOrders(tx, quoteVersions.expiryNotifiedAt, lt(quoteVersions.validUntil, now)),
    async (tx, { order, validUntil }) => {
      if (!(await claim(tx, order, 'expiryNotifiedAt', now))) return false;
      await recordEvent(tx, {
        order,
        actor: null,
        note: QUOTE_TEXTS.expiredEvent(order.quoteVersion, validUntil),
        now,
      });
      await notifyCustomer(tx, order, 'quote_expired', QUOTE_NOTICES.expiredCustomer(order.id), now);
      await notifyStaff(tx, staff, order.id, 'quote_expired', QUOTE_NOTICES.expiredStaff(order.id), now);
      return true;
    },
  );
  const reminded = await inBatches(
    db,
    (tx) =>
      dueOrders(
        tx,
        quoteVersions.remindedAt,
        and(
          gte(quoteVersions.validUntil, now),
          lte(quoteVersions.validUntil, new Date(now.getTime() + QUOTE_REMINDER_BEFORE_MS)),
          // a version sent within its last two days was just read: no reminder for it
          lt(
            quoteVersions.createdAt,
            sql`${quoteVersions.validUntil} - make_interval(secs => ${QUOTE_REMINDER_BEFORE_MS / 1000})`,
          ),
        ),
      ),
    async (tx, { order, validUntil }) => {
      if (!(await claim(tx, order, 'remindedAt', now))) return false;
      await notifyCustomer(tx, order, 'quote_reminder', QUOTE_NOTICES.reminder(order.id, validUntil), now);
      return true;
    },
  );
  return { expired, reminded };
}
