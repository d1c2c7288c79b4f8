// The webhook worker (one per server process, beside the notification worker and woken by the same commits):
// claims due deliveries with FOR UPDATE SKIP LOCKED and a lease longer than its batch can take, so each event
// reaches each endpoint once whatever the number of replicas; sends each signed, records the answer, retries a
// failure with backoff until a day after the event, and turns off an endpoint that has failed for a day, telling
// the super admins by email.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type WebhookDelivery,
} from '../../db/schema';
import type { WebhooksConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { createPeriodicJob } from '../../lib/periodic-job';
import { enqueueNotification } from '../notifications/service';
import { WEBHOOK_MESSAGES as M } from './messages';
import type { WebhookObjects } from './objects';
import type { WebhookSender } from './send';
import { signatureHeader } from './signature';

const BATCH = 10;
const MAX_DELAY_MS = 3_600_000;

interface WebhookPass {
  delivered: number;
  failed: number;
}

export interface WebhookWorker {
  /** One pass now: sends every due delivery; resolves when done. */
  flush(): Promise<WebhookPass>;
  /** Waits for a pass in progress, then flushes. */
  drain(): Promise<WebhookPass>;
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/** The body of an event's request, as it is signed and sent. */
const eventBody = (e: { id: string; type: string; createdAt: Date; data: unknown }) =>
  JSON.stringify({ id: e.id, type: e.type, created_at: e.createdAt.toISOString(), data: e.data });

export function createWebhookWorker({
  db,
  clock,
  config,
  send,
  objects,
  log,
  intervalMs,
}: {
  db: Db;
  clock: Clock;
  config: WebhooksConfig;
  /** Between two passes when nothing woke the worker (the notification worker's interval). */
  intervalMs: number;
  send: WebhookSender;
  objects: WebhookObjects;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): WebhookWorker {
  const leaseMs = BATCH * config.timeoutMs + 60_000;

  async function claim(now: Date): Promise<WebhookDelivery[]> {
    const live = db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.active, true));
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          isNull(webhookDeliveries.deliveredAt),
          isNull(webhookDeliveries.givenUpAt),
          lte(webhookDeliveries.nextAttemptAt, now),
          inArray(webhookDeliveries.endpointId, live),
        ),
      )
      .orderBy(asc(webhookDeliveries.id))
      .limit(BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    return db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
  }

  /** The event with its data, read once and kept, so every endpoint and retry gets the same body. */
  async function eventOf(id: string) {
    const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
    if (event.data !== null) return event;
    const data = await objects(event.objectKind as Parameters<WebhookObjects>[0], event.objectId);
    await db
      .update(webhookEvents)
      .set({ data })
      .where(and(eq(webhookEvents.id, id), isNull(webhookEvents.data)));
    const [kept] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
    return kept;
  }

  const retryDelayMs = (attempts: number) =>
    Math.min(config.retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);

  async function deliver(row: WebhookDelivery): Promise<boolean> {
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, row.endpointId));
    if (!endpoint) return false;
    const event = await eventOf(row.eventId);
    const body = eventBody(event);
    const answer = await send({
      url: endpoint.url,
      body,
      signature: signatureHeader(endpoint.secret, body, clock()),
      eventId: event.id,
      type: event.type,
    });
    const at = clock();
    const deadline = row.retryUntil ?? new Date(row.createdAt.getTime() + config.retryForMs);
    const attempt = { lastAttemptAt: at, lastStatus: answer.status, lastResponse: answer.text };
    await db.transaction(async (tx) => {
      const mine = and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts));
      if (answer.ok) {
        await tx
          .update(webhookDeliveries)
          .set({ ...attempt, deliveredAt: at })
          .where(mine);
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      const next = new Date(Math.min(at.getTime() + retryDelayMs(row.attempts), deadline.getTime()));
      await tx
        .update(webhookDeliveries)
        .set(
          at >= deadline
            ? { ...attempt, givenUpAt: at, nextAttemptAt: at }
            : { ...attempt, nextAttemptAt: next },
        )
        .where(mine);
      const [failing] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning();
      if (!failing?.failingSince || !failing.active) return;
      if (at.getTime() - failing.failingSince.getTime() < config.retryForMs) return;
      const [off] = await tx
        .update(webhookEndpoints)
        .set({ active: false, disabledAt: at, updatedAt: at })
        .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.active, true)))
        .returning();
      if (!off) return;
      const admins = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.isSuperuser, true), eq(users.isActive, true)));
      for (const admin of admins)
        await enqueueNotification(
          tx,
          {
            channel: 'email',
            kind: 'webhook_disabled',
            recipient: admin.email,
            subject: M.disabledSubject,
            body: M.disabledBody(endpoint.url),
            userId: admin.id,
          },
          at,
        );
      log.warn({ endpointId: endpoint.id }, 'webhook endpoint failed for a day and was turned off');
    });
    return answer.ok;
  }

  // at a stop the pass in progress ends after the delivery in flight; what it had claimed returns after the lease
  let halted = false;
  async function pass(): Promise<WebhookPass> {
    const result: WebhookPass = { delivered: 0, failed: 0 };
    while (!halted) {
      const rows = await claim(clock());
      if (!rows.length) return result;
      for (const row of rows) {
        if (halted) break;
        let ok = false;
        try {
          ok = await deliver(row);
        } catch (err) {
          log.error({ err, deliveryId: row.id }, 'webhook delivery failed');
        }
        if (ok) result.delivered += 1;
        else result.failed += 1;
      }
    }
    return result;
  }

  const job = createPeriodicJob({ name: 'webhooks', intervalMs, pass: () => pass() }, { clock, log });
  const worker: WebhookWorker = {
    flush: () => job.runOnce(),
    drain: () => job.drain(),
    wake: () => job.wake(),
    start: () => job.start(),
    stop: () => {
      halted = true;
      return job.stop();
    },
  };
  return worker;
}
