// The PGlite test apps start from one migrated database instead of each running initdb and every migration
// (seconds of work per app): built when missing before the workers start (test/global-setup.mjs; or by the first
// app that finds none) and kept as a tarball of its data folder in node_modules/.cache, every app then loads a
// copy of it, a database of its own. The file is named after the migrations and PGlite's version, so a new or
// changed migration (or another PGlite) makes a new one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { migratedPgliteTarball } from '../src/db/client';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../src/lib/paths';

const CACHE_DIR = path.join(SERVER_ROOT, 'node_modules', '.cache', 'pglite-template');

function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(pglite), '..', 'package.json'), 'utf8'));
  hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

async function build(key: string, file: string): Promise<void> {
  const tarball = await migratedPgliteTarball();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR))
    if (!old.startsWith(key)) fs.rmSync(path.join(CACHE_DIR, old), { force: true }); // older migrations'
  // written aside, then renamed: a test file in another jest worker never reads half of it
  const part = `${file}.${process.pid}`;
  fs.writeFileSync(part, tarball);
  fs.renameSync(part, file);
}

let template: Promise<string> | undefined;

/** The path of the migrated database's tarball, for DatabaseConfig's `template`. */
export function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const key = templateKey();
    const file = path.join(CACHE_DIR, `${key}.tar`);
    if (!fs.existsSync(file)) await build(key, file);
    return file;
  })();
  return template;
}
