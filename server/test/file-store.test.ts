// The FileStore adapters against the same expectations: the disk adapter on a temporary folder, the S3 adapter
// against a real S3-compatible server (s3rver) in this process. A failed stream leaves no object behind.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
// s3rver ships no types; the test uses its constructor, run() and close()
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import S3rver from 's3rver';
import { createFileStore, StorageError, type FileStore } from '../src/lib/file-store';

let tmp: string;
let s3server: { run(): Promise<unknown>; close(): Promise<void> };
const stores: Record<'disk' | 's3', FileStore> = {} as Record<'disk' | 's3', FileStore>;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'file-store-'));
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'sefaresh', configs: [] }],
  });
  const { port } = (await s3server.run()) as unknown as { port: number };
  stores.disk = await createFileStore({ kind: 'disk', dir: path.join(tmp, 'disk') });
  stores.s3 = await createFileStore({
    kind: 's3',
    bucket: 'sefaresh',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await s3server.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const sha256 = (b: Buffer) =>
  createHash('sha256')
    .update(b as unknown as Uint8Array)
    .digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}

describe.each(['disk', 's3'] as const)('%s adapter', (kind) => {
  const store = () => stores[kind];

  test('put a buffer and a stream, get them back with their type, delete them', async () => {
    const bytes = Buffer.from('%PDF-1.4 receipt');
    await store().put('receipts/1/a', bytes, 'application/pdf');
    const big = Buffer.alloc(6 * 1024 * 1024, 7); // above one multipart part
    await store().put(
      'images/abc.webp',
      Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
      'image/webp',
    );
    const got = await store().get('receipts/1/a');
    expect(got).not.toBeNull();
    expect(got!.contentType).toBe('application/pdf');
    expect(got!.size).toBe(bytes.length);
    expect(await readAll(got!.body)).toEqual(bytes);
    const image = await store().get('images/abc.webp');
    expect(sha256(await readAll(image!.body))).toBe(sha256(big));
    expect(await store().exists('receipts/1/a')).toBe(true);
    await store().delete('receipts/1/a');
    expect(await store().exists('receipts/1/a')).toBe(false);
    expect(await store().get('receipts/1/a')).toBeNull();
    await store().delete('receipts/1/a'); // missing: no error
    await store().delete('images/abc.webp');
  });

  test('a stream that fails halfway leaves no object', async () => {
    const body = new PassThrough();
    const put = store().put('receipts/2/broken', body, 'image/png');
    body.write(Buffer.alloc(1024, 1));
    setImmediate(() => body.destroy(new Error('client went away')));
    await expect(put).rejects.toThrow();
    expect(await store().exists('receipts/2/broken')).toBe(false);
    if (kind === 'disk') {
      const names = await fs.readdir(path.join(tmp, 'disk', 'receipts', '2')).catch(() => [] as string[]);
      expect(names).toEqual([]); // no temporary part left either
    }
  });

  test('lists the objects under a prefix with their time, and nothing of a failed write', async () => {
    const before = Date.now() - 60_000;
    for (const k of ['listed/1/a', 'listed/1/b', 'listed/2/c', 'listedx/d'])
      await store().put(k, Buffer.from(k), 'text/plain');
    const seen = [];
    for await (const o of store().list('listed/')) seen.push(o);
    expect(seen.map((o) => o.key).sort()).toEqual(['listed/1/a', 'listed/1/b', 'listed/2/c']);
    for (const o of seen) expect(o.modified.getTime()).toBeGreaterThan(before);
    const all = [];
    for await (const o of store().list()) all.push(o.key);
    expect(all).toEqual(expect.arrayContaining(['listed/1/a', 'listedx/d']));
    for (const k of all) expect(k.endsWith('.type') || k.includes('.part')).toBe(false);
  });

  test('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../b', 'A/B', 'a b', ''])
      await expect(store().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/bad file-store key/);
  });
});

describe("the store's own failure is a StorageError, the body's is not", () => {
  const unreachableS3 = () =>
    createFileStore({
      kind: 's3',
      bucket: 'sefaresh',
      endpoint: 'http://127.0.0.1:1', // nothing listens there
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  const brokenDisk = async () => {
    const dir = path.join(tmp, 'broken-disk');
    await fs.writeFile(dir, 'a file where the folder should be');
    return createFileStore({ kind: 'disk', dir });
  };

  test.each([
    ['disk', brokenDisk],
    ['s3', unreachableS3],
  ] as const)(
    '%s: every operation fails with a StorageError; a streamed body is torn down',
    async (_, make) => {
      const store = await make();
      const body = new PassThrough();
      body.end(Buffer.alloc(1024, 1));
      const put = store.put('receipts/3/x', body, 'image/png');
      await expect(put).rejects.toBeInstanceOf(StorageError);
      await expect(put).rejects.toMatchObject({ op: 'put' });
      expect(body.destroyed).toBe(true);
      await expect(store.put('receipts/3/y', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
        StorageError,
      );
      await expect(store.delete('receipts/3/y')).rejects.toMatchObject({ op: 'delete' });
      if (store.kind === 's3') {
        await expect(store.get('receipts/3/y')).rejects.toMatchObject({ op: 'get' });
        await expect(store.exists('receipts/3/y')).rejects.toMatchObject({ op: 'exists' });
        await expect(store.list()[Symbol.asyncIterator]().next()).rejects.toMatchObject({ op: 'list' });
      }
    },
  );

  test.each(['disk', 's3'] as const)("%s: a body that fails is not the store's failure", async (kind) => {
    const body = new PassThrough();
    const put = stores[kind].put('receipts/4/cut', body, 'image/png');
    body.write(Buffer.alloc(1024, 1));
    setImmediate(() => body.destroy(new Error('client went away')));
    const err = await put.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(StorageError);
  });
});
