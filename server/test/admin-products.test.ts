// Staff's product calls (spec 002 §5, §7) into the database and a temporary file store: roles, upload rules, WebP
// without metadata served immutable, order and primary, file removal, toggles, 409 on delete, bulk actions.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD } from '@sefaresh/shared-api/rules';
import { orderItems, orders } from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { PRODUCT_MESSAGES as M } from '../src/modules/catalogue/staff/messages';
import { createTestApp } from './helpers';
import { addProduct, bearer, categoryId, sessionsByRole, type Session } from './catalogue-fixtures';
import { EXE, makeImage, multipart, pixelFloodPng, SVG, type Part } from './image-fixtures';

let app: FastifyInstance;
let filesDir: string;
const tag = randomBytes(4).toString('hex');
let s: Record<'customer' | 'dealer' | 'staff', Session>;
let coffee: number;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-products-'));
  app = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  await app.ready();
  await seedCatalogue(app.database.db);
  s = await sessionsByRole(app, tag);
  coffee = await categoryId(app, 'coffee');
});
afterAll(async () => {
  await app.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

const storedImages = async () =>
  (await fs.readdir(path.join(filesDir, 'images')).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.webp'),
  );
const fields = (extra: Record<string, string> = {}) => ({
  name: `قهوه ${tag}`,
  category: String(coffee),
  base_price: '۱۲۰۰۰۰۰', // Persian digits are accepted
  stock: '40',
  tax_rate: '9.5',
  ...extra,
});
const img = (data: Buffer, name = 'p.png', field = 'images'): Part => ({ field, name, data });
function send(
  method: 'POST' | 'PATCH',
  url: string,
  files: Part[],
  f: Record<string, string>,
  who: Session | null = s.staff,
) {
  const body = multipart(files, f);
  return app.inject({
    method,
    url,
    headers: { ...bearer(who), 'content-type': body.contentType },
    payload: body.payload,
  });
}
type ProductJson = {
  id: number;
  name: string;
  is_active: boolean;
  base_price: string;
  tax_rate: number | null;
  product_images: {
    id: number;
    image_url: string;
    thumbnail_url: string;
    is_primary: boolean;
    alt_text: string;
  }[];
  primary_image_url: string;
};

test('staff only: anonymous 401, customers and dealers 403 on every call', async () => {
  const calls = [
    { method: 'GET', url: '/api/admin/products/' },
    { method: 'GET', url: '/api/admin/products/categories/' },
    { method: 'POST', url: '/api/admin/products/', payload: {} },
    { method: 'PATCH', url: '/api/admin/products/1/', payload: { is_active: false } },
    { method: 'DELETE', url: '/api/admin/products/1/' },
    { method: 'DELETE', url: '/api/admin/products/1/remove-image/1/' },
    {
      method: 'POST',
      url: '/api/admin/products/bulk-actions/',
      payload: { action: 'delete', product_ids: [1] },
    },
  ] as const;
  for (const c of calls) {
    expect((await app.inject({ ...c })).statusCode).toBe(401);
    for (const who of [s.customer, s.dealer])
      expect((await app.inject({ ...c, headers: bearer(who) })).statusCode).toBe(403);
  }
});

test('create with three images: WebP display and thumbnail, no metadata, order kept, marked primary, served immutable', async () => {
  const [png, jpeg, gif] = await Promise.all([
    makeImage('png'),
    makeImage('jpeg', 2400, 1600),
    makeImage('gif'),
  ]);
  const order = JSON.stringify([
    { type: 'new', src: 0, order: 2 },
    { type: 'new', src: 1, order: 0, is_primary: true },
    { type: 'new', src: 2, order: 1 },
  ]);
  const res = await send(
    'POST',
    '/api/admin/products/',
    [img(png), img(jpeg, 'a.jpg'), img(gif, 'b.gif')],
    fields({ image_order: order }),
  );
  expect(res.statusCode).toBe(201);
  const p = res.json() as ProductJson;
  expect(p).toMatchObject({ name: `قهوه ${tag}`, base_price: '1200000', tax_rate: 9.5, is_active: true });
  expect(p.product_images).toHaveLength(3);
  expect(p.product_images.map((i) => i.is_primary)).toEqual([true, false, false]);
  expect(p.primary_image_url).toBe(p.product_images[0].image_url);
  expect(p.product_images[0].alt_text).toBe(p.name);
  const served = await app.inject({ method: 'GET', url: p.product_images[0].image_url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(served.rawPayload).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
  expect(meta.exif).toBeUndefined();
  const thumb = await sharp(
    (await app.inject({ method: 'GET', url: p.product_images[0].thumbnail_url })).rawPayload,
  ).metadata();
  expect(thumb).toMatchObject({ width: 400, height: 267 });
  expect(
    (await app.inject({ method: 'GET', url: `/api/media/images/${'0'.repeat(64)}.webp` })).statusCode,
  ).toBe(404);
  expect(
    (await app.inject({ method: 'GET', url: '/api/media/images/..%2f..%2fjwt-secret' })).statusCode,
  ).toBe(400);
});

test.each([
  ['an SVG', () => SVG, M.imageType('x.svg')],
  ['a renamed executable', () => EXE, M.imageType('x.svg')],
  ['a pixel flood', () => pixelFloodPng(), M.imagePixels('x.svg')],
] as const)('%s is refused with 400 and leaves no file', async (_label, data, message) => {
  const before = await storedImages();
  const good = await makeImage('webp', 30, 30);
  const res = await send(
    'POST',
    '/api/admin/products/',
    [img(good, 'ok.webp'), img(data(), 'x.svg')],
    fields({ name: `رد ${tag}` }),
  );
  expect(res.statusCode).toBe(400);
  expect(res.json().details.images).toEqual([message]);
  expect((await storedImages()).sort()).toEqual(before.sort());
});

test('size and count limits, required fields and at least one image', async () => {
  const png = await makeImage('png');
  const big = Buffer.concat([
    png,
    Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - png.length),
  ] as unknown as Uint8Array[]);
  const over = await send('POST', '/api/admin/products/', [img(big, 'big.png')], fields());
  expect(over.statusCode).toBe(413);
  expect(over.json().details.images).toEqual([M.imageTooLarge('big.png')]);
  const six = await send(
    'POST',
    '/api/admin/products/',
    Array.from({ length: 6 }, (_, i) => img(png, `${i}.png`)),
    fields(),
  );
  expect(six.statusCode).toBe(400);
  expect(six.json().details.images).toEqual([M.tooManyImages]);
  const none = await send('POST', '/api/admin/products/', [], fields());
  expect(none.statusCode).toBe(400);
  expect(none.json().details).toEqual({ images: [M.imageRequired] });
  const bad = await send('POST', '/api/admin/products/', [img(png)], {
    category: 'abc',
    base_price: '1.5',
    stock: '-1',
    tax_rate: '100.001',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().details).toEqual({
    name: [M.nameRequired],
    category: [M.categoryInvalid],
    base_price: [M.priceInvalid],
    stock: [M.stockInvalid],
    tax_rate: [M.taxInvalid],
  });
});

test('update: keep one, add one, reorder; removed files deleted; no new files keeps the images; JSON toggles', async () => {
  const [a, b, c] = await Promise.all([
    makeImage('png', 11, 11),
    makeImage('png', 12, 12),
    makeImage('png', 13, 13),
  ]);
  const created = (
    await send('POST', '/api/admin/products/', [img(a), img(b)], fields({ name: `ویرایش ${tag}` }))
  ).json() as ProductJson;
  const [first, second] = created.product_images;
  const url = `/api/admin/products/${created.id}/`;
  const res = await send('PATCH', url, [img(c)], {
    existing_images: JSON.stringify([second.id]),
    image_order: JSON.stringify([
      { type: 'new', src: 0, order: 0 },
      { type: 'existing', src: second.id, order: 1 },
    ]),
    stock: '0',
  });
  expect(res.statusCode).toBe(200);
  const p = res.json() as ProductJson;
  expect(p.product_images.map((i) => i.id)[1]).toBe(second.id);
  expect(p.product_images[0].is_primary).toBe(true);
  const names = await storedImages();
  expect(names).not.toContain(path.basename(first.image_url));
  expect(names).toContain(path.basename(second.image_url));
  // no new files: the images stay as they are
  const renamed = (await send('PATCH', url, [], { name: `نام تازه ${tag}` })).json() as ProductJson;
  expect(renamed.product_images.map((i) => i.id)).toEqual(p.product_images.map((i) => i.id));
  const toggled = await app.inject({
    method: 'PATCH',
    url,
    headers: bearer(s.staff),
    payload: { is_active: false, is_featured: true },
  });
  expect(toggled.json()).toMatchObject({ is_active: false, is_featured: true, name: `نام تازه ${tag}` });
  // remove-image: the next becomes primary; the last one cannot go
  const afterRemove = (
    await app.inject({
      method: 'DELETE',
      url: `${url}remove-image/${p.product_images[0].id}/`,
      headers: bearer(s.staff),
    })
  ).json() as ProductJson;
  expect(afterRemove.product_images).toMatchObject([{ id: second.id, is_primary: true }]);
  const last = await app.inject({
    method: 'DELETE',
    url: `${url}remove-image/${second.id}/`,
    headers: bearer(s.staff),
  });
  expect(last.statusCode).toBe(409);
  expect(last.json()).toEqual({ error: M.lastImage });
});

test('delete: 409 with the Persian offer to deactivate when in orders; otherwise gone with its files; bulk keeps those in orders', async () => {
  const png = await makeImage('png', 21, 21);
  const used = (
    await send('POST', '/api/admin/products/', [img(png)], fields({ name: `در سفارش ${tag}` }))
  ).json() as ProductJson;
  const free = (
    await send(
      'POST',
      '/api/admin/products/',
      [img(await makeImage('png', 22, 22))],
      fields({ name: `آزاد ${tag}` }),
    )
  ).json() as ProductJson;
  const [order] = await app.database.db.insert(orders).values({ customerId: s.customer.user.id }).returning();
  await app.database.db
    .insert(orderItems)
    .values({ orderId: order.id, productId: used.id, requestedQuantity: 1 });
  const refused = await app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${used.id}/`,
    headers: bearer(s.staff),
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ error: M.inOrders });

  const other = await addProduct(app, { name: `سوم ${tag}` });
  const featured = await app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk-actions/',
    headers: bearer(s.staff),
    payload: { action: 'feature', product_ids: [free.id, other.id] },
  });
  expect(featured.json()).toMatchObject({ affected: 2, kept: [] });
  const bulk = await app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk-actions/',
    headers: bearer(s.staff),
    payload: { action: 'delete', product_ids: [used.id, free.id, other.id] },
  });
  expect(bulk.statusCode).toBe(200);
  expect(bulk.json()).toMatchObject({ affected: 2, kept: [{ id: used.id, name: used.name }] });
  expect(await storedImages()).not.toContain(path.basename(free.product_images[0].image_url));
  expect(
    (await app.inject({ method: 'DELETE', url: `/api/admin/products/${free.id}/`, headers: bearer(s.staff) }))
      .statusCode,
  ).toBe(404);
  const empty = await app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk-actions/',
    headers: bearer(s.staff),
    payload: { action: 'delete', product_ids: [] },
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().error).toBe(M.noneSelected);
});

test('list: filters, pages of 12, stats', async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/products/?search=${encodeURIComponent(tag)}&status=all`,
    headers: bearer(s.staff),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as {
    count: number;
    page: number;
    total_pages: number;
    results: ProductJson[];
    stats: Record<string, unknown>;
  };
  expect(body.results.every((p) => p.name.includes(tag))).toBe(true);
  expect(body.results.some((p) => !p.is_active)).toBe(true); // inactive ones are listed for staff
  const inactive = (
    await app.inject({
      method: 'GET',
      url: `/api/admin/products/?search=${encodeURIComponent(tag)}&status=inactive`,
      headers: bearer(s.staff),
    })
  ).json() as typeof body;
  expect(inactive.results.every((p) => !p.is_active)).toBe(true);
  const out = (
    await app.inject({
      method: 'GET',
      url: '/api/admin/products/?stock_filter=out_of_stock',
      headers: bearer(s.staff),
    })
  ).json() as typeof body;
  expect(out.count).toBeGreaterThan(0);
  const all = (
    await app.inject({ method: 'GET', url: '/api/admin/products/', headers: bearer(s.staff) })
  ).json() as typeof body;
  expect(all.results).toHaveLength(12);
  expect(all.stats).toMatchObject({
    total_products: all.count,
    total_stock_value: expect.stringMatching(/^[1-9][0-9]*$/),
  });
  expect(all.stats.out_of_stock).toBe(out.count);
});
