import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder above `from` that holds the migrations: server/, whether this code runs from src/ or from dist/. */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`server/ not found above ${from}`);
  }
}

/** server/ */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The monorepo root, parent of server/. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
/** Committed drizzle-kit migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
