// `npm run files:migrate -- --from disk --to s3` (or `--from s3 --to disk`): the disk store is DATA_DIR/files (or
// --dir), the S3 store the one the S3_* settings name (docs/operations.md, "Moving the files between stores").
// Prints a summary; exits 1 when an object could not be copied (run it again: what is there is skipped).
import { parseArgs } from 'node:util';
import path from 'node:path';
import type { FileStoreConfig } from '../../config';
import { envReader, type Env } from '../../config/env';
import { readFileStore } from '../../config/settings';
import { createFileStore } from '../../lib/file-store';
import { REPO_ROOT } from '../../lib/paths';
import { copyStore, type CopySummary } from './copy-store';

const USAGE =
  'usage: npm run files:migrate -- --from disk|s3 --to s3|disk [--dir <folder of the disk store>]';

/** The two stores of the command, or why not. */
function storesOf(argv: string[], env: Env): { from: FileStoreConfig; to: FileStoreConfig } | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, to: { type: 'string' }, dir: { type: 'string' } },
    }));
  } catch (err) {
    return `${err instanceof Error ? err.message : String(err)}\n${USAGE}`;
  }
  const { from, to } = values;
  const kinds = ['disk', 's3'];
  if (!from || !to || !kinds.includes(from) || !kinds.includes(to) || from === to) return USAGE;
  const problems: string[] = [];
  const r = envReader(env, problems);
  const dataDir = path.resolve(REPO_ROOT, r.get('DATA_DIR') ?? 'data');
  const disk: FileStoreConfig = {
    kind: 'disk',
    dir: values.dir ? path.resolve(values.dir) : path.join(dataDir, 'files'),
  };
  const s3 = readFileStore(r, dataDir);
  if (problems.length) return problems.join('\n');
  if (s3.kind !== 's3')
    return 'S3 is not configured: set S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';
  return from === 'disk' ? { from: disk, to: s3 } : { from: s3, to: disk };
}

const where = (c: FileStoreConfig) => (c.kind === 'disk' ? `disk ${c.dir}` : `s3 ${c.endpoint}/${c.bucket}`);
const said = (s: CopySummary) =>
  `${s.copied} copied (${(s.bytes / 1024 / 1024).toFixed(1)} MB), ${s.present} already there, ` +
  `${s.vanished} gone meanwhile, ${s.failed.length} failed`;

/** Runs the command; returns its exit code. */
export async function filesMigrate(
  argv: string[],
  env: Env,
  print: (line: string) => void = console.log,
): Promise<number> {
  const stores = storesOf(argv, env);
  if (typeof stores === 'string') {
    print(stores);
    return 2;
  }
  print(`copying every stored file: ${where(stores.from)} → ${where(stores.to)}`);
  const [from, to] = await Promise.all([createFileStore(stores.from), createFileStore(stores.to)]);
  const summary = await copyStore(from, to, { onProgress: (s) => print(`… ${said(s)}`) });
  for (const f of summary.failed) print(`failed: ${f.key}: ${f.error}`);
  print(`done: ${said(summary)}`);
  return summary.failed.length ? 1 : 0;
}
