// A replica killed while it sends gives its claimed messages back within the lease (NOTIFY_LEASE, 20 s, under the
// 30 s the operations promise): a real API process (src/server.ts) on the test's PostgreSQL database claims
// messages and sends them to a provider that never answers, is killed with SIGKILL mid-send (no shutdown, no
// heartbeat any more), and another instance sends each of them exactly once as soon as the lease has run out,
// not before. PostgreSQL only: two processes on one database. The other instance's clock is its injected one.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TEST_NOTIFY } from '../../src/config/testing';
import { SERVER_ROOT } from '../../src/lib/paths';
import { notificationOutbox } from '../../src/db/schema';
import { enqueueNotification } from '../../src/modules/notifications/service';
import { startSmsServer } from '../fake-providers';
import { createTestApp } from '../helpers';

const LEASE_MS = 20_000;
const MESSAGES = 4;
const server = SERVER_ROOT;
let now = Date.now();
const clock = () => new Date(now);
let app: FastifyInstance;
let sms: Awaited<ReturnType<typeof startSmsServer>>;
let child: ChildProcess | null = null;
let dataDir: string;
const hanging = { requests: 0, server: http.createServer(() => void (hanging.requests += 1)) };

beforeAll(async () => {
  sms = await startSmsServer();
  await new Promise<void>((resolve) => hanging.server.listen(0, '127.0.0.1', resolve));
  app = await createTestApp(
    {
      sms: { provider: 'kavenegar', apiKey: 'TESTKEY', sender: '10004346', baseUrl: sms.url },
      notify: { ...TEST_NOTIFY, leaseMs: LEASE_MS },
    },
    clock,
  );
  await app.ready();
  expect(app.database.kind).toBe('postgres');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-dead-replica-'));
}, 180_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  hanging.server.closeAllConnections();
  hanging.server.close();
  await app?.close();
  await sms?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a killed replica's claimed messages are sent by another instance once its lease runs out, each once", async () => {
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < MESSAGES; i++)
    await app.database.db.transaction((tx) =>
      enqueueNotification(
        tx,
        { channel: 'sms', kind: 'order_confirmed', recipient: `0913${tag}${i}`, body: `پیام ${tag} ${i}` },
        new Date(),
      ),
    );
  const { url } = app.config.database as { url: string };
  const port = (hanging.server.address() as AddressInfo).port;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: server,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      SMS_PROVIDER: 'kavenegar',
      SMS_API_KEY: 'TESTKEY',
      SMS_BASE_URL: `http://127.0.0.1:${port}`,
      NOTIFY_INTERVAL: '1s',
      NOTIFY_LEASE: '20s',
      NOTIFY_SEND_TIMEOUT: '10m',
      NOTIFY_CONCURRENCY: String(MESSAGES),
    },
  });
  // the replica has them all in flight at the provider that never answers
  for (let i = 0; i < 1_200 && hanging.requests < MESSAGES; i++) await new Promise((r) => setTimeout(r, 100));
  expect(hanging.requests).toBe(MESSAGES);
  child.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  const killedAt = Date.now();

  const ids = (await app.database.db.select().from(notificationOutbox))
    .filter((r) => r.body.includes(tag))
    .map((r) => r.id);
  const claimed = await app.database.db
    .select()
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.id, ids));
  for (const row of claimed) {
    expect(row.sentAt).toBeNull();
    expect(row.claimedBy).not.toBeNull();
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(killedAt + LEASE_MS);
  }

  // within the lease the claims are still the dead replica's
  now = killedAt + 1_000;
  expect(await app.notifications.flush()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  // past it (well within 30 s of the death) they are sent, each once
  now = killedAt + LEASE_MS + 1_000;
  expect(await app.notifications.flush()).toEqual({ sent: MESSAGES, failed: 0, unknown: 0 });
  const ours = sms.received.filter((m) => m.message.includes(tag));
  expect(ours).toHaveLength(MESSAGES);
  expect(new Set(ours.map((m) => m.message)).size).toBe(MESSAGES);
  // each carried its idempotency key as the provider sees it: the header, and localid = the outbox row's number
  for (const row of claimed) {
    const got = ours.find((m) => m.message === row.body)!;
    expect(got.key).toBe(row.idempotencyKey);
    expect(got.localid).toBe(String(row.id));
  }
}, 180_000);
