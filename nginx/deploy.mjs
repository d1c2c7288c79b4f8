// Lays out a deployment prefix for nginx.conf: apps/shell and apps/mf/<area> from the builds, and nginx.conf.
//   node nginx/deploy.mjs <prefix> [--listen 127.0.0.1:8090] [--upstream 127.0.0.1:8081,127.0.0.1:8082]
//                                  [--copy] [--keep 3]
//   node nginx/deploy.mjs <prefix> --area customer [--from mf-customer/dist] [--keep 3]   (one area alone)
// --copy (production, and the end-to-end lane) releases each build into its folder in place (nginx/release.mjs):
// a live prefix keeps the hashed files of the last --keep releases, so open tabs keep loading their chunks.
// Without it (the bench) each folder is a symbolic link to its dist folder and the prefix is laid out afresh.
import { mkdirSync, symlinkSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_KEEP, releaseApp } from './release.mjs';
import { withTls } from './tls.mjs';

export const AREAS = {
  auth: 'mf-auth',
  customer: 'mf-customer',
  dealer: 'mf-dealer',
  admin: 'mf-admin',
  catalogue: 'mf-catalogue',
};
const root = path.resolve(import.meta.dirname, '..');

/** Where an app lives in a prefix, and where its build is: `shell` or an area name of AREAS. */
export function appPaths(prefix, app) {
  if (app === 'shell')
    return { dist: path.join(root, 'shell', 'dist'), dir: path.join(prefix, 'apps', 'shell') };
  if (!AREAS[app]) throw new Error(`unknown area ${app}: one of shell, ${Object.keys(AREAS).join(', ')}`);
  return { dist: path.join(root, AREAS[app], 'dist'), dir: path.join(prefix, 'apps', 'mf', app) };
}

/** Releases one app (the shell or an area) into a live prefix in place; see nginx/release.mjs. */
/**
 * @param {string} prefix
 * @param {string} app
 * @param {{ from?: string, keep?: number }} [options] another build to release than the app's dist; releases kept
 */
export function releaseArea(prefix, app, { from, keep = DEFAULT_KEEP } = {}) {
  const { dist, dir } = appPaths(prefix, app);
  return releaseApp(from ?? dist, dir, { keep });
}

export function deploy(
  prefix,
  {
    listen = '127.0.0.1:8090',
    upstreams = ['127.0.0.1:8081', '127.0.0.1:8082'],
    copy = false,
    keep = DEFAULT_KEEP,
  } = {},
) {
  if (!copy) rmSync(prefix, { recursive: true, force: true });
  for (const dir of ['apps/mf', 'logs', 'run', 'tmp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  for (const app of ['shell', ...Object.keys(AREAS)]) {
    if (copy) releaseArea(prefix, app, { keep });
    else symlinkSync(appPaths(prefix, app).dist, appPaths(prefix, app).dir);
  }
  writeFileSync(path.join(prefix, 'nginx.conf'), renderConfig({ listen, upstreams }));
  return path.join(prefix, 'nginx.conf');
}

/**
 * nginx.conf for these addresses; with `tls` ({serverName, certificate, certificateKey}), on HTTPS (tls.mjs).
 * @param {{ listen: string, upstreams: string[], tls?: Parameters<typeof withTls>[1] }} options
 */
export function renderConfig({ listen, upstreams, tls }) {
  const conf = readFileSync(path.join(root, 'nginx', 'nginx.conf'), 'utf8');
  const servers = upstreams.map((u) => `    server ${u} max_fails=0;`).join('\n');
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
  const prefix = path.resolve(args[0] ?? 'nginx-prefix');
  const keep = opt('--keep') === undefined ? DEFAULT_KEEP : Number(opt('--keep'));
  const area = opt('--area');
  if (area) {
    const fromOption = opt('--from');
    const from = fromOption && path.resolve(fromOption);
    try {
      const { added, pruned } = releaseArea(prefix, area, { from, keep });
      console.log(`${area}: ${added.length} new files, ${pruned.length} files of older releases removed`);
    } catch (err) {
      // an operator's mistake (an unknown area, a missing build): the reason, not a stack
      console.error(`release refused: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    }
  } else {
    console.log(
      deploy(prefix, {
        listen: opt('--listen'),
        upstreams: opt('--upstream')?.split(','),
        copy: args.includes('--copy'),
        keep,
      }),
    );
  }
}
