// The admin orders list and its export searched with a short text that matches most of 70,000 customers: the
// matching customers go into the query as a subquery, never as a list of ids (a list that long passes
// PostgreSQL's 65,535 parameters of one statement: a 500, and a truncated export answered 200). On PostgreSQL
// only: the bulk of users is made in one statement, which PGlite would take minutes over.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { addTestProduct, createTestApp, signedInUser } from '../helpers';
import { orderScenarios, type Session } from '../scenarios';

const tag = randomBytes(4).toString('hex');
let app: FastifyInstance;
let customer: Session;
let staff: Session;
let coffee: { id: number };
let saffron: { id: number };

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  expect(app.database.kind).toBe('postgres');
  const db = app.database.db;
  await db.execute(sql`
    insert into users (email, name, password_hash)
    select 'bulk-' || ${tag} || '-' || n || '@example.com', 'مشتری انبوه ' || n, 'x'
    from generate_series(1, 70000) as n`);
  [customer, staff] = await Promise.all([
    signedInUser(app, { name: `مشتری انبوه ${tag}` }),
    signedInUser(app),
  ]);
  await db
    .update(users)
    .set({ isStaff: true })
    .where(sql`${users.id} = ${staff.user.id}`);
  [coffee, saffron] = await Promise.all([
    addTestProduct(app, `قهوه ${tag}`),
    addTestProduct(app, `زعفران ${tag}`),
  ]);
}, 180_000);
afterAll(async () => {
  await app.close();
});

test('the list and the export find the order among 70,000 matching customers', async () => {
  const { newOrder } = orderScenarios({
    app: () => app,
    customer: () => customer,
    staff: () => staff,
    coffee: () => coffee,
    saffron: () => saffron,
  });
  const order = await newOrder();
  const headers = { authorization: `Bearer ${staff.tokens.access}` };
  const search = encodeURIComponent('مشتری انبوه');
  const list = await app.inject({ method: 'GET', url: `/api/admin/orders/?search=${search}`, headers });
  expect(list.statusCode).toBe(200);
  expect(list.json().results.map((o: { id: number }) => o.id)).toContain(order.id);
  const exported = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/export/?search=${search}`,
    headers,
  });
  expect(exported.statusCode).toBe(200);
  expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  expect(exported.rawPayload.length).toBeGreaterThan(1000);
});
