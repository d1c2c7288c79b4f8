// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of a build, once at build time, so
// `npm start` (@fastify/static's preCompressed) and nginx (gzip_static) serve them without compressing per request.
//   node ../scripts/precompress.mjs dist      (each app's build script, after rspack)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|ttf)$/i;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const dir = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for (const file of files(dir)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || '.'} (brotli and gzip)`);
