// Webhook endpoints as a super admin manages them: list, create (the secret answered once), change the URL, the
// events or whether it is on, delete, rotate the secret; each endpoint's deliveries, a retry of one, and a test
// event. Sending is the worker's (worker.ts); queuing here wakes it on every replica.
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from '@sefaresh/shared-api/rules';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type User,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound, validationFailed, type FieldErrors } from '../../lib/errors';
import { pageLinks } from '../../lib/paging';
import { wakeWorkersOnCommit } from '../notifications/outbox-rules';
import { WEBHOOK_MESSAGES as M } from './messages';
import { newSecret } from './signature';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function endpointView(e: WebhookEndpoint) {
  return {
    id: e.id,
    url: e.url,
    events: e.events as WebhookEventType[],
    active: e.active,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    failing_since: iso(e.failingSince),
    disabled_at: iso(e.disabledAt),
  };
}

function deliveryView(d: WebhookDelivery, type: string) {
  const state = d.deliveredAt ? 'delivered' : d.givenUpAt ? 'failed' : 'pending';
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: type as WebhookEventType,
    created_at: d.createdAt.toISOString(),
    state: state as 'pending' | 'delivered' | 'failed',
    attempts: d.attempts,
    last_attempt_at: iso(d.lastAttemptAt),
    next_attempt_at: state === 'pending' ? d.nextAttemptAt.toISOString() : null,
    status_code: d.lastStatus,
    response: d.lastResponse,
  };
}

/** The URL and events of a body, trimmed and checked (400 with Persian field errors). */
function checked(body: { url?: string; events?: WebhookEventType[] }, partial: boolean) {
  const problems: FieldErrors = {};
  const url = body.url?.trim();
  if (url !== undefined || !partial) {
    if (!url) problems.url = [M.urlRequired];
    else {
      const parsed = URL.canParse(url) ? new URL(url) : null;
      if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname)
        problems.url = [M.urlInvalid];
      else if (parsed.username || parsed.password) problems.url = [M.urlCredentials];
    }
  }
  const events = body.events ? [...new Set(body.events)] : undefined;
  if ((events !== undefined || !partial) && !events?.length) problems.events = [M.eventsRequired];
  if (Object.keys(problems).length) throw validationFailed(problems);
  return { url, events };
}

export function createWebhooksService({ db, clock }: { db: Db; clock: Clock }) {
  async function endpointOf(id: number) {
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function deliveryOf(endpointId: number, deliveryId: number) {
    const [row] = await db
      .select({ d: webhookDeliveries, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
    if (!row) throw notFound(M.deliveryNotFound);
    return row;
  }

  return {
    async list() {
      const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
      return rows.map(endpointView);
    },

    async create(actor: User, body: { url: string; events: WebhookEventType[]; active?: boolean }) {
      const { url, events } = checked(body, false);
      const secret = newSecret();
      const now = clock();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          url: url!,
          events: events!,
          active: body.active ?? true,
          secret,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { ...endpointView(row), secret, message: M.created };
    },

    async update(id: number, body: { url?: string; events?: WebhookEventType[]; active?: boolean }) {
      const before = await endpointOf(id);
      const { url, events } = checked(body, true);
      const turnedOn = body.active === true && !before.active;
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(url !== undefined ? { url } : {}),
          ...(events !== undefined ? { events } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
          // turned on again: its failing day starts afresh
          ...(turnedOn ? { failingSince: null, disabledAt: null } : {}),
          updatedAt: clock(),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) throw notFound(M.notFound);
      if (turnedOn) await wakeWorkersOnCommit(db);
      return { ...endpointView(row), message: M.updated };
    },

    async remove(id: number) {
      const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
      if (!row) throw notFound(M.notFound);
      return { message: M.deleted };
    },

    async rotate(id: number) {
      await endpointOf(id);
      const secret = newSecret();
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secret, updatedAt: clock() })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) throw notFound(M.notFound);
      return { ...endpointView(row), secret, message: M.rotated };
    },

    /** The endpoint's deliveries, newest first. */
    async deliveries(id: number, page: { limit: number; offset: number }) {
      await endpointOf(id);
      const mine = eq(webhookDeliveries.endpointId, id);
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(webhookDeliveries).where(mine),
        db
          .select({ d: webhookDeliveries, type: webhookEvents.type })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(mine)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(page.limit)
          .offset(page.offset),
      ]);
      const n = Number(total.n);
      return {
        count: n,
        ...pageLinks(`/api/admin/webhooks/${id}/deliveries/`, {}, page, n),
        results: rows.map((r) => deliveryView(r.d, r.type)),
      };
    },

    /** Sends an undelivered delivery again now (one attempt more when it had been given up). */
    async retry(id: number, deliveryId: number) {
      const endpoint = await endpointOf(id);
      if (!endpoint.active) throw conflict(M.inactive);
      const { d } = await deliveryOf(id, deliveryId);
      if (d.deliveredAt) throw conflict(M.alreadyDelivered);
      const now = clock();
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          nextAttemptAt: now,
          givenUpAt: null,
          // one attempt more after a day of them; a delivery still retrying keeps its day
          retryUntil: d.givenUpAt ? now : d.retryUntil,
        })
        .where(and(eq(webhookDeliveries.id, d.id), isNull(webhookDeliveries.deliveredAt)))
        .returning();
      if (!row) throw conflict(M.alreadyDelivered);
      await wakeWorkersOnCommit(db);
      const { type } = await deliveryOf(id, deliveryId);
      return { ...deliveryView(row, type), message: M.retryQueued };
    },

    /** A webhook.test event to this endpoint alone. */
    async test(id: number) {
      const endpoint = await endpointOf(id);
      if (!endpoint.active) throw conflict(M.inactive);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const [event] = await tx
          .insert(webhookEvents)
          .values({
            id: randomUUID(),
            type: WEBHOOK_TEST_EVENT,
            objectKind: 'test',
            objectId: id,
            data: { endpoint_id: id, message: M.testMessage },
            createdAt: now,
          })
          .returning();
        const [delivery] = await tx
          .insert(webhookDeliveries)
          .values({ endpointId: id, eventId: event.id, nextAttemptAt: now, createdAt: now })
          .returning();
        await wakeWorkersOnCommit(tx);
        return delivery;
      });
      return { ...deliveryView(row, WEBHOOK_TEST_EVENT), message: M.testQueued };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
