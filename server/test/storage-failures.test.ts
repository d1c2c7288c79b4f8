// The file store's own failures are the server's, not the customer's: a store that cannot write (here a real
// file-system refusal: the store's receipts/ and images/ folders are plain files, so every write under them fails
// with ENOTDIR, as a read-only or full disk would with EROFS or ENOSPC; it works for root too) answers 503 in
// Persian, leaves no row and no file, is counted in the metrics and reported by the health check until a write
// succeeds again. A broken upload (the customer's content) stays a 400.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderItems, orders, paymentReceipts, products } from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { seedCatalogue } from '../src/seed/seed';
import { bearer, categoryId, sessionsByRole, type Session } from './catalogue-fixtures';
import { createTestApp } from './helpers';
import { makeImage, multipart } from './image-fixtures';
import { png, uploadReceipt } from './receipt-upload';

const TOKEN = 'metrics-token-storage-0123456789';
let app: FastifyInstance;
let filesDir: string;
const tag = randomBytes(4).toString('hex');
let s: Record<'customer' | 'dealer' | 'staff', Session>;
const db = () => app.database.db;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-failures-'));
  app = await createTestApp({ files: { kind: 'disk', dir: filesDir }, metricsToken: TOKEN });
  await app.ready();
  await seedCatalogue(db());
  s = await sessionsByRole(app, tag);
}, 120_000);
afterAll(async () => {
  await app.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

/** Writes under `folder` fail from now on (a plain file where the folder should be); undo() puts it back. */
async function breakFolder(folder: string) {
  const where = path.join(filesDir, folder);
  await fs.rm(where, { recursive: true, force: true });
  await fs.writeFile(where, 'not a folder');
  return { undo: () => fs.rm(where, { force: true }) };
}

/** Every file under the store's folder (parts and type files too). */
async function filesUnder(dir = filesDir): Promise<string[]> {
  const names = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const paths = names.map((n) => path.join(dir, n));
  const isFile = await Promise.all(paths.map(async (p) => (await fs.stat(p)).isFile()));
  return paths.filter((_, i) => isFile[i]);
}

const health = async () => (await app.inject({ url: '/api/health/' })).json();
const storageErrors = async (op: string) => {
  const text = (await app.inject({ url: '/api/metrics/', headers: { authorization: `Bearer ${TOKEN}` } }))
    .body;
  const line = text.split('\n').find((l) => l.startsWith(`sefaresh_storage_errors_total{op="${op}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
};

async function confirmedOrder(): Promise<number> {
  const [product] = await db().select({ id: products.id }).from(products).limit(1);
  const [order] = await db()
    .insert(orders)
    .values({
      customerId: s.customer.user.id,
      status: 'confirmed',
      quotedTotal: '5000000',
      totalWithTax: '5000000',
    })
    .returning({ id: orders.id });
  await db().insert(orderItems).values({ orderId: order.id, productId: product.id, requestedQuantity: 1 });
  return order.id;
}

const receiptRows = async (orderId: number) =>
  (await db().select({ n: count() }).from(paymentReceipts).where(eq(paymentReceipts.orderId, orderId)))[0].n;

test('a receipt upload the store refuses: 503 in Persian, no row, no file, counted, health degraded', async () => {
  const orderId = await confirmedOrder();
  const before = await storageErrors('put');
  expect((await health()).files).toBe('up');
  const broken = await breakFolder('receipts');

  const res = await uploadReceipt(app, orderId, s.customer, [png(1), png(2)], {
    amount: '1000000',
    paid_on: '2026-01-05',
  });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ error: SERVER_MESSAGES.storageUnavailable });
  expect(res.headers['retry-after']).toBeDefined();
  expect(await receiptRows(orderId)).toBe(0);
  expect(await filesUnder()).toEqual([path.join(filesDir, 'receipts')]); // only the plain file put there
  expect(await storageErrors('put')).toBeGreaterThan(before);

  // the health check reports the store down (200 degraded: the database decides the status code) ...
  const probeBroken = await breakFolder('health');
  const h = await app.inject({ url: '/api/health/' });
  expect(h.statusCode).toBe(200);
  expect(h.json()).toMatchObject({ status: 'degraded', database: 'up', files: 'down' });

  // ... until a write works again; then the same upload succeeds
  await probeBroken.undo();
  await broken.undo();
  expect(await health()).toMatchObject({ files: 'up' });
  const again = await uploadReceipt(app, orderId, s.customer, [png(3)], {
    amount: '1000000',
    paid_on: '2026-01-05',
  });
  expect(again.statusCode).toBe(201);
  expect(await receiptRows(orderId)).toBe(1);
});

test("the customer's broken upload stays a 400, not a 503", async () => {
  const orderId = await confirmedOrder();
  const boundary = '----broken';
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/upload-payment-receipt/`,
    headers: { ...bearer(s.customer), 'content-type': `multipart/form-data; boundary=${boundary}` },
    // cut off in the middle of the file: no closing boundary
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="payment_receipts"; filename="r.png"\r\n` +
      'Content-Type: image/png\r\n\r\n\x89PNG\r\n',
  });
  expect(res.statusCode).toBe(400);
  expect(await receiptRows(orderId)).toBe(0);
});

test('a product image the store refuses: 503 in Persian, no product, no image file', async () => {
  const broken = await breakFolder('images');
  const name = `قهوه بی‌جا ${tag}`;
  const body = multipart([{ field: 'images', name: 'p.png', data: await makeImage('png') }], {
    name,
    category: String(await categoryId(app, 'coffee')),
    base_price: '1200000',
    stock: '5',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/products/',
    headers: { ...bearer(s.staff), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ error: SERVER_MESSAGES.storageUnavailable });
  expect(await db().select().from(products).where(like(products.name, name))).toEqual([]);
  expect((await filesUnder()).filter((f) => f.includes(`${path.sep}images`))).toEqual([
    path.join(filesDir, 'images'),
  ]);
  await broken.undo();
});
