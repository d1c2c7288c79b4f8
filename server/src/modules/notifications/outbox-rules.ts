// The outbox's states in one place: a row is waiting while it is unsent with attempts left, and given up (failed)
// once every attempt failed. The worker, the staff's failed list and its retry, and the metrics all read these.
import type { NotificationKind } from './kinds';
import { and, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { notificationOutbox } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

/** The channel a commit that queued (or re-queued) messages notifies, so that every replica's worker wakes. */
export const OUTBOX_CHANNEL = 'sefaresh_outbox';

/** Neither held (after a restore) nor discarded by staff. */
const inPlay = () => and(isNull(notificationOutbox.heldAt), isNull(notificationOutbox.discardedAt))!;

/** Unsent with attempts left, not held nor discarded: the worker sends it when it is due. */
export const outboxWaiting = (maxAttempts: number) =>
  and(isNull(notificationOutbox.sentAt), lt(notificationOutbox.attempts, maxAttempts), inPlay())!;

/** Pending when a backup was restored (scripts/restore.mjs): staff retry or discard it. */
export const outboxHeld = () =>
  and(
    isNull(notificationOutbox.sentAt),
    isNotNull(notificationOutbox.heldAt),
    isNull(notificationOutbox.discardedAt),
  )!;

/**
 * Who waits least: 0 for what is valid for minutes (a recovery code, a quote's acceptance code, a contact's verification code), 1 for the messages
 * of an order or a payment, 2 for bulk news. The worker claims by priority, then by due time.
 */
export function notificationPriority(kind: NotificationKind): number {
  if (kind === 'password_reset' || kind === 'quote_acceptance_code' || kind === 'contact_verification')
    return 0;
  if (kind === 'admin_message' || kind.startsWith('new_arrival_')) return 2;
  return 1;
}

/**
 * Unsent after every attempt failed (or given up at once, as an SMS past the cap): staff see and retry it. Its
 * next_attempt_at is when it was given up; a row still on its last attempt is leased into the future, so it is
 * not counted until that attempt has failed (or its lease ran out, the worker having died mid-send).
 */
export const outboxGivenUp = (maxAttempts: number, now: Date) =>
  and(
    isNull(notificationOutbox.sentAt),
    gte(notificationOutbox.attempts, maxAttempts),
    lte(notificationOutbox.nextAttemptAt, now),
    inPlay(),
  )!;

/** Wakes every replica's worker when the caller's transaction commits (PostgreSQL delivers NOTIFY then). */
export async function wakeWorkersOnCommit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
