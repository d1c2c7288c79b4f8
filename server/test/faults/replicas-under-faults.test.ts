// The fault lane (npm run test:faults -w server, in CI): two real API replicas on the machine's PostgreSQL (a
// database of the run's own), a Redis of the lane's own and a fake SMS provider, put through what took the product
// down in the field, in order: a migration that needs a lock on `orders` while a long read holds it; Redis killed
// under sign-in load; the file store failing under uploads; a replica killed while it holds claimed messages and
// an upload half written. The single-process tests prove each mechanism (redis-outage-keeps-serving,
// storage-failures, migration-never-stalls, notifications-dead-replica); this lane proves the processes together.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SERVER_MESSAGES } from '../../src/lib/errors';
import { seedCatalogue } from '../../src/seed/seed';
import { createTestApp, signedInUser } from '../helpers';
import { png } from '../receipt-upload';
import { fakeKavenegar, ownRedis, startReplica, until, type Replica } from './processes';
import {
  claimedBy,
  confirmedOrder,
  enqueueSms,
  halfUpload,
  lockingMigration,
  sweepFiles,
  unsent,
  type Session,
} from './fault-fixtures';

const LEASE_S = 3;
const INTERVAL_S = 1;
let app: FastifyInstance;
let redis: Awaited<ReturnType<typeof ownRedis>>;
let sms: Awaited<ReturnType<typeof fakeKavenegar>>;
let dataDir: string;
let a: Replica;
let b: Replica;
let customers: Session[];

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  expect(app.database.kind).toBe('postgres');
  await seedCatalogue(app.database.db);
  customers = await Promise.all(Array.from({ length: 4 }, () => signedInUser(app)));
  [redis, sms] = await Promise.all([ownRedis(), fakeKavenegar()]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sefaresh-faults-'));
  const env = (name: string) => ({
    DATABASE_URL: (app.config.database as { url: string }).url,
    DATA_DIR: dataDir,
    JWT_SECRET: app.config.jwtSecret,
    REDIS_URL: redis.url,
    SMS_PROVIDER: 'kavenegar',
    SMS_API_KEY: 'FAULTLANE',
    SMS_BASE_URL: `${sms.url}/${name}`,
    NOTIFY_INTERVAL: `${INTERVAL_S}s`,
    NOTIFY_LEASE: `${LEASE_S}s`,
    NOTIFY_SEND_TIMEOUT: '10m',
    NOTIFY_CONCURRENCY: '2',
    JOBS_INTERVAL: '0',
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_API_MAX: '100000',
  });
  [a, b] = await Promise.all([startReplica(env('a')), startReplica(env('b'))]);
}, 180_000);
afterAll(async () => {
  for (const r of [a, b]) r?.signal('SIGCONT');
  for (const r of [a, b]) r?.signal('SIGKILL');
  await Promise.all([redis?.stop(), sms?.close(), app?.close()]);
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function call(r: Replica, method: string, url: string, init: { token?: string; body?: unknown } = {}) {
  const form = init.body instanceof FormData;
  const res = await fetch(r.base + url, {
    method,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body && !form ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? (init.body as FormData) : init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}
const health = async (r: Replica) => (await call(r, 'GET', '/api/health/')).body ?? {};
/** Until both replicas' health says this of a dependency. */
const bothReport = (dependency: 'redis' | 'files', state: 'up' | 'down') =>
  until(
    async () => (await health(a))[dependency] === state && (await health(b))[dependency] === state,
    `health: ${dependency} ${state}`,
  );
const signIn = (r: Replica, c: Session) =>
  call(r, 'POST', '/api/auth/login/', { body: { email: c.email, password: c.password } });

/** Four clients sending `request` to the replicas in turn until `stopped()`; resolves with every status. */
async function load(
  request: (r: Replica, c: Session) => Promise<{ status: number }>,
  stopped: () => boolean,
) {
  const statuses: number[] = [];
  await Promise.all(
    customers.map(async (c, i) => {
      for (let n = i; !stopped(); n++) statuses.push((await request(n % 2 ? a : b, c)).status);
    }),
  );
  return statuses;
}

test('a migration that needs a lock behind a long read: both replicas keep answering, the migration applies after', async () => {
  const long = new pg.Client({ connectionString: (app.config.database as { url: string }).url });
  await long.connect();
  let done = false;
  const answered: number[] = [];
  const orders = load(
    async (r, c) => {
      const res = await call(r, 'GET', '/api/orders/', { token: c.tokens.access });
      answered.push(res.status);
      return res;
    },
    () => done,
  );
  try {
    await long.query('begin');
    await long.query('select count(*) from orders');
    const migration = lockingMigration(app, async (attempt) => {
      // requests waited behind the migration's lock request at most its lock timeout, and are answered meanwhile
      if (attempt === 2) {
        const before = answered.length;
        await until(() => answered.length >= before + 20, 'answers while the migration waits');
        await long.query('commit');
      }
    });
    expect(await migration).toBeGreaterThanOrEqual(3);
  } finally {
    done = true;
    await long.query('rollback').catch(() => undefined);
    await long.end();
  }
  const statuses = await orders;
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
});

test('Redis killed under sign-in load: sign-in works on both replicas, health says degraded, then ok again', async () => {
  for (const r of [a, b]) expect(await health(r)).toMatchObject({ status: 'ok', redis: 'up' });
  let phase: 'before' | 'without' | 'after' = 'before';
  let done = false;
  const byPhase: Record<string, number[]> = { before: [], without: [], after: [] };
  const signIns = load(
    async (r, c) => {
      const res = await signIn(r, c);
      byPhase[phase].push(res.status);
      return res;
    },
    () => done,
  );
  try {
    await until(() => byPhase.before.length >= 8, 'sign-ins with Redis');
    await redis.stop();
    phase = 'without';
    await bothReport('redis', 'down');
    for (const r of [a, b]) {
      const res = await call(r, 'GET', '/api/health/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'degraded', database: 'up', redis: 'down', files: 'up' });
    }
    await until(() => byPhase.without.length >= 16, 'sign-ins without Redis');
    await redis.start();
    phase = 'after';
    await bothReport('redis', 'up');
  } finally {
    done = true;
  }
  await signIns;
  expect(byPhase.without.length).toBeGreaterThanOrEqual(16);
  for (const statuses of Object.values(byPhase)) expect(statuses.filter((s) => s !== 200)).toEqual([]);
});

test('the file store failing under uploads: the Persian 503, health degraded, nothing left; then uploads work', async () => {
  const filesDir = path.join(dataDir, 'files');
  const orderIds = await Promise.all(customers.map((c) => confirmedOrder(app, c)));
  const upload = (r: Replica, i: number, variant: number) => {
    const form = new FormData();
    form.append('payment_receipts', new Blob([new Uint8Array(png(variant))], { type: 'image/png' }), 'r.png');
    form.append('amount', '1000000');
    form.append('paid_on', '2026-01-05');
    return call(r, 'POST', `/api/orders/${orderIds[i]}/upload-payment-receipt/`, {
      token: customers[i].tokens.access,
      body: form,
    });
  };
  // the store's folder becomes a plain file: every write fails as on a read-only or full disk (for root too)
  await fs.mkdir(filesDir, { recursive: true });
  await fs.rename(filesDir, `${filesDir}.away`);
  await fs.writeFile(filesDir, 'not a folder');
  try {
    const answers = await Promise.all(customers.map((_, i) => upload(i % 2 ? a : b, i, 100 + i)));
    for (const res of answers)
      expect(res).toEqual({ status: 503, body: { error: SERVER_MESSAGES.storageUnavailable } });
    for (const r of [a, b]) expect(await health(r)).toMatchObject({ status: 'degraded', files: 'down' });
  } finally {
    await fs.rm(filesDir, { force: true });
    await fs.rename(`${filesDir}.away`, filesDir);
  }
  await bothReport('files', 'up');
  expect((await upload(a, 0, 200)).status).toBe(201);
  expect(await sweepFiles(app, filesDir)).toMatchObject({ removed: 0, parts: 0, unnamed: [] });
});

test('a replica killed mid-work: the other sends its claimed messages within the lease, its half upload is swept', async () => {
  sms.hold('a');
  b.signal('SIGSTOP'); // only replica a is there to claim
  try {
    const bodies = await enqueueSms(app, 4);
    await until(async () => (await claimedBy(app, a.pid)) === 2, 'replica a holding two messages');
    const cut = await halfUpload(app, a, customers[1], path.join(dataDir, 'files'));
    b.signal('SIGCONT');
    // b sends the two nobody holds at once
    await until(async () => (await unsent(app, bodies)) === 2, 'replica b sending the free ones');
    a.signal('SIGKILL');
    await a.exited();
    const killedAt = performance.now();
    cut.destroy();
    await until(
      async () => (await unsent(app, bodies)) === 0,
      'the dead replica’s messages sent',
      4 * LEASE_S * 1000,
    );
    const tookMs = performance.now() - killedAt;
    console.log(`messages of the killed replica sent by the other ${Math.round(tookMs)} ms after its death`);
    expect(tookMs).toBeLessThan((LEASE_S + INTERVAL_S + 2) * 1000);
    const sentByB = sms.calls
      .filter((c) => c.replica === 'b' && bodies.includes(c.message))
      .map((c) => c.message);
    expect(sentByB.sort()).toEqual([...bodies].sort()); // each once
  } finally {
    b.signal('SIGCONT');
  }
  const swept = await sweepFiles(app, path.join(dataDir, 'files'));
  expect(swept.parts).toBe(1);
  expect(swept.unnamed).toEqual([]);
});
