// With no replica reachable nginx answers the product's Persian 503 JSON (the rules module's text) with
// Retry-After, not its own HTML 502. Runs where nginx is installed (CI installs it); skipped elsewhere.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { deploy } from './deploy.mjs';

const nginx = ['nginx', '/usr/sbin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);

/** A port nothing listens on (taken from the system, then released). */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

test(
  'no replica reachable: the Persian 503 JSON with Retry-After',
  { skip: !nginx && 'nginx is not installed' },
  async () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-nginx-'));
    const [listen, a, b] = [await freePort(), await freePort(), await freePort()];
    deploy(prefix, { listen: `127.0.0.1:${listen}`, upstreams: [`127.0.0.1:${a}`, `127.0.0.1:${b}`] });
    const start = spawnSync(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
      encoding: 'utf8',
    });
    assert.equal(start.status, 0, start.stderr);
    try {
      const res = await fetch(`http://127.0.0.1:${listen}/api/orders/`, { method: 'POST', body: '{}' });
      assert.equal(res.status, 503);
      assert.equal(res.headers.get('retry-after'), '5');
      assert.match(res.headers.get('content-type') ?? '', /application\/json/);
      const rules = readFileSync(
        path.join(import.meta.dirname, '..', 'shared-api', 'src', 'rules', 'http-errors.ts'),
        'utf8',
      );
      assert.deepEqual(await res.json(), { error: /\b503: '([^']+)'/.exec(rules)[1] });
    } finally {
      spawnSync(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'stop']);
      rmSync(prefix, { recursive: true, force: true });
    }
  },
);
