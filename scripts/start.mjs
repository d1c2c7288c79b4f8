// `npm start`: install what is missing, build what is stale, then serve the whole product on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apps = ['shell', 'mf-auth', 'mf-customer', 'mf-dealer', 'mf-admin', 'mf-catalogue'];
const sourceDirs = ['shared-ui/src', 'shared-api/src', 'rspack.base.mjs'];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

function isStale(app) {
  const built = path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const inputs = [
    path.join(app, 'src'),
    path.join(app, 'public'),
    path.join(app, 'rspack.config.mjs'),
    ...sourceDirs,
  ];
  return inputs.some((p) => newestMtime(path.join(root, p)) > builtAt);
}

if (!existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('• نصب وابستگی‌ها (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const stale = apps.filter(isStale);
if (stale.length > 0) {
  console.log(`• ساخت ${stale.join(', ')}…`);
  run('npm', ['run', 'build', ...stale.flatMap((a) => ['-w', a])]);
}

// the API compiles in a fraction of a second: always from the current sources. Imported only now: the build script
// needs esbuild, which a fresh clone has only after the install above.
const { API_NODE_ARGS, API_PROCESS_ENV, buildApi } = await import('../server/scripts/build.mjs');
await buildApi();

const port = process.env.PORT ?? '8080';
console.log(`• سامانه ثبت سفارش روی http://localhost:${port}`);
// The demo on one machine: a webhook may go to a receiver on this machine or the local network (a deployment keeps
// the server's default, which refuses private addresses).
const demoEnv = { WEBHOOKS_ALLOW_PRIVATE: 'true' };
const server = spawn(process.execPath, API_NODE_ARGS, {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: port, STATIC_ROOT: root, ...demoEnv, ...API_PROCESS_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
