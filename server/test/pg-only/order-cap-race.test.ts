// Rule: the cap of 30 orders per customer per hour holds under a race. 50 simultaneous creations by
// one customer: exactly 30 are created (201), 20 answer 429 with Retry-After. Runs on PostgreSQL only
// (test/pg-only/, npm run test:pg), where the requests really run on parallel connections; on PGlite one
// connection serialises them, so the test could not fail there.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../src/db/schema';
import { SERVER_MESSAGES } from '../../src/lib/errors';
import { addTestProduct, createTestApp, enforcedLimits, signedInUser } from '../helpers';

const CAP = 30;
let app: FastifyInstance;
let productId: number;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({
    rateLimit: enforcedLimits({ ordersPerCustomerPerHour: CAP }),
  });
  await app.ready();
  expect(app.database.kind).toBe('postgres');
  productId = (
    await addTestProduct(app, `پسته سقف همزمان ${randomBytes(4).toString('hex')}`, {
      category: 'nuts',
      basePrice: '1000',
      stock: 1000,
    })
  ).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

test('50 simultaneous orders by one customer: exactly 30 created, 20 × 429 with Retry-After', async () => {
  const customer = await signedInUser(app);
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { authorization: `Bearer ${customer.tokens.access}` },
        payload: { business_invoice_type: 'unofficial', items: [{ product_id: productId, quantity: 1 }] },
      }),
    ),
  );
  const created = answers.filter((a) => a.statusCode === 201);
  const refused = answers.filter((a) => a.statusCode === 429);
  expect(created).toHaveLength(CAP);
  expect(refused).toHaveLength(50 - CAP);
  for (const r of refused) {
    expect(r.json()).toEqual({ error: SERVER_MESSAGES.tooManyOrders });
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  }
  const [row] = await db().select({ n: count() }).from(orders).where(eq(orders.customerId, customer.user.id));
  expect(Number(row.n)).toBe(CAP);
});
