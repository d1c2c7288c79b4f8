// The staff's view of notifications that could not be sent: the given-up outbox rows, and the ones held after a
// restore (the old system's pending messages, scripts/restore.mjs), newest first, with the reason, and their retry
// or discard. A retry puts the row back in the worker's hands through the worker's own fields (no attempts spent,
// due now, so a full round of attempts with its back-off), wakes every replica's worker at the commit, and writes
// who retried what to the admin activity log; a discard marks it never to be sent, logged the same way.
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationOutbox, users } from '../../db/schema';
import type { User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { recordAdminActions } from '../dashboard/admin-log';
import { FAILED_NOTIFICATION_TEXTS as T } from './messages';
import { outboxGivenUp, outboxHeld, wakeWorkersOnCommit } from './outbox-rules';
import type { DbOrTx } from '../../db/client';
import { BUDGET_HELD_ERROR, EMAIL_CAP_ERROR, SMS_CAP_ERROR } from './send-gate';

const FAILED_PAGE_SIZE = 20;
export const FAILED_MAX_PAGE_SIZE = 100;
/** How much of an SMS (it has no subject) the list shows. */
const TEXT_PREVIEW = 200;

interface FailedNotification {
  id: number;
  channel: 'email' | 'sms';
  kind: string;
  recipient: string;
  subject: string;
  /** The start of the message as the history keeps it (a recovery code masked). */
  text: string;
  user_id: number | null;
  user_name: string | null;
  order_id: number | null;
  attempts: number;
  last_error: string;
  created_at: string;
  /** When the last attempt failed and the message was given up. */
  failed_at: string;
  /** False for a message whose body carried a one-time code: the user asks for a new one. */
  retryable: boolean;
  /** True for a message the old system had pending when a backup was restored: staff retry or discard it. */
  held: boolean;
}

/** Messages held back by a channel's hourly budget: how many, why (in Persian) and when the next try is. */
interface WaitingNotifications {
  channel: 'email' | 'sms';
  count: number;
  reason: string;
  resumes_at: string;
}

export interface FailedNotifications {
  list(query: { page?: number; page_size?: number }): Promise<{
    count: number;
    page: number;
    page_size: number;
    total_pages: number;
    results: FailedNotification[];
    waiting: WaitingNotifications[];
  }>;
  retry(actor: User, id: number): Promise<{ message: string }>;
  discard(actor: User, id: number): Promise<{ message: string }>;
  retryAll(actor: User): Promise<{ message: string; retried: number }>;
}

/** The Persian cause staff read for a failure recorded in the provider's or the worker's words. */
export function failureCause(channel: string, error: string | null, held = false): string {
  if (held) return T.causes.held;
  if (error === SMS_CAP_ERROR) return T.causes.smsCap;
  if (error === EMAIL_CAP_ERROR) return T.causes.emailCap;
  if (error && /time(d)? ?out|ETIMEDOUT/i.test(error)) return T.causes.timeout;
  return channel === 'sms' ? T.causes.sms : T.causes.email;
}

/** A row that held a one-time code: once given up its body keeps only the masked text, so it is never sent again. */
const carriesCode = (row: { historyText: string | null }) => row.historyText !== null;

export function createFailedNotifications({
  db,
  clock,
  maxAttempts,
}: {
  db: Db;
  clock: Clock;
  maxAttempts: number;
}): FailedNotifications {
  /** Given up, or held after a restore: what the list shows and a retry or a discard acts on. */
  const givenUp = () => or(outboxGivenUp(maxAttempts, clock()), outboxHeld())!;
  const retryable = () => and(givenUp(), isNull(notificationOutbox.historyText))!;
  /** One message, locked for the decision, with whether it has failed. */
  const lockOne = async (tx: DbOrTx, id: number) => {
    const [found] = await tx
      .select({ row: notificationOutbox, failed: sql<boolean>`${givenUp()}` })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, id))
      .for('update');
    if (!found) throw notFound(T.notFound);
    return found;
  };

  /** Back to the worker: no attempts spent, due now, no longer held. The last error stays until a send succeeds. */
  async function requeue(tx: DbOrTx, ids: number[], now: Date) {
    if (!ids.length) return [];
    const rows = await tx
      .update(notificationOutbox)
      .set({ attempts: 0, nextAttemptAt: now, heldAt: null, unknownSince: null })
      .where(and(inArray(notificationOutbox.id, ids), retryable()))
      .returning({
        id: notificationOutbox.id,
        channel: notificationOutbox.channel,
        recipient: notificationOutbox.recipient,
        userId: notificationOutbox.userId,
      });
    if (rows.length) await wakeWorkersOnCommit(tx);
    return rows;
  }

  return {
    async list({ page = 1, page_size = FAILED_PAGE_SIZE }) {
      const [rows, [total], held] = await Promise.all([
        db
          .select({ row: notificationOutbox, userName: users.name })
          .from(notificationOutbox)
          .leftJoin(users, eq(users.id, notificationOutbox.userId))
          .where(givenUp())
          .orderBy(
            desc(sql`coalesce(${notificationOutbox.heldAt}, ${notificationOutbox.nextAttemptAt})`),
            desc(notificationOutbox.id),
          )
          .limit(page_size)
          .offset((page - 1) * page_size),
        db.select({ n: count() }).from(notificationOutbox).where(givenUp()),
        db
          .select({
            channel: notificationOutbox.channel,
            n: count(),
            resumesAt: sql<Date | string>`min(${notificationOutbox.nextAttemptAt})`,
          })
          .from(notificationOutbox)
          .where(
            and(
              isNull(notificationOutbox.sentAt),
              inArray(notificationOutbox.lastError, [BUDGET_HELD_ERROR.sms, BUDGET_HELD_ERROR.email]),
            ),
          )
          .groupBy(notificationOutbox.channel),
      ]);
      const n = Number(total.n);
      return {
        count: n,
        page,
        page_size,
        total_pages: Math.ceil(n / page_size),
        results: rows.map(({ row, userName }) => ({
          id: row.id,
          channel: row.channel === 'sms' ? 'sms' : 'email',
          kind: row.kind,
          recipient: row.recipient,
          subject: row.subject,
          text: (row.historyText ?? row.body).slice(0, TEXT_PREVIEW),
          user_id: row.userId,
          user_name: userName,
          order_id: row.orderId,
          attempts: row.attempts,
          last_error: failureCause(row.channel, row.lastError, row.heldAt !== null),
          created_at: row.createdAt.toISOString(),
          failed_at: (row.heldAt ?? row.nextAttemptAt).toISOString(),
          retryable: !carriesCode(row),
          held: row.heldAt !== null,
        })),
        waiting: held.map((h) => ({
          channel: h.channel === 'sms' ? ('sms' as const) : ('email' as const),
          count: Number(h.n),
          reason: h.channel === 'sms' ? T.causes.smsBudget : T.causes.emailBudget,
          resumes_at: new Date(h.resumesAt).toISOString(),
        })),
      };
    },

    async retry(actor, id) {
      const now = clock();
      return db.transaction(async (tx) => {
        const found = await lockOne(tx, id);
        const { row } = found;
        if (!found.failed) throw conflict(T.notFailed);
        if (carriesCode(row)) throw conflict(T.carriesCode);
        await requeue(tx, [id], now);
        await recordAdminActions(
          tx,
          [
            {
              actorId: actor.id,
              action: 'notification_retried',
              targetUserId: row.userId,
              note: T.logOne(row.channel, row.recipient),
              details: { outbox_ids: [id], channel: row.channel, kind: row.kind, last_error: row.lastError },
            },
          ],
          now,
        );
        return { message: T.retried };
      });
    },

    async discard(actor, id) {
      const now = clock();
      return db.transaction(async (tx) => {
        const found = await lockOne(tx, id);
        const { row } = found;
        if (!found.failed) throw conflict(T.notDiscardable);
        await tx
          .update(notificationOutbox)
          .set({ discardedAt: now, heldAt: null, body: row.historyText ?? row.body })
          .where(eq(notificationOutbox.id, id));
        await recordAdminActions(
          tx,
          [
            {
              actorId: actor.id,
              action: 'notification_discarded',
              targetUserId: row.userId,
              note: T.logDiscarded(row.channel, row.recipient),
              details: { outbox_ids: [id], channel: row.channel, kind: row.kind, held: row.heldAt !== null },
            },
          ],
          now,
        );
        return { message: T.discarded };
      });
    },

    async retryAll(actor) {
      const now = clock();
      return db.transaction(async (tx) => {
        const ids = (
          await tx
            .select({ id: notificationOutbox.id })
            .from(notificationOutbox)
            // the held ones each wait for a decision: a restore's backlog is not resent in one click
            .where(and(retryable(), isNull(notificationOutbox.heldAt)))
            .for('update', { skipLocked: true })
        ).map((r) => r.id);
        const rows = await requeue(tx, ids, now);
        if (rows.length)
          await recordAdminActions(
            tx,
            [
              {
                actorId: actor.id,
                action: 'notification_retried',
                note: T.logAll(rows.length),
                details: { outbox_ids: rows.map((r) => r.id) },
              },
            ],
            now,
          );
        return { message: T.retriedAll(rows.length), retried: rows.length };
      });
    },
  };
}
