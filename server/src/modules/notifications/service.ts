// Notifications: enqueueNotification() writes to the outbox inside the caller's transaction, with its priority;
// the worker (one per server process, started by the app; worker.ts) claims due rows, most urgent first, sends
// them a few at a time per channel, records every attempt in email_notifications / sms_notifications and retries
// failures with exponential backoff. A failed send
// never fails the action that caused it: the action only wrote a row.
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailNotifications, notificationOutbox, smsNotifications } from '../../db/schema';
import { createPeriodicJob } from '../../lib/periodic-job';
import { notificationPriority, wakeWorkersOnCommit } from './outbox-rules';
import { createOutboxWorker, type FlushResult, type OutboxWorkerDeps, type SendObserver } from './worker';

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
    priority: notificationPriority(input.kind),
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
  /** Tells the observer (the metrics) of every provider call and every message sent; returns its removal. */
  observeSends(observer: SendObserver): () => void;
}

export { SMS_CAP_ERROR } from './send-gate';

export function createNotificationService(deps: OutboxWorkerDeps): NotificationService {
  const { db, mailer, config, clock, log } = deps;
  const outbox = createOutboxWorker(deps);

  const worker = createPeriodicJob(
    { name: 'notifications', intervalMs: config.intervalMs, pass: () => outbox.pass() },
    { clock, log },
  );

  const service: NotificationService = {
    flush: () => worker.runOnce(),
    drain: () => worker.drain(),
    wake: () => worker.wake(),
    observeSends: (observer) => outbox.observe(observer),
    start: () => worker.start(),
    async stop() {
      outbox.halt();
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
