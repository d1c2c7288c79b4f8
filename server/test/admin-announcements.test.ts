// Staff's announcement calls (spec 002 §5, §7) and the new-arrival fan-out (spec README Notifications): roles,
// required fields, related products and images, editing without files keeps the images, stats and filters, bulk
// actions, and new_arrival_customer / new_arrival_dealer queued by email and SMS exactly once per announcement.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationOutbox, users } from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { ANNOUNCEMENT_MESSAGES as M } from '../src/modules/announcements/messages';
import { createTestApp } from './helpers';
import { addProduct, bearer, sessionsByRole, type Session } from './catalogue-fixtures';
import { makeImage, multipart, type Part } from './image-fixtures';

let app: FastifyInstance;
let filesDir: string;
const tag = randomBytes(4).toString('hex');
let s: Record<'customer' | 'dealer' | 'staff', Session>;
const db = () => app.database.db;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-announcements-'));
  app = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  await app.ready();
  await seedCatalogue(db());
  s = await sessionsByRole(app, tag);
});
afterAll(async () => {
  await app.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

function send(
  method: 'POST' | 'PATCH',
  url: string,
  files: Part[],
  fields: Record<string, string>,
  who: Session | null = s.staff,
) {
  const body = multipart(files, fields);
  return app.inject({
    method,
    url,
    headers: { ...bearer(who), 'content-type': body.contentType },
    payload: body.payload,
  });
}
const img = async (n: number): Promise<Part> => ({
  field: 'images',
  name: `${n}.png`,
  data: await makeImage('png', 20 + n, 20),
});
/** Outbox rows of the new-arrival kinds, per kind and channel. */
async function fanOut() {
  const rows = await db()
    .select({ kind: notificationOutbox.kind, channel: notificationOutbox.channel, n: count() })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.kind, ['new_arrival_customer', 'new_arrival_dealer']))
    .groupBy(notificationOutbox.kind, notificationOutbox.channel);
  return Object.fromEntries(rows.map((r) => [`${r.kind}:${r.channel}`, r.n]));
}

test('staff only: anonymous 401, customers and dealers 403', async () => {
  const calls = [
    { method: 'GET', url: '/api/admin/announcements/' },
    { method: 'POST', url: '/api/admin/announcements/', payload: { title: 'x', description: 'y' } },
    { method: 'PATCH', url: '/api/admin/announcements/1/', payload: { is_active: false } },
    { method: 'DELETE', url: '/api/admin/announcements/1/' },
    {
      method: 'POST',
      url: '/api/admin/announcements/bulk-action/',
      payload: { action: 'delete', announcement_ids: [1] },
    },
  ] as const;
  for (const c of calls) {
    expect((await app.inject({ ...c })).statusCode).toBe(401);
    for (const who of [s.customer, s.dealer])
      expect((await app.inject({ ...c, headers: bearer(who) })).statusCode).toBe(403);
  }
});

test('title and description are required; arrival not before shipment; unknown products refused', async () => {
  const res = await send('POST', '/api/admin/announcements/', [], {
    shipment_date: '2026-05-10',
    estimated_arrival: '2026-05-01',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual({
    title: [M.titleRequired],
    description: [M.descriptionRequired],
    estimated_arrival: [M.arrivalBeforeShipment],
  });
  const unknown = await send('POST', '/api/admin/announcements/', [], {
    title: 't',
    description: 'd',
    related_products: '[999999]',
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().details).toEqual({ related_products: [M.productsNotFound] });
});

test('publishing an active announcement queues the new-arrival messages exactly once', async () => {
  const before = await fanOut();
  const [{ customers }] = await db()
    .select({ customers: count() })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.isStaff, false), eq(users.isDealer, false)));
  const [{ dealers }] = await db()
    .select({ dealers: count() })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.isDealer, true)));
  const product = await addProduct(app, { name: `مرتبط ${tag}`, stock: 7 });
  const res = await send('POST', '/api/admin/announcements/', [await img(1), await img(2)], {
    title: `محموله ${tag}`,
    description: 'شرح',
    shipment_date: '۲۰۲۶-۰۵-۰۱',
    estimated_arrival: '2026-05-20',
    origin_country: 'برزیل',
    related_products: JSON.stringify([product.id]),
    is_featured: 'true',
  });
  expect(res.statusCode).toBe(201);
  const a = res.json();
  expect(a).toMatchObject({
    title: `محموله ${tag}`,
    is_active: true,
    is_featured: true,
    shipment_date: '2026-05-01',
    created_by_name: 'کارشناس کاتالوگ',
    products_count: 1,
    related_products_info: [{ id: product.id, stock_status: 'low_stock' }],
  });
  expect(a.images).toHaveLength(2);
  const after = await fanOut();
  const added = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
  expect(added('new_arrival_customer:email')).toBe(customers);
  expect(added('new_arrival_dealer:email')).toBe(dealers);
  expect(added('new_arrival_customer:sms')).toBeGreaterThan(0); // those with a phone
  expect(added('new_arrival_dealer:sms')).toBe(dealers);
  // edits, toggling off and on again, and bulk activation never send again
  const url = `/api/admin/announcements/${a.id}/`;
  const edited = await send('PATCH', url, [], { title: `ویرایش ${tag}` });
  expect(edited.json().images).toEqual(a.images); // no files: the images stay
  await app.inject({ method: 'PATCH', url, headers: bearer(s.staff), payload: { is_active: false } });
  await app.inject({ method: 'PATCH', url, headers: bearer(s.staff), payload: { is_active: true } });
  await app.inject({
    method: 'POST',
    url: '/api/admin/announcements/bulk-action/',
    headers: bearer(s.staff),
    payload: { action: 'activate', announcement_ids: [a.id] },
  });
  expect(await fanOut()).toEqual(after);
});

test('an inactive draft sends nothing until it is activated (bulk), then once', async () => {
  const before = await fanOut();
  const draft = (
    await send('POST', '/api/admin/announcements/', [], {
      title: `پیش‌نویس ${tag}`,
      description: 'd',
      is_active: 'false',
    })
  ).json();
  expect(await fanOut()).toEqual(before);
  const bulk = await app.inject({
    method: 'POST',
    url: '/api/admin/announcements/bulk-action/',
    headers: bearer(s.staff),
    payload: { action: 'activate', announcement_ids: [draft.id] },
  });
  expect(bulk.json()).toMatchObject({ affected: 1 });
  const once = await fanOut();
  expect(once).not.toEqual(before);
  await app.inject({
    method: 'POST',
    url: '/api/admin/announcements/bulk-action/',
    headers: bearer(s.staff),
    payload: { action: 'activate', announcement_ids: [draft.id] },
  });
  expect(await fanOut()).toEqual(once);
});

test('list: stats, search, week and month filters, inactive included; bulk deactivate and delete', async () => {
  const list = async (q = '') =>
    (
      await app.inject({ method: 'GET', url: `/api/admin/announcements/${q}`, headers: bearer(s.staff) })
    ).json();
  const all = await list();
  expect(all.stats).toMatchObject({ total: all.results.length, this_month: expect.any(Number) });
  expect(all.stats.active).toBe(all.results.filter((r: { is_active: boolean }) => r.is_active).length);
  const mine = await list(`?search=${encodeURIComponent(tag)}&date=week`);
  expect(mine.results.length).toBe(2);
  expect((await list(`?search=${encodeURIComponent(tag)}&date=month`)).results.length).toBe(2);
  const ids = mine.results.map((r: { id: number }) => r.id);
  const off = await app.inject({
    method: 'POST',
    url: '/api/admin/announcements/bulk-action/',
    headers: bearer(s.staff),
    payload: { action: 'deactivate', announcement_ids: ids },
  });
  expect(off.json()).toMatchObject({ affected: 2 });
  expect((await list(`?search=${encodeURIComponent(tag)}&status=inactive`)).results).toHaveLength(2);
  const gone = await app.inject({
    method: 'POST',
    url: '/api/admin/announcements/bulk-action/',
    headers: bearer(s.staff),
    payload: { action: 'delete', announcement_ids: ids },
  });
  expect(gone.json()).toMatchObject({ affected: 2 });
  expect((await list(`?search=${encodeURIComponent(tag)}`)).results).toHaveLength(0);
  const none = await app.inject({
    method: 'POST',
    url: '/api/admin/announcements/bulk-action/',
    headers: bearer(s.staff),
    payload: { action: 'delete', announcement_ids: [] },
  });
  expect(none.statusCode).toBe(400);
  expect(none.json().error).toBe(M.noneSelected);
});
