// Releases one app's build into its live folder in place, so a tab opened before the release keeps working:
//   1. the new build's content-hashed files are copied next to the old ones (a file of the same name has the same
//      content, so it is left as it is);
//   2. the entry files that are not hashed (remoteEntry's manifest mf-manifest.json, remotes.json, index.html, …) are
//      replaced last, each by an atomic rename, so no client ever reads a manifest whose chunks are not there yet;
//   3. the hashed files that only releases older than the last `keep` brought are deleted.
// Which hashed files each release brought is recorded in the folder's RELEASES_FILE.
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const RELEASES_FILE = '.releases.json';
export const DEFAULT_KEEP = 3;

/** `main.0a1b2c3d.js`, `remoteEntry.0a1b2c3d.js.gz`, `assets/font.0a1b2c3d.woff2`: named by their content. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.(gz|br))?$/i;
/** Replaced after every other file: what a client reads first to find the rest. */
const ENTRY_LAST = /^(mf-manifest\.json|remotes\.json|index\.html)(\.(gz|br))?$/;

export const isHashed = (file) => HASHED.test(path.basename(file));

/** Every file under dir, as paths relative to it ('/'-separated), the releases record left out. */
export function listFiles(dir, sub = '') {
  const out = [];
  for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else if (rel !== RELEASES_FILE) out.push(rel);
  }
  return out;
}

function readReleases(dir) {
  const file = path.join(dir, RELEASES_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  // A folder laid out before releases were recorded: its hashed files count as one earlier release.
  const files = existsSync(dir) ? listFiles(dir).filter(isHashed) : [];
  return files.length ? [{ id: 'unrecorded', at: null, files }] : [];
}

function writeAtomically(to, write) {
  const tmp = `${to}.${process.pid}.tmp`;
  write(tmp);
  renameSync(tmp, to);
}

function removeEmptyDirs(dir, sub = '') {
  for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const rel = path.join(sub, entry.name);
    removeEmptyDirs(dir, rel);
    if (readdirSync(path.join(dir, rel)).length === 0) rmdirSync(path.join(dir, rel));
  }
}

/**
 * Copies the build in `from` into the live folder `to` (created when missing; a symbolic link left by a linked
 * layout is replaced by a real folder) and prunes releases older than the last `keep`.
 * Returns { id, added, replaced, pruned } (file lists relative to `to`).
 */
export function releaseApp(from, to, { keep = DEFAULT_KEEP, id = new Date().toISOString() } = {}) {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`keep must be a whole number of at least 1, not ${keep}`);
  if (existsSync(to) && lstatSync(to).isSymbolicLink()) rmSync(to);
  mkdirSync(to, { recursive: true });
  const releases = readReleases(to);
  const files = listFiles(from);
  const hashed = files.filter(isHashed);
  const entries = files.filter((f) => !isHashed(f));
  const added = [];
  const place = (rel) => {
    const target = path.join(to, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    writeAtomically(target, (tmp) => copyFileSync(path.join(from, rel), tmp));
  };
  for (const rel of hashed) {
    if (existsSync(path.join(to, rel))) continue;
    place(rel);
    added.push(rel);
  }
  const last = (rel) => ENTRY_LAST.test(path.basename(rel));
  const ordered = [...entries.filter((f) => !last(f)), ...entries.filter(last)];
  for (const rel of ordered) place(rel);

  const next = [...releases, { id, at: new Date().toISOString(), files: hashed }];
  const kept = next.slice(-keep);
  const stillUsed = new Set(kept.flatMap((r) => r.files));
  const pruned = [];
  for (const release of next.slice(0, -keep)) {
    for (const rel of release.files) {
      if (stillUsed.has(rel) || pruned.includes(rel)) continue;
      rmSync(path.join(to, rel), { force: true });
      pruned.push(rel);
    }
  }
  removeEmptyDirs(to);
  writeAtomically(path.join(to, RELEASES_FILE), (tmp) =>
    writeFileSync(tmp, JSON.stringify(kept, null, 1) + '\n'),
  );
  return { id, added, replaced: ordered, pruned };
}
