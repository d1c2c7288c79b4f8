// Rule: one customer creates at most RATE_LIMIT_ORDERS_PER_HOUR (30) orders in any hour. The 31st
// answers 429 with Retry-After (when the oldest order of the hour leaves it) and a Persian message, and writes
// nothing; other customers are not affected; once the hour has passed the customer orders again. Time is the
// app's injected clock, moved forward by the test.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationOutbox, orderEvents, orders } from '../../src/db/schema';
import { SERVER_MESSAGES } from '../../src/lib/errors';
import { addTestProduct, createTestApp, enforcedLimits, signedInUser } from '../helpers';

const CAP = 30;
const START = Date.parse('2026-04-01T08:00:00Z');
let now = START;
const clock = () => new Date(now);

let app: FastifyInstance;
let productId: number;
const db = () => app.database.db;
type Session = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp(
    {
      rateLimit: enforcedLimits({ ordersPerCustomerPerHour: CAP }),
    },
    clock,
  );
  await app.ready();
  productId = (
    await addTestProduct(app, `قهوه سقف سفارش ${randomBytes(4).toString('hex')}`, {
      category: 'coffee',
      basePrice: '1000',
      stock: 1000,
    })
  ).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** Creates an order as this customer, with an access token issued at the clock's present time. */
async function order(s: Session) {
  const access = await app.services.tokens.issueAccess({ id: s.user.id, tokenGeneration: 0 });
  return app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: { authorization: `Bearer ${access}` },
    payload: { business_invoice_type: 'unofficial', items: [{ product_id: productId, quantity: 1 }] },
  });
}

/** What an order creation writes for this customer: orders, their events and the queued messages. */
async function footprint(userId: number) {
  const [[o], [e], [n]] = await Promise.all([
    db().select({ n: count() }).from(orders).where(eq(orders.customerId, userId)),
    db().select({ n: count() }).from(orderEvents).where(eq(orderEvents.actorId, userId)),
    db().select({ n: count() }).from(notificationOutbox).where(eq(notificationOutbox.userId, userId)),
  ]);
  return { orders: Number(o.n), events: Number(e.n), messages: Number(n.n) };
}

test('the 31st order within the hour answers 429 with Retry-After and a Persian message, and creates nothing; another customer still orders; after the hour the customer orders again', async () => {
  const [customer, other] = await Promise.all([signedInUser(app), signedInUser(app)]);

  // 30 orders, one every 10 seconds: t0, t0+10 s, …, t0+290 s
  for (let i = 0; i < CAP; i++) {
    now = START + i * 10_000;
    expect((await order(customer)).statusCode).toBe(201);
  }
  const before = await footprint(customer.user.id);
  expect(before.orders).toBe(CAP);

  now = START + 300_000;
  const refused = await order(customer);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ error: SERVER_MESSAGES.tooManyOrders });
  expect(refused.json().error).toMatch(/[\u0600-\u06FF]/);
  // the first order leaves the hour at t0 + 3600 s, i.e. 3300 s from now
  expect(refused.headers['retry-after']).toBe('3300');
  expect(await footprint(customer.user.id)).toEqual(before);

  // the cap is per customer
  expect((await order(other)).statusCode).toBe(201);

  // still refused just before the first order leaves the hour
  now = START + 3_600_000 - 1_000;
  expect((await order(customer)).statusCode).toBe(429);
  expect(await footprint(customer.user.id)).toEqual(before);

  // once it has left, one more order fits; then the hour is full again until the second one leaves (at t0+3610 s)
  now = START + 3_600_000 + 1_000;
  expect((await order(customer)).statusCode).toBe(201);
  const full = await order(customer);
  expect(full.statusCode).toBe(429);
  expect(full.headers['retry-after']).toBe('9');
  expect((await footprint(customer.user.id)).orders).toBe(CAP + 1);

  // two hours on, a whole new hour's worth is allowed
  now = START + 2 * 3_600_000 + 300_000;
  expect((await order(customer)).statusCode).toBe(201);
});
