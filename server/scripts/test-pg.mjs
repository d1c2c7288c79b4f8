// Runs the API suite on the local PostgreSQL: creates a fresh database, runs jest with DATABASE_URL, then drops
// it and the per-app databases the tests created from it.
// PG_ADMIN_URL overrides the server to use (default postgres://postgres@127.0.0.1:5432/test).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
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

await admin(`CREATE DATABASE "${dbName}"`);
console.log(`test database ${dbName} created`);
let status;
try {
  const serverDir = fileURLToPath(new URL('..', import.meta.url));
  const jest = fileURLToPath(new URL('../../node_modules/jest/bin/jest.js', import.meta.url));
  const result = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jest, ...process.argv.slice(2)],
    {
      cwd: serverDir,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: testUrl.href },
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
