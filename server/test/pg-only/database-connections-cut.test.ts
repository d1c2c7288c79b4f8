// A replica survives its database connections being cut while requests hold them (a restart, a
// failover, a terminated backend): those requests answer 503 with a Persian "try again" and Retry-After, never a
// 500, the process lives, and the next requests are served on fresh connections. PostgreSQL only.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SERVER_MESSAGES } from '../../src/lib/errors';
import { createTestApp, signedInUser } from '../helpers';

let app: FastifyInstance;
let customer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  expect(app.database.kind).toBe('postgres');
  customer = await signedInUser(app);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const list = () =>
  app.inject({
    method: 'GET',
    url: '/api/orders/',
    headers: { authorization: `Bearer ${customer.tokens.access}` },
  });

/** Terminates every connection of the app's database but this one (as a PostgreSQL restart would). */
async function terminateBackends() {
  const url = (app.config.database as { url: string }).url;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
  } finally {
    await admin.end();
  }
}

test('requests caught by cut connections answer 503 in Persian; the replica lives and serves the next ones', async () => {
  expect((await list()).statusCode).toBe(200);
  const inFlight = Array.from({ length: 30 }, () => list());
  await terminateBackends();
  const answers = await Promise.all(inFlight);
  const statuses = answers.map((a) => a.statusCode);
  // some were caught by the cut (the test is about them), none failed with a 500
  expect(statuses).toContain(503);
  expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  for (const a of answers.filter((x) => x.statusCode === 503)) {
    expect(a.json()).toEqual({ error: SERVER_MESSAGES.databaseUnavailable });
    expect(a.headers['retry-after']).toBe('5');
  }
  // fresh connections afterwards
  let after = await list();
  for (let i = 0; i < 5 && after.statusCode !== 200; i++) after = await list();
  expect(after.statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
});
