// The API suite through PgBouncer in transaction mode (Debian's pgbouncer), as a deployment behind a pooler runs:
// starts a PgBouncer in front of the local PostgreSQL on a free port, then scripts/test-pg.mjs with PGBOUNCER_URL,
// so every test app's pool goes through it and its session features (migrations' lock, LISTEN) go direct.
// The PostgreSQL-only tests (test/pg-only) read PostgreSQL's own state and are left to `npm run test:pg`, the fault
// lane's (test/faults) to `npm run test:faults`.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pgbouncer = ['/usr/sbin/pgbouncer', 'pgbouncer'].find(
  (bin) => spawnSync(bin, ['--version']).status === 0,
);
if (!pgbouncer) {
  console.error('pgbouncer is not installed (apt-get install pgbouncer)');
  process.exit(1);
}
const admin = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const dir = mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-'));
chmodSync(dir, 0o777); // it runs as the postgres user when started by root
writeFileSync(path.join(dir, 'userlist.txt'), `"${admin.username || 'postgres'}" ""\n`);
writeFileSync(
  path.join(dir, 'pgbouncer.ini'),
  [
    '[databases]',
    `* = host=${admin.hostname} port=${admin.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    'log_connections = 0',
    'log_disconnections = 0',
    'max_client_conn = 2000',
    'default_pool_size = 5',
    'max_user_connections = 30',
    `logfile = ${path.join(dir, 'pgbouncer.log')}`,
    '',
  ].join('\n'),
);
const asRoot = process.getuid?.() === 0;
const child = spawn(pgbouncer, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
  stdio: 'inherit',
});
for (let i = 0; ; i++) {
  const up = await new Promise((resolve) => {
    const socket = net
      .connect(port, '127.0.0.1', () => resolve(socket.end() && true))
      .on('error', () => resolve(false));
  });
  if (up) break;
  if (i > 100 || child.exitCode !== null) {
    console.error('pgbouncer did not start');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 100));
}
console.log(`pgbouncer (transaction mode) on 127.0.0.1:${port} in front of ${admin.host}`);
const pooled = new URL(admin.href);
pooled.port = String(port);
const result = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL('./test-pg.mjs', import.meta.url)),
    '--testPathIgnorePatterns=/(pg-only|faults)/',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, PGBOUNCER_URL: pooled.href } },
);
child.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
