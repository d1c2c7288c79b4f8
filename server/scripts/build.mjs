// Compiles the API into one ES module, server/dist/server.mjs with its source map, which production, `npm start`,
// the end-to-end lane and the bench run: node starts on JavaScript instead of compiling TypeScript at every start
// (6–25 s under a loader) and holds no compiler in memory. Packages stay in node_modules; only the workspace's
// shared-api, which is TypeScript, is bundled in. Run as a script, it builds; imported, it says how to run the API.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(serverDir, 'dist', 'server.mjs');
/** The operator's commands, built beside the API so that the image can run them without a compiler. */
const COMMANDS = {
  'create-admin': path.join(serverDir, 'src', 'cli', 'create-admin.ts'),
  migrate: path.join(serverDir, 'src', 'cli', 'migrate.ts'),
  'files-migrate': path.join(serverDir, 'src', 'cli', 'files-migrate.ts'),
  'repair-order-counts': path.join(serverDir, 'scripts', 'repair-order-counts.ts'),
};

/**
 * node's arguments that run the built API (from the repository root, or any folder: the path is absolute).
 * `--heap-growing-percent=100`: V8 lets the old space grow to four times what survived the last full collection
 * while collections are cheap, and under 50 connections the requests in flight across two scavenges fill it with
 * garbage: 50 MB live, 210 MB of old space, 300–345 MB of RSS at the peak. Twice the live size keeps the peak near
 * 210 MB (budget 300) at no CPU cost the bench can tell apart; `--max-old-space-size` held it lower but cost
 * 15–30% more CPU per request.
 */
export const API_NODE_ARGS = ['--enable-source-maps', '--heap-growing-percent=100', outfile];

/**
 * The environment the API process starts with: glibc's malloc otherwise keeps an arena per thread, and sharp's
 * threads left about 50 MB of freed image memory held in them (a product with 5 × 5 MB photos peaked at 303 MB
 * of RSS, 250 MB with two arenas). sharp's documentation gives the same advice.
 */
export const API_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };

export async function buildApi() {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sefaresh/'));
  await build({
    entryPoints: { server: path.join(serverDir, 'src', 'server.ts'), ...COMMANDS },
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // a package's subpaths (drizzle-orm/pg-core, @aws-sdk/client-s3) stay external with it
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi();
  // `node scripts/build.mjs start` (the workspace's `npm start`): then runs it as production does
  if (process.argv[2] === 'start') {
    const api = spawn(process.execPath, API_NODE_ARGS, {
      stdio: 'inherit',
      env: { ...API_PROCESS_ENV, ...process.env },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
    api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}
