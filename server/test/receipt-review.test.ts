// Staff review each receipt on its own: verify it with the customer's amount or a corrected one (what the
// instalments count as paid), or reject it with a reason the customer is told. Only staff may: the order's
// customer, another customer, the assigned dealer and another dealer are refused, anonymous callers too.
import { and, eq } from 'drizzle-orm';
import { RECEIVABLE_FIELD_MESSAGES, transitionRefusal } from '@sefaresh/shared-api/rules';
import { notificationOutbox } from '../src/db/schema';
import { RECEIPT_TEXTS } from '../src/modules/payments/messages';
import { quoteFixture } from './quotes-fixture';
import { auth, png, uploadReceipt } from './receipt-upload';
import type { OrderJson, Session } from './scenarios';

const f = quoteFixture('2026-11-20T08:00:00Z');
const { s, people } = f;
let order: OrderJson;
let receiptIds: number[];

beforeAll(async () => {
  await f.setUp();
  order = await s.confirmed();
  await f.assignDealer(order);
  const up = await uploadReceipt(f.app(), order.id, people.customerA, [png(8101), png(8102)], {
    amount: '1000000',
    paid_on: '2026-11-20',
    tracking_number: '98765',
  });
  expect(up.statusCode).toBe(201);
  receiptIds = up.json().uploaded_receipts.map((r: { id: number }) => r.id);
}, 120_000);
afterAll(f.tearDown);

const review = (receiptId: number, who: Session | undefined, payload: object, orderId = order.id) =>
  f.app().inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payment-receipts/${receiptId}/review/`,
    headers: auth(who),
    payload,
  });
const receiptsOf = async (who: Session) =>
  (await s.call('GET', `orders/${order.id}/`, who)).json().payment_receipts as {
    id: number;
    status: string;
    verified_amount: string | null;
    rejection_reason?: string | null;
  }[];

test('only staff review a receipt: its customer, another customer and dealers 403, anonymous 401', async () => {
  const refusal = transitionRefusal('review_receipt', 'payment_uploaded');
  for (const who of [people.customerA, people.customerB, people.dealer, people.otherDealer]) {
    const res = await review(receiptIds[0], who, { decision: 'verify' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).not.toBe(refusal);
  }
  expect((await review(receiptIds[0], undefined, { decision: 'verify' })).statusCode).toBe(401);
  // nothing was reviewed by any of them
  expect((await receiptsOf(people.staff)).map((r) => r.status)).toEqual(['pending', 'pending']);
});

test('a receipt of another order is not found; a bad amount is a Persian field error', async () => {
  const other = await s.confirmed();
  expect((await review(receiptIds[0], people.staff, { decision: 'verify' }, other.id)).statusCode).toBe(404);
  const bad = await review(receiptIds[0], people.staff, { decision: 'verify', amount: 'دوازده' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().details.amount[0]).toMatch(/[\u0600-\u06FF]/);
  const noReason = await review(receiptIds[1], people.staff, { decision: 'reject', reason: '  ' });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().details.reason).toEqual([RECEIVABLE_FIELD_MESSAGES.reasonRequired]);
});

test('staff verify with a corrected amount: the instalment counts it as paid; a second review is refused', async () => {
  const res = await review(receiptIds[0], people.staff, { decision: 'verify', amount: '۹۰۰٬۰۰۰' });
  expect(res.statusCode).toBe(200);
  expect(res.json().balance.paid).toBe('900000');
  expect(res.json().payment_schedule[0].paid).toBe('900000');
  const [verified] = await receiptsOf(people.customerA);
  expect(verified).toMatchObject({ status: 'verified', verified_amount: '900000' });
  const again = await review(receiptIds[0], people.staff, { decision: 'reject', reason: 'تکراری' });
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toBe(RECEIPT_TEXTS.alreadyReviewed);
});

test('staff reject with a reason: the customer sees it and is told; nothing is counted as paid', async () => {
  const res = await review(receiptIds[1], people.staff, { decision: 'reject', reason: 'مبلغ خوانا نیست' });
  expect(res.statusCode).toBe(200);
  expect(res.json().balance.paid).toBe('900000');
  const [, rejected] = await receiptsOf(people.customerA);
  expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'مبلغ خوانا نیست' });
  const told = await f
    .app()
    .database.db.select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, order.id), eq(notificationOutbox.kind, 'payment_rejected')));
  expect(told.length).toBeGreaterThan(0);
  expect(told.every((m) => m.userId === people.customerA.user.id)).toBe(true);
});
