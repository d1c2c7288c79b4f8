// The file sweeper on a fake clock: a stored file that no row names is removed once older than the grace period
// (FILES_ORPHAN_GRACE_HOURS, 24 h in tests), with the temporary part a killed write left; files a row names, young
// orphans and files outside the folders the API writes stay. One replica a period: the lease is held until the
// next FILES_SWEEP_INTERVAL.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
// s3rver ships no types; the test uses its constructor, run() and close()
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import S3rver from 's3rver';
import type { FastifyInstance } from 'fastify';
import { jobLeases, orders, paymentReceipts, productImages, products } from '../src/db/schema';
import { createFileStore } from '../src/lib/file-store';
import { orphanSweepPass } from '../src/modules/files/orphan-sweep';
import { seedCatalogue } from '../src/seed/seed';
import { createTestApp, signedInUser } from './helpers';

const HOUR = 3_600_000;
const start = Date.now();
let now = new Date(start);
let app: FastifyInstance;
let filesDir: string;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orphan-sweep-'));
  app = await createTestApp({ files: { kind: 'disk', dir: filesDir } }, () => now);
  await app.ready();
  await seedCatalogue(app.database.db);
}, 120_000);
afterAll(async () => {
  await app.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

const put = (key: string) => app.services.files.put(key, Buffer.from(key), 'application/octet-stream');
const exists = (key: string) => app.services.files.exists(key);
/** Sets a stored file's time as if written `hours` after the test started. */
const writtenAt = (key: string, hours: number) => {
  const t = new Date(start + hours * HOUR);
  return fs.utimes(path.join(filesDir, ...key.split('/')), t, t);
};

test('removes old orphans only, keeps named files, young orphans and other folders; once a period', async () => {
  const db = app.database.db;
  // a receipt and a product image a row names
  const customer = await signedInUser(app);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const receiptKey = 'receipts/900001/named';
  await put(receiptKey);
  const [order] = await db
    .insert(orders)
    .values({ customerId: customer.user.id, status: 'confirmed' })
    .returning({ id: orders.id });
  await db.insert(paymentReceipts).values({
    orderId: order.id,
    fileName: 'r.png',
    fileType: 'image',
    mimeType: 'image/png',
    fileSize: 10,
    storageKey: receiptKey,
  });
  const image = `images/${'a'.repeat(64)}.webp`;
  const thumb = `images/${'b'.repeat(64)}.webp`;
  await Promise.all([put(image), put(thumb)]);
  await db.insert(productImages).values({ productId: product.id, image, thumbnail: thumb });
  // orphans: of a killed receipt upload, a cheque picture, a rendered image; a young one; a legacy file
  const orphans = ['receipts/900002/killed', 'cheques/900003/killed', `images/${'c'.repeat(64)}.webp`];
  for (const k of orphans) await put(k);
  const young = 'receipts/900004/in-progress';
  await put(young);
  const legacy = 'catalogue/old.jpg';
  await put(legacy);
  const part = path.join(filesDir, 'receipts', '900002', '.dead-write.part');
  await fs.writeFile(part, 'half a file');

  // an hour later everything is young: nothing goes
  now = new Date(start + HOUR);
  expect(await app.jobs.orphanFiles.runOnce()).toEqual({ swept: true, checked: 0, removed: 0, parts: 0 });
  // the same period again: the lease is held (another replica would find the same)
  now = new Date(start + 1.5 * HOUR);
  expect((await app.jobs.orphanFiles.runOnce()).swept).toBe(false);

  // a day and more later; the young orphan was written 23 hours after the rest
  await writtenAt(young, 23);
  now = new Date(start + 25 * HOUR);
  const result = await app.jobs.orphanFiles.runOnce();
  expect(result).toEqual({ swept: true, checked: 6, removed: 3, parts: 1 });
  for (const k of orphans) expect(await exists(k)).toBe(false);
  for (const k of [receiptKey, image, thumb, young, legacy]) expect(await exists(k)).toBe(true);
  await expect(fs.access(part)).rejects.toThrow();
  // the type file of a removed orphan went with it
  await expect(fs.access(path.join(filesDir, 'receipts', '900002', 'killed.type'))).rejects.toThrow();

  // the receipt's row goes: its file is an orphan too (it was written long ago)
  await db.delete(paymentReceipts).where(eq(paymentReceipts.storageKey, receiptKey));
  now = new Date(start + 27 * HOUR);
  expect(await app.jobs.orphanFiles.runOnce()).toMatchObject({ swept: true, removed: 1 });
  expect(await exists(receiptKey)).toBe(false);
  expect(await exists(image)).toBe(true);
});

test('on S3 the same: an orphan stays while young and goes past the grace; a named file stays', async () => {
  const s3server: { run(): Promise<unknown>; close(): Promise<void> } = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(filesDir, '..', `${path.basename(filesDir)}-s3`),
    configureBuckets: [{ name: 'swept', configs: [] }],
  });
  const { port } = (await s3server.run()) as { port: number };
  try {
    const s3 = await createFileStore({
      kind: 's3',
      bucket: 'swept',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const db = app.database.db;
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    const named = `images/${'d'.repeat(64)}.webp`;
    const orphan = 'cheques/900005/killed';
    for (const k of [named, orphan]) await s3.put(k, Buffer.from(k), 'application/octet-stream');
    await db.insert(productImages).values({ productId: product.id, image: named, thumbnail: null });
    const config = { orphanGraceMs: 24 * HOUR, sweepEveryMs: HOUR };
    // S3 keeps its own times (written now); the lease of the test above is let go
    const pass = async (hoursFromNow: number) => {
      await db.delete(jobLeases);
      return orphanSweepPass(db, s3, config, new Date(Date.now() + hoursFromNow * HOUR));
    };
    expect(await pass(1)).toEqual({ swept: true, checked: 0, removed: 0, parts: 0 });
    expect(await s3.exists(orphan)).toBe(true);
    expect(await pass(30)).toEqual({ swept: true, checked: 2, removed: 1, parts: 0 });
    expect(await s3.exists(orphan)).toBe(false);
    expect(await s3.exists(named)).toBe(true);
  } finally {
    await s3server.close();
  }
});
