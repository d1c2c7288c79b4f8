// Backs up a Sefaresh deployment: the PostgreSQL database (pg_dump, custom format) and the file store on local
// disk (receipts and catalogue images under DATA_DIR/files, as one tar.gz). Reads the API's own settings, so an
// operator runs it with the replicas' environment file:
//   set -a; . /etc/sefaresh/api.env; set +a; node scripts/backup.mjs /var/backups/sefaresh
// Writes <out>/sefaresh-<UTC time>/ with database.dump, files.tar.gz and backup.json; the folder appears under its
// final name only once complete. The database is dumped first (one consistent snapshot), the files after it, so
// every file a dumped row names is in the archive (a file deleted in the seconds between is the only exception).
// With S3 storage (S3_BUCKET set) only the database is dumped: keep the bucket versioned or replicated.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const DUMP_FILE = 'database.dump';
export const FILES_ARCHIVE = 'files.tar.gz';
export const MANIFEST = 'backup.json';

/** The file store's folder as the API resolves it (server/src/config.ts: DATA_DIR relative to the repo root). */
export const filesDirOf = (dataDir) => path.join(path.resolve(REPO_ROOT, dataDir ?? 'data'), 'files');

/**
 * A libpq connection for the PostgreSQL tools: the URL without its password, which goes in PGPASSWORD instead so
 * that it never shows in the process list.
 */
export function pgConnection(databaseUrl) {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl ?? '')) throw new Error('DATABASE_URL must be postgres://…');
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env, database: decodeURIComponent(url.pathname.slice(1)) };
}

/** Runs a command, returns its stdout; throws with its stderr when it fails. */
export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args[0]} failed (${r.status}): ${r.stderr.trim()}`);
  return r.stdout;
}

export function backup(outDir, { databaseUrl, dataDir, s3 = false, now = new Date() }) {
  const pg = pgConnection(databaseUrl);
  const name = `sefaresh-${now.toISOString().replace(/[:.]/g, '-')}`;
  const final = path.join(path.resolve(outDir), name);
  const partial = `${final}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    run('pg_dump', ['--format=custom', `--file=${path.join(partial, DUMP_FILE)}`, `--dbname=${pg.url}`], {
      env: pg.env,
    });
    const migrations = Number(
      run('psql', ['-XAtc', 'select count(*) from drizzle.__drizzle_migrations', pg.url], {
        env: pg.env,
      }).trim(),
    );
    const filesDir = filesDirOf(dataDir);
    let files = 's3';
    if (!s3) {
      files = existsSync(filesDir) && readdirSync(filesDir).length ? 'disk' : 'empty';
      if (files === 'disk') run('tar', ['-czf', path.join(partial, FILES_ARCHIVE), '-C', filesDir, '.']);
    }
    const manifest = { created_at: now.toISOString(), database: pg.database, migrations, files };
    writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, final);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  return final;
}

if (process.argv[1] === import.meta.filename) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error(
      'usage: node scripts/backup.mjs <folder>   (DATABASE_URL and DATA_DIR from the environment)',
    );
    process.exit(2);
  }
  try {
    const s3 = Boolean(process.env.S3_BUCKET);
    const dir = backup(outDir, { databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR, s3 });
    if (s3) console.error('S3 file store: only the database was dumped; the bucket needs its own versioning');
    console.log(dir);
  } catch (err) {
    console.error(`backup failed: ${err.message}`);
    process.exit(1);
  }
}
