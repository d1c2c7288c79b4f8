// CI's check of the backup and restore procedure (docs/operations.md), as an operator runs it: the built API on a
// fresh PostgreSQL database with the demo data (orders in every status, receipts and images in the file store),
// `node scripts/backup.mjs` while it serves, `node scripts/restore.mjs` into a new database and a new DATA_DIR,
// then the API on the restored copy alone (no seeding) must answer staff's order list and a receipt file exactly
// as the original did. Fails (exit 1) on any difference. About 30 s.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deepStrictEqual } from 'node:assert/strict';
import { API_NODE_ARGS, API_PROCESS_ENV, buildApi } from '../server/scripts/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const admin = process.env.BACKUP_CHECK_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const tag = `${process.pid}_${Date.now()}`;
const databases = { original: `sefaresh_backup_${tag}`, restored: `sefaresh_restored_${tag}` };
const urlOf = (db) => admin.replace(/\/[^/]*$/, `/${db}`);
const work = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-backup-check-'));
const staff = { email: 'staff@sefaresh.ir', password: 'Sefaresh1404' };
const apiEnv = {
  ...API_PROCESS_ENV,
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  // a test deployment: demo accounts and log-only transports (server/README.md, production rules)
  ALLOW_DEMO_PASSWORD: 'true',
  ALLOW_LOG_TRANSPORTS: 'true',
  JWT_SECRET: 'backup-check-secret-that-is-long-enough-0123456789',
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'warn',
};
const apis = new Set();

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The built API as a replica runs it (the node arguments and environment of server/scripts/build.mjs). */
async function startApi(database, dataDir, seed) {
  const port = await freePort();
  const env = {
    ...process.env,
    ...apiEnv,
    PORT: String(port),
    DATABASE_URL: urlOf(database),
    DATA_DIR: dataDir,
  };
  env.SEED_DEMO = String(seed);
  const child = spawn(process.execPath, API_NODE_ARGS, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  apis.add(child);
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the API on ${database} exited (${child.exitCode})`);
    const up = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base };
    if (waited > 60_000) throw new Error(`the API on ${database} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopApi({ child }) {
  apis.delete(child);
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
}

async function call(base, url, token) {
  const res = await fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** What staff see: every page of the admin order list (with its statistics) and the bytes of one receipt. */
async function snapshot({ base }) {
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  if (!login.ok) throw new Error(`staff sign-in: ${login.status}`);
  const token = (await login.json()).tokens.access;
  const pages = [];
  for (let page = 1; page === 1 || page <= pages[0].total_pages; page++)
    pages.push(await (await call(base, `/api/admin/orders/?page=${page}`, token)).json());
  const withReceipt = pages.flatMap((p) => p.results).find((o) => o.payment_receipts_count > 0);
  if (!withReceipt) throw new Error('no order with a receipt to compare');
  const list = await (await call(base, `/api/orders/${withReceipt.id}/payment-receipts/`, token)).json();
  const fileUrl = `/api/orders/${withReceipt.id}/payment-receipts/${list.receipts[0].id}/file/`;
  const bytes = Buffer.from(await (await call(base, fileUrl, token)).arrayBuffer());
  return { pages, receipt: { fileUrl, sha256: createHash('sha256').update(bytes).digest('hex') } };
}

function node(script, env) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', script[0]), ...script.slice(1)], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${script[0]} failed: ${r.stderr}`);
  return { stdout: r.stdout.trim(), stderr: r.stderr };
}

async function main() {
  const started = Date.now();
  await buildApi();
  const psql = (sql) => spawnSync('psql', ['-XqAc', sql, admin], { encoding: 'utf8' });
  if (psql(`CREATE DATABASE ${databases.original}`).status !== 0)
    throw new Error('cannot create the database');
  const originalDir = path.join(work, 'original');
  const api = await startApi(databases.original, originalDir, true); // migrates, seeds, stores files
  const before = await snapshot(api);
  const backupDir = node(['backup.mjs', path.join(work, 'backups')], {
    DATABASE_URL: urlOf(databases.original),
    DATA_DIR: originalDir,
  }).stdout;
  await stopApi(api);

  const restoredDir = path.join(work, 'restored');
  const restoreEnv = { DATABASE_URL: urlOf(databases.restored), DATA_DIR: restoredDir };
  node(['restore.mjs', backupDir], restoreEnv);
  // a second restore onto the same places must refuse rather than write over them
  const again = spawnSync(process.execPath, ['scripts/restore.mjs', backupDir], {
    cwd: root,
    env: { ...process.env, ...restoreEnv },
    encoding: 'utf8',
  });
  if (again.status === 0) throw new Error('restore wrote over a database that already had tables');

  const restored = await startApi(databases.restored, restoredDir, false);
  const after = await snapshot(restored);
  await stopApi(restored);
  deepStrictEqual(after, before, 'the restored API answers differently');
  const orders = before.pages[0].count;
  console.log(
    `backup and restore: ${orders} orders and receipt ${before.receipt.fileUrl} the same after restore`,
  );
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function cleanUp() {
  await Promise.all([...apis].map((child) => stopApi({ child })));
  for (const db of Object.values(databases))
    spawnSync('psql', ['-XqAc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`, admin]);
  rmSync(work, { recursive: true, force: true });
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
