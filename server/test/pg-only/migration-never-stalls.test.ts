// A migration that needs a lock on a table a long read holds never stalls the product: it waits at most its lock
// timeout (the requests queued behind it with it), gives the lock back and tries again later, and applies once the
// read is over. PostgreSQL only (PGlite has one connection and no lock waits).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateWithRetry } from '../../src/db/migrate';

const url = process.env.DATABASE_URL as string;
const suffix = `${process.pid}_${Date.now()}`;
const table = `lock_probe_${suffix}`;
const migrationsSchema = `migrations_probe_${suffix}`;
let folder: string;
let pool: pg.Pool;

beforeAll(async () => {
  expect(url).toMatch(/^postgres/);
  pool = new pg.Pool({ connectionString: url, max: 4 });
  await pool.query(`create table ${table} (id int primary key)`);
  await pool.query(`insert into ${table} values (1)`);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: Date.now(), tag: '0000_probe', breakpoints: true }],
    }),
  );
  fs.writeFileSync(path.join(folder, '0000_probe.sql'), `ALTER TABLE ${table} ADD COLUMN extra integer;`);
});
afterAll(async () => {
  await pool.query(`drop table if exists ${table}`);
  await pool.query(`drop schema if exists ${migrationsSchema} cascade`);
  await pool.end();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('a migration behind a long read gives its lock back, lets the queued reads through, and applies after', async () => {
  const longRead = await pool.connect();
  const migrator = await pool.connect();
  try {
    await longRead.query('begin');
    await longRead.query(`select * from ${table}`); // holds its lock until the transaction ends
    let queuedRead: Promise<unknown> | null = null;
    let readEndedWhileLongReadOpen = false;
    const waits: number[] = [];
    const applied = migrateWithRetry(migrator, {
      migrationsFolder: folder,
      migrationsSchema,
      retry: { lockTimeoutMs: 300, firstPauseMs: 1_000, maxPauseMs: 1_000, giveUpAfterMs: 60_000 },
      onLockTimeout: (attempt) => waits.push(attempt),
      // no real pause: the test decides when the long read ends
      sleep: async () => {
        await queuedRead;
        readEndedWhileLongReadOpen = true;
        await longRead.query('commit');
      },
    });
    // a request's read that arrives while the migration waits for its lock queues behind it
    await waitUntil(async () => {
      const { rows } = await pool.query(
        `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = $1 and not l.granted`,
        [table],
      );
      return rows[0].n > 0;
    });
    queuedRead = pool.query(`select * from ${table}`);
    expect(await applied).toBe(2);
    expect(waits).toEqual([1]);
    expect(readEndedWhileLongReadOpen).toBe(true);
    const { rows } = await pool.query(
      `select column_name from information_schema.columns where table_name = $1 order by ordinal_position`,
      [table],
    );
    expect(rows.map((r) => r.column_name)).toEqual(['id', 'extra']);
  } finally {
    await longRead.query('rollback').catch(() => undefined);
    longRead.release();
    migrator.release();
  }
});

test('a migration that is not about locks fails at once', async () => {
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(folder, broken, { recursive: true });
  fs.writeFileSync(
    path.join(broken, '0000_probe.sql'),
    'ALTER TABLE no_such_table_anywhere ADD COLUMN x int;',
  );
  const client = await pool.connect();
  const waits: number[] = [];
  try {
    await expect(
      migrateWithRetry(client, {
        migrationsFolder: broken,
        migrationsSchema: `${migrationsSchema}_b`,
        onLockTimeout: (attempt) => waits.push(attempt),
        sleep: async () => undefined,
      }),
    ).rejects.toThrow();
    expect(waits).toEqual([]);
  } finally {
    client.release();
    await pool.query(`drop schema if exists ${migrationsSchema}_b cascade`);
    fs.rmSync(broken, { recursive: true, force: true });
  }
});

/** Polls the database (not the clock) until the condition holds. */
async function waitUntil(condition: () => Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await condition()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('condition never held');
}
