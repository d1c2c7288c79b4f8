// Before jest starts its workers: the migrated PGlite template (test/pglite-template.ts) is built here, once,
// instead of by the first test app in each worker at the same time and within that file's time limit. On
// PostgreSQL (DATABASE_URL) there is nothing to build.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const serverDir = fileURLToPath(new URL('..', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  execFileSync(tsx, ['--eval', "import('./test/pglite-template.ts').then((t) => t.pgliteTemplate())"], {
    cwd: serverDir,
    stdio: 'inherit',
  });
}
