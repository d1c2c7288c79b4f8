// COMMISSION_BASIS=paid through HTTP: a calculated commission whose order has unpaid instalments carries
// payout_blocked_reason (staff's commissions list and the dealer's own) and its payout is refused with 409; once
// the instalments are paid the reason is gone and the payout goes through.
import { eq } from 'drizzle-orm';
import { paymentReceipts, users } from '../src/db/schema';
import { PAYOUT_GATE_TEXTS } from '../src/modules/commissions/payout-gate';
import { quoteFixture } from './quotes-fixture';
import { setSchedule } from './receivables-fixture';

const f = quoteFixture('2026-11-20T08:00:00Z', {
  receivables: { paymentReminderDays: 3, commissionBasis: 'paid' },
});
const { s, people } = f;

beforeAll(async () => {
  await f.setUp();
  await f
    .app()
    .database.db.update(users)
    .set({ isSuperuser: true })
    .where(eq(users.id, people.staff.user.id));
});
afterAll(f.tearDown);

test('a payout waits for the order’s instalments', async () => {
  const order = await s.confirmed();
  await f.assignDealer(order);
  expect((await s.call('POST', `orders/${order.id}/complete/`, people.staff)).statusCode).toBe(200);
  const [instalment] = await setSchedule(f.app(), order.id, [
    { due: new Date('2026-12-20T20:29:59Z'), amount: '1000000' },
  ]);
  const reason = PAYOUT_GATE_TEXTS.unpaid(order.id, 1000000n);

  const listed = async () =>
    (await s.call('GET', `admin/dealers/commissions/?dealer_id=${people.dealer.user.id}`, people.staff))
      .json()
      .results.find((c: { order: number }) => c.order === order.id);
  const own = async () =>
    (await s.call('GET', 'dealers/my-commissions/', people.dealer))
      .json()
      .results.find((c: { order_id: number }) => c.order_id === order.id);
  const before = await listed();
  expect(before).toMatchObject({ status: 'calculated', is_payable: false, payout_blocked_reason: reason });
  expect((await own()).payout_blocked_reason).toBe(reason);
  const pay = () =>
    s.call('POST', 'admin/dealers/pay-commissions/', people.staff, {
      commission_ids: [before.id],
      payment_reference: 'PAY-1',
    });
  const refused = await pay();
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toBe(reason);

  await f.app().database.db.insert(paymentReceipts).values({
    orderId: order.id,
    fileName: 'r.png',
    fileType: 'image',
    mimeType: 'image/png',
    fileSize: 4,
    storageKey: 'receipts/x',
    reviewStatus: 'verified',
    verifiedAmount: '1000000',
    instalmentId: instalment.id,
  });
  expect(await listed()).toMatchObject({ is_payable: true, payout_blocked_reason: null });
  expect((await own()).payout_blocked_reason).toBeNull();
  expect((await pay()).statusCode).toBe(200);
});
