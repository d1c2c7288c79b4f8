// A replica stopped under load (SIGTERM to a real API process, src/server.ts, on the test's PostgreSQL database):
// the requests in flight finish (reads and sign-ins answer 200, each closing its keep-alive connection, as nginx's
// upstream connections are), a new event stream it can no longer serve is refused with the product's Persian 503,
// a connection made after the stop is refused at once (nginx then tries the other replica), and the process exits
// 0 well within the stop grace. The requests are held in flight by a lock on the users table that the test takes
// and releases; every wait is on an event (a log line, the database's lock table, the process's exit), not a clock.
// PostgreSQL only: the lock needs a second connection.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { HTTP_ERROR_TEXTS } from '@sefaresh/shared-api/rules';
import { closeGraceMs } from '../../src/lib/graceful-stop';
import { startReplica, type Replica } from '../faults/processes';
import { createTestApp, signedInUser } from '../helpers';

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: string;
}

let app: FastifyInstance;
let replica: Replica | null = null;
let dataDir: string;
const agent = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  expect(app.database.kind).toBe('postgres');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-stopping-'));
}, 180_000);
afterAll(async () => {
  replica?.signal('SIGKILL');
  agent.destroy();
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function request(port: number, method: string, url: string, token?: string, body?: object) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      async (res) => {
        const chunks: Uint8Array[] = [];
        for await (const chunk of res as AsyncIterable<Buffer>) chunks.push(new Uint8Array(chunk));
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          retryAfter: res.headers['retry-after'] as string | undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** Queries the database (not the clock) until `n` sessions wait for a lock on the users table. */
async function waitForWaiters(client: pg.Client, n: number) {
  for (let i = 0; i < 5_000; i++) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
        where c.relname = 'users' and not l.granted`,
    );
    if (rows[0].n >= n) return;
  }
  throw new Error(`never ${n} requests waiting`);
}

test('in-flight requests finish, a new stream gets the Persian 503, new connections are refused, exit 0', async () => {
  const readers = await Promise.all(Array.from({ length: 8 }, () => signedInUser(app)));
  const streamers = await Promise.all(Array.from({ length: 2 }, () => signedInUser(app)));
  const signers = await Promise.all(Array.from({ length: 2 }, () => signedInUser(app)));
  const { url } = app.config.database as { url: string };
  replica = await startReplica({
    DATABASE_URL: url,
    DATABASE_POOL_MAX: '20',
    DATA_DIR: dataDir,
    JWT_SECRET: app.config.jwtSecret,
    RATE_LIMIT_ENABLED: 'false',
  });
  const port = Number(new URL(replica.base).port);

  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  let stopAt = Number.NaN;
  const exited = replica.exited().then((code) => ({ code, stopMs: performance.now() - stopAt }));
  try {
    await lock.query('begin');
    await lock.query('lock table users in access exclusive mode');
    const inFlight = {
      reads: readers.map((u) => request(port, 'GET', '/api/profile/me/', u.tokens.access)),
      streams: streamers.map((u) => request(port, 'GET', '/api/events/', u.tokens.access)),
      signIns: signers.map((u) =>
        request(port, 'POST', '/api/auth/login/', undefined, { email: u.email, password: u.password }),
      ),
    };
    await waitForWaiters(lock, 12);

    const closing = replica.logged((m) => m === 'SIGTERM: closing');
    stopAt = performance.now();
    replica.signal('SIGTERM');
    await closing;
    // what arrives from now on is served (accepted just before the stop) or gets no answer at all: a connection
    // reset before any byte of an answer, then refused connections (nginx retries a GET on the other replica and
    // answers anything else with the product's Persian 503); never an answer of Fastify's
    const late: Answer[] = [];
    for (let i = 0; ; i++) {
      const answer = await request(port, 'GET', '/api/health/').catch(
        (err: NodeJS.ErrnoException) => err.code,
      );
      if (answer === 'ECONNREFUSED') break;
      if (typeof answer === 'object') late.push(answer);
      else if (answer !== 'ECONNRESET' || i > 50) throw new Error(`a connection after the stop: ${answer}`);
    }
    await lock.query('commit');

    for (const a of [...(await Promise.all(inFlight.reads)), ...(await Promise.all(inFlight.signIns))]) {
      expect(a.status).toBe(200);
      expect(a.connection).toBe('close');
    }
    for (const a of await Promise.all(inFlight.streams)) {
      expect(a.status).toBe(503);
      expect(JSON.parse(a.body)).toEqual({ error: HTTP_ERROR_TEXTS[503] });
      expect(a.retryAfter).toBe('1');
    }
    for (const a of late) expect(a.status).toBe(200);
  } finally {
    await lock.query('rollback').catch(() => undefined);
    await lock.end();
  }
  const { code, stopMs } = await exited;
  expect(code).toBe(0);
  replica = null;
  const grace = closeGraceMs(15_000); // the replica runs with the default NOTIFY_SEND_TIMEOUT
  console.log(`stopped under load in ${Math.round(stopMs)} ms (grace ${grace} ms)`);
  expect(stopMs).toBeLessThan(grace);
}, 180_000);
