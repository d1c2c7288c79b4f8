// The payment reminders job through passes on a fake clock: PAYMENT_REMINDER_DAYS before an instalment's due date
// the customer is reminded (email and SMS) of what is left, once; once it has passed unpaid the overdue notice
// goes, once; an instalment a cheque secures in full waits for the cheque's own reminder; a received cheque is announced the same days before its date; nothing for a paid instalment or a
// cancelled order.
import { eq } from 'drizzle-orm';
import { cheques, orders, paymentReceipts } from '../src/db/schema';
import { REMINDER_NOTICES } from '../src/modules/receivables/messages';
import { quoteFixture } from './quotes-fixture';
import { addCheque, outboxOf, setSchedule } from './receivables-fixture';

const f = quoteFixture('2026-11-20T08:00:00Z', {
  receivables: { paymentReminderDays: 3, commissionBasis: 'completion' },
});
const { s, people } = f;

beforeAll(f.setUp);
afterAll(f.tearDown);

const pass = () => f.app().jobs.paymentReminders.runOnce();
// the last moment of 10 Dec 2026 in Tehran
const DUE = new Date('2026-12-10T20:29:59Z');
const at = (ms: number) => new Date(ms).toISOString();

test('reminds before the due date and tells of an overdue instalment, each once; never for what is paid', async () => {
  await f.advanceTo('2026-11-20T08:00:00Z');
  const order = await s.confirmed();
  const cancelled = await s.confirmed();
  const [open, later, paid] = await setSchedule(f.app(), order.id, [
    { due: DUE, amount: '1000000' },
    { due: new Date('2027-01-10T20:29:59Z'), amount: '2000000' },
    { due: DUE, amount: '500000' },
  ]);
  await setSchedule(f.app(), cancelled.id, [{ due: DUE, amount: '700000' }]);
  await f.app().database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
  // a verified receipt pays the third instalment and 400,000 of the first
  const receipt = {
    orderId: order.id,
    fileName: 'r.png',
    fileType: 'image',
    mimeType: 'image/png',
    fileSize: 4,
    storageKey: 'receipts/x',
    reviewStatus: 'verified' as const,
  };
  await f
    .app()
    .database.db.insert(paymentReceipts)
    .values([
      { ...receipt, instalmentId: paid.id, amount: '500000', verifiedAmount: '500000' },
      { ...receipt, instalmentId: open.id, amount: '400000', verifiedAmount: '400000' },
    ]);
  const cheque = await addCheque(f.app(), order.id, {
    dueDate: '2026-12-11',
    amount: '2000000',
    instalmentId: later.id,
  });

  // four days before: too early
  await f.advanceTo(at(DUE.getTime() - 4 * 86_400_000));
  expect(await pass()).toEqual({ due: [], overdue: [], cheques: [] });

  // two days before: the open instalment and the cheque, once
  await f.advanceTo(at(DUE.getTime() - 2 * 86_400_000));
  expect(await pass()).toEqual({ due: [open.id], overdue: [], cheques: [cheque.id] });
  expect(await pass()).toEqual({ due: [], overdue: [], cheques: [] });
  const reminders = await outboxOf(f.app(), order.id, 'payment_reminder');
  const text = REMINDER_NOTICES.instalmentDue({
    orderId: order.id,
    position: 1,
    amount: 600000n,
    dueDate: DUE,
  });
  expect(reminders).toEqual(
    expect.arrayContaining([
      { channel: 'email', recipient: people.customerA.email, body: text.body },
      { channel: 'sms', recipient: '09121234567', body: text.sms },
      {
        channel: 'email',
        recipient: people.customerA.email,
        body: REMINDER_NOTICES.chequeDue({ ...cheque, orderId: order.id }).body,
      },
    ]),
  );
  expect(reminders).toHaveLength(4);

  // the due moment passed: the overdue notice, once; the paid one and the cancelled order never
  await f.advanceTo(at(DUE.getTime() + 1000));
  expect(await pass()).toEqual({ due: [], overdue: [open.id], cheques: [] });
  expect(await pass()).toEqual({ due: [], overdue: [], cheques: [] });
  const overdue = await outboxOf(f.app(), order.id, 'payment_overdue');
  expect(overdue.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
  expect(overdue.find((n) => n.channel === 'email')?.body).toBe(
    REMINDER_NOTICES.instalmentOverdue({ orderId: order.id, position: 1, amount: 600000n, dueDate: DUE })
      .body,
  );
  expect(await outboxOf(f.app(), cancelled.id, 'payment_reminder')).toEqual([]);
  expect(await outboxOf(f.app(), cancelled.id, 'payment_overdue')).toEqual([]);

  // the later instalment in its own window: nothing while the cheque secures it all, a reminder once it bounced
  await f.advanceTo(at(later.dueDate.getTime() - 86_400_000));
  expect((await pass()).due).toEqual([]);
  await f.app().database.db.update(cheques).set({ status: 'bounced' }).where(eq(cheques.id, cheque.id));
  expect((await pass()).due).toEqual([later.id]);
});
