// Checks nginx.conf with `nginx -t` on a rendered prefix, when nginx is installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy } from './deploy.mjs';

// Rules the API's limits rely on (issue 10): the client's X-Forwarded-For is replaced, never appended to, and the
// access log never writes a query string (where a token could be).
const text = readFileSync(path.join(import.meta.dirname, 'nginx.conf'), 'utf8');
const broken = [
  [/\$proxy_add_x_forwarded_for/, 'X-Forwarded-For must be $remote_addr, not appended to'],
  [/access_log\s+\S+\s*;/, 'access_log must name the sefaresh log_format (no query string)'],
  [
    /log_format[^;]*\$(request|request_uri|args|query_string)\b/,
    'log_format must not write the query string',
  ],
].filter(([re]) => re.test(text));
for (const [, why] of broken) console.error(`nginx.conf: ${why}`);
if (broken.length) process.exit(1);

const nginx =
  spawnSync('which', ['nginx']).status === 0
    ? 'nginx'
    : ['/usr/sbin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
if (!nginx) {
  console.log('nginx is not installed here; config not checked');
  process.exit(0);
}
const prefix = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-nginx-'));
const conf = deploy(prefix);
const r = spawnSync(nginx, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
rmSync(prefix, { recursive: true, force: true });
process.stdout.write(r.stderr);
process.exit(r.status ?? 1);
