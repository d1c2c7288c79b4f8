// Lays out a deployment prefix for nginx.conf: apps/shell and apps/mf/<area> linked (or copied) from the builds.
// Used by the end-to-end lane and the bench; in production, copy each dist folder to the same places.
//   node nginx/deploy.mjs <prefix> [--listen 127.0.0.1:8090] [--upstream 127.0.0.1:8081,127.0.0.1:8082] [--copy]
import { mkdirSync, symlinkSync, rmSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { withTls } from './tls.mjs';

export const AREAS = {
  auth: 'mf-auth',
  customer: 'mf-customer',
  dealer: 'mf-dealer',
  admin: 'mf-admin',
  catalogue: 'mf-catalogue',
};
const root = path.resolve(import.meta.dirname, '..');

export function deploy(
  prefix,
  { listen = '127.0.0.1:8090', upstreams = ['127.0.0.1:8081', '127.0.0.1:8082'], copy = false } = {},
) {
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of ['apps/mf', 'logs', 'run', 'tmp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const place = (from, to) => (copy ? cpSync(from, to, { recursive: true }) : symlinkSync(from, to));
  place(path.join(root, 'shell', 'dist'), path.join(prefix, 'apps', 'shell'));
  for (const [area, pkg] of Object.entries(AREAS))
    place(path.join(root, pkg, 'dist'), path.join(prefix, 'apps', 'mf', area));
  writeFileSync(path.join(prefix, 'nginx.conf'), renderConfig({ listen, upstreams }));
  return path.join(prefix, 'nginx.conf');
}

/** nginx.conf for these addresses; with `tls` ({serverName, certificate, certificateKey}), on HTTPS (tls.mjs). */
export function renderConfig({ listen, upstreams, tls }) {
  const conf = readFileSync(path.join(root, 'nginx', 'nginx.conf'), 'utf8');
  const servers = upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=10s;`).join('\n');
  const rendered = conf
    .replace(/listen 80;/, `listen ${listen};`)
    .replace(/(upstream sefaresh_api \{\n\s+least_conn;\n)(?:\s+server .*\n)+/, `$1${servers}\n`);
  return tls ? withTls(rendered, tls) : rendered;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const conf = deploy(path.resolve(args[0] ?? 'nginx-prefix'), {
    listen: opt('--listen'),
    upstreams: opt('--upstream')?.split(','),
    copy: args.includes('--copy'),
  });
  console.log(conf);
}
