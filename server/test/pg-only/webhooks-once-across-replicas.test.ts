// Each webhook event reaches each endpoint exactly once, whatever the number of replicas. Two app
// instances on one PostgreSQL database drain the same deliveries to a slow receiver: a claimed delivery is locked
// (FOR UPDATE SKIP LOCKED) and leased for longer than its batch takes, so the other instance never sends it again.
// PostgreSQL only: PGlite has one connection and one process.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { webhookEndpoints } from '../../src/db/schema';
import { emitWebhookEvent } from '../../src/modules/webhooks/emit';
import { createTestApp } from '../helpers';
import { startReceiver } from '../webhook-receiver';

const EVENTS = 40;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let a: FastifyInstance;
let b: FastifyInstance;
const webhooks = { allowPrivate: true, timeoutMs: 10_000, retryBaseMs: 30_000, retryForMs: 86_400_000 };

beforeAll(async () => {
  receiver = await startReceiver({ delayMs: 30 });
  a = await createTestApp({ webhooks });
  await a.ready();
  expect(a.database.kind).toBe('postgres');
  b = await createTestApp({ webhooks, database: a.config.database });
  await b.ready();
}, 180_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await receiver?.close();
});

test('two instances draining the same deliveries send each event to each endpoint once', async () => {
  const tag = randomBytes(3).toString('hex');
  const endpoints = await a.database.db
    .insert(webhookEndpoints)
    .values(
      ['/one', '/two'].map((path) => ({
        url: receiver.url(`${path}-${tag}`),
        events: ['product.changed'],
        secret: `whsec_${tag}`,
      })),
    )
    .returning();
  for (let i = 0; i < EVENTS; i++)
    await a.database.db.transaction((tx) =>
      emitWebhookEvent(tx, 'product.changed', { kind: 'product', id: 10_000 + i }, new Date()),
    );
  const [fromA, fromB] = await Promise.all([
    a.services.webhookWorker.drain(),
    b.services.webhookWorker.drain(),
  ]);
  const ours = receiver.received.filter((r) => r.path.endsWith(tag));
  const perEventAndEndpoint = new Map<string, number>();
  for (const r of ours) {
    const key = `${r.path} ${JSON.parse(r.body).id}`;
    perEventAndEndpoint.set(key, (perEventAndEndpoint.get(key) ?? 0) + 1);
  }
  expect(ours).toHaveLength(EVENTS * endpoints.length);
  expect(perEventAndEndpoint.size).toBe(EVENTS * endpoints.length);
  expect([...perEventAndEndpoint.values()].every((n) => n === 1)).toBe(true);
  expect(fromA.delivered + fromB.delivered).toBe(EVENTS * endpoints.length);
  // both really worked on it
  expect(fromA.delivered).toBeGreaterThan(0);
  expect(fromB.delivered).toBeGreaterThan(0);
});
