// CI gate: the committed migrations match the schema, i.e. drizzle-kit finds nothing to generate.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..');
const drizzleDir = path.join(server, 'drizzle');
const status = () =>
  spawnSync('git', ['status', '--porcelain', '--', drizzleDir], { encoding: 'utf8' }).stdout.trim();

const before = status();
const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'drizzle-kit.mjs'), 'generate'], {
  cwd: server,
  encoding: 'utf8',
});
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(run.status ?? 1);
}
const after = status();
if (after !== before) {
  console.error(
    'The schema has changes with no migration: run `npm run db:generate -w server` and commit it.',
  );
  console.error(after);
  spawnSync('git', ['checkout', '--', drizzleDir]);
  spawnSync('git', ['clean', '-fdq', '--', drizzleDir]);
  process.exit(1);
}
console.log('migrations match the schema');
