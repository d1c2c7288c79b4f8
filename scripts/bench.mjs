// `npm run bench`: what a real browser downloads per page, and API throughput next to a bare node:http server,
// measured side by side in one run. Prints figures and ratios; nothing here passes or fails on timing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy } from '../nginx/deploy.mjs';
import { measurePages } from './bench/pages.mjs';
import { measureApi } from './bench/api.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pgAdmin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `sefaresh_bench_${process.pid}`;
const apiPort = 8181;
const webPort = 8190;
const children = [];

function psql(sql) {
  const r = spawnSync('psql', [pgAdmin, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not up: ${url}`);
}

function start(cmd, args, env) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function main() {
  const missing = ['shell', 'mf-auth', 'mf-customer', 'mf-dealer', 'mf-admin', 'mf-catalogue'].filter(
    (a) => spawnSync('test', ['-d', path.join(root, a, 'dist')]).status !== 0,
  );
  if (missing.length) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

  psql(`CREATE DATABASE ${dbName}`);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-bench-'));
  try {
    const api = start(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: pgAdmin.replace(/\/[^/]*$/, `/${dbName}`),
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    });
    await waitFor(`http://127.0.0.1:${apiPort}/api/health/`);
    const conf = deploy(prefix, { listen: `127.0.0.1:${webPort}`, upstreams: [`127.0.0.1:${apiPort}`] });
    start('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {});
    await waitFor(`http://127.0.0.1:${webPort}/`);

    console.log('\n## JavaScript a cold browser downloads (gzip), ARCHITECTURE.md §8\n');
    await measurePages(`http://127.0.0.1:${webPort}`);

    console.log(
      '\n## API on PostgreSQL, 50 connections, next to a bare node:http server answering the same bytes\n',
    );
    await measureApi(`http://127.0.0.1:${apiPort}`, api.pid);
  } finally {
    for (const c of children.reverse()) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(prefix, { recursive: true, force: true });
    try {
      psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    } catch (err) {
      console.error(String(err));
    }
  }
}

main().catch((err) => {
  console.error(err);
  for (const c of children) c.kill('SIGTERM');
  process.exitCode = 1;
});
