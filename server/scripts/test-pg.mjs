// Runs the API suite on the local PostgreSQL: creates a fresh database, runs jest with DATABASE_URL, drops it.
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
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  console.log(`test database ${dbName} dropped`);
}
process.exit(status ?? 1);
