// `npm run files:migrate`: every stored file copied disk → S3 → another disk, with its bytes and content type,
// against a real S3-compatible server in this process (s3rver, as test/file-store.test.ts); a second run copies
// nothing and says so; wrong arguments or S3 not configured are refused with the usage.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
// s3rver ships no types; the test uses its constructor, run() and close()
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import S3rver from 's3rver';
import { createFileStore, type FileStore } from '../src/lib/file-store';
import { filesMigrate } from '../src/modules/files/migrate-command';

let tmp: string;
let s3server: { run(): Promise<unknown>; close(): Promise<void> };
let s3Env: Record<string, string>;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'files-migrate-'));
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'migrated', configs: [] }],
  });
  const { port } = (await s3server.run()) as { port: number };
  s3Env = {
    S3_BUCKET: 'migrated',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});
afterAll(async () => {
  await s3server.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

async function contents(store: FileStore) {
  const out: Record<string, { type: string; size: number; sha256: string }> = {};
  for await (const { key } of store.list()) {
    const o = await store.get(key);
    const hash = createHash('sha256');
    let size = 0;
    for await (const c of o!.body as Readable) {
      hash.update(c as Uint8Array);
      size += (c as Buffer).length;
    }
    out[key] = { type: o!.contentType, size, sha256: hash.digest('hex') };
  }
  return out;
}
const run = async (argv: string[], env: Record<string, string> = s3Env) => {
  const lines: string[] = [];
  const code = await filesMigrate(argv, env, (l) => lines.push(l));
  return { code, out: lines.join('\n') };
};

test('disk → S3 → disk: every file with its type, idempotent, with a summary', async () => {
  const diskA = path.join(tmp, 'disk-a');
  const source = await createFileStore({ kind: 'disk', dir: diskA });
  const files = {
    'receipts/12/0b7c-uuid': ['application/pdf', Buffer.from('%PDF-1.4 receipt')],
    'cheques/12/9f1e-uuid': ['image/png', Buffer.alloc(70_000, 3)],
    [`images/${'e'.repeat(64)}.webp`]: ['image/webp', Buffer.from('RIFF....WEBPVP8 ')],
  } as const;
  for (const [key, [type, bytes]] of Object.entries(files)) await source.put(key, bytes, type);
  const expected = await contents(source);
  expect(Object.keys(expected)).toHaveLength(3);

  const toS3 = await run(['--from', 'disk', '--to', 's3', '--dir', diskA]);
  expect(toS3.code).toBe(0);
  expect(toS3.out).toMatch(/done: 3 copied .*, 0 already there, 0 gone meanwhile, 0 failed/);
  const s3 = await createFileStore({
    kind: 's3',
    bucket: 'migrated',
    endpoint: s3Env.S3_ENDPOINT,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  expect(await contents(s3)).toEqual(expected);

  // again: nothing to copy
  const again = await run(['--from', 'disk', '--to', 's3', '--dir', diskA]);
  expect(again.out).toMatch(/done: 0 copied .*, 3 already there/);

  // back into an empty disk store
  const diskB = path.join(tmp, 'disk-b');
  const back = await run(['--from', 's3', '--to', 'disk', '--dir', diskB]);
  expect(back.code).toBe(0);
  expect(back.out).toMatch(/done: 3 copied/);
  expect(await contents(await createFileStore({ kind: 'disk', dir: diskB }))).toEqual(expected);
});

test('wrong arguments and S3 not configured: refused with why, nothing copied', async () => {
  expect(await run([])).toMatchObject({
    code: 2,
    out: expect.stringMatching(/usage: npm run files:migrate/),
  });
  expect((await run(['--from', 'disk', '--to', 'disk'])).code).toBe(2);
  expect((await run(['--from', 'disk', '--to', 'ftp'])).code).toBe(2);
  expect(await run(['--from', 'disk', '--to', 's3'], {})).toMatchObject({
    code: 2,
    out: expect.stringMatching(/S3 is not configured/),
  });
});
