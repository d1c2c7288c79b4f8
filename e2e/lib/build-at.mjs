// Builds one app as a given commit had it, for the version-skew journey: the commit's sources (git archive) in a
// temporary folder whose node_modules links every installed package except the workspace's own, which point at the
// commit's copies (shared-api, shared-ui). Only that app is built: the shell in about 2 s, a remote in about 5 s.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
// git's own complaints (a path a commit lacks) stay in the thrown error, out of the test output
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** What a build of any app needs besides the app itself (at an older commit, the ones it has). */
const COMMON = [
  'rspack.base.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'shared-router.ts',
  'scripts',
  'shared-api',
  'shared-ui',
];

/** The full commit id of `ref`, or null when this clone does not have it (a shallow checkout). */
export function commitOf(ref) {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    return null;
  }
}

/** Whether `file` exists at `commit`. */
export function hasFile(commit, file) {
  try {
    git('cat-file', '-e', `${commit}:${file}`);
    return true;
  } catch {
    return false;
  }
}

/** The commit that added `file` (the oldest one that has it), or null. */
export function commitThatAdded(file) {
  return git('log', '--diff-filter=A', '--format=%H', '-1', '--', file) || null;
}

function linkModules(dir) {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@sefaresh'), { recursive: true });
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (name === '@sefaresh') continue;
    symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  for (const pkg of ['shared-api', 'shared-ui'])
    symlinkSync(path.join(dir, pkg), path.join(modules, '@sefaresh', pkg));
}

/**
 * Builds `app` (a folder: 'shell', 'mf-customer', …) from `commit` and returns its dist folder.
 * `edit(dir)` may change the sources first (the journey builds a remote against a newer shared-api core).
 * @param {string} commit
 * @param {string} app
 * @param {{ edit?: (dir: string) => void }} [options]
 */
export function buildAt(commit, app, { edit } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sefaresh-${app}-${commit.slice(0, 8)}-`));
  const paths = [app, ...COMMON.filter((p) => hasFile(commit, p))];
  const tar = execFileSync('git', ['archive', '--format=tar', commit, '--', ...paths], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: new Uint8Array(tar) });
  linkModules(dir);
  edit?.(dir);
  const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  execFileSync(process.execPath, [rspack, 'build', '--mode', 'production'], {
    cwd: path.join(dir, app),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync(process.execPath, [path.join(dir, 'scripts', 'precompress.mjs'), 'dist'], {
    cwd: path.join(dir, app),
    stdio: 'ignore',
  });
  return { dir, dist: path.join(dir, app, 'dist') };
}

/** Raises CORE_VERSION's minor part in a source tree (a core with something added); returns the new version. */
export function bumpCoreMinor(dir) {
  const file = path.join(dir, 'shared-api', 'src', 'core', 'version.ts');
  const text = readFileSync(file, 'utf8');
  const [, major, minor] = /CORE_VERSION = '(\d+)\.(\d+)\.\d+'/.exec(text) ?? [];
  if (!major) throw new Error(`no CORE_VERSION = 'x.y.z' in ${file}`);
  const version = `${major}.${Number(minor) + 1}.0`;
  writeFileSync(file, text.replace(/CORE_VERSION = '[^']+'/, `CORE_VERSION = '${version}'`));
  return version;
}
