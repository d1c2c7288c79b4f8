// Each notification is sent exactly once, whatever the number of replicas. Two workers on one
// PostgreSQL database drain the same outbox through a slow SMS provider: a claimed row is leased for longer than
// its batch takes, so the other worker never claims it again meanwhile (before, it became due again after the
// retry delay and was sent twice). And a commit that queues a message wakes another replica's worker at once
// through LISTEN/NOTIFY, long before its next poll. PostgreSQL only: PGlite has one connection and one process.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { enqueueNotification } from '../../src/modules/notifications/service';
import { startSmsServer } from '../fake-providers';
import { createTestApp } from '../helpers';

const MESSAGES = 60;
let sms: Awaited<ReturnType<typeof startSmsServer>>;
let a: FastifyInstance;
let b: FastifyInstance;
let polling: FastifyInstance | null = null;

const messaging = (url: string, intervalMs: number) => ({
  sms: { provider: 'kavenegar' as const, apiKey: 'TESTKEY', sender: '10004346', baseUrl: url },
  // a retry delay far shorter than a batch takes to send, as with a 3-second provider in production
  notify: { intervalMs, maxAttempts: 5, retryBaseMs: 20, sendTimeoutMs: 2_000, smsHourlyBudget: 0, emailHourlyBudget: 0 },
});

beforeAll(async () => {
  sms = await startSmsServer({ delayMs: 40 });
  a = await createTestApp(messaging(sms.url, 0));
  await a.ready();
  expect(a.database.kind).toBe('postgres');
  b = await createTestApp({ ...messaging(sms.url, 0), database: a.config.database });
  await b.ready();
}, 180_000);
afterAll(async () => {
  await polling?.close();
  await a?.close();
  await b?.close();
  await sms?.close();
});

const queue = async (app: FastifyInstance, recipient: string, body: string) =>
  app.database.db.transaction((tx) =>
    enqueueNotification(tx, { channel: 'sms', kind: 'order_submitted', recipient, body }, new Date()),
  );

test('two workers draining one outbox through a slow provider send each message once', async () => {
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < MESSAGES; i++) await queue(a, `0912${String(i).padStart(7, '0')}`, `پیام ${tag} ${i}`);
  const [fromA, fromB] = await Promise.all([a.notifications.drain(), b.notifications.drain()]);
  const ours = sms.received.filter((m) => m.message.includes(tag));
  const perMessage = new Map<string, number>();
  for (const m of ours) perMessage.set(m.message, (perMessage.get(m.message) ?? 0) + 1);
  expect(ours).toHaveLength(MESSAGES);
  expect([...perMessage.values()].every((n) => n === 1)).toBe(true);
  expect(fromA.sent + fromB.sent).toBe(MESSAGES);
  // both really worked on it
  expect(fromA.sent).toBeGreaterThan(0);
  expect(fromB.sent).toBeGreaterThan(0);
});

test("a commit that queues a message wakes another replica's worker, long before its next poll", async () => {
  polling = await createTestApp({ ...messaging(sms.url, 10 * 60_000), database: a.config.database });
  await polling.ready();
  const tag = randomBytes(3).toString('hex');
  await queue(a, '09120000999', `بیدارباش ${tag}`);
  // the worker of `polling` polls every ten minutes: only the NOTIFY of a's commit can make it send now
  for (let i = 0; i < 200 && !sms.received.some((m) => m.message.includes(tag)); i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(sms.received.filter((m) => m.message.includes(tag))).toHaveLength(1);
});
