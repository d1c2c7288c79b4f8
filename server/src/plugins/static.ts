// Serves the built frontends when STATIC_ROOT is set (the single-process `npm start`): the shell at / with an
// SPA fallback, each remote at /mf/<name>/. Manifests and HTML are never cached; hashed assets are immutable.
// Each file is sent as the brotli or gzip copy the build wrote beside it when the browser accepts one.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const REMOTES = ['auth', 'customer', 'dealer', 'admin', 'catalogue'] as const;
const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'remotes.json']);
/** A content hash in the file name, as the bundler writes it: main.3f9a1c2e.js, 123.abcdef12.css, ... */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  // a precompressed copy (main.3f9a1c2e.js.br) is cached like the file it compresses
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(base) || !HASHED.test(base)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('Cache-Control', cacheControlFor(filePath));
};

/** Registers the static roots; returns the shell's index.html path for the SPA fallback, or null. */
export async function registerStatic(app: FastifyInstance, staticRoot: string): Promise<string | null> {
  // Loaded only when used (and jest, which cannot load its ESM-only dependency, never needs it in-process).
  const { default: fastifyStatic } = await import('@fastify/static');
  let decorated = false;
  const serve = async (root: string, prefix: string) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      cacheControl: false,
      setHeaders,
      index: ['index.html'],
      wildcard: true,
      // the .br and .gz copies the build writes beside each file (scripts/precompress.mjs)
      preCompressed: true,
    });
    decorated = true;
  };

  for (const name of REMOTES) {
    const dir = path.join(staticRoot, `mf-${name}`, 'dist');
    if (fs.existsSync(dir)) await serve(dir, `/mf/${name}/`);
    else app.log.warn(`static: ${dir} not found, /mf/${name}/ is not served`);
  }
  const shell = path.join(staticRoot, 'shell', 'dist');
  if (!fs.existsSync(shell)) {
    app.log.warn(`static: ${shell} not found, the shell is not served`);
    return null;
  }
  await serve(shell, '/');
  const index = path.join(shell, 'index.html');
  return fs.existsSync(index) ? index : null;
}
