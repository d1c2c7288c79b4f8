// Restores a backup of scripts/backup.mjs into a NEW database and an empty file store folder; it never writes
// over a database that has tables or a files folder that has files. Point DATABASE_URL (and DATA_DIR) at the new
// places, then start the API on them:
//   DATABASE_URL=postgres://sefaresh@db/sefaresh_restored DATA_DIR=/var/lib/sefaresh-restored \
//     node scripts/restore.mjs /var/backups/sefaresh/sefaresh-2026-11-26T03-00-00-000Z
// The database is created when it does not exist (the user needs CREATEDB; otherwise create it empty first).
// Objects are owned by the restoring user (--no-owner). The restore runs in one transaction: it all lands or nothing.
// The messages the old system had not sent yet are held (notification_outbox.held_at): the restored API does not
// send them by itself; staff retry or discard each in the failed-notifications view (docs/operations.md).
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DUMP_FILE, FILES_ARCHIVE, MANIFEST, filesDirOf, pgConnection, run } from './backup.mjs';

const JOURNAL = path.resolve(import.meta.dirname, '..', 'server', 'drizzle', 'meta', '_journal.json');

/** Creates the database when missing; refuses one that already holds tables. */
function prepareDatabase(pg) {
  const tables =
    "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')";
  try {
    const count = Number(run('psql', ['-XAtc', tables, pg.url], { env: pg.env }).trim());
    if (count > 0)
      throw new Error(`database ${pg.database} already has ${count} tables: restore into a new one`);
  } catch (err) {
    if (!/does not exist/.test(err.message)) throw err;
    const maintenance = new URL(pg.url);
    maintenance.pathname = '/postgres';
    const quoted = `"${pg.database.replace(/"/g, '""')}"`;
    run('psql', ['-XqAc', `CREATE DATABASE ${quoted}`, maintenance.toString()], { env: pg.env });
  }
}

/**
 * Holds every unsent message of the restored database: the old system may still send them (or have sent them after
 * the dump), so they wait for staff. A backup older than the held_at column gets it here (the migration that adds it
 * skips a column that exists). Answers how many were held.
 */
export function holdPendingMessages(pg) {
  const sql = [
    'ALTER TABLE notification_outbox ADD COLUMN IF NOT EXISTS held_at timestamp with time zone;',
    // discarded_at is read through the row's JSON: a backup older than that column has none
    "WITH held AS (UPDATE notification_outbox SET held_at = now() WHERE sent_at IS NULL AND held_at IS NULL AND to_jsonb(notification_outbox) ->> 'discarded_at' IS NULL RETURNING 1)",
    'SELECT count(*) FROM held;',
  ].join('\n');
  const out = run('psql', ['-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', sql, pg.url], { env: pg.env });
  return Number(out.trim().split('\n').pop());
}

export function restore(backupDir, { databaseUrl, dataDir }) {
  const manifest = JSON.parse(readFileSync(path.join(backupDir, MANIFEST), 'utf8'));
  const known = JSON.parse(readFileSync(JOURNAL, 'utf8')).entries.length;
  if (manifest.migrations > known)
    throw new Error(
      `the backup's schema has ${manifest.migrations} migrations, this code knows ${known}: restore with the release that made it`,
    );
  const filesDir = filesDirOf(dataDir);
  if (manifest.files === 'disk' && existsSync(filesDir) && readdirSync(filesDir).length)
    throw new Error(`${filesDir} is not empty: restore into a new DATA_DIR`);

  const pg = pgConnection(databaseUrl);
  prepareDatabase(pg);
  run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${pg.url}`,
      DUMP_FILE,
    ],
    { env: pg.env, cwd: backupDir },
  );
  const held = holdPendingMessages(pg);
  if (manifest.files === 'disk') {
    mkdirSync(filesDir, { recursive: true });
    run('tar', ['-xzf', path.join(backupDir, FILES_ARCHIVE), '-C', filesDir]);
  }
  return { manifest, filesDir: manifest.files === 'disk' ? filesDir : null, held };
}

if (process.argv[1] === import.meta.filename) {
  const backupDir = process.argv[2];
  if (!backupDir) {
    console.error(
      'usage: node scripts/restore.mjs <backup folder>   (DATABASE_URL and DATA_DIR: the new places)',
    );
    process.exit(2);
  }
  try {
    const { manifest, filesDir, held } = restore(path.resolve(backupDir), {
      databaseUrl: process.env.DATABASE_URL,
      dataDir: process.env.DATA_DIR,
    });
    console.log(`restored the backup of ${manifest.created_at} (${manifest.migrations} migrations)`);
    if (filesDir) console.log(`files in ${filesDir}`);
    if (held)
      console.log(
        `${held} unsent messages held: staff retry or discard them (failed notifications, docs/operations.md)`,
      );
    if (manifest.files === 's3') console.log('the files are in S3: point S3_* at the bucket (or its copy)');
  } catch (err) {
    console.error(`restore failed: ${err.message}`);
    process.exit(1);
  }
}
