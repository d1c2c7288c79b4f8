// The webhook worker on a clock the test moves (no waiting): retries with backoff after failures, gives up a day
// after the event, turns off an endpoint that failed for a day and tells the super admins; and the address guard:
// no request to loopback, private, link-local or metadata addresses without WEBHOOKS_ALLOW_PRIVATE, by address or
// by a name that resolves to one, and a redirect recorded, never followed.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationOutbox, users, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import type { Config } from '../src/config';
import { isBlockedAddress } from '../src/modules/webhooks/address-guard';
import { emitWebhookEvent } from '../src/modules/webhooks/emit';
import { WEBHOOK_MESSAGES as M } from '../src/modules/webhooks/messages';
import { createWebhookSender } from '../src/modules/webhooks/send';
import { createTestApp, signedInUser } from './helpers';
import { startReceiver } from './webhook-receiver';

const HOUR = 3_600_000;
let nowMs = Date.parse('2026-11-20T08:00:00Z');
let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let adminEmail: string;
const tag = randomBytes(4).toString('hex');
const webhooks = (allowPrivate: boolean): Config['webhooks'] => ({
  allowPrivate,
  timeoutMs: 10_000,
  retryBaseMs: 30_000,
  retryForMs: 24 * HOUR,
});

beforeAll(async () => {
  receiver = await startReceiver();
  app = await createTestApp({ webhooks: webhooks(true) }, () => new Date(nowMs));
  await app.ready();
  const admin = await signedInUser(app);
  adminEmail = admin.email;
  await app.database.db
    .update(users)
    .set({ isStaff: true, isSuperuser: true })
    .where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const db = () => app.database.db;
const advance = (ms: number) => {
  nowMs += ms;
};
const flush = () => app.services.webhookWorker.flush();

async function endpointAt(path: string, url = receiver.url(path)) {
  const [row] = await db()
    .insert(webhookEndpoints)
    .values({
      url,
      events: ['product.changed'],
      secret: `whsec_${tag}`,
      createdAt: new Date(nowMs),
      updatedAt: new Date(nowMs),
    })
    .returning();
  return row;
}
const emit = (productId: number) =>
  db().transaction((tx) =>
    emitWebhookEvent(tx, 'product.changed', { kind: 'product', id: productId }, new Date(nowMs)),
  );
const deliveryOf = async (endpointId: number) =>
  (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)))[0];
const hits = (path: string) => receiver.received.filter((r) => r.path === path).length;

test('a failure is retried with backoff (30 s, then 1 min) and not before, until the receiver takes it', async () => {
  const endpoint = await endpointAt('/retry');
  receiver.answer('/retry', { status: 500, body: 'down' }, { status: 503, body: 'still down' });
  await emit(101);
  await flush();
  expect(hits('/retry')).toBe(1);
  expect(await deliveryOf(endpoint.id)).toMatchObject({
    attempts: 1,
    lastStatus: 500,
    lastResponse: 'down',
    deliveredAt: null,
  });
  await flush();
  expect(hits('/retry')).toBe(1);
  advance(30_000);
  await flush();
  expect(hits('/retry')).toBe(2);
  advance(30_000);
  await flush();
  expect(hits('/retry')).toBe(2);
  advance(30_000);
  await flush();
  expect(hits('/retry')).toBe(3);
  const done = await deliveryOf(endpoint.id);
  expect(done).toMatchObject({ attempts: 3, lastStatus: 200 });
  expect(done.deliveredAt).not.toBeNull();
  const [ep] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  expect(ep.failingSince).toBeNull();
  await db().update(webhookEndpoints).set({ active: false }).where(eq(webhookEndpoints.id, endpoint.id));
});

test('an endpoint failing for a day is given up on, turned off, and the super admins are told by email', async () => {
  const endpoint = await endpointAt('/down');
  receiver.answer('/down', ...Array.from({ length: 60 }, () => ({ status: 500, body: 'down' })));
  await emit(202);
  await flush();
  for (let i = 0; i < 30; i++) {
    advance(HOUR);
    await flush();
  }
  const given = await deliveryOf(endpoint.id);
  expect(given.givenUpAt).not.toBeNull();
  expect(given.deliveredAt).toBeNull();
  // hourly at most once the backoff reaches an hour: about a day's worth, not one per flush of the loop
  expect(given.attempts).toBeGreaterThan(20);
  expect(given.attempts).toBeLessThanOrEqual(32);
  const [ep] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  expect(ep.active).toBe(false);
  expect(ep.disabledAt).not.toBeNull();
  const told = await db()
    .select()
    .from(notificationOutbox)
    .where(
      and(eq(notificationOutbox.kind, 'webhook_disabled'), eq(notificationOutbox.recipient, adminEmail)),
    );
  expect(told).toHaveLength(1);
  expect(told[0].body).toBe(M.disabledBody(endpoint.url));
  // turned off: a new event is not sent to it
  const before = hits('/down');
  await emit(203);
  advance(HOUR);
  await flush();
  expect(hits('/down')).toBe(before);
});

test('a redirect is recorded and not followed', async () => {
  const endpoint = await endpointAt('/moved');
  receiver.answer('/moved', { status: 302, headers: { location: receiver.url('/elsewhere') } });
  await emit(303);
  await flush();
  expect(hits('/moved')).toBe(1);
  expect(hits('/elsewhere')).toBe(0);
  const d = await deliveryOf(endpoint.id);
  expect(d).toMatchObject({ lastStatus: 302, deliveredAt: null });
  expect(d.lastResponse).toContain('redirect not followed');
  await db().update(webhookEndpoints).set({ active: false }).where(eq(webhookEndpoints.id, endpoint.id));
});

describe('without WEBHOOKS_ALLOW_PRIVATE', () => {
  const send = createWebhookSender({ allowPrivate: false, timeoutMs: 10_000 });
  const post = (url: string) =>
    send({ url, body: '{}', signature: 't=1,v1=0', eventId: 'e', type: 'webhook.test' });

  test('loopback, private, link-local and metadata addresses are refused before any request', async () => {
    const before = receiver.received.length;
    for (const url of [
      receiver.url('/guard'),
      `http://localhost:${receiver.port}/guard`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://192.168.1.10/',
      'http://172.16.0.1/',
      `http://[::1]:${receiver.port}/guard`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/guard`,
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0/',
    ]) {
      const answer = await post(url);
      expect({ url, ok: answer.ok, status: answer.status }).toEqual({ url, ok: false, status: null });
      expect(answer.text).toMatch(/^refused: .* is a loopback, private, link-local or metadata address$/);
    }
    expect(receiver.received.length).toBe(before);
  });

  test('public addresses pass the check', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isBlockedAddress(a)).toBe(false);
    for (const a of ['127.0.0.1', '169.254.169.254', '100.100.100.200', '::1', 'fe80::1', '::ffff:7f00:1'])
      expect(isBlockedAddress(a)).toBe(true);
  });

  test('an app without the setting records the refusal and keeps retrying, never reaching the receiver', async () => {
    const strict = await createTestApp({ webhooks: webhooks(false) }, () => new Date(nowMs));
    await strict.ready();
    try {
      const [ep] = await strict.database.db
        .insert(webhookEndpoints)
        .values({ url: receiver.url('/strict'), events: ['product.changed'], secret: 'whsec_x' })
        .returning();
      await strict.database.db.transaction((tx) =>
        emitWebhookEvent(tx, 'product.changed', { kind: 'product', id: 1 }, new Date(nowMs)),
      );
      await strict.services.webhookWorker.flush();
      const [d] = await strict.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, ep.id));
      expect(d).toMatchObject({ attempts: 1, lastStatus: null, deliveredAt: null });
      expect(d.lastResponse).toContain('refused: 127.0.0.1');
      expect(hits('/strict')).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
