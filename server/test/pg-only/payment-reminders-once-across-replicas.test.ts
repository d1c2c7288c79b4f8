// The payment reminders job runs in every replica, and still each instalment gets its reminder and its overdue
// notice, and each cheque its reminder, exactly once. Two app instances on one PostgreSQL database run passes at
// the same moment; the claim is in the database (rows locked FOR UPDATE SKIP LOCKED, the marker set by a
// conditional UPDATE … RETURNING), never in a replica's memory. PostgreSQL only: PGlite has one connection.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationOutbox, orders } from '../../src/db/schema';
import { createTestApp, signedInUser } from '../helpers';
import { addCheque, setSchedule } from '../receivables-fixture';

const ORDERS = 40;
const DUE = new Date('2026-12-10T20:29:59Z');
let nowMs = Date.parse('2026-11-20T08:00:00Z');
const clock = () => new Date(nowMs);
let a: FastifyInstance;
let b: FastifyInstance;
const ids: number[] = [];

beforeAll(async () => {
  a = await createTestApp({}, clock);
  await a.ready();
  expect(a.database.kind).toBe('postgres');
  b = await createTestApp({ database: a.config.database }, clock);
  await b.ready();
  const customer = await signedInUser(a);
  for (let i = 0; i < ORDERS; i++) {
    const [order] = await a.database.db
      .insert(orders)
      .values({ customerId: customer.user.id, status: 'confirmed', businessInvoiceType: 'unofficial' })
      .returning({ id: orders.id });
    await setSchedule(a, order.id, [{ due: DUE, amount: '1000000' }]);
    await addCheque(a, order.id, { dueDate: '2026-12-09', amount: '500000' });
    ids.push(order.id);
  }
}, 180_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

/** Four passes in each replica at the same moment. */
const racingPasses = () =>
  Promise.all([a, b, a, b, a, b, a, b].map((app) => app.jobs.paymentReminders.runOnce()));

/** How many emails of `kind` each order got (every order once: true). */
async function onceEach(kind: string, perOrder: number) {
  const rows = await a.database.db
    .select({ orderId: notificationOutbox.orderId })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.kind, kind),
        eq(notificationOutbox.channel, 'email'),
        inArray(notificationOutbox.orderId, ids),
      ),
    );
  const seen = new Map<number | null, number>();
  for (const r of rows) seen.set(r.orderId, (seen.get(r.orderId) ?? 0) + 1);
  return seen.size === ids.length && [...seen.values()].every((n) => n === perOrder);
}

test('two replicas remind of each instalment and each cheque exactly once', async () => {
  nowMs = DUE.getTime() - 2 * 86_400_000;
  const passes = await racingPasses();
  expect(passes.flatMap((p) => p.due)).toHaveLength(ORDERS);
  expect(passes.flatMap((p) => p.cheques)).toHaveLength(ORDERS);
  // the instalment's reminder and the cheque's
  expect(await onceEach('payment_reminder', 2)).toBe(true);
  expect((await racingPasses()).flatMap((p) => [...p.due, ...p.cheques])).toEqual([]);
});

test('two replicas give each overdue instalment its notice exactly once', async () => {
  nowMs = DUE.getTime() + 1000;
  const passes = await racingPasses();
  expect(passes.flatMap((p) => p.overdue)).toHaveLength(ORDERS);
  expect(await onceEach('payment_overdue', 1)).toBe(true);
  expect((await racingPasses()).flatMap((p) => p.overdue)).toEqual([]);
});
