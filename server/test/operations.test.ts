// What an operator sees. Request ids unique across replicas (nginx's X-Request-Id kept, else a
// UUID) and returned with every answer; Prometheus metrics behind a bearer token (absent without one): requests per
// route with their time, and the notification outbox's backlog per channel.
import type { FastifyInstance } from 'fastify';
import { enqueueNotification } from '../src/modules/notifications/service';
import { createTestApp } from './helpers';

const TOKEN = 'metrics-token-0123456789';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ metricsToken: TOKEN });
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
      new Date(),
    ),
  );
  const res = await app.inject({ url: '/api/metrics/', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  expect(res.body).toMatch(
    /sefaresh_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/",status="200"\} [1-9]/,
  );
  expect(res.body).toContain('sefaresh_outbox_pending{channel="email"} 1');
  expect(res.body).toContain('sefaresh_process_resident_memory_bytes');
  expect(res.body).toContain('sefaresh_event_streams_open 0');
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
