// A "rebuilt" copy of an app's build for release journeys: the same code under new content hashes, so a release
// of it brings new file names and prunes the old ones. Every hash is renamed in the file names and in every text
// file that refers to it (manifests, the runtime's chunk map); the .gz and .br copies are made again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { listFiles } from '../../nginx/release.mjs';

const HASH = /\.([0-9a-f]{8,})\.[a-z0-9]+$/i;
const TEXT = /\.(js|mjs|css|json|html|txt|svg)$/;

export function rehashBuild(from, to, salt) {
  const files = listFiles(from);
  const compressed = new Set(files.filter((f) => /\.(gz|br)$/.test(f)));
  const renames = new Map();
  for (const file of files) {
    const hash = path.basename(file).match(HASH)?.[1];
    if (hash && !compressed.has(file))
      renames.set(
        hash,
        createHash('sha256')
          .update(salt + hash)
          .digest('hex')
          .slice(0, hash.length),
      );
  }
  const rename = (text) => {
    let out = text;
    for (const [old, next] of renames) out = out.replaceAll(old, next);
    return out;
  };
  for (const file of files) {
    if (compressed.has(file)) continue;
    // bytes as a Uint8Array: the pinned @types/node 20.9 does not type its Buffer as one under TypeScript 5.9
    let body = new Uint8Array(readFileSync(path.join(from, file)));
    if (TEXT.test(file)) body = new TextEncoder().encode(rename(new TextDecoder().decode(body)));
    const target = path.join(to, rename(file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
    if (compressed.has(`${file}.gz`))
      writeFileSync(`${target}.gz`, new Uint8Array(gzipSync(body, { level: 9 })));
    if (compressed.has(`${file}.br`)) writeFileSync(`${target}.br`, new Uint8Array(brotliCompressSync(body)));
  }
  return to;
}
