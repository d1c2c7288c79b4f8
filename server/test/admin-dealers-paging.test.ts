// The admin dealers list answers one page at a time (a thousand dealers under 50 ms): every sort in
// SQL across page boundaries against known data (names in Persian order, rate highest first with dealers without
// a rate last, assigned orders from the kept counts), search and status with paging, the page size bounds, and
// the export still holding every dealer.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { STATUS } from '@sefaresh/shared-api/rules';
import { orders, users } from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { DEALERS_MAX_PAGE_SIZE, DEALERS_PAGE_SIZE } from '../src/modules/staff-people/dealer-schemas';
import { createTestApp, signedInUser, uniqueEmail } from './helpers';

let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof signedInUser>>;
/** dealer key → id; d1 joined first, d7 last. */
const id: Record<string, number> = {};

// name, rate, orders assigned, active; joined one day apart in this order
const DEALERS = [
  ['d1', 'کاوه', '5.00', 3, true],
  ['d2', 'آرش', null, 0, true],
  ['d3', 'ژاله', '7.50', 1, true],
  ['d4', 'تینا', '5.00', 2, false],
  ['d5', 'گلناز', null, 0, true],
  ['d6', 'پرهام', '10.00', 3, true],
  ['d7', 'بابک', '7.50', 1, false],
] as const;

type Page = { count: number; total: number; page: number; page_size: number; total_pages: number };
type Row = { id: number; name: string; assigned_orders_count: number };

const list = (query: string) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/dealers/?${query}`,
    headers: { authorization: `Bearer ${staff.tokens.access}` },
  });
const pageOf = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json() as Page & { results: Row[] };
};
const keysOf = (rows: Row[]) => rows.map((r) => Object.keys(id).find((k) => id[k] === r.id));
/** The dealer keys of pages 1, 2, … of size 3 for the query, in order. */
async function walk(query: string) {
  const first = await pageOf(`${query}&page_size=3`);
  const keys = keysOf(first.results);
  for (let page = 2; page <= first.total_pages; page++)
    keys.push(...keysOf((await pageOf(`${query}&page_size=3&page=${page}`)).results));
  return keys;
}

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  staff = await signedInUser(app, { name: 'کارمند' });
  const db = app.database.db;
  await db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  const customer = await signedInUser(app, { name: 'مشتری' });
  for (const [i, [key, name, rate, assigned, active]] of DEALERS.entries()) {
    const [u] = await db
      .insert(users)
      .values({
        email: uniqueEmail(key),
        name,
        passwordHash: '!',
        isDealer: true,
        isActive: active,
        dealerCode: `DLR-90${i + 1}`,
        dealerCommissionRate: rate,
        dateJoined: new Date(Date.UTC(2026, 0, i + 1)),
      })
      .returning();
    id[key] = u.id;
    for (let n = 0; n < assigned; n++)
      await db
        .insert(orders)
        .values({ customerId: customer.user.id, assignedDealerId: u.id, status: STATUS.confirmed });
  }
});
afterAll(async () => {
  await app.close();
});

test('a page at a time: count and total on every page, the next page has the next dealers', async () => {
  const first = await pageOf('page_size=3');
  expect(first).toMatchObject({ count: 7, total: 7, page: 1, page_size: 3, total_pages: 3 });
  expect(keysOf(first.results)).toEqual(['d7', 'd6', 'd5']);
  const second = await pageOf('page_size=3&page=2');
  expect(second).toMatchObject({ count: 7, total: 7, page: 2, total_pages: 3 });
  expect(keysOf(second.results)).toEqual(['d4', 'd3', 'd2']);
  expect(keysOf((await pageOf('page_size=3&page=3')).results)).toEqual(['d1']);
  expect((await pageOf('page_size=3&page=4')).results).toEqual([]);
  const byDefault = await pageOf('');
  expect(byDefault).toMatchObject({ page: 1, page_size: DEALERS_PAGE_SIZE, total_pages: 1 });
  expect(byDefault.results).toHaveLength(7);
});

test('every sort in order across the pages', async () => {
  expect(await walk('sort=newest')).toEqual(['d7', 'd6', 'd5', 'd4', 'd3', 'd2', 'd1']);
  expect(await walk('sort=oldest')).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']);
  // Persian alphabet: آ ب پ ت ژ ک گ (پ before ت, unlike the code points)
  expect(await walk('sort=name')).toEqual(['d2', 'd7', 'd6', 'd4', 'd3', 'd1', 'd5']);
  // highest rate first, equal rates newest first, dealers without a rate last
  expect(await walk('sort=commission_rate')).toEqual(['d6', 'd7', 'd3', 'd4', 'd1', 'd5', 'd2']);
  // most assigned orders first, equal counts newest first
  expect(await walk('sort=assigned_orders')).toEqual(['d6', 'd1', 'd4', 'd7', 'd3', 'd5', 'd2']);
  const second = await pageOf('sort=assigned_orders&page_size=3');
  expect(second.results.map((r) => r.assigned_orders_count)).toEqual([3, 3, 2]);
});

test('search and status with paging: the count is of the matching dealers, the total of all', async () => {
  const active = await pageOf('status=active&sort=name&page_size=2&page=2');
  expect(active).toMatchObject({ count: 5, total: 7, page: 2, total_pages: 3 });
  expect(keysOf(active.results)).toEqual(['d3', 'd1']);
  expect(await walk('status=inactive&sort=oldest')).toEqual(['d4', 'd7']);
  // DLR-901 … DLR-907: every code matches «dlr-90»
  const search = await pageOf('search=dlr-90&status=active&sort=commission_rate&page_size=2&page=2');
  expect(search).toMatchObject({ count: 5, total: 7, total_pages: 3 });
  expect(keysOf(search.results)).toEqual(['d1', 'd5']);
  const one = await pageOf(`search=${encodeURIComponent('ژاله')}`);
  expect(one).toMatchObject({ count: 1, total: 7, total_pages: 1 });
  expect(keysOf(one.results)).toEqual(['d3']);
  const none = await pageOf('search=nobody');
  expect(none).toMatchObject({ count: 0, total: 7, total_pages: 1, results: [] });
});

test('page and page size out of bounds: 400 with the Persian message', async () => {
  for (const [query, field, message] of [
    [`page_size=${DEALERS_MAX_PAGE_SIZE + 1}`, 'page_size', SERVER_MESSAGES.tooLarge(DEALERS_MAX_PAGE_SIZE)],
    ['page_size=0', 'page_size', SERVER_MESSAGES.tooSmall(1)],
    ['page=0', 'page', SERVER_MESSAGES.tooSmall(1)],
  ] as const) {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.validation, details: { [field]: [message] } });
  }
  expect((await pageOf(`page_size=${DEALERS_MAX_PAGE_SIZE}`)).page_size).toBe(DEALERS_MAX_PAGE_SIZE);
});

test('the export holds every dealer, whatever the page size of the list', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/dealers/export/',
    headers: { authorization: `Bearer ${staff.tokens.access}` },
  });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ids = wb.worksheets[0].getColumn(1).values.slice(2);
  expect(ids).toEqual(['d7', 'd6', 'd5', 'd4', 'd3', 'd2', 'd1'].map((k) => id[k]));
});
