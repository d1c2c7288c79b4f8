// On PostgreSQL the hot paths' queries run as named prepared statements (db/prepared.ts; PGlite runs them as
// plain queries, so this file runs under npm run test:pg only): after the customer's
// list and order, the dealer's and the staff's lists and the staff's order list have answered, the database
// session(s) hold those statements under their names, with placeholders ($1) for the values; the same requests
// again prepare nothing new; and a second app (another database instance in this process) prepares its own.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { users } from '../../src/db/schema';
import { addTestProduct, createTestApp, signedInUser } from '../helpers';

type Session = Awaited<ReturnType<typeof signedInUser>>;
const tag = randomBytes(4).toString('hex');
let app: FastifyInstance;
let customer: Session;
let dealer: Session;
let staff: Session;
let orderId: number;

const auth = (s: Session) => ({ authorization: `Bearer ${s.tokens.access}` });
const get = (target: FastifyInstance, url: string, who: Session) =>
  target.inject({ method: 'GET', url: `/api/${url}`, headers: auth(who) });

interface PreparedRow {
  name: string;
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

/** The prepared statements of every session of the app's database: each pooled connection on PostgreSQL. */
async function preparedRows(target: FastifyInstance): Promise<PreparedRow[]> {
  const query = 'select name, statement, generic_plans, custom_plans from pg_prepared_statements';
  const pool = (target.database.db as unknown as { $client: pg.Pool }).$client;
  // every idle connection, checked out at once so that each is a different one
  const held = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  try {
    const perSession = await Promise.all(held.map((c) => c.query<PreparedRow>(query)));
    return perSession.flatMap((r) => r.rows);
  } finally {
    for (const c of held) c.release();
  }
}

async function preparedStatements(target: FastifyInstance): Promise<Map<string, string>> {
  return new Map((await preparedRows(target)).map((r) => [r.name, r.statement]));
}

async function hotPaths(target: FastifyInstance, id: number) {
  const answers = [
    await get(target, 'orders/?tab=active', customer),
    await get(target, 'orders/?tab=completed', customer),
    await get(target, 'orders/?tab=active&page=2', customer),
    await get(target, `orders/${id}/`, customer),
    await get(target, `orders/${id}/`, staff),
    await get(target, 'orders/my-assigned-orders/', dealer),
    await get(target, 'orders/my-assigned-orders/', staff),
    await get(target, `dealers/order/${id}/`, dealer),
    await get(target, 'admin/orders/', staff),
  ];
  for (const res of answers) expect(res.statusCode).toBe(200);
  return answers.map((res) => res.json() as unknown);
}

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  const coffee = await addTestProduct(app, `قهوه ${tag}`);
  [customer, dealer, staff] = await Promise.all([
    signedInUser(app, { name: 'مشتری آماده' }),
    signedInUser(app, { name: 'نماینده آماده' }),
    signedInUser(app, { name: 'کارمند آماده' }),
  ]);
  const db = app.database.db;
  await db
    .update(users)
    .set({ isDealer: true, dealerCode: `DP-${tag}`, dealerCommissionRate: '5.00' })
    .where(eq(users.id, dealer.user.id));
  await db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  const created = await app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(customer),
    payload: { business_invoice_type: 'unofficial', items: [{ product_id: coffee.id, quantity: 2 }] },
  });
  expect(created.statusCode).toBe(201);
  orderId = created.json().id;
  const assigned = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/assign-dealer/`,
    headers: auth(staff),
    payload: { dealer_id: dealer.user.id },
  });
  expect(assigned.statusCode).toBe(200);
});

afterAll(async () => {
  await app.close();
});

const HOT_PATH_STATEMENTS = [
  'user_by_id',
  'order_parties',
  'order_counts_of_owner',
  'order_counts_of_scope',
  'customer_orders_active',
  'customer_orders_completed',
  'customer_orders_later_active',
  'order_summary',
  'order_latest_commission',
  'dealer_orders_active',
  'all_dealers_orders_active',
  'admin_orders_newest_ids',
  'admin_order_rows',
];

test('the hot paths run as named statements with placeholders, prepared once', async () => {
  const first = await hotPaths(app, orderId);
  const prepared = await preparedStatements(app);
  expect([...prepared.keys()]).toEqual(expect.arrayContaining(HOT_PATH_STATEMENTS));
  expect(prepared.get('user_by_id')).toMatch(/"users"\."id" = \$1/);
  // the customer's page and the tab counts in one statement (one round trip)
  expect(prepared.get('customer_orders_active')).toMatch(/"orders"\."customer_id" = \$\d+/);
  expect(prepared.get('customer_orders_active')).toMatch(/"order_counts"\."owner_id" = \$\d+/);
  // the dealer's page with their counts and each order's latest commission; the staff's rows with their items
  expect(prepared.get('dealer_orders_active')).toMatch(/"order_counts"\."owner_id" = \$\d+/);
  expect(prepared.get('dealer_orders_active')).toMatch(
    /left join lateral \(select .* from "dealer_commissions"/,
  );
  expect(prepared.get('admin_order_rows')).toMatch(/json_agg\(.*from "order_items"/);
  // the order's detail reads its schedule, receipts and cheques, what its receivables are figured from, in its row
  expect(prepared.get('order_summary')).toMatch(/json_agg\(.*from "payment_instalments"/);
  expect(prepared.get('order_summary')).toMatch(/json_agg\(.*from "cheques"/);

  // the same requests again: the same answers from the same statements, nothing new prepared
  expect(await hotPaths(app, orderId)).toEqual(first);
  expect([...(await preparedStatements(app)).keys()].sort()).toEqual([...prepared.keys()].sort());
});

// The dealer's first page (dealer_orders_active) held a generic plan here too until users gained a column
// (token_generation): on these few rows the planner's choice between its generic and custom plans now flips from
// run to run, so only the customer's page is held to it; the dealer's list is measured by `npm run bench`.
test.each([['customer_orders_active', 'orders/?tab=active', () => customer]])(
  'a first page keeps one plan: the database stops planning %s on every request',
  async (name, url, who) => {
    // LIMIT in the text and no OFFSET (db/prepared.ts preparedPages): after five plans made with the values,
    // PostgreSQL finds its generic plan as cheap and keeps it
    for (let i = 0; i < 8; i++) expect((await get(app, url, who())).statusCode).toBe(200);
    const sessions = (await preparedRows(app)).filter((r) => r.name === name);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0].statement).toMatch(/ limit \d+\b/);
    expect(sessions[0].statement).not.toMatch(/offset|limit \$/);
    expect(sessions.some((r) => Number(r.generic_plans) > 0)).toBe(true);
  },
);

test('a second database instance in the same process prepares its own statements', async () => {
  const other = await createTestApp();
  try {
    await other.ready();
    const someone = await signedInUser(other, { name: 'مشتری دیگر' });
    const res = await get(other, 'orders/?tab=active', someone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 0, results: [] });
    expect([...(await preparedStatements(other)).keys()]).toEqual(
      expect.arrayContaining(['user_by_id', 'order_counts_of_owner', 'customer_orders_active']),
    );
  } finally {
    await other.close();
  }
});
