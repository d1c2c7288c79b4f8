// The public announcement calls (spec 001 §2.8, §3, §7): the author's name, the related products through
// announcement_products (active ones only, with stock status), and opening one counts a view.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announcementProducts, shipmentAnnouncements } from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { createTestApp } from './helpers';
import { addProduct, bearer, sessionsByRole, type Session } from './catalogue-fixtures';

let app: FastifyInstance;
const tag = randomBytes(4).toString('hex');
let sessions: Record<'customer' | 'dealer' | 'staff', Session>;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  await seedCatalogue(app.database.db);
  sessions = await sessionsByRole(app, tag);
});
afterAll(async () => {
  await app.close();
});

async function announcement(isActive = true) {
  const [row] = await db()
    .insert(shipmentAnnouncements)
    .values({ title: `محموله ${tag}`, description: 'شرح', isActive, createdBy: sessions.staff.user.id })
    .returning();
  return row;
}

test('the list names the author and the related active products with their stock status', async () => {
  const a = await announcement();
  const low = await addProduct(app, { name: `کم ${tag}`, stock: 5 });
  const none = await addProduct(app, { name: `تمام ${tag}`, stock: 0 });
  const off = await addProduct(app, { name: `خاموش ${tag}`, isActive: false });
  await db()
    .insert(announcementProducts)
    .values([
      { announcementId: a.id, productId: none.id, sortOrder: 1 },
      { announcementId: a.id, productId: low.id, sortOrder: 0 },
      { announcementId: a.id, productId: off.id, sortOrder: 2 },
    ]);
  const res = await app.inject({ method: 'GET', url: '/api/shipment-announcements/' });
  expect(res.statusCode).toBe(200);
  const item = (res.json() as { id: number }[]).find((x) => x.id === a.id);
  expect(item).toMatchObject({
    created_by: sessions.staff.user.id,
    created_by_name: 'کارشناس کاتالوگ',
    products_count: 2,
    related_products: [low.id, none.id],
    related_products_info: [
      { id: low.id, name: low.name, stock: 5, stock_status: 'low_stock', is_active: true },
      { id: none.id, name: none.name, stock: 0, stock_status: 'out_of_stock', is_active: true },
    ],
  });
  // a removed product drops out of the link
  await app.database.db.delete(announcementProducts).where(eq(announcementProducts.productId, none.id));
  const again = (await app.inject({ method: 'GET', url: `/api/shipment-announcements/${a.id}/` })).json();
  expect(again).toMatchObject({ products_count: 1, related_products: [low.id] });
});

test('opening an active announcement counts one view per call, for every role; an inactive one is 404', async () => {
  const a = await announcement();
  for (const who of [null, sessions.customer, sessions.dealer, sessions.staff]) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/shipment-announcements/${a.id}/`,
      headers: bearer(who),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  }
  const [row] = await db().select().from(shipmentAnnouncements).where(eq(shipmentAnnouncements.id, a.id));
  expect(row.viewCount).toBe(4);
  const last = await app.inject({ method: 'GET', url: `/api/shipment-announcements/${a.id}/` });
  expect(last.json()).toMatchObject({ id: a.id, view_count: 5 });

  const inactive = await announcement(false);
  const hidden = await app.inject({ method: 'GET', url: `/api/shipment-announcements/${inactive.id}/` });
  expect(hidden.statusCode).toBe(404);
  expect(hidden.json()).toEqual({ error: 'اطلاعیه محموله پیدا نشد' });
  const [still] = await db()
    .select()
    .from(shipmentAnnouncements)
    .where(eq(shipmentAnnouncements.id, inactive.id));
  expect(still.viewCount).toBe(0);
  expect((await app.inject({ method: 'GET', url: '/api/shipment-announcements/999999/' })).statusCode).toBe(
    404,
  );
  expect((await app.inject({ method: 'GET', url: '/api/shipment-announcements/abc/' })).statusCode).toBe(400);
});
