// Rule: no token reaches a log. nginx's error log writes a request's whole first line (query string included)
// and its format cannot be changed, so nginx refuses a token, code or password in a query string under /api/
// before proxying or counting the request; the API never takes one there (the event stream's token travels in
// the Authorization header) and masks any in its own log. Through nginx (when installed) in front of a replica
// that cannot be reached, the case that writes the request line to the error log.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/lib/paths';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { testDatabase } from '../helpers';

const SECRET = 'eyJhbGciOiJIUzI1NiJ9.secret-token-value';
const SECRET_NAMES = /token|access|refresh|secret|password|otp|code|key|credential/i;
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** A port nothing listens on (taken and released at once). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answersOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(!socket.destroy()));
    socket.once('error', () => resolve(false));
  });
}

test('the API takes no query parameter named like a secret, and masks one in its log', async () => {
  const lines: string[] = [];
  const app = await buildApp({
    config: testConfig({ logLevel: 'info', database: await testDatabase() }),
    logStream: { write: (line) => lines.push(line) },
  });
  try {
    await app.ready();
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const named = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.values(ops).flatMap((op) =>
        (op.parameters ?? [])
          .filter((q) => q.in === 'query' && SECRET_NAMES.test(q.name))
          .map((q) => `${p} ${q.name}`),
      ),
    );
    // nginx refuses these names in a query string: no route may need one
    expect(named).toEqual([]);
    const res = await app.inject({ method: 'GET', url: `/api/events/?access_token=${SECRET}` });
    expect(res.statusCode).toBe(401);
    expect(lines.join('\n')).not.toContain(SECRET);
  } finally {
    await app.close();
  }
});

(nginxBinary ? test : test.skip)(
  'nginx refuses a token in a query string before its error log can write it',
  async () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'tokens-nginx-'));
    for (const dir of ['logs', 'run', 'tmp', 'apps/shell'])
      fs.mkdirSync(path.join(prefix, dir), { recursive: true });
    const [port, deadReplica] = await Promise.all([freePort(), freePort()]);
    const conf = fs
      .readFileSync(path.join(REPO_ROOT, 'nginx', 'nginx.conf'), 'utf8')
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/worker_processes auto;/, 'worker_processes 1;')
      .replace(
        /(upstream sefaresh_api \{\n\s+least_conn;\n)(?:\s+server .*\n)+/,
        `$1    server 127.0.0.1:${deadReplica};\n`,
      );
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    let nginx: ChildProcess | undefined;
    try {
      nginx = spawn(
        nginxBinary!,
        ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 100 && !(await answersOn(port)); i++) await new Promise((r) => setTimeout(r, 50));
      const base = `http://127.0.0.1:${port}`;
      for (const query of [`access_token=${SECRET}`, `x=1&token=${SECRET}`, `reset_code=${SECRET}`]) {
        const res = await fetch(`${base}/api/events/?${query}`);
        expect(res.status).toBe(400);
      }
      // an ordinary query goes on to the (unreachable) replica: that is what writes the request line
      expect((await fetch(`${base}/api/products/?search=${'x'.repeat(8)}`)).status).toBe(503); // the product's own 503 (nginx/nginx.conf @api_unavailable)
      // nginx flushes its logs on reopen (USR1); the files are read once it has
      spawnSync(nginxBinary!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'reopen']);
      const errorLog = fs.readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8');
      const accessLog = fs.readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8');
      expect(errorLog).toContain('/api/products/?search=xxxxxxxx');
      expect(errorLog).not.toContain(SECRET);
      expect(accessLog).not.toContain(SECRET);
    } finally {
      if (nginx?.pid) {
        nginx.kill('SIGQUIT');
        await new Promise((r) => nginx!.once('exit', r));
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  },
  30_000,
);
