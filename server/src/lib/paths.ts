import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/ (this file is server/src/lib/paths.ts). */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The monorepo root, parent of server/. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
/** Committed drizzle-kit migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
