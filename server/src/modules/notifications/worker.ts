// The notification worker's pass: per channel, NOTIFY_CONCURRENCY lanes each claim the most urgent due message
// (priority, then due time), send it and record the attempt, until nothing is due. A claim is a short lease
// (NOTIFY_LEASE) in next_attempt_at with the worker's id in claimed_by; a heartbeat renews the leases of the
// messages in flight, so a replica that dies mid-send gives its claims back within the lease. A send that times
// out is "unknown" (the provider may have taken it): it is checked (where the provider can be asked) or sent once
// more with the same idempotency key after NOTIFY_DEDUP_WINDOW, never at once, and while the provider still knows
// the key. Only SMS that went out count toward the cap per recipient: a failed one does not, so a staff retry sends.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { NotifyConfig } from '../../config';
import type { Db } from '../../db/client';
import { emailNotifications, notificationOutbox, smsNotifications, type OutboxRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { outboxWaiting } from './outbox-rules';
import { createSendGate, type SendLimits } from './send-gate';
import type { Mailer, SendCheck, SmsSender } from './transports';

export interface FlushResult {
  sent: number;
  failed: number;
  /** Timed out: waiting for the deduplication window before a check or the one more send. */
  unknown: number;
}

const CHANNELS = ['email', 'sms'] as const;
/** The error of a send that got no answer in time (the provider may still have taken it). */
export const SEND_UNKNOWN_ERROR = 'timed out: the provider may have accepted it';

class SendTimeout extends Error {
  constructor(ms: number) {
    super(`send timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** A timeout of ours, fetch's (TimeoutError) or the socket's (ETIMEDOUT): the outcome is unknown, not failed. */
export function isTimeout(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return err.name === 'TimeoutError' || code === 'ETIMEDOUT' || /timed? ?out/i.test(err.message);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Outcome = 'sent' | 'failed' | 'unknown' | 'capped' | 'waiting';

/** Who wants to know how long sends take (the metrics): told of each provider call and each message that went out. */
export interface SendObserver {
  /** One call to the mail server or the SMS provider: how it ended and how long it took. */
  providerCall(channel: string, outcome: 'sent' | 'failed' | 'unknown', seconds: number): void;
  /** A message went out: the time from its being queued to its being sent (retries and waits included). */
  delivered(channel: string, seconds: number): void;
}

/** What the worker (and the notification service around it) is given. */
export interface OutboxWorkerDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  config: NotifyConfig;
  clock: Clock;
  /** Caps per recipient and hourly budgets (send-gate.ts); none when absent. */
  limits?: SendLimits;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export function createOutboxWorker({ db, mailer, sms, config, clock, log, limits }: OutboxWorkerDeps): {
  pass(): Promise<FlushResult>;
  /** Adds an observer of the sends; returns its removal. */
  observe(observer: SendObserver): () => void;
  /** At a stop: the pass in progress finishes the sends in flight and claims nothing more. */
  halt(): void;
} {
  const workerId = `${os.hostname().slice(0, 24)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  /** Messages this process is sending: id → recipient (a recipient gets one message at a time from here). */
  const inFlight = new Map<number, string>();
  const gate = createSendGate(limits);
  const observers = new Set<SendObserver>();
  let halted = false;

  // Claims in this process go one after another, so each sees the recipients the others took.
  let claiming: Promise<unknown> = Promise.resolve();
  function claimNext(channel: string): Promise<OutboxRow | undefined> {
    const next = claiming.then(async () => {
      const row = await claim(channel, clock());
      if (row) inFlight.set(row.id, row.recipient);
      return row;
    });
    claiming = next.catch(() => undefined);
    return next;
  }

  async function claim(channel: string, now: Date): Promise<OutboxRow | undefined> {
    const busy = [...inFlight.values()];
    const due = db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.channel, channel),
          outboxWaiting(config.maxAttempts),
          lte(notificationOutbox.nextAttemptAt, now),
          busy.length ? notInArray(notificationOutbox.recipient, busy) : undefined,
        ),
      )
      .orderBy(
        asc(notificationOutbox.priority),
        asc(notificationOutbox.nextAttemptAt),
        asc(notificationOutbox.id),
      )
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(notificationOutbox)
      .set({
        attempts: sql`${notificationOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + config.leaseMs),
        claimedBy: workerId,
      })
      .where(inArray(notificationOutbox.id, due))
      .returning();
    return row;
  }

  /** Pushes the lease of every message in flight forward; a lease another worker took over is left alone. */
  async function heartbeat(): Promise<void> {
    const ids = [...inFlight.keys()];
    if (!ids.length) return;
    await db
      .update(notificationOutbox)
      .set({ nextAttemptAt: new Date(clock().getTime() + config.leaseMs) })
      .where(
        and(
          inArray(notificationOutbox.id, ids),
          eq(notificationOutbox.claimedBy, workerId),
          isNull(notificationOutbox.sentAt),
        ),
      );
  }

  /** Exponential back-off after a failed attempt (`attempts` counts it already): base, 2 × base, 4 × base, … */
  const retryDelayMs = (attempts: number) => config.retryBaseMs * 2 ** Math.max(0, attempts - 1);

  async function send(row: OutboxRow): Promise<void> {
    const id = { key: row.idempotencyKey, ref: row.id };
    const started = performance.now();
    let ended: 'sent' | 'failed' | 'unknown' = 'failed';
    try {
      if (row.channel === 'email')
        await withTimeout(
          mailer.send({ ...id, to: row.recipient, subject: row.subject, text: row.body }),
          config.sendTimeoutMs,
        );
      else await withTimeout(sms.send(row.recipient, row.body, id), config.sendTimeoutMs);
      ended = 'sent';
    } catch (err) {
      if (isTimeout(err)) ended = 'unknown';
      throw err;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      for (const o of observers) o.providerCall(row.channel, ended, seconds);
    }
  }

  /** After an unknown send: what the provider says of it, when it can be asked. */
  async function checkEarlier(row: OutboxRow): Promise<SendCheck> {
    if (row.channel !== 'sms' || !sms.check) return 'unknown';
    try {
      return await withTimeout(sms.check({ key: row.idempotencyKey, ref: row.id }), config.sendTimeoutMs);
    } catch (err) {
      log.warn({ err, outboxId: row.id }, 'could not ask the SMS provider about an unanswered send');
      return 'unknown';
    }
  }

  async function attempt(
    row: OutboxRow,
  ): Promise<{ outcome: Outcome; error: string | null; holdMs?: number }> {
    try {
      if (row.unknownSince && (await checkEarlier(row)) === 'sent') {
        // it went out after all: it counts toward the limits like any message that did
        await gate.sent(row);
        return { outcome: 'sent', error: null };
      }
      const decision = await gate.check(row);
      if (decision.action === 'hold')
        return { outcome: 'waiting', error: decision.error, holdMs: decision.forMs };
      if (decision.action === 'give-up') return { outcome: 'capped', error: decision.error };
      await send(row);
      await gate.sent(row);
      return { outcome: 'sent', error: null };
    } catch (err) {
      if (isTimeout(err)) return { outcome: 'unknown', error: SEND_UNKNOWN_ERROR };
      return {
        outcome: 'failed',
        error: (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'send failed',
      };
    }
  }

  /** Past the channel's hourly budget: back to the outbox until the hour ends, the claimed attempt not spent. */
  async function waitForBudget(row: OutboxRow, error: string | null, forMs: number): Promise<Outcome> {
    await db
      .update(notificationOutbox)
      .set({
        attempts: Math.max(0, row.attempts - 1),
        nextAttemptAt: new Date(clock().getTime() + forMs),
        lastError: error,
        claimedBy: null,
      })
      .where(eq(notificationOutbox.id, row.id));
    return 'waiting';
  }

  async function deliver(row: OutboxRow): Promise<Outcome> {
    const { outcome, error, holdMs } = await attempt(row);
    if (outcome === 'waiting') return waitForBudget(row, error, holdMs ?? 0);
    const at = clock();
    if (outcome === 'sent')
      for (const o of observers) o.delivered(row.channel, (at.getTime() - row.createdAt.getTime()) / 1000);
    // A first timeout waits for the dedup window; a second one (after the check or the one more send) gives up.
    const waitOut = outcome === 'unknown' && !row.unknownSince;
    const givesUp =
      !waitOut && outcome !== 'sent' && (outcome !== 'failed' || row.attempts >= config.maxAttempts);
    const historyBody = row.historyText ?? row.body;
    const update =
      outcome === 'sent'
        ? { sentAt: at, lastError: null, body: historyBody, unknownSince: null }
        : waitOut
          ? // one more go is kept for it even on the last attempt
            {
              lastError: error,
              unknownSince: at,
              attempts: Math.min(row.attempts, config.maxAttempts - 1),
              nextAttemptAt: new Date(at.getTime() + config.dedupWindowMs),
            }
          : givesUp
            ? // given up: next_attempt_at keeps when (see outboxGivenUp); the body only the history text
              {
                lastError: error,
                attempts: Math.max(row.attempts, config.maxAttempts),
                nextAttemptAt: at,
                body: historyBody,
              }
            : {
                lastError: error,
                unknownSince: null,
                nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
              };
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(notificationOutbox)
          .set({ ...update, claimedBy: null })
          .where(eq(notificationOutbox.id, row.id));
        // an unknown send is recorded once its outcome is known (sent, or given up)
        if (waitOut) return;
        const common = {
          userId: row.userId,
          isSuccessful: outcome === 'sent',
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
    if (outcome !== 'sent')
      log.warn(
        { outboxId: row.id, channel: row.channel, attempt: row.attempts, error },
        waitOut
          ? 'notification send timed out, outcome unknown: checked or retried after the dedup window'
          : givesUp
            ? 'notification failed, giving up'
            : 'notification failed, will retry',
      );
    return outcome;
  }

  async function lane(channel: string, result: FlushResult): Promise<void> {
    while (!halted) {
      const row = await claimNext(channel);
      if (!row) return;
      try {
        const outcome = await deliver(row);
        if (outcome === 'waiting') continue;
        if (outcome === 'sent') result.sent += 1;
        else if (outcome === 'unknown' && !row.unknownSince) result.unknown += 1;
        else result.failed += 1;
      } finally {
        inFlight.delete(row.id);
      }
    }
  }

  return {
    halt() {
      halted = true;
    },
    observe(observer) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    async pass() {
      const result: FlushResult = { sent: 0, failed: 0, unknown: 0 };
      const beat = setInterval(
        () => void heartbeat().catch((err) => log.error({ err }, 'notification lease heartbeat failed')),
        Math.max(100, Math.floor(config.leaseMs / 3)),
      );
      beat.unref();
      try {
        await Promise.all(
          CHANNELS.flatMap((channel) =>
            Array.from({ length: config.concurrency }, () => lane(channel, result)),
          ),
        );
      } finally {
        clearInterval(beat);
      }
      return result;
    },
  };
}
