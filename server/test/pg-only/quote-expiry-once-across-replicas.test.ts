// The quote expiry job runs in every replica, and still each order's quote is expired, logged and
// announced exactly once, and each customer reminded once. Two app instances on one PostgreSQL database run
// passes at the same moment; the claim is in the database (locked orders skipped, the version's marker set by a
// conditional UPDATE … RETURNING), never in a replica's memory. PostgreSQL only: PGlite has one connection.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationOutbox, orderEvents, users } from '../../src/db/schema';
import { QUOTE_TEXTS } from '../../src/modules/quotes/messages';
import { addTestProduct, createTestApp, signedInUser } from '../helpers';

const ORDERS = 60;
const STAFF_EMAIL = 'desk@example.com';
let nowMs = Date.parse('2026-11-20T08:00:00Z');
const clock = () => new Date(nowMs);
const quotes = { validDays: 7, staffEmail: STAFF_EMAIL, staffPhone: null, acceptanceCode: false };
let a: FastifyInstance;
let b: FastifyInstance;
const ids: number[] = [];
let validUntil: Date;

beforeAll(async () => {
  a = await createTestApp({ quotes }, clock);
  await a.ready();
  expect(a.database.kind).toBe('postgres');
  b = await createTestApp({ quotes, database: a.config.database }, clock);
  await b.ready();
  const product = await addTestProduct(a, 'چای ماسالا انقضا', { stock: 100_000 });
  const [customer, staff] = await Promise.all([signedInUser(a), signedInUser(a)]);
  await a.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  const auth = (s: typeof staff) => ({ authorization: `Bearer ${s.tokens.access}` });
  for (let i = 0; i < ORDERS; i++) {
    const order = (
      await a.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: auth(customer),
        payload: { business_invoice_type: 'unofficial', items: [{ product_id: product.id, quantity: 2 }] },
      })
    ).json();
    const priced = await (i % 2 ? b : a).inject({
      method: 'POST',
      url: `/api/orders/${order.id}/update-multiple-pricing/`,
      headers: auth(staff),
      payload: {
        items: [
          {
            item_id: order.items[0].id,
            final_quantity: 2,
            pricing_options: [{ payment_term: 'instant', unit_price: 1_000_000 }],
          },
        ],
      },
    });
    expect(priced.statusCode).toBe(200);
    ids.push(order.id);
    validUntil = new Date(priced.json().quote_valid_until);
  }
}, 180_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

/** Four passes in each replica at the same moment; the order ids each claimed, all together. */
async function racingPasses(pick: 'expired' | 'reminded') {
  const passes = await Promise.all([a, b, a, b, a, b, a, b].map((app) => app.jobs.quoteExpiry.runOnce()));
  return passes.flatMap((p) => p[pick]).filter((id) => ids.includes(id));
}

const outbox = (kind: string) =>
  a.database.db
    .select({ orderId: notificationOutbox.orderId, recipient: notificationOutbox.recipient })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.kind, kind), inArray(notificationOutbox.orderId, ids)));

const onceEach = (orderIds: (number | null)[]) => {
  const seen = new Map<number | null, number>();
  for (const id of orderIds) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen.values()].every((n) => n === 1) && seen.size === ids.length;
};

test('two replicas remind each customer exactly once', async () => {
  nowMs = validUntil.getTime() - 24 * 3_600_000;
  const reminded = await racingPasses('reminded');
  expect(reminded.sort()).toEqual([...ids].sort());
  const emails = (await outbox('quote_reminder')).filter(
    (r) => r.recipient !== STAFF_EMAIL && r.recipient.includes('@'),
  );
  expect(onceEach(emails.map((r) => r.orderId))).toBe(true);
});

test('two replicas expire each order exactly once: one event, one notice to the customer and one to staff', async () => {
  nowMs = validUntil.getTime() + 1000;
  const expired = await racingPasses('expired');
  expect(expired.sort()).toEqual([...ids].sort());
  const events = await a.database.db
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .where(
      and(inArray(orderEvents.orderId, ids), eq(orderEvents.note, QUOTE_TEXTS.expiredEvent(1, validUntil))),
    );
  expect(onceEach(events.map((e) => e.orderId))).toBe(true);
  const sent = await outbox('quote_expired');
  expect(onceEach(sent.filter((r) => r.recipient === STAFF_EMAIL).map((r) => r.orderId))).toBe(true);
  expect(
    onceEach(
      sent.filter((r) => r.recipient !== STAFF_EMAIL && r.recipient.includes('@')).map((r) => r.orderId),
    ),
  ).toBe(true);
  // a later pass finds nothing left
  expect(await racingPasses('expired')).toEqual([]);
});
