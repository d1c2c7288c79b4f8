// What an operator sees. Request ids unique across replicas (nginx's X-Request-Id kept, else a
// UUID) and returned with every answer; Prometheus metrics behind a bearer token (absent without one): requests per
// route with their time, the notification outbox's backlog per channel and how long its messages take to go out.
import type { FastifyInstance } from 'fastify';
import { enqueueNotification } from '../src/modules/notifications/service';
import { createTestApp } from './helpers';

const TOKEN = 'metrics-token-0123456789';
let app: FastifyInstance;
let now = new Date('2026-12-01T08:00:00Z');

beforeAll(async () => {
  app = await createTestApp({ metricsToken: TOKEN }, () => now);
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

test("every answer names its request: nginx's id when it sends a sound one, a UUID otherwise", async () => {
  const given = await app.inject({
    url: '/api/health/',
    headers: { 'x-request-id': 'f3a9c2d1e8b74a6f9e2d' },
  });
  expect(given.headers['x-request-id']).toBe('f3a9c2d1e8b74a6f9e2d');
  const made = await app.inject({ url: '/api/health/' });
  expect(made.headers['x-request-id']).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
  const forged = await app.inject({
    url: '/api/no-such/',
    headers: { 'x-request-id': 'bad id\nwith a line' },
  });
  expect(forged.headers['x-request-id']).not.toContain('bad id');
  expect(forged.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
});

test('metrics need the bearer token, and count requests per route and the outbox backlog', async () => {
  expect((await app.inject({ url: '/api/metrics/' })).statusCode).toBe(401);
  const wrong = await app.inject({
    url: '/api/metrics/',
    headers: { authorization: 'Bearer not-the-token-at-all' },
  });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json().error).toBe('برای این کار باید وارد شوید');

  await app.inject({ url: '/api/health/' });
  await app.database.db.transaction((tx) =>
    enqueueNotification(
      tx,
      { channel: 'email', kind: 'order_submitted', recipient: 'ops@example.com', subject: 's', body: 'b' },
      now,
    ),
  );
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  expect(res.body).toMatch(
    /sefaresh_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/",status="200"\} [1-9]/,
  );
  expect(res.body).toContain('sefaresh_outbox_pending{channel="email"} 1');
  expect(res.body).toContain('sefaresh_process_resident_memory_bytes');
  expect(res.body).toContain('sefaresh_event_streams_open 0');
});

const scrape = () => app.inject({ url: '/api/metrics/', headers: { authorization: `Bearer ${TOKEN}` } });
/** The value of one sample line of the scrape, 0 when absent. */
const sample = (body: string, line: string) => {
  const found = body.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

test('a message sent moves the send-time histograms: queued to sent, and the provider call', async () => {
  const before = (await scrape()).body;
  const queuedAt = now;
  await app.database.db.transaction((tx) =>
    enqueueNotification(
      tx,
      { channel: 'sms', kind: 'password_reset', recipient: '09120000001', body: 'کد: ۱۲۳۴' },
      queuedAt,
    ),
  );
  // the worker takes it 3 s after it was queued (the test's clock)
  now = new Date(queuedAt.getTime() + 3_000);
  expect((await app.notifications.drain()).sent).toBeGreaterThanOrEqual(1);
  const after = (await scrape()).body;
  const delta = (line: string) => sample(after, line) - sample(before, line);
  const delivered = 'sefaresh_notification_delivery_seconds';
  expect(delta(`${delivered}_count{channel="sms"}`)).toBe(1);
  expect(delta(`${delivered}_sum{channel="sms"}`)).toBe(3);
  expect(delta(`${delivered}_bucket{le="2",channel="sms"}`)).toBe(0);
  expect(delta(`${delivered}_bucket{le="5",channel="sms"}`)).toBe(1);
  const calls = 'sefaresh_notification_provider_seconds';
  expect(delta(`${calls}_count{channel="sms",outcome="sent"}`)).toBe(1);
  expect(delta(`${calls}_count{channel="sms",outcome="failed"}`)).toBe(0);
});

test('a scrape still answers while the database is away (the outbox figures are left out)', async () => {
  const broken = await createTestApp({ metricsToken: TOKEN });
  try {
    await broken.ready();
    await broken.database.close();
    const res = await broken.inject({ url: '/api/metrics/', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('sefaresh_event_streams_open 0');
    expect(res.body).not.toContain('sefaresh_outbox_pending{');
  } finally {
    await broken.close();
  }
});

test('without a token configured there is no metrics address', async () => {
  const plain = await createTestApp();
  try {
    await plain.ready();
    expect((await plain.inject({ url: '/api/metrics/' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
