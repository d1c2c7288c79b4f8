// The admin order list's customer-name, amount and status sorts with no filter but the status (their segments
// sized from the kept counts: admin-list-segments.ts) against one plain ORDER BY of the same orders, every page
// of every status filter; and the customer-name order on known rows: two customers of one name, a customer
// with no order of the filtered status, customers with no orders at all (names whose order is the same in every
// collation the tests run on).
import { randomBytes } from 'node:crypto';
import { ORDER_STATUSES } from '@sefaresh/shared-api/rules';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, users, type OrderStatus } from '../src/db/schema';
import { ORDER_TABS } from '@sefaresh/shared-api/rules';
import { createTestApp, signedInUser } from './helpers';

const NOW = new Date('2026-03-25T09:00:00Z');
const HOUR = 3600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
let staffToken: string;
const c: Record<string, number> = {};
const o: Record<string, number> = {};

async function insertUser(key: string, name: string) {
  const [u] = await db()
    .insert(users)
    .values({ name, email: `${key}.${tag}@example.com`, phone: '', passwordHash: 'x' })
    .returning({ id: users.id });
  c[key] = u.id;
}

async function insertOrder(
  key: string,
  customer: string,
  status: OrderStatus,
  hoursAgo: number,
  total?: string,
) {
  const [row] = await db()
    .insert(orders)
    .values({
      customerId: c[customer],
      status,
      createdAt: ago(hoursAgo),
      updatedAt: ago(hoursAgo),
      quotedTotal: total ?? null,
      totalWithTax: total ?? null,
    })
    .returning({ id: orders.id });
  o[key] = row.id;
}

beforeAll(async () => {
  app = await createTestApp({}, () => NOW);
  await app.ready();
  const staff = await signedInUser(app, { name: 'کارمند' });
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  staffToken = staff.tokens.access;
  // two customers named alike (kept apart by id), one with only closed orders, one with none
  await insertUser('bahar1', 'بهار کریمی');
  await insertUser('bahar2', 'بهار کریمی');
  await insertUser('arash', 'آرش نادری');
  await insertUser('tina', 'تینا مرادی');
  await insertUser('none', 'الهام بی‌سفارش');
  await insertUser('mina', 'مینا صادقی');
  await insertOrder('b1a', 'bahar1', 'pending_pricing', 1);
  await insertOrder('b1b', 'bahar1', 'completed', 30, '7000000');
  await insertOrder('b2a', 'bahar2', 'confirmed', 2, '7000000');
  await insertOrder('b2b', 'bahar2', 'payment_uploaded', 2, '2000000'); // same time as b2a: newest by id
  await insertOrder('a1', 'arash', 'waiting_customer_approval', 5, '9000000');
  await insertOrder('a2', 'arash', 'rejected', 50);
  await insertOrder('a3', 'arash', 'pending_pricing', 3);
  await insertOrder('k1', 'tina', 'rejected', 8);
  await insertOrder('k2', 'tina', 'cancelled', 9, '4000000');
  await insertOrder('m1', 'mina', 'completed', 12, '7000000');
  await insertOrder('m2', 'mina', 'cancelled', 4);
  await insertOrder('m3', 'mina', 'confirmed', 6, '1500000');
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function page(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/?${qs}`,
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; total_pages: number; results: { id: number }[] };
  return { count: body.count, totalPages: body.total_pages, ids: body.results.map((r) => r.id) };
}

const the = (...keys: string[]) => keys.map((k) => o[k]);

/** Every matching order's id in the sort's order, by one ORDER BY (no segments). */
async function expected(sort: 'customer_name' | 'amount' | 'status', status?: string): Promise<number[]> {
  const where: SQL | undefined =
    status === 'active'
      ? inArray(orders.status, ORDER_TABS.active)
      : status
        ? eq(orders.status, status as OrderStatus)
        : undefined;
  const statusRank = sql.join(
    ORDER_STATUSES.map((s, i) => sql`when ${s} then ${i}`),
    sql` `,
  );
  const orderBy: Record<typeof sort, SQL[]> = {
    customer_name: [
      sql`${users.name}`,
      sql`${users.id}`,
      sql`${orders.createdAt} desc`,
      sql`${orders.id} desc`,
    ],
    amount: [
      sql`${orders.quotedTotal} is null`,
      sql`${orders.quotedTotal} desc`,
      sql`case when ${orders.quotedTotal} is null then ${orders.createdAt} end desc`,
      sql`${orders.id} desc`,
    ],
    status: [
      sql`case ${orders.status} ${statusRank} end`,
      sql`${orders.createdAt} desc`,
      sql`${orders.id} desc`,
    ],
  };
  const rows = await db()
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(where))
    .orderBy(...orderBy[sort]);
  return rows.map((r) => r.id);
}

describe('sorts sized from the kept counts', () => {
  const filters = [undefined, 'active', ...ORDER_STATUSES];
  for (const sort of ['customer_name', 'amount', 'status'] as const) {
    test(`${sort}: every page of every status filter is the slice of one ORDER BY`, async () => {
      for (const status of filters) {
        const all = await expected(sort, status);
        for (const size of [1, 2, 5]) {
          const pages = Math.max(1, Math.ceil(all.length / size));
          for (let p = 1; p <= pages + 1; p++) {
            const got = await page({ sort, page: p, page_size: size, ...(status ? { status } : {}) });
            expect({ status, size, p, ...got }).toEqual({
              status,
              size,
              p,
              count: all.length,
              totalPages: pages,
              ids: all.slice((p - 1) * size, p * size),
            });
          }
        }
      }
    }, 120_000);
  }
});

describe('customer_name on known rows', () => {
  test('names in order, two customers of one name apart by id, each newest first', async () => {
    expect((await page({ sort: 'customer_name', page_size: 20 })).ids).toEqual(
      the('a3', 'a1', 'a2', 'b1a', 'b1b', 'b2b', 'b2a', 'k1', 'k2', 'm2', 'm3', 'm1'),
    );
  });

  test('the active tab skips a customer with no active order; page 2 and 3 continue across the tie', async () => {
    expect((await page({ sort: 'customer_name', status: 'active', page_size: 2, page: 1 })).ids).toEqual(
      the('a3', 'a1'),
    );
    expect((await page({ sort: 'customer_name', status: 'active', page_size: 2, page: 2 })).ids).toEqual(
      the('b1a', 'b2b'),
    );
    expect(await page({ sort: 'customer_name', status: 'active', page_size: 2, page: 3 })).toEqual({
      count: 6,
      totalPages: 3,
      ids: the('b2a', 'm3'),
    });
  });

  test('one status: only the customers holding it, the total from the kept counts', async () => {
    expect(await page({ sort: 'customer_name', status: 'cancelled', page_size: 1, page: 2 })).toEqual({
      count: 2,
      totalPages: 2,
      ids: the('m2'),
    });
  });
});
