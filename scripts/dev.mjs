// `npm run dev`: the API in watch mode and every dev server (shell and remotes), output prefixed by name.
// Ctrl-C stops them all. Ports: docs/contracts.md (API 8000, shell 3000, remotes 3001–3005).
//   node scripts/dev.mjs                 everything
//   node scripts/dev.mjs shell mf-auth   only these (plus nothing else; add `server` for the API)
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const ALL = [
  { name: 'server', port: 8000, env: { PORT: '8000' } },
  { name: 'shell', port: 3000 },
  { name: 'mf-auth', port: 3001 },
  { name: 'mf-customer', port: 3002 },
  { name: 'mf-dealer', port: 3003 },
  { name: 'mf-admin', port: 3004 },
  { name: 'mf-catalogue', port: 3005 },
];

const wanted = process.argv.slice(2);
const apps = wanted.length ? ALL.filter((a) => wanted.includes(a.name)) : ALL;
if (wanted.length && apps.length !== wanted.length) {
  console.error(`unknown app in: ${wanted.join(' ')} (known: ${ALL.map((a) => a.name).join(' ')})`);
  process.exit(2);
}

const COLORS = [36, 33, 35, 32, 34, 31, 96];
const width = Math.max(...apps.map((a) => a.name.length));
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const children = new Map();
let stopping = false;

function prefixer(app, index, stream) {
  const tag = `${app.name.padEnd(width)} │ `;
  const label = color ? `\x1b[${COLORS[index % COLORS.length]}m${tag}\x1b[0m` : tag;
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk.toString()).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) stream.write(`${label}${line}\n`);
  };
}

apps.forEach((app, index) => {
  const child = spawn('npm', ['run', 'dev', '-w', app.name === 'server' ? 'server' : app.name], {
    cwd: ROOT,
    env: { ...process.env, FORCE_COLOR: color ? '1' : '0', ...app.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it stops its children (rspack, tsx) too
  });
  children.set(app.name, child);
  child.stdout.on('data', prefixer(app, index, process.stdout));
  child.stderr.on('data', prefixer(app, index, process.stderr));
  child.on('exit', (code, signal) => {
    children.delete(app.name);
    if (!stopping)
      console.error(
        `${app.name.padEnd(width)} │ exited (${signal ?? code}); the others keep running. Ctrl-C stops everything.`,
      );
    if (children.size === 0) process.exit(stopping ? 0 : 1);
  });
});

console.log(
  `dev: ${apps.map((a) => `${a.name} http://127.0.0.1:${a.port}`).join(', ')}\n` +
    (apps.some((a) => a.name === 'shell')
      ? 'open http://127.0.0.1:3000/ (the shell reads remotes.json from its dev server)\n'
      : ''),
);

function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  // Anything still alive after 5 s is killed.
  setTimeout(() => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(0);
  }, 5000).unref();
}

process.on('SIGINT', () => stop('SIGTERM'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('exit', () => {
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
