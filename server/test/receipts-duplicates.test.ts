// The same receipt twice: the same file on the same order is refused (409 naming the earlier receipt's date); the
// same file or tracking number on another order is accepted and shown to staff only (duplicate_of). A customer or
// a dealer never learns of another customer's receipt.
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, paymentReceipts, users } from '../src/db/schema';
import { jalaliDate } from '../src/modules/invoices/pdf-text';
import { RECEIPT_TEXTS } from '../src/modules/payments/messages';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { auth, png, uploadReceipt } from './receipt-upload';
import { orderScenarios, type Session } from './scenarios';

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
let customerA: Session;
let customerB: Session;
let staff: Session;
let dealer: Session;
let coffee: { id: number };
let saffron: { id: number };

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  coffee = await addTestProduct(app, `قهوه تکراری ${tag}`);
  saffron = await addTestProduct(app, `زعفران تکراری ${tag}`);
  [customerA, customerB, staff, dealer] = await Promise.all([
    signedInUser(app, { name: 'مشتری الف' }),
    signedInUser(app, { name: 'مشتری ب' }),
    signedInUser(app, { name: 'کارمند' }),
    signedInUser(app, { name: 'نماینده' }),
  ]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `RD-${tag}` })
    .where(eq(users.id, dealer.user.id));
}, 120_000);
afterAll(async () => {
  await app.close();
});

const scenariosOf = (customer: () => Session) =>
  orderScenarios({
    app: () => app,
    customer,
    staff: () => staff,
    coffee: () => coffee,
    saffron: () => saffron,
  });
const ofA = scenariosOf(() => customerA);
const ofB = scenariosOf(() => customerB);

async function confirmedOf(s: typeof ofA) {
  const order = await s.confirmed();
  await db().update(orders).set({ assignedDealerId: dealer.user.id }).where(eq(orders.id, order.id));
  return order.id;
}
const PAID = { amount: '1000000', paid_on: '2026-01-05' };
const rowsOf = (orderId: number) =>
  db()
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.orderId, orderId))
    .orderBy(asc(paymentReceipts.id));
const listed = async (orderId: number, who: Session) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/payment-receipts/`,
    headers: auth(who),
  });
  expect(res.statusCode).toBe(200);
  return res.json().receipts as { id: number; duplicate_of: unknown }[];
};
const detailReceipts = async (orderId: number, who: Session) => {
  const res = await app.inject({ method: 'GET', url: `/api/orders/${orderId}/`, headers: auth(who) });
  expect(res.statusCode).toBe(200);
  return res.json().payment_receipts as { id: number; duplicate_of: unknown }[];
};

test('the sha256 of the bytes as uploaded is kept', async () => {
  const orderId = await confirmedOf(ofA);
  const file = png(7001);
  expect((await uploadReceipt(app, orderId, customerA, [file], PAID)).statusCode).toBe(201);
  const [row] = await rowsOf(orderId);
  expect(row.sha256).toBe(createHash('sha256').update(new Uint8Array(file)).digest('hex'));
});

test('the same file on the same order again: 409 naming the earlier date; nothing more kept', async () => {
  const orderId = await confirmedOf(ofA);
  const file = png(7002);
  expect((await uploadReceipt(app, orderId, customerA, [file], PAID)).statusCode).toBe(201);
  const [first] = await rowsOf(orderId);
  const again = await uploadReceipt(app, orderId, customerA, [png(7003), file], {
    ...PAID,
    tracking_number: '99887766',
  });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: RECEIPT_TEXTS.sameFileAgain(jalaliDate(first.uploadedAt)) });
  expect(await rowsOf(orderId)).toHaveLength(1);
});

test("another order's file or tracking number: accepted, and only staff see which receipt it repeats", async () => {
  const orderA = await confirmedOf(ofA);
  const orderB = await confirmedOf(ofB);
  const shared = png(7004);
  const upA = await uploadReceipt(app, orderA, customerA, [shared, png(7005)], {
    ...PAID,
    tracking_number: '55554444',
  });
  expect(upA.statusCode).toBe(201);
  const [aSame] = upA.json().uploaded_receipts;

  const upB = await uploadReceipt(app, orderB, customerB, [shared], PAID);
  expect(upB.statusCode).toBe(201);
  expect(upB.json().uploaded_receipts[0].duplicate_of).toBeNull();
  const bReceipt = upB.json().uploaded_receipts[0].id;

  // B's second receipt: a new file with A's tracking number (B's order is payment_uploaded: a later instalment)
  const upB2 = await uploadReceipt(app, orderB, customerB, [png(7006)], {
    ...PAID,
    tracking_number: '55554444',
  });
  expect(upB2.statusCode).toBe(201);
  const bTracking = upB2.json().uploaded_receipts[0].id;

  const repeated = { order_id: orderA, receipt_id: aSame.id };
  for (const read of [listed, detailReceipts]) {
    const forStaff = await read(orderB, staff);
    expect(forStaff.find((r) => r.id === bReceipt)!.duplicate_of).toEqual(repeated);
    expect(forStaff.find((r) => r.id === bTracking)!.duplicate_of).toEqual(repeated);
    // customer B, and the dealer of both orders, are never told of A's receipt
    for (const who of [customerB, dealer]) {
      const seen = await read(orderB, who);
      expect(seen.map((r) => r.duplicate_of)).toEqual([null, null]);
      expect(JSON.stringify(seen)).not.toContain(`"order_id":${orderA}`);
    }
    // A's own receipts are the earlier ones: nothing flagged on A's order, for anyone
    for (const who of [customerA, staff]) {
      expect((await read(orderA, who)).map((r) => r.duplicate_of)).toEqual([null, null]);
    }
  }
});
