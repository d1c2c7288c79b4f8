// Runs the API suite on the local PostgreSQL: creates a fresh database, and a migrated one the test apps' databases
// are copied from (PG_TEMPLATE_DATABASE, see test/helpers.ts: one run of the migrations instead of one per app),
// runs jest with DATABASE_URL, then drops them and the per-app databases the tests created.
// PG_ADMIN_URL overrides the server to use (default postgres://postgres@127.0.0.1:5432/test); with PGBOUNCER_URL the
// apps reach it through that pooler (scripts/test-pgbouncer.mjs).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `sefaresh_test_${randomBytes(4).toString('hex')}`;
const testUrl = new URL(adminUrl);
testUrl.pathname = `/${dbName}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const templateName = `${dbName}_template`;
const templateUrl = new URL(adminUrl);
templateUrl.pathname = `/${templateName}`;

/** The run's database for jest: PostgreSQL itself, or through PGBOUNCER_URL (a transaction pooler) with the direct one beside it. */
function databaseEnv() {
  if (!process.env.PGBOUNCER_URL) return { DATABASE_URL: testUrl.href };
  const pooled = new URL(process.env.PGBOUNCER_URL);
  pooled.pathname = `/${dbName}`;
  return { DATABASE_URL: pooled.href, DATABASE_DIRECT_URL: testUrl.href };
}

await admin(`CREATE DATABASE "${dbName}"`);
console.log(`test database ${dbName} created`);
let status;
try {
  await admin(`CREATE DATABASE "${templateName}"`);
  // no connection may stay open on it: PostgreSQL copies only a database nobody is connected to
  const pool = new pg.Pool({ connectionString: templateUrl.href });
  try {
    await migrate(drizzle(pool), { migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) });
  } finally {
    await pool.end();
  }
  const serverDir = fileURLToPath(new URL('..', import.meta.url));
  const jest = fileURLToPath(new URL('../../node_modules/jest/bin/jest.js', import.meta.url));
  const result = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jest, ...process.argv.slice(2)],
    {
      cwd: serverDir,
      stdio: 'inherit',
      env: { ...process.env, ...databaseEnv(), PG_TEMPLATE_DATABASE: templateName },
    },
  );
  status = result.status ?? 1;
} finally {
  // test/helpers.ts gives each test app its own database named `${dbName}_<random>`.
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query('select datname from pg_database where datname like $1', [
    `${dbName}%`,
  ]);
  await client.end();
  for (const { datname } of rows) await admin(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  console.log(`test databases ${dbName}* dropped (${rows.length})`);
}
process.exit(status ?? 1);
