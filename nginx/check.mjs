// Checks nginx.conf with `nginx -t` on a rendered prefix, when nginx is installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy } from './deploy.mjs';

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
