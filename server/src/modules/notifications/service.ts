// Notifications: enqueueNotification() writes to the outbox inside the caller's transaction; the worker (one
// per server process, started by the app) claims due rows, sends them, records every attempt in
// email_notifications / sms_notifications and retries failures with exponential backoff. A failed send
// never fails the action that caused it: the action only wrote a row.
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { NotifyConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { emailNotifications, notificationOutbox, smsNotifications, type OutboxRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createPeriodicJob } from '../../lib/periodic-job';
import { outboxWaiting, wakeWorkersOnCommit } from './outbox-rules';
import { createSendGate, type SendLimits } from './send-gate';
import type { Mailer, SmsSender } from './transports';

import type { NotificationKind } from './kinds';
export type { NotificationKind } from './kinds';

/** The database or a transaction of it. */

export interface NotificationInput {
  channel: 'email' | 'sms';
  kind: NotificationKind;
  recipient: string;
  subject?: string;
  body: string;
  /** Kept in the history instead of the body (e.g. with a code masked). */
  historyText?: string;
  userId?: number | null;
  orderId?: number | null;
}

export { OUTBOX_CHANNEL } from './outbox-rules';

/**
 * Queues a message; call it with the transaction of the change, so it is sent only if that commits. PostgreSQL
 * delivers the NOTIFY at the commit (once per transaction), which wakes the workers.
 */
export async function enqueueNotification(tx: DbOrTx, input: NotificationInput, now: Date): Promise<void> {
  await tx.insert(notificationOutbox).values({
    channel: input.channel,
    kind: input.kind,
    recipient: input.recipient,
    subject: input.subject ?? '',
    body: input.body,
    historyText: input.historyText ?? null,
    userId: input.userId ?? null,
    orderId: input.orderId ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
  await wakeWorkersOnCommit(tx);
}

/**
 * One notice to one person: the email, and the SMS when they have a verified phone (the SMS carries `sms` when
 * given, else the body): an unproven number gets no SMS (issue 30). Queued in the caller's transaction, like
 * enqueueNotification.
 */
export async function enqueueEmailAndSms(
  tx: DbOrTx,
  to: { userId: number; email: string; phone: string | null; phoneVerifiedAt: Date | null },
  notice: { kind: NotificationKind; orderId?: number | null; subject: string; body: string; sms?: string },
  now: Date,
): Promise<void> {
  const common = { kind: notice.kind, userId: to.userId, orderId: notice.orderId ?? null };
  await enqueueNotification(
    tx,
    { ...common, channel: 'email', recipient: to.email, subject: notice.subject, body: notice.body },
    now,
  );
  if (to.phone && to.phoneVerifiedAt) {
    await enqueueNotification(
      tx,
      { ...common, channel: 'sms', recipient: to.phone, body: notice.sms ?? notice.body },
      now,
    );
  }
}

interface FlushResult {
  sent: number;
  failed: number;
}

export interface NotificationHistory {
  email_notifications: {
    id: number;
    email_type: string;
    subject: string;
    is_successful: boolean;
    sent_at: string;
    order_id: number | null;
  }[];
  sms_notifications: {
    id: number;
    sms_type: string;
    message: string;
    is_successful: boolean;
    sent_at: string;
    order_id: number | null;
  }[];
  total_notifications: number;
  email_count: number;
  sms_count: number;
}

export interface NotificationService {
  /** Sends every due message now (the worker's pass); resolves when done. */
  flush(): Promise<FlushResult>;
  /** Waits for a pass in progress, then flushes until nothing is due. */
  drain(): Promise<FlushResult>;
  /** Asks the running worker for a pass soon (after a commit that queued messages). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
  history(userId: number, limit?: number): Promise<NotificationHistory>;
}

const BATCH = 20;
export { SMS_CAP_ERROR } from './send-gate';

export function createNotificationService({
  db,
  mailer,
  sms,
  config,
  clock,
  log,
  limits,
}: {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  config: NotifyConfig;
  clock: Clock;
  /** Caps per recipient and hourly budgets, counted in the shared counters (send-gate.ts); none when absent. */
  limits?: SendLimits;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): NotificationService {
  // A claimed row is leased for longer than its whole batch can take to send (each send is cut off at
  // sendTimeoutMs), so no other worker claims it again while this one is still on its batch; a crash mid-send
  // leaves it to be retried when the lease ends.
  const leaseMs = BATCH * config.sendTimeoutMs + 60_000;

  /** Claims due rows: the attempt is counted and the row leased before sending. */
  async function claim(now: Date): Promise<OutboxRow[]> {
    const due = db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(and(outboxWaiting(config.maxAttempts), lte(notificationOutbox.nextAttemptAt, now)))
      .orderBy(asc(notificationOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(notificationOutbox)
      .set({
        attempts: sql`${notificationOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(notificationOutbox.id, due))
      .returning();
  }

  /** Exponential back-off after a failed attempt (`attempts` counts it already): base, 2 × base, 4 × base, … */
  const retryDelayMs = (attempts: number) => config.retryBaseMs * 2 ** Math.max(0, attempts - 1);

  const gate = createSendGate(limits);

  /** Past the channel's hourly budget: back to the outbox until the hour ends, the claimed attempt not spent. */
  async function hold(row: OutboxRow, error: string, forMs: number) {
    await db
      .update(notificationOutbox)
      .set({
        attempts: Math.max(0, row.attempts - 1),
        nextAttemptAt: new Date(clock().getTime() + forMs),
        lastError: error,
      })
      .where(eq(notificationOutbox.id, row.id));
  }

  async function deliver(row: OutboxRow): Promise<boolean | 'held'> {
    let error: string | null = null;
    let giveUp = false;
    try {
      const decision = await gate(row);
      if (decision.action === 'hold') {
        await hold(row, decision.error, decision.forMs);
        return 'held';
      }
      if (decision.action === 'give-up') {
        error = decision.error;
        giveUp = true;
      }
      if (giveUp) {
        // recorded below as an attempt that did not send; the action that queued it succeeded long ago
      } else if (row.channel === 'email')
        await mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
      else await sms.send(row.recipient, row.body);
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'send failed';
    }
    const at = clock();
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(notificationOutbox)
          .set(
            error === null
              ? { sentAt: at, lastError: null, body: row.historyText ?? row.body }
              : giveUp || row.attempts >= config.maxAttempts
                ? // given up: next_attempt_at keeps when (see outboxGivenUp); the body only the history text
                  {
                    lastError: error,
                    attempts: Math.max(row.attempts, config.maxAttempts),
                    nextAttemptAt: at,
                    body: row.historyText ?? row.body,
                  }
                : { lastError: error, nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)) },
          )
          .where(eq(notificationOutbox.id, row.id));
        const common = {
          userId: row.userId,
          isSuccessful: error === null,
          sentAt: at,
          orderId: row.orderId,
          error,
          outboxId: row.id,
        };
        if (row.channel === 'email')
          await tx
            .insert(emailNotifications)
            .values({ ...common, emailType: row.kind, subject: row.subject });
        else
          await tx
            .insert(smsNotifications)
            .values({ ...common, smsType: row.kind, message: row.historyText ?? row.body });
      });
    } catch (err) {
      log.error({ err, outboxId: row.id }, 'could not record a notification attempt');
    }
    if (error !== null)
      log.warn(
        { outboxId: row.id, channel: row.channel, attempt: row.attempts, error },
        giveUp || row.attempts >= config.maxAttempts
          ? 'notification failed, giving up'
          : 'notification failed, will retry',
      );
    return error === null;
  }

  async function pass(): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await claim(clock());
      if (rows.length === 0) return result;
      for (const row of rows) {
        const outcome = await deliver(row);
        if (outcome === 'held') continue;
        if (outcome) result.sent += 1;
        else result.failed += 1;
      }
    }
  }

  const worker = createPeriodicJob(
    { name: 'notifications', intervalMs: config.intervalMs, pass: () => pass() },
    { clock, log },
  );

  const service: NotificationService = {
    flush: () => worker.runOnce(),
    drain: () => worker.drain(),
    wake: () => worker.wake(),
    start: () => worker.start(),
    async stop() {
      await worker.stop();
      mailer.close();
    },
    async history(userId, limit = 10) {
      const [emails, smsRows, [emailTotal], [smsTotal]] = await Promise.all([
        db
          .select()
          .from(emailNotifications)
          .where(eq(emailNotifications.userId, userId))
          .orderBy(desc(emailNotifications.sentAt), desc(emailNotifications.id))
          .limit(limit),
        db
          .select()
          .from(smsNotifications)
          .where(eq(smsNotifications.userId, userId))
          .orderBy(desc(smsNotifications.sentAt), desc(smsNotifications.id))
          .limit(limit),
        db.select({ n: count() }).from(emailNotifications).where(eq(emailNotifications.userId, userId)),
        db.select({ n: count() }).from(smsNotifications).where(eq(smsNotifications.userId, userId)),
      ]);
      const emailCount = Number(emailTotal.n);
      const smsCount = Number(smsTotal.n);
      return {
        email_notifications: emails.map((e) => ({
          id: e.id,
          email_type: e.emailType,
          subject: e.subject,
          is_successful: e.isSuccessful,
          sent_at: e.sentAt.toISOString(),
          order_id: e.orderId,
        })),
        sms_notifications: smsRows.map((s) => ({
          id: s.id,
          sms_type: s.smsType,
          message: s.message,
          is_successful: s.isSuccessful,
          sent_at: s.sentAt.toISOString(),
          order_id: s.orderId,
        })),
        total_notifications: emailCount + smsCount,
        email_count: emailCount,
        sms_count: smsCount,
      };
    },
  };
  return service;
}
