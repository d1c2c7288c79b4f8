// The admin order list (spec 002 §2, §3, §7) through HTTP into the database: every filter and sort against known
// rows (exact ids in order), counts, stats and paging, the roles, the Excel export (parsed back), the details
// with history and the customer's invoice data from its three sources.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  categories,
  customerInvoiceInfo,
  orderEvents,
  orderItems,
  orders,
  paymentReceipts,
  products,
  users,
  type OrderCustomerInfo,
  type OrderStatus,
} from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { escapeCell } from '../src/lib/xlsx-stream';
import { EXPORT_HEADERS } from '../src/modules/orders/admin-messages';
import { createTestApp, signedInUser } from './helpers';

// 12:30 on 5 Farvardin 1405 in Tehran; Tehran's 25 March began at 2026-03-24T20:30Z
const NOW = new Date('2026-03-25T09:00:00Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
type Session = Awaited<ReturnType<typeof signedInUser>>;
let staff: Session;
let superuser: Session;
let ali: Session; // a customer with a token
let dealerOne: Session;
let sara: { id: number; email: string };
let zahra: { id: number; email: string };
let dealerTwo: { id: number };
const o: Record<string, number> = {};

const auth = (s: Session) => ({ authorization: `Bearer ${s.tokens.access}` });

async function insertUser(
  name: string,
  email: string,
  phone: string,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [u] = await db()
    .insert(users)
    .values({ name, email, phone, passwordHash: 'x', ...extra })
    .returning({ id: users.id, email: users.email });
  return u;
}

async function insertOrder(
  customerId: number,
  status: OrderStatus,
  createdAt: Date,
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(orders)
    .values({ customerId, status, createdAt, updatedAt: createdAt, ...extra })
    .returning({ id: orders.id });
  return row.id;
}

const snapshot: OrderCustomerInfo = {
  name: 'سارا محمدی',
  phone: '09351234567',
  company_name: 'بازرگانی سارا',
  national_id: '0012345679',
  economic_id: '',
  postal_code: '1234567890',
  complete_address: 'تهران، خیابان آزادی',
  province: 'تهران',
  city: 'تهران',
};

beforeAll(async () => {
  app = await createTestApp({}, () => NOW);
  await app.ready();
  await seedCatalogue(db());
  [staff, superuser, ali, dealerOne] = await Promise.all([
    signedInUser(app, { name: 'کارمند فروش' }),
    signedInUser(app, { name: 'مدیر کل' }),
    signedInUser(app, { name: 'علی رضایی', email: `Ali.${tag}@example.com`, phone: '09121110001' }),
    signedInUser(app, { name: 'نماینده یک' }),
  ]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, superuser.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `D1-${tag}` })
    .where(eq(users.id, dealerOne.user.id));
  sara = await insertUser('سارا محمدی', `sara.${tag}@example.com`, '09351234567');
  zahra = await insertUser('زهرا احمدی', `zahra.${tag}@example.com`, '09129990000');
  dealerTwo = await insertUser('نماینده دو', `d2.${tag}@example.com`, '09120000002', {
    isDealer: true,
    dealerCode: `D2-${tag}`,
  });
  const A = ali.user.id;
  const D1 = dealerOne.user.id;
  const D2 = dealerTwo.id;
  const priced = (total: string, extra: Partial<typeof orders.$inferInsert> = {}) => ({
    quotedTotal: total,
    totalWithTax: total,
    pricedBy: staff.user.id,
    pricingDate: ago(HOUR),
    ...extra,
  });
  o.o1 = await insertOrder(A, 'pending_pricing', ago(HOUR), { customerComment: '=cmd|calc' });
  o.o2 = await insertOrder(sara.id, 'waiting_customer_approval', ago(2 * DAY), {
    ...priced('5000000', { totalWithTax: '5450000' }),
    assignedDealerId: D1,
    businessInvoiceType: 'official',
    customerInfo: snapshot,
    customerComment: 'ب'.repeat(100),
  });
  o.o3 = await insertOrder(zahra.id, 'confirmed', ago(10 * DAY), {
    ...priced('12000000'),
    assignedDealerId: D2,
  });
  o.o4 = await insertOrder(A, 'payment_uploaded', ago(20 * DAY), {
    ...priced('3000000'),
    assignedDealerId: D1,
  });
  o.o5 = await insertOrder(sara.id, 'completed', ago(40 * DAY), {
    ...priced('8000000'),
    completionDate: ago(30 * DAY),
  });
  o.o6 = await insertOrder(zahra.id, 'rejected', ago(3 * HOUR));
  o.o7 = await insertOrder(A, 'cancelled', ago(5 * DAY), { ...priced('1000000'), assignedDealerId: D2 });
  // 00:15 on 25 March in Tehran (today there), still 24 March in UTC
  o.o8 = await insertOrder(sara.id, 'pending_pricing', new Date('2026-03-24T20:45:00Z'));
  // 23:45 on 24 March in Tehran: yesterday
  o.o9 = await insertOrder(zahra.id, 'completed', new Date('2026-03-24T20:15:00Z'), {
    ...priced('8000000'),
    completionDate: new Date('2026-03-25T06:00:00Z'),
  });

  const [cat] = await db().select().from(categories).limit(1);
  const names = ['قهوه', 'زعفران', 'پسته', 'بادام', 'گردو', 'کشمش', 'نبات'];
  const made = await db()
    .insert(products)
    .values(names.map((n) => ({ categoryId: cat.id, name: `${n} ${tag}`, basePrice: '1000', stock: 10 })))
    .returning({ id: products.id });
  await db()
    .insert(orderItems)
    .values([
      ...made.slice(0, 6).map((p, i) => ({
        orderId: o.o2,
        productId: p.id,
        requestedQuantity: i + 1,
        finalQuantity: i === 0 ? 10 : null,
      })),
      { orderId: o.o2, productId: made[6].id, requestedQuantity: 1, isActive: false, removedAt: ago(HOUR) },
      { orderId: o.o1, productId: made[0].id, requestedQuantity: 2 },
    ]);
  await db()
    .insert(paymentReceipts)
    .values({
      orderId: o.o4,
      fileName: 'receipt.png',
      fileType: 'image',
      mimeType: 'image/png',
      fileSize: 3,
      content: Buffer.from('abc'),
      uploadedAt: ago(DAY),
      uploadedBy: A,
    });
  await db()
    .insert(orderEvents)
    .values([
      {
        orderId: o.o2,
        actorId: sara.id,
        fromStatus: null,
        toStatus: 'pending_pricing',
        createdAt: ago(2 * DAY),
      },
      {
        orderId: o.o2,
        actorId: staff.user.id,
        fromStatus: 'pending_pricing',
        toStatus: 'waiting_customer_approval',
        note: 'قیمت‌گذاری شد',
        createdAt: ago(DAY),
      },
    ]);
  // Zahra saved invoice data without a postal code (incomplete)
  await db()
    .insert(customerInvoiceInfo)
    .values({ userId: zahra.id, info: { ...snapshot, name: 'زهرا احمدی', postal_code: '' }, updatedAt: NOW });
}, 180_000);
afterAll(async () => {
  await app.close();
});

interface ListJson {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: Array<Record<string, unknown> & { id: number }>;
  stats: Record<string, number>;
}

async function list(query: Record<string, string | number> = {}, who: Session | null = staff) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return app.inject({
    method: 'GET',
    url: `/api/admin/orders/${qs ? `?${qs}` : ''}`,
    headers: who ? auth(who) : {},
  });
}
async function ids(query: Record<string, string | number> = {}) {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return (res.json() as ListJson).results.map((r) => r.id);
}
const the = (...keys: string[]) => keys.map((k) => o[k]);

describe('GET /api/admin/orders/', () => {
  it('answers newest first, 12 a page, with the stat cards over all orders', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListJson;
    expect(body.results.map((r) => r.id)).toEqual(the('o1', 'o6', 'o8', 'o9', 'o2', 'o7', 'o3', 'o4', 'o5'));
    expect(body).toMatchObject({ count: 9, page: 1, page_size: 12, total_pages: 1 });
    expect(body.stats).toEqual({
      total: 9,
      active: 5,
      pending_pricing: 2,
      waiting_customer_approval: 1,
      payment_uploaded: 1,
      completed: 2,
    });
  });

  it('gives each row the fields of the admin list', async () => {
    const body = (await list({ status: 'waiting_customer_approval' })).json() as ListJson;
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toEqual({
      id: o.o2,
      status: 'waiting_customer_approval',
      created_at: ago(2 * DAY).toISOString(),
      customer_id: sara.id,
      customer_name: 'سارا محمدی',
      customer_email: sara.email,
      customer_phone: '09351234567',
      customer_comment: 'ب'.repeat(100),
      assigned_dealer_id: dealerOne.user.id,
      assigned_dealer_name: 'نماینده یک',
      priced_by_name: 'کارمند فروش',
      items_count: 6,
      items: [
        { product_name: `قهوه ${tag}`, quantity: 10 },
        { product_name: `زعفران ${tag}`, quantity: 2 },
        { product_name: `پسته ${tag}`, quantity: 3 },
        { product_name: `بادام ${tag}`, quantity: 4 },
        { product_name: `گردو ${tag}`, quantity: 5 },
      ],
      quoted_total: '5000000',
      total_with_tax: '5450000',
      business_invoice_type: 'official',
      has_payment_receipts: false,
      payment_receipts_count: 0,
      completion_date: null,
      allowed_actions: [
        'price',
        'reprice_quietly',
        'staff_remove_item',
        'cancel',
        'change_invoice_type',
        'assign_dealer',
        'remove_dealer',
        'update_dealer_notes',
      ],
    });
    const [withReceipt] = ((await list({ status: 'payment_uploaded' })).json() as ListJson).results;
    expect(withReceipt).toMatchObject({ id: o.o4, has_payment_receipts: true, payment_receipts_count: 1 });
    const [unpriced] = ((await list({ customer: ali.user.id, date: 'today' })).json() as ListJson).results;
    expect(unpriced).toMatchObject({
      id: o.o1,
      quoted_total: null,
      assigned_dealer_id: null,
      assigned_dealer_name: null,
      priced_by_name: null,
      items_count: 1,
    });
  });

  it.each([
    ['active', ['o1', 'o8', 'o2', 'o3', 'o4']],
    ['pending_pricing', ['o1', 'o8']],
    ['completed', ['o9', 'o5']],
    ['rejected', ['o6']],
    ['cancelled', ['o7']],
  ])('filters by status %s', async (status, expected) => {
    const res = await list({ status });
    const body = res.json() as ListJson;
    expect(body.results.map((r) => r.id)).toEqual(the(...expected));
    expect(body.count).toBe(expected.length);
    expect(body.stats.total).toBe(9);
  });

  it('filters by dealer, and by unassigned', async () => {
    expect(await ids({ dealer: dealerOne.user.id })).toEqual(the('o2', 'o4'));
    expect(await ids({ dealer: dealerTwo.id })).toEqual(the('o7', 'o3'));
    expect(await ids({ dealer: 'unassigned' })).toEqual(the('o1', 'o6', 'o8', 'o9', 'o5'));
  });

  it('filters by registration date in Tehran days', async () => {
    expect(await ids({ date: 'today' })).toEqual(the('o1', 'o6', 'o8'));
    expect(await ids({ date: 'week' })).toEqual(the('o1', 'o6', 'o8', 'o9', 'o2', 'o7'));
    expect(await ids({ date: 'month' })).toEqual(the('o1', 'o6', 'o8', 'o9', 'o2', 'o7', 'o3', 'o4'));
    expect(await ids({ date: 'all' })).toHaveLength(9);
  });

  it('filters by customer', async () => {
    expect(await ids({ customer: ali.user.id })).toEqual(the('o1', 'o7', 'o4'));
    expect(await ids({ customer: sara.id, status: 'completed' })).toEqual(the('o5'));
  });

  it('searches customer name, email and phone, case-insensitive, with Persian and Arabic digits and letters', async () => {
    expect(await ids({ search: 'سارا' })).toEqual(the('o8', 'o2', 'o5'));
    expect(await ids({ search: ` ali.${tag.toUpperCase()} ` })).toEqual(the('o1', 'o7', 'o4'));
    expect(await ids({ search: `ALI.${tag}@EXAMPLE` })).toEqual(the('o1', 'o7', 'o4'));
    expect(await ids({ search: '۰۹۳۵۱۲' })).toEqual(the('o8', 'o2', 'o5'));
    expect(await ids({ search: '٠٩١٢٩٩٩' })).toEqual(the('o6', 'o9', 'o3'));
    expect(await ids({ search: 'علي' })).toEqual(the('o1', 'o7', 'o4')); // Arabic yeh
    expect(await ids({ search: 'احمدی', status: 'active' })).toEqual(the('o3'));
    const none = (await list({ search: 'کسی نیست' })).json() as ListJson;
    expect(none).toMatchObject({ count: 0, results: [], total_pages: 1 });
    expect(none.stats.total).toBe(9);
    expect(await ids({ search: '100%' })).toEqual([]);
  });

  it.each([
    ['newest', ['o1', 'o6', 'o8', 'o9', 'o2', 'o7', 'o3', 'o4', 'o5']],
    ['oldest', ['o5', 'o4', 'o3', 'o7', 'o2', 'o9', 'o8', 'o6', 'o1']],
    ['customer_name', ['o6', 'o9', 'o3', 'o8', 'o2', 'o5', 'o1', 'o7', 'o4']],
    ['amount', ['o3', 'o9', 'o5', 'o2', 'o4', 'o7', 'o1', 'o6', 'o8']],
    ['status', ['o1', 'o8', 'o2', 'o3', 'o4', 'o9', 'o5', 'o6', 'o7']],
  ])('sorts by %s', async (sort, expected) => {
    expect(await ids({ sort })).toEqual(the(...expected));
  });

  it('sorts by customer name within filters and across pages', async () => {
    // the status filter alone sizes each customer from the kept counts; other filters count the orders
    expect(await ids({ sort: 'customer_name', status: 'active' })).toEqual(the('o3', 'o8', 'o2', 'o1', 'o4'));
    expect(await ids({ sort: 'customer_name', status: 'active', page_size: 2, page: 2 })).toEqual(
      the('o2', 'o1'),
    );
    expect(await ids({ sort: 'customer_name', page_size: 4, page: 2 })).toEqual(the('o2', 'o5', 'o1', 'o7'));
    expect(await ids({ sort: 'customer_name', dealer: 'unassigned', date: 'today' })).toEqual(
      the('o6', 'o8', 'o1'),
    );
    const page = (await list({ sort: 'customer_name', status: 'active', page_size: 2 })).json() as ListJson;
    expect(page).toMatchObject({ count: 5, total_pages: 3 });
  });

  it('pages, also across the segments of the amount and status sorts', async () => {
    const page2 = (await list({ page_size: 4, page: 2 })).json() as ListJson;
    expect(page2).toMatchObject({ count: 9, page: 2, page_size: 4, total_pages: 3 });
    expect(page2.results.map((r) => r.id)).toEqual(the('o2', 'o7', 'o3', 'o4'));
    expect(await ids({ page_size: 4, page: 3 })).toEqual(the('o5'));
    expect(await ids({ page_size: 4, page: 4 })).toEqual([]);
    expect(await ids({ sort: 'amount', page_size: 4, page: 2 })).toEqual(the('o4', 'o7', 'o1', 'o6'));
    expect(await ids({ sort: 'status', page_size: 2, page: 2 })).toEqual(the('o2', 'o3'));
    expect(await ids({ sort: 'status', page_size: 2, page: 3 })).toEqual(the('o4', 'o9'));
    expect(await ids({ sort: 'status', page_size: 2, page: 5 })).toEqual(the('o7'));
    const filtered = (
      await list({ sort: 'status', status: 'active', page_size: 3, page: 2 })
    ).json() as ListJson;
    expect(filtered).toMatchObject({ count: 5, total_pages: 2 });
    expect(filtered.results.map((r) => r.id)).toEqual(the('o3', 'o4'));
    expect(await ids({ dealer: 'unassigned', date: 'today', sort: 'oldest' })).toEqual(the('o8', 'o6', 'o1'));
  });

  it('rejects bad query values with 400', async () => {
    const bad: Record<string, string | number>[] = [
      { status: 'x' },
      { sort: 'x' },
      { date: 'year' },
      { page_size: 101 },
      { dealer: 'x' },
      { page: 0 },
    ];
    for (const query of bad) {
      expect((await list(query)).statusCode).toBe(400);
    }
  });

  it('is for staff only', async () => {
    expect((await list({}, superuser)).statusCode).toBe(200);
    expect((await list({}, ali)).statusCode).toBe(403);
    expect((await list({}, dealerOne)).statusCode).toBe(403);
    expect((await list({}, null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/export/', () => {
  async function download(url: string, headers: Record<string, string> = {}) {
    const res = await app.inject({ method: 'GET', url, headers });
    return res;
  }
  async function sheetOf(payload: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as unknown as ArrayBuffer);
    return wb.worksheets[0];
  }
  const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

  it('streams a right-to-left sheet with Persian headers, Jalali dates and escaped formulas', async () => {
    const res = await download('/api/admin/orders/export/', auth(staff));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // a Persian name with the Persian-calendar day (RFC 5987 filename*), an ASCII name for old clients
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-2026-03-25.xlsx"; filename*=UTF-8''${encodeURIComponent('فهرست-سفارش-۱۴۰۵-۰۱-۰۵.xlsx')}`,
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(values(sheet.getRow(1))).toEqual([...EXPORT_HEADERS]);
    expect(sheet.rowCount).toBe(10);
    const column = (n: number) => Array.from({ length: 9 }, (_, i) => sheet.getRow(i + 2).getCell(n).value);
    expect(column(1)).toEqual(the('o1', 'o6', 'o8', 'o9', 'o2', 'o7', 'o3', 'o4', 'o5'));
    const row = sheet.getRow(6); // o2
    expect(values(row)).toEqual([
      o.o2,
      '۱۴۰۵/۰۱/۰۳ ۱۲:۳۰',
      'در انتظار تأیید مشتری',
      'سارا محمدی',
      sara.email,
      '09351234567',
      'نماینده یک',
      'کارمند فروش',
      6,
      5000000,
      5450000,
      'رسمی',
      undefined, // not completed: an empty cell
      'ب'.repeat(100),
    ]);
    expect(sheet.getRow(2).getCell(14).value).toBe("'=cmd|calc"); // o1
    expect(sheet.getRow(5).getCell(13).value).toBe('۱۴۰۵/۰۱/۰۵ ۰۹:۳۰'); // o9's completion date
    expect(sheet.getRow(2).getCell(10).value).toBeNull(); // unpriced
    expect(sheet.getRow(2).getCell(7).value).toBeNull(); // no dealer
  });

  it('applies the filters and the oldest sort', async () => {
    const sheet = await sheetOf(
      (await download('/api/admin/orders/export/?status=completed&sort=oldest', auth(staff))).rawPayload,
    );
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual(the('o5', 'o9'));
    const none = await sheetOf(
      (await download('/api/admin/orders/export/?search=nobody', auth(staff))).rawPayload,
    );
    expect(none.rowCount).toBe(1);
  });

  it('reads in keyset batches without losing or repeating a row', async () => {
    const seen: number[] = [];
    for await (const batch of app.services.adminOrders.exportBatches({}, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((r) => r.order.id));
    }
    expect(seen).toEqual(the('o1', 'o6', 'o8', 'o9', 'o2', 'o7', 'o3', 'o4', 'o5'));
    const oldest: number[] = [];
    for await (const batch of app.services.adminOrders.exportBatches(
      { sort: 'oldest', status: 'active' },
      2,
    )) {
      oldest.push(...batch.map((r) => r.order.id));
    }
    expect(oldest).toEqual(the('o4', 'o3', 'o2', 'o8', 'o1'));
  });

  it('answers the Authorization header only, for staff only (a ?token= in the URL is not a credential)', async () => {
    const ok = await download('/api/admin/orders/export/?dealer=unassigned', auth(staff));
    expect(ok.statusCode).toBe(200);
    expect((await sheetOf(ok.rawPayload)).rowCount).toBe(6);
    expect((await download(`/api/admin/orders/export/?token=${staff.tokens.access}`)).statusCode).toBe(401);
    expect((await download('/api/admin/orders/export/', auth(dealerOne))).statusCode).toBe(403);
    expect((await download('/api/admin/orders/export/')).statusCode).toBe(401);
    expect((await download('/api/admin/orders/export/', auth(ali))).statusCode).toBe(403);
  });

  it('escapes text that a spreadsheet would run as a formula', () => {
    for (const s of ['=1+1', '+98', '-2', '@SUM(A1)', '\tx', '\rx']) expect(escapeCell(s)).toBe(`'${s}`);
    expect(escapeCell('علی')).toBe('علی');
    expect(escapeCell('a=b')).toBe('a=b');
  });
});

describe('GET /api/admin/orders/{id}/details/', () => {
  it('answers the order with the customer email and its events, newest first', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${o.o2}/details/`,
      headers: auth(staff),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown> & {
      events: Record<string, unknown>[];
      items: unknown[];
    };
    expect(body).toMatchObject({ id: o.o2, customer_name: 'سارا محمدی', customer_email: sara.email });
    expect(body.items).toHaveLength(7);
    expect(body.events).toEqual([
      {
        id: expect.any(Number),
        from_status: 'pending_pricing',
        to_status: 'waiting_customer_approval',
        note: 'قیمت‌گذاری شد',
        created_at: ago(DAY).toISOString(),
        actor_name: 'کارمند فروش',
      },
      {
        id: expect.any(Number),
        from_status: null,
        to_status: 'pending_pricing',
        note: '',
        created_at: ago(2 * DAY).toISOString(),
        actor_name: 'سارا محمدی',
      },
    ]);
  });

  it('is for staff only, and 404 for a missing order', async () => {
    const url = `/api/admin/orders/${o.o1}/details/`;
    expect((await app.inject({ method: 'GET', url, headers: auth(ali) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: auth(dealerOne) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/99999999/details/',
      headers: auth(staff),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/admin/orders/{id}/customer-info/', () => {
  const info = (id: number, who: Session | null = staff) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/customer-info/`,
      headers: who ? auth(who) : {},
    });

  it("answers the order's snapshot first", async () => {
    const res = await info(o.o2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer_info: snapshot, is_complete: true, source: 'order' });
  });

  it("else the customer's saved invoice data", async () => {
    expect((await info(o.o3)).json()).toEqual({
      customer_info: { ...snapshot, name: 'زهرا احمدی', postal_code: '' },
      is_complete: false,
      source: 'saved',
    });
  });

  it("else the account's name, phone and company", async () => {
    expect((await info(o.o1)).json()).toEqual({
      customer_info: {
        name: 'علی رضایی',
        phone: '09121110001',
        company_name: '',
        national_id: '',
        economic_id: '',
        postal_code: '',
        complete_address: '',
        province: '',
        city: '',
      },
      is_complete: false,
      source: 'account',
    });
  });

  it('is for staff only, and 404 for a missing order', async () => {
    expect((await info(o.o1, ali)).statusCode).toBe(403);
    expect((await info(o.o1, dealerOne)).statusCode).toBe(403);
    expect((await info(o.o1, null)).statusCode).toBe(401);
    expect((await info(99999999)).statusCode).toBe(404);
  });
});
