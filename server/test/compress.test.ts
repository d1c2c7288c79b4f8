// The API's JSON answers are gzipped when this process serves the product itself (npm start): a browser that
// accepts gzip gets large JSON compressed; small answers, callers that do not accept it, event streams and other
// types are left as they are.
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, registerJsonCompression } from '../src/plugins/compress';

let app: FastifyInstance;
const big = { results: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `سفارش ${i}` })) };

beforeAll(async () => {
  app = Fastify();
  await registerJsonCompression(app);
  app.get('/api/big/', async () => big);
  app.get('/api/small/', async () => ({ ok: true }));
  app.get('/api/events/', async (_request, reply) =>
    reply.header('content-type', 'text/event-stream').send('data: x\n\n'.repeat(500)),
  );
  app.get('/api/file/', async (_request, reply) =>
    reply.header('content-type', 'application/pdf').send(Buffer.alloc(5000, 65)),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

test('large JSON is gzipped for a caller that accepts it, and reads back the same', async () => {
  const res = await get('/api/big/', 'gzip, deflate, br');
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
  expect(JSON.parse(gunzipSync(new Uint8Array(res.rawPayload)).toString('utf8'))).toEqual(big);
});

test('no compression without Accept-Encoding, for small answers, event streams or other types', async () => {
  expect((await get('/api/big/')).headers['content-encoding']).toBeUndefined();
  const small = await get('/api/small/', 'gzip');
  expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect((await get('/api/events/', 'gzip')).headers['content-encoding']).toBeUndefined();
  expect((await get('/api/file/', 'gzip')).headers['content-encoding']).toBeUndefined();
});
