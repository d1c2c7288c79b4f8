// A replica stopped under load (SIGTERM to a real API process, src/server.ts, on the test's PostgreSQL database):
// the requests in flight finish (reads and sign-ins answer 200, each closing its keep-alive connection, as nginx's
// upstream connections are), a new event stream it can no longer serve is refused with the product's Persian 503,
// a connection made after the stop is refused at once (nginx then tries the other replica), and the process exits
// 0 well within the stop grace. The requests are held in flight by a lock on the users table that the test takes
// and releases; every wait is on an event (a log line, the database's lock table, the process's exit), not a clock.
// PostgreSQL only: the lock needs a second connection.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { HTTP_ERROR_TEXTS } from '@sefaresh/shared-api/rules';
import { CLOSE_GRACE_MS } from '../../src/lib/graceful-stop';
import { SERVER_ROOT } from '../../src/lib/paths';
import { createTestApp, signedInUser } from '../helpers';

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: string;
}

let app: FastifyInstance;
let child: ChildProcess | null = null;
let dataDir: string;
const agent = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  expect(app.database.kind).toBe('postgres');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-stopping-'));
}, 180_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  agent.destroy();
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The child's JSON log lines, as they come. */
function logLines(proc: ChildProcess) {
  const waiting: { test: (msg: string) => boolean; resolve: (msg: string) => void }[] = [];
  readline.createInterface({ input: proc.stdout! }).on('line', (line) => {
    let msg = line;
    try {
      msg = (JSON.parse(line) as { msg?: string }).msg ?? line;
    } catch {
      // not a log line of the app
    }
    for (const w of [...waiting]) if (w.test(msg)) waiting.splice(waiting.indexOf(w), 1) && w.resolve(msg);
  });
  return (test: (msg: string) => boolean) =>
    new Promise<string>((resolve) => waiting.push({ test, resolve }));
}

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
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: text,
          }),
        );
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
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url,
      DATABASE_POOL_MAX: '20',
      DATA_DIR: dataDir,
      JWT_SECRET: app.config.jwtSecret,
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
    },
  });
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  const logged = logLines(child);
  const listening = await logged((m) => m.startsWith('Server listening at'));
  const port = Number(new URL(listening.slice('Server listening at '.length)).port);

  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  let stopAt = 0;
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

    const closing = logged((m) => m === 'SIGTERM: closing');
    stopAt = performance.now();
    child.kill('SIGTERM');
    await closing;
    // what arrives from now on: at most a request or two accepted while the stop begins, then refused connections
    const late: Answer[] = [];
    for (let i = 0; ; i++) {
      const answer = await request(port, 'GET', '/api/health/').catch(
        (err: NodeJS.ErrnoException) => err.code,
      );
      if (answer === 'ECONNREFUSED') break;
      if (typeof answer !== 'object' || i > 50)
        throw new Error(`a connection after the stop: ${String(answer)}`);
      late.push(answer);
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
  expect(await exited).toBe(0);
  const stopMs = performance.now() - stopAt;
  child = null;
  console.log(`stopped under load in ${Math.round(stopMs)} ms (grace ${CLOSE_GRACE_MS} ms)`);
  expect(stopMs).toBeLessThan(CLOSE_GRACE_MS);
}, 180_000);
