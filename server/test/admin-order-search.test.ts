// The admin order list's search through HTTP into the database: an order by the number screens
// show (Persian or Latin digits, '#', 'ORD-'), ranked before every other match and across pages; orders by a
// product among their items; the roles. And the customer's list carrying the reasons of rejected and cancelled
// orders for the dashboard cards.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderItems, orders, products, users, type OrderStatus } from '../src/db/schema';
import { addTestProduct, createTestApp, signedInUser } from './helpers';

const NOW = new Date('2026-03-25T09:00:00Z');
const DAY = 24 * 3600_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const fa = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
type Session = Awaited<ReturnType<typeof signedInUser>>;
let staff: Session;
let customer: Session;
let dealer: Session;
let pari: { id: number };
const o: Record<string, number> = {};
const auth = (s: Session) => ({ authorization: `Bearer ${s.tokens.access}` });

async function insertOrder(customerId: number, status: OrderStatus, days: number, productIds: number[]) {
  const [row] = await db()
    .insert(orders)
    .values({ customerId, status, createdAt: ago(days), updatedAt: ago(days) })
    .returning({ id: orders.id });
  if (productIds.length)
    await db()
      .insert(orderItems)
      .values(productIds.map((productId) => ({ orderId: row.id, productId, requestedQuantity: 1 })));
  return row.id;
}

beforeAll(async () => {
  app = await createTestApp({}, () => NOW);
  await app.ready();
  [staff, customer, dealer] = await Promise.all([
    signedInUser(app, { name: 'کارمند' }),
    signedInUser(app, { name: 'مشتری اول', phone: '09121110001' }),
    signedInUser(app, { name: 'نماینده' }),
  ]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `S-${tag}` })
    .where(eq(users.id, dealer.user.id));
  [pari] = await db()
    .insert(users)
    .values({ name: 'پری', email: `pari.${tag}@example.com`, phone: '09350000000', passwordHash: 'x' })
    .returning({ id: users.id });
  const saffron = await addTestProduct(app, `زعفران ${tag}`);
  const raisin = await addTestProduct(app, `کشمش ${tag}`);
  const nuts = await addTestProduct(app, `پسته ${tag}`);
  const C = customer.user.id;
  // order numbers whose digits no phone above holds
  await db().execute(sql`select setval('orders_id_seq', 70000)`);
  o.target = await insertOrder(C, 'completed', 30, [nuts.id]); // the oldest
  o.saffronOld = await insertOrder(C, 'confirmed', 20, [saffron.id, nuts.id]);
  o.raisin = await insertOrder(pari.id, 'pending_pricing', 10, [raisin.id]);
  o.saffronNew = await insertOrder(pari.id, 'cancelled', 5, [saffron.id]);
  o.pariNewest = await insertOrder(pari.id, 'pending_pricing', 1, [nuts.id]);
  // Pari's phone holds the target's number: a number search also finds her orders by phone, after the target
  await db()
    .update(users)
    .set({ phone: `0935${String(o.target).padStart(7, '0')}` })
    .where(eq(users.id, pari.id));
}, 180_000);
afterAll(async () => {
  await app.close();
});

interface ListJson {
  count: number;
  total_pages: number;
  results: Array<{ id: number }>;
}
async function list(query: Record<string, string | number>, who: Session | null = staff) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return app.inject({ method: 'GET', url: `/api/admin/orders/?${qs}`, headers: who ? auth(who) : {} });
}
async function ids(query: Record<string, string | number>) {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return (res.json() as ListJson).results.map((r) => r.id);
}

describe('GET /api/admin/orders/?search= by order number', () => {
  it('puts the order with that number first, before the newer orders the digits find by phone', async () => {
    const pariOrders = [o.pariNewest, o.saffronNew, o.raisin];
    for (const text of [String(o.target), fa(o.target), ` ${fa(o.target)} `]) {
      expect(await ids({ search: text })).toEqual([o.target, ...pariOrders]);
    }
    // with '#' or as the title a screen shows it is an order number only, not a phone
    for (const text of [`#${fa(o.target)}`, ` # ${o.target}`, `سفارش #${fa(o.target)}`]) {
      expect(await ids({ search: text })).toEqual([o.target]);
    }
    // a number nothing else holds
    expect(await ids({ search: `ORD-${o.saffronOld}` })).toEqual([o.saffronOld]);
  });

  it('keeps the exact match first across pages and counts it once', async () => {
    const search = fa(o.target);
    const first = (await list({ search, page_size: 2 })).json() as ListJson;
    expect(first.results.map((r) => r.id)).toEqual([o.target, o.pariNewest]);
    expect(first).toMatchObject({ count: 4, total_pages: 2 });
    expect(await ids({ search, page_size: 2, page: 2 })).toEqual([o.saffronNew, o.raisin]);
    // another sort orders the rest, the number still comes first
    expect(await ids({ search, sort: 'oldest' })).toEqual([o.target, o.raisin, o.saffronNew, o.pariNewest]);
  });

  it('lets the other filters drop the numbered order', async () => {
    expect(await ids({ search: String(o.target), status: 'pending_pricing' })).toEqual([
      o.pariNewest,
      o.raisin,
    ]);
    expect(await ids({ search: String(o.target), status: 'completed' })).toEqual([o.target]);
  });

  it('finds nothing for a number no order has', async () => {
    const res = await list({ search: '#۹۹۹۹۹۹۹' });
    expect(res.json()).toMatchObject({ count: 0, results: [] });
  });
});

describe('GET /api/admin/orders/?search= by product name', () => {
  it('finds the orders holding the product, newest first, with Arabic letters read as Persian', async () => {
    expect(await ids({ search: 'زعفران' })).toEqual([o.saffronNew, o.saffronOld]);
    expect(await ids({ search: `كشمش ${tag}` })).toEqual([o.raisin]); // Arabic kaf
    expect(await ids({ search: 'زعفران', status: 'confirmed' })).toEqual([o.saffronOld]);
  });

  it('exports the same orders', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/export/?search=${encodeURIComponent('زعفران')}`,
      headers: auth(staff),
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const idsInSheet = Array.from(
      { length: sheet.rowCount - 1 },
      (_, i) => sheet.getRow(i + 2).getCell(1).value,
    );
    expect(idsInSheet).toEqual([o.saffronNew, o.saffronOld]);
  });
});

describe('the search follows every change, whichever code makes it', () => {
  it("finds an order placed through the API by its product, and the customer's email in any case", async () => {
    const honey = await addTestProduct(app, `عسل ${tag}`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: auth(customer),
      payload: { business_invoice_type: 'unofficial', items: [{ product_id: honey.id, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    expect(await ids({ search: `عسل ${tag}` })).toEqual([id]);
    expect(await ids({ search: `PARI.${tag.toUpperCase()}@EXAMPLE.COM` })).toEqual([
      o.pariNewest,
      o.saffronNew,
      o.raisin,
    ]);
  });

  it("a renamed product, a renamed customer, a new phone and a removed item are found as they are now", async () => {
    const [raisin] = await db()
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, o.raisin));
    await db().update(products).set({ name: `مویز ${tag}` }).where(eq(products.id, raisin.productId));
    expect(await ids({ search: `مویز ${tag}` })).toEqual([o.raisin]);
    expect(await ids({ search: `کشمش ${tag}` })).toEqual([]);

    await db().update(users).set({ name: `پریسا ${tag}`, phone: '09351234567' }).where(eq(users.id, pari.id));
    expect(await ids({ search: `پریسا ${tag}` })).toEqual([o.pariNewest, o.saffronNew, o.raisin]);
    // a phone typed with spaces, as people read it out
    expect(await ids({ search: '۰۹۳۵ ۱۲۳ ۴۵۶۷' })).toEqual([o.pariNewest, o.saffronNew, o.raisin]);

    await db().delete(orderItems).where(eq(orderItems.orderId, o.saffronOld));
    expect(await ids({ search: 'زعفران' })).toEqual([o.saffronNew]);
  });
});

describe('roles', () => {
  it('refuses customers and dealers, and asks anyone else to sign in', async () => {
    expect((await list({ search: String(o.target) }, customer)).statusCode).toBe(403);
    expect((await list({ search: 'زعفران' }, dealer)).statusCode).toBe(403);
    expect((await list({ search: 'زعفران' }, null)).statusCode).toBe(401);
  });
});

describe("the customer's order list carries the reasons", () => {
  it('of a rejected and a cancelled order', async () => {
    const product = await addTestProduct(app, `نبات ${tag}`);
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: auth(customer),
        payload: { business_invoice_type: 'unofficial', items: [{ product_id: product.id, quantity: 1 }] },
      });
    const rejected = (await create()).json() as { id: number };
    const cancelled = (await create()).json() as { id: number };
    const reject = await app.inject({
      method: 'POST',
      url: `/api/orders/${rejected.id}/customer-reject/`,
      headers: auth(customer),
      payload: { rejection_reason: 'قیمت بالاست' },
    });
    expect(reject.statusCode).toBe(200);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.id}/cancel/`,
      headers: auth(staff),
      payload: { reason: 'اتمام موجودی' },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: '/api/orders/?tab=rejected',
      headers: auth(customer),
    });
    const rows = (res.json() as { results: Array<Record<string, unknown>> }).results;
    expect(rows.find((r) => r.id === rejected.id)).toMatchObject({
      status: 'rejected',
      customer_rejection_reason: 'قیمت بالاست',
      cancellation_reason: '',
    });
    expect(rows.find((r) => r.id === cancelled.id)).toMatchObject({
      status: 'cancelled',
      customer_rejection_reason: '',
      cancellation_reason: 'اتمام موجودی',
    });
  });
});
