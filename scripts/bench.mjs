// `npm run bench`: what a real browser downloads per page, and API throughput next to a bare node:http server,
// measured side by side in one run, and the customer's order list and detail with 10,000 orders on PostgreSQL and
// on PGlite. Prints figures and ratios; nothing here passes or fails on timing.
// BENCH_SECONDS: seconds per load (10). BENCH_PARTS: comma list of pages,api,orders-pg,orders-pglite,admin-pg,
// dealer-pg,people-pg,products-pg,export-pg,
// uploads-pg,lighthouse (all). BENCH_ADMIN_CUSTOMERS: the customers admin-pg spreads its orders over (3000; 100000 for the
// staff search at scale).
// BENCH_API_PORT, BENCH_WEB_PORT: the API's and nginx's ports (8181, 8190), for a second bench on the machine.
// BENCH_ORDERS_SQL: SQL run after the orders are seeded and before they are measured, on both databases (to try
// an index: BENCH_ORDERS_SQL='CREATE INDEX ... ON orders (...)').
// BENCH_FILES=1: the pages part also lists each page's scripts with their gzip size.
// BENCH_LIGHTHOUSE_RUNS: Lighthouse loads per page (3; the median is shown); BENCH_LIGHTHOUSE_DETAILS=1 also prints
// the audits that say what made each page slow.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { deploy } from '../nginx/deploy.mjs';
import { API_NODE_ARGS, API_PROCESS_ENV, buildApi } from '../server/scripts/build.mjs';
import { measurePages } from './bench/pages.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import {
  ADMIN_ORDER_COUNT,
  EXPORT_ORDER_COUNT,
  growOrdersPostgres,
  measureAdmin,
  measureExport,
  seedAdminPostgres,
} from './bench/admin.mjs';
import { DEALER_ORDER_COUNT, measureDealer, seedDealerPostgres } from './bench/dealer.mjs';
import { BENCH_DEALERS, PEOPLE_COUNT, measurePeople, seedPeoplePostgres } from './bench/people.mjs';
import { PRODUCT_COUNT, measureProducts, seedProductsPostgres } from './bench/products.mjs';
import { confirmedOrdersPostgres, measureUploads } from './bench/uploads.mjs';
import { loadToolLine, measureApi, memoryMb, peakRssDuring } from './bench/api.mjs';
import { login, measureOrders, registerCustomer, seedPglite, seedPostgres } from './bench/orders.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pgAdmin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `sefaresh_bench_${process.pid}`;
const apiPort = Number(process.env.BENCH_API_PORT ?? 8181);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 8190);
const children = [];
const parts = new Set(
  (
    process.env.BENCH_PARTS ??
    'pages,api,orders-pg,orders-pglite,admin-pg,dealer-pg,people-pg,products-pg,export-pg,uploads-pg,lighthouse'
  ).split(','),
);
const extraSql = process.env.BENCH_ORDERS_SQL ?? '';
const apiEnv = {
  ...API_PROCESS_ENV,
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  // the bench's demo accounts and its mail and SMS written to the log: a test deployment's settings
  ALLOW_DEMO_PASSWORD: 'true',
  ALLOW_LOG_TRANSPORTS: 'true',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
  ACCESS_TOKEN_TTL: '2h',
  RATE_LIMIT_ENABLED: 'false',
  // the production default level (info): every figure includes the one request line per answer
  LOG_LEVEL: 'info',
};

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

/** env values of undefined remove the variable. */
function start(cmd, args, env) {
  const merged = { ...process.env, ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const child = spawn(cmd, args, {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Whether something already answers on the port (then the bench would measure that program, not ours). */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The API in its own process, up and answering; refuses to go on when the port answers for another program.
 * `baseEnv`: the bench's production settings, or `{}` for a process started as `npm start` starts it.
 */
async function startApi(env, baseEnv = apiEnv) {
  if (await portInUse(apiPort)) throw new Error(`port ${apiPort} already answers: stop that program first`);
  const child = start(process.execPath, API_NODE_ARGS, { ...baseEnv, ...env });
  await waitFor(`http://127.0.0.1:${apiPort}/api/health/`);
  if (child.exitCode !== null || child.signalCode !== null)
    throw new Error(
      `the API exited (${child.exitCode ?? child.signalCode}); something else answered on ${apiPort}`,
    );
  return child;
}

async function stop(child) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  children.splice(children.indexOf(child), 1);
}

/** The API's RSS at its peak during `work` (sampled every 100 ms) and after it. */
async function printMemory(label, pid, budget, work) {
  const { peak } = await peakRssDuring(pid, work, 100);
  console.log(
    `API process memory (RSS), ${label}: peak ${peak.toFixed(0)} MB under the load, ` +
      `${memoryMb(pid).toFixed(0)} MB after it${budget ? ` (budget ${budget})` : ''}`,
  );
}

async function ordersOnPglite(dataDir) {
  const base = `http://127.0.0.1:${apiPort}`;
  // production refuses the embedded database, so the PGlite part runs as the default `npm start` does
  const env = { DATABASE_URL: undefined, DATA_DIR: dataDir, NODE_ENV: 'development' };
  let api = await startApi(env); // migrates and seeds the demo data
  const customer = await registerCustomer(base);
  await stop(api);
  const orderId = await seedPglite(path.join(dataDir, 'db'), customer.id, extraSql);
  api = await startApi(env);
  const token = await login(base, customer.credentials);
  await printMemory('PGlite', api.pid, undefined, () => measureOrders(base, api.pid, { token, orderId }));
  await stop(api);
}

/** The product as `npm start` serves it (scripts/start.mjs): one process, the built apps, PGlite with the demo data. */
async function lighthouseOnStart(dataDir) {
  const startEnv = {
    ...API_PROCESS_ENV,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    STATIC_ROOT: root,
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    NODE_ENV: undefined,
  };
  const api = await startApi(startEnv, {});
  await measureLighthouse(`http://127.0.0.1:${apiPort}`);
  await stop(api);
}

async function main() {
  console.log(loadToolLine());
  await buildApi(); // from the current sources (a fraction of a second)
  const missing = ['shell', 'mf-auth', 'mf-customer', 'mf-dealer', 'mf-admin', 'mf-catalogue'].filter(
    (a) => spawnSync('test', ['-d', path.join(root, a, 'dist')]).status !== 0,
  );
  if ((parts.has('pages') || parts.has('lighthouse')) && missing.length)
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

  const databaseUrl = pgAdmin.replace(/\/[^/]*$/, `/${dbName}`);
  const base = `http://127.0.0.1:${apiPort}`;
  const pgParts = [
    'pages',
    'api',
    'orders-pg',
    'admin-pg',
    'dealer-pg',
    'people-pg',
    'products-pg',
    'export-pg',
    'uploads-pg',
  ].filter((p) => parts.has(p));
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-bench-'));
  let created = false;
  try {
    if (pgParts.length) {
      psql(`CREATE DATABASE ${dbName}`);
      created = true;
      // the file store in the bench's temporary folder, removed with it
      const pgEnv = { DATABASE_URL: databaseUrl, DATA_DIR: path.join(prefix, 'data') };
      // the first start migrates and seeds; the API is measured as a production replica runs, on a seeded database
      await stop(await startApi(pgEnv));
      const api = await startApi(pgEnv);

      if (parts.has('pages')) {
        const conf = deploy(prefix, { listen: `127.0.0.1:${webPort}`, upstreams: [`127.0.0.1:${apiPort}`] });
        start('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {});
        await waitFor(`http://127.0.0.1:${webPort}/`);
        console.log('\n## JavaScript a cold browser downloads (gzip), ARCHITECTURE.md §8\n');
        await measurePages(`http://127.0.0.1:${webPort}`);
      }

      if (parts.has('api')) {
        console.log(
          '\n## API on PostgreSQL, 50 connections, next to a bare node:http server answering the same bytes\n',
        );
        await measureApi(base, api.pid);
      }

      if (parts.has('orders-pg')) {
        console.log(
          '\n## Customer order list and detail on PostgreSQL, 10,000 orders of the customer, 50 connections, ' +
            'next to bare node:http (budget: api/bare >= 0.05 with wrk, p99 <= 3 x p50, p99 < 10 ms at 50 and 200 req/s)\n',
        );
        if (extraSql) console.log(`BENCH_ORDERS_SQL: ${extraSql}`);
        const customer = await registerCustomer(base);
        const orderId = seedPostgres(databaseUrl, customer.id, extraSql);
        const token = await login(base, customer.credentials);
        await printMemory('PostgreSQL', api.pid, '300 MB', () =>
          measureOrders(base, api.pid, { token, orderId }),
        );
      }

      if (parts.has('admin-pg')) {
        console.log(
          `\n## Admin order list on PostgreSQL with ${ADMIN_ORDER_COUNT.toLocaleString('en')} more orders ` +
            '(budget: p95 < 50 ms)\n',
        );
        seedAdminPostgres(databaseUrl);
        const staff = await login(base, { email: 'staff@sefaresh.ir', password: 'Sefaresh1404' });
        await measureAdmin(base, api.pid, staff);
      }

      if (parts.has('dealer-pg')) {
        console.log(
          `\n## Dealer's assigned orders on PostgreSQL: ${DEALER_ORDER_COUNT.toLocaleString('en')} of ` +
            `${ADMIN_ORDER_COUNT.toLocaleString('en')} orders assigned to one dealer (budget: p95 < 50 ms)\n`,
        );
        if (!parts.has('admin-pg')) seedAdminPostgres(databaseUrl);
        seedDealerPostgres(databaseUrl);
        const credentials = { email: 'dealer1@sefaresh.ir', password: 'Sefaresh1404' };
        const dealerToken = await login(base, credentials);
        const staffToken = await login(base, { email: 'staff@sefaresh.ir', password: 'Sefaresh1404' });
        const me = await (
          await fetch(`${base}/api/profile/me/`, { headers: { authorization: `Bearer ${dealerToken}` } })
        ).json();
        await measureDealer(base, databaseUrl, { dealerToken, staffToken, dealerId: me.id });
      }

      if (parts.has('people-pg')) {
        console.log(
          `\n## Admin people, dealers and reports on PostgreSQL: ${PEOPLE_COUNT.toLocaleString('en')} users, ` +
            `${BENCH_DEALERS.toLocaleString('en')} dealers, ${ADMIN_ORDER_COUNT.toLocaleString('en')} orders ` +
            '(budget: p95 < 50 ms for lists, < 300 ms for reports)\n',
        );
        if (!parts.has('admin-pg') && !parts.has('dealer-pg')) seedAdminPostgres(databaseUrl);
        seedPeoplePostgres(databaseUrl);
        const staffToken = await login(base, { email: 'staff@sefaresh.ir', password: 'Sefaresh1404' });
        await measurePeople(base, staffToken);
      }

      if (parts.has('products-pg')) {
        console.log(
          `\n## Public catalogue GET /products/ on PostgreSQL with ${PRODUCT_COUNT.toLocaleString('en')} products ` +
            '(budget: p95 < 50 ms)\n',
        );
        seedProductsPostgres(databaseUrl);
        await measureProducts(base, databaseUrl);
      }

      if (parts.has('export-pg')) {
        console.log(
          `\n## Excel export of ${EXPORT_ORDER_COUNT.toLocaleString('en')} orders on PostgreSQL ` +
            '(budget: API RSS < 300 MB)\n',
        );
        if (!['admin-pg', 'dealer-pg', 'people-pg'].some((p) => parts.has(p))) seedAdminPostgres(databaseUrl);
        growOrdersPostgres(databaseUrl);
        const staff = await login(base, { email: 'staff@sefaresh.ir', password: 'Sefaresh1404' });
        await measureExport(base, api.pid, staff);
      }

      if (parts.has('uploads-pg')) {
        console.log(
          '\n## Uploads at their limits on PostgreSQL with the disk file store (budget: API RSS < 300 MB)\n',
        );
        const customerToken = await login(base, { email: 'customer1@sefaresh.ir', password: 'Sefaresh1404' });
        const staffToken = await login(base, { email: 'staff@sefaresh.ir', password: 'Sefaresh1404' });
        const [category] = await (await fetch(`${base}/api/products/categories/`)).json();
        const orderIds = confirmedOrdersPostgres(databaseUrl);
        await measureUploads(base, api.pid, { customerToken, staffToken, orderIds, categoryId: category.id });
      }
      for (const c of [...children].reverse()) await stop(c);
    }

    if (parts.has('orders-pglite')) {
      console.log(
        '\n## Customer order list and detail on PGlite, 10,000 orders of the customer, 50 connections, ' +
          'next to bare node:http\n',
      );
      if (extraSql) console.log(`BENCH_ORDERS_SQL: ${extraSql}`);
      await ordersOnPglite(path.join(prefix, 'pglite-data'));
    }

    if (parts.has('lighthouse')) {
      console.log(
        '\n## Lighthouse, mobile preset, on the product as `npm start` serves it (target: performance >= 90, ' +
          'CLS <= 0.1; ARCHITECTURE.md §8)\n',
      );
      await lighthouseOnStart(path.join(prefix, 'start-data'));
    }
  } finally {
    for (const c of children.reverse()) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(prefix, { recursive: true, force: true });
    if (created) {
      try {
        psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      } catch (err) {
        console.error(String(err));
      }
    }
  }
}

main().catch((err) => {
  console.error(err);
  for (const c of children) c.kill('SIGTERM');
  process.exitCode = 1;
});
