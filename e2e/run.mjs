// The end-to-end lane: production builds behind nginx, two API replicas on a fresh PostgreSQL database (limit
// counters shared in Redis), then the browser journeys (node:test + playwright-core driving Debian's Chromium).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy } from '../nginx/deploy.mjs';
// The server's build script is loaded by URL, so this package's type check does not take in the server's scripts.
const { API_NODE_ARGS, API_PROCESS_ENV, buildApi } = await import(
  new URL('../server/scripts/build.mjs', import.meta.url).href
);
import { startMailbox } from './lib/mailbox.mjs';

const root = path.resolve(import.meta.dirname, '..');
const nginxPort = Number(process.env.E2E_PORT ?? 8090);
// E2E_API_PORTS=8181,8182 (with E2E_PORT) lets two lanes run side by side on one machine
const apiPorts = (process.env.E2E_API_PORTS ?? '8081,8082').split(',').map(Number);
const artifacts = path.join(import.meta.dirname, 'artifacts');
const children = [];
const pgAdmin = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `sefaresh_e2e_${process.pid}_${Date.now()}`;
// The two replicas share their limit counters in Redis, as a production deployment of several replicas must
// (server/README.md); each run has its own key prefix.
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const redisPrefix = `sefaresh-e2e-${process.pid}-${Date.now()}:`;
// the journeys sign in many times from one address; journeys/security.test.mjs counts up to it from others
const loginLimit = 500;

function psql(sql) {
  const r = spawnSync('psql', [pgAdmin, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
}

async function waitFor(url, what, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up at ${url}`);
}

function start(name, cmd, args, env = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  if (process.env.E2E_VERBOSE) {
    child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  }
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  children.push(child);
  return child;
}

function stopAll() {
  for (const c of children.reverse()) c.kill('SIGTERM');
}

async function main() {
  await buildApi(); // from the current sources (a fraction of a second)
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  psql(`CREATE DATABASE ${dbName}`);
  const maildir = path.join(artifacts, 'mail');
  const mailbox = await startMailbox(maildir);
  const databaseUrl = pgAdmin.replace(/\/[^/]*$/, `/${dbName}`);
  const apiEnv = {
    ...API_PROCESS_ENV,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    // a test deployment: production refuses the published demo password and the log-only SMS transport
    // unless told explicitly (server/README.md, production rules)
    ALLOW_DEMO_PASSWORD: 'true',
    ALLOW_LOG_TRANSPORTS: 'true',
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-0123456789',
    TRUST_PROXY: 'true',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    RATE_LIMIT_LOGIN_MAX: String(loginLimit),
    RATE_LIMIT_API_MAX: '5000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // mail goes to the journeys' own SMTP server; the worker sends every second
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailbox.port),
    NOTIFY_INTERVAL: '1s',
    // journeys/back-office.test.mjs registers a webhook to a receiver it runs on 127.0.0.1, an address the API
    // refuses to deliver to unless told (docs/contracts.md, Webhooks)
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    // short-lived access tokens, so a journey sees its session refreshed (or refused) within seconds
    ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '20s',
  };
  try {
    // The first replica migrates and seeds; the second starts on the ready database.
    for (const port of apiPorts) {
      start(`api:${port}`, process.execPath, API_NODE_ARGS, {
        ...apiEnv,
        PORT: String(port),
      });
      await waitFor(`http://127.0.0.1:${port}/api/health/`, `API replica ${port}`);
    }
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-e2e-nginx-'));
    // nginx's workers (nobody) read the copied files through it; mkdtemp makes it private to this user
    chmodSync(prefix, 0o755);
    // copied, as in production, so journeys/release.test.mjs can release an area into it in place
    const conf = deploy(prefix, {
      copy: true,
      listen: `127.0.0.1:${nginxPort}`,
      upstreams: apiPorts.map((p) => `127.0.0.1:${p}`),
    });
    start('nginx', 'nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;']);
    const baseUrl = `http://127.0.0.1:${nginxPort}`;
    await waitFor(`${baseUrl}/`, 'nginx');
    await waitFor(`${baseUrl}/api/health/`, 'nginx → API');

    // spawn, not spawnSync: this process keeps serving the journeys' SMTP mailbox meanwhile
    const tests = spawn(
      process.execPath,
      // `npm run e2e -- journeys/orders.test.mjs` runs one journey file
      [
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        ...(process.argv.slice(2).length ? process.argv.slice(2) : ['journeys/']),
      ],
      {
        cwd: import.meta.dirname,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_PREFIX: prefix,
          E2E_ARTIFACTS: artifacts,
          E2E_MAILDIR: maildir,
          E2E_DATABASE_URL: databaseUrl,
          E2E_LOGIN_LIMIT: String(loginLimit),
        },
      },
    );
    const status = await new Promise((resolve) => tests.on('exit', (code) => resolve(code)));
    process.exitCode = status ?? 1;
    rmSync(prefix, { recursive: true, force: true });
  } finally {
    stopAll();
    await mailbox.close();
    await new Promise((r) => setTimeout(r, 500));
    try {
      psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    } catch (err) {
      console.error(String(err));
    }
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
main().catch((err) => {
  console.error(err);
  stopAll();
  process.exitCode = 1;
});
