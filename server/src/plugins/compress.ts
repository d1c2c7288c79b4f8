// The API's JSON answers gzipped for browsers that accept it, when this process serves the product itself
// (`npm start`: STATIC_ROOT set, no proxy in front). Behind nginx the proxy compresses (nginx.conf gzip_types),
// so the replicas spend no CPU on it. JSON only: the built files have precompressed copies (static.ts), and
// event streams, PDFs, spreadsheets and images are left as they are. Small answers are not worth it.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerJsonCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: /^application\/json(?:;|$)/,
    zlibOptions: { level: 6, memLevel: constants.Z_DEFAULT_MEMLEVEL },
  });
}
