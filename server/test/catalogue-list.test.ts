// The public catalogue GET /api/products/ (spec 001 §7, §9): readable by everyone, active products only; search,
// category, stock status and the eight sorts checked against known rows (exact ids in order); offset paging
// with next/previous links. Also GET /api/products/categories/.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_ORDERINGS } from '@sefaresh/shared-api/rules';
import { seedCatalogue } from '../src/seed/seed';
import { type Product } from '../src/db/schema';
import { createTestApp } from './helpers';
import { addProduct, bearer, categoryId, sessionsByRole, type Session } from './catalogue-fixtures';

let app: FastifyInstance;
const tag = randomBytes(4).toString('hex');
const T0 = Date.UTC(2030, 0, 1);
let sessions: Record<'customer' | 'dealer' | 'staff', Session>;
/** Products of this file: every name and description carries the tag, so a search for it finds only these. */
let made: Product[];
let hidden: Product;

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  await seedCatalogue(app.database.db);
  sessions = await sessionsByRole(app, tag);
  const nuts = await categoryId(app, 'nuts');
  // name, stock, price, minutes after T0, category
  const specs: [string, number, string, number, number | undefined][] = [
    ['الف', 0, '500', 5, undefined],
    ['ب', 10, '300', 1, nuts],
    ['پ', 50, '900', 3, undefined],
    ['ت', 51, '100', 2, nuts],
    ['ث', 500, '700', 4, undefined],
  ];
  made = [];
  for (const [letter, stock, price, minutes, category] of specs)
    made.push(
      await addProduct(app, {
        name: `${letter} محصول ${tag}`,
        description: `شرح ${letter}`,
        stock,
        basePrice: price,
        createdAt: new Date(T0 + minutes * 60_000),
        ...(category ? { categoryId: category } : {}),
      }),
    );
  // found by its description only, written with an Arabic kaf and yeh
  made.push(
    await addProduct(app, {
      name: `ج کالا`,
      description: `كاي ${tag}`,
      stock: 60,
      basePrice: '200',
      createdAt: new Date(T0),
    }),
  );
  hidden = await addProduct(app, { name: `غیرفعال ${tag}`, isActive: false, stock: 100 });
});
afterAll(async () => {
  await app.close();
});

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; name: string; stock_status: string; category: { name: string } }[];
}
async function list(query: Record<string, string | number>, who: Session | null = null) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return app.inject({ method: 'GET', url: `/api/products/?${qs}`, headers: bearer(who) });
}
const ids = (res: { json: () => unknown }) => (res.json() as Page).results.map((p) => p.id);
const byIndex = (...i: number[]) => i.map((n) => made[n].id);

describe('GET /api/products/', () => {
  test('is public: anonymous, customer, dealer and staff get the same page', async () => {
    const answers = await Promise.all(
      [null, sessions.customer, sessions.dealer, sessions.staff].map((who) => list({ search: tag }, who)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[0].json());
    }
    const page = answers[0].json() as Page;
    expect(page.count).toBe(6);
    expect(page.results.map((p) => p.id)).not.toContain(hidden.id);
  });

  test('defaults: newest first, 9 a page, active products only', async () => {
    const res = await list({});
    const page = res.json() as Page;
    expect(page.results).toHaveLength(9);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('/api/products/?ordering=-created_at&limit=9&offset=9');
    // the newest ones are this file's (dated 2030), minute 5 first
    expect(page.results.slice(0, 5).map((p) => p.id)).toEqual(byIndex(0, 4, 2, 3, 1));
  });

  test.each([
    ['-created_at', [0, 4, 2, 3, 1, 5]],
    ['created_at', [5, 1, 3, 2, 4, 0]],
    ['base_price', [3, 5, 1, 0, 4, 2]],
    ['-base_price', [2, 4, 0, 1, 5, 3]],
    ['stock', [0, 1, 2, 3, 5, 4]],
    ['-stock', [4, 5, 3, 2, 1, 0]],
  ] as const)('ordering=%s', async (ordering, order) => {
    expect(ids(await list({ search: tag, ordering }))).toEqual(byIndex(...order));
  });

  test('ordering by name both ways, and every documented ordering is accepted', async () => {
    const asc = ids(await list({ search: tag, ordering: 'name' }));
    const names = asc.map((id) => made.find((p) => p.id === id)!.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(ids(await list({ search: tag, ordering: '-name' }))).toEqual([...asc].reverse());
    for (const ordering of PRODUCT_ORDERINGS)
      expect((await list({ ordering, limit: 1 })).statusCode).toBe(200);
    const bad = await list({ ordering: 'price' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String), details: { ordering: [expect.any(String)] } });
  });

  test('status is the stock status (0 out, 1–50 low, above 50 in), all = every level', async () => {
    const q = (status: string) => list({ search: tag, status, ordering: 'created_at' });
    expect(ids(await q('out_of_stock'))).toEqual(byIndex(0));
    expect(ids(await q('low_stock'))).toEqual(byIndex(1, 2));
    expect(ids(await q('in_stock'))).toEqual(byIndex(5, 3, 4));
    expect(ids(await q('all'))).toHaveLength(6);
    const page = (await q('low_stock')).json() as Page;
    expect(page.results.map((p) => p.stock_status)).toEqual(['low_stock', 'low_stock']);
    expect((await q('discontinued')).statusCode).toBe(400);
  });

  test('category_id and search (name or description, Arabic letters as Persian, LIKE characters literal)', async () => {
    const nuts = await categoryId(app, 'nuts');
    const res = await list({ search: tag, category_id: nuts, ordering: 'created_at' });
    expect(ids(res)).toEqual(byIndex(1, 3));
    expect((res.json() as Page).results.every((p) => p.category.name === 'nuts')).toBe(true);
    // by description: the product's description is written "كاي", the search "کای"
    expect(ids(await list({ search: `کای ${tag}` }))).toEqual(byIndex(5));
    expect(ids(await list({ search: `ث محصول ${tag.toUpperCase()}` }))).toEqual(byIndex(4));
    expect((await list({ search: '%' })).json()).toMatchObject({ count: 0, results: [] });
    expect((await list({ search: `غیرفعال ${tag}` })).json()).toMatchObject({ count: 0 });
    expect((await list({ category_id: 'x' })).statusCode).toBe(400);
  });

  test('offset paging: count, next and previous keep the filters', async () => {
    const first = (await list({ search: tag, ordering: 'stock', limit: 4 })).json() as Page;
    expect(first.count).toBe(6);
    expect(first.results.map((p) => p.id)).toEqual(byIndex(0, 1, 2, 3));
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`/api/products/?ordering=stock&search=${tag}&limit=4&offset=4`);
    const second = (await app.inject({ method: 'GET', url: first.next! })).json() as Page;
    expect(second.results.map((p) => p.id)).toEqual(byIndex(5, 4));
    expect(second.next).toBeNull();
    expect(second.previous).toBe(`/api/products/?ordering=stock&search=${tag}&limit=4`);
    const beyond = (await list({ search: tag, offset: 50 })).json() as Page;
    expect(beyond).toMatchObject({ count: 6, results: [], next: null });
    expect((await list({ limit: 0 })).statusCode).toBe(400);
    expect((await list({ limit: 101 })).statusCode).toBe(400);
    expect((await list({ offset: -1 })).statusCode).toBe(400);
    // a cache-busting timestamp is accepted and ignored
    expect(ids(await list({ search: tag, _: Date.now() }))).toHaveLength(6);
  });
});

describe('GET /api/products/categories/', () => {
  test('the same categories as /api/categories/, public', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/products/categories/' });
    const b = await app.inject({ method: 'GET', url: '/api/categories/' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect((a.json() as unknown[]).length).toBe(5);
  });
});
