// The admin order list (spec 002 §2, §3, §7) through HTTP into the database: every filter and sort against known
// rows (exact ids in order), counts, stats and paging, and the roles. The known rows: admin-orders-fixture.ts.
import type { FastifyInstance } from 'fastify';
import { DAY, ago, adminOrdersFixture, auth, type Session } from './admin-orders-fixture';

let app: FastifyInstance;
let staff: Session;
let superuser: Session;
let ali: Session; // a customer with a token
let dealerOne: Session;
let sara: { id: number; email: string };
let dealerTwo: { id: number };
let o: Record<string, number>;
let tag: string;

beforeAll(async () => {
  ({ app, staff, superuser, ali, dealerOne, sara, dealerTwo, o, tag } = await adminOrdersFixture());
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
        'extend_quote',
        'cancel',
        'change_invoice_type',
        'assign_dealer',
        'remove_dealer',
        'update_dealer_notes',
      ],
      quote_version: 2,
      quote_valid_until: null,
      quote_expired: false,
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
