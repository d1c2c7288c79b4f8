// The payment schedule: made at finalize from the chosen lines (one instalment per term, a custom term by its
// label and days), exact to the rial, due at the end of the Tehran day; shown in the order answer with the
// balance; gone when the order is priced again and made again at the next finalize.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SELLER } from '../src/config';
import { invoices, orders, paymentInstalments, users } from '../src/db/schema';
import { tehranWallClock } from '../src/lib/tehran-time';
import { paymentDeadline } from '../src/modules/payments/instructions';
import { planSchedule, type ScheduledLine } from '../src/modules/receivables/schedule';
import { addTestProduct, createTestApp, login, signedInUser } from './helpers';
import { orderScenarios, type Session } from './scenarios';

const DEADLINE_DAYS = 3;
// 23:59:59 on 1405/01/01 in Tehran (UTC+03:30): one second before the next Tehran day
let now = new Date('2026-03-21T20:29:59Z');

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
let customer: Session;
let staff: Session;
let dealer: Session;
let coffee: { id: number };
let saffron: { id: number };

beforeAll(async () => {
  app = await createTestApp(
    { seller: { ...DEFAULT_SELLER, payment_deadline_days: DEADLINE_DAYS } },
    () => now,
  );
  await app.ready();
  coffee = await addTestProduct(app, `قهوه اقساط ${tag}`, { stock: 100, taxRate: null });
  saffron = await addTestProduct(app, `زعفران اقساط ${tag}`, { stock: 100, taxRate: '9.00' });
  [customer, staff, dealer] = await Promise.all([
    signedInUser(app, { name: 'مشتری اقساط' }),
    signedInUser(app, { name: 'کارمند اقساط' }),
    signedInUser(app, { name: 'نماینده اقساط' }),
  ]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
});
afterAll(async () => {
  await app.close();
});

const s = orderScenarios({
  app: () => app,
  customer: () => customer,
  staff: () => staff,
  coffee: () => coffee,
  saffron: () => saffron,
});

const line = (
  paymentTerm: ScheduledLine['paymentTerm'],
  total: bigint,
  label = '',
  days: number | null = null,
) => ({
  paymentTerm,
  customTermLabel: label,
  customDueDays: days,
  totalWithTax: total,
});

describe('planSchedule', () => {
  const confirmedAt = new Date('2026-05-10T08:00:00Z');

  test('one instalment per term in due order; a custom term by its label and its days', () => {
    const plan = planSchedule(
      [
        line('3_month', 300n),
        line('custom', 70n, '۴۵ روزه', 45),
        line('instant', 100n),
        line('custom', 5n, '۴۵ روزه', 45),
        line('custom', 7n, '۴۵ روزه', 50),
        line('instant', 1n),
        line('1_month', 11n),
      ],
      confirmedAt,
      DEADLINE_DAYS,
    );
    expect(plan.map((p) => [p.paymentTerm, p.customTermLabel, p.dueDays, p.amount])).toEqual([
      ['instant', '', 3, 101n],
      ['1_month', '', 30, 11n],
      ['custom', '۴۵ روزه', 45, 75n],
      ['custom', '۴۵ روزه', 50, 7n],
      ['3_month', '', 90, 300n],
    ]);
    for (const p of plan) expect(p.dueDate).toEqual(paymentDeadline(confirmedAt, p.dueDays));
  });

  test('16-digit totals add up exactly', () => {
    const big = 9_999_999_999_999_999n;
    const plan = planSchedule(
      [line('instant', big - 1n), line('2_month', 1n), line('instant', 0n)],
      confirmedAt,
      DEADLINE_DAYS,
    );
    expect(plan.map((p) => p.amount)).toEqual([big - 1n, 1n]);
    expect(plan.reduce((a, p) => a + p.amount, 0n)).toBe(big);
  });

  test('due at the last second of the Tehran day, counted from the Tehran day of the confirmation', () => {
    const before = planSchedule([line('1_month', 1n)], new Date('2026-03-21T20:29:59Z'), 3)[0];
    const after = planSchedule([line('1_month', 1n)], new Date('2026-03-21T20:30:00Z'), 3)[0];
    // 1405/01/01 23:59:59 → 30 days later; one second later it is 1405/01/02 in Tehran
    expect(before.dueDate.toISOString()).toBe('2026-04-20T20:29:59.000Z');
    expect(after.dueDate.toISOString()).toBe('2026-04-21T20:29:59.000Z');
    expect(tehranWallClock(before.dueDate)).toMatchObject({ hour: 23, minute: 59, second: 59 });
  });
});

interface Instalment {
  id: number;
  position: number;
  payment_term: string;
  term_display: string;
  custom_due_days: number | null;
  due_date: string;
  amount: string;
  paid: string;
  outstanding: string;
  state: string;
  state_display: string;
}

/** The clock moves to `at`, and everyone signs in again (their access tokens count from the clock). */
async function setNow(at: string) {
  now = new Date(at);
  for (const who of [customer, staff, dealer]) {
    const res = await login(app, who.email, who.password);
    who.tokens = res.json().tokens;
  }
}

const getOrder = async (id: number, who: Session) => (await s.call('GET', `orders/${id}/`, who)).json();

describe('the schedule of a confirmed order', () => {
  test('made at finalize: the chosen terms, exact sums with tax, due dates from the confirmation', async () => {
    await setNow('2026-03-21T20:29:59Z');
    const priced = await s.priced();
    expect((await getOrder(priced.id, customer)).payment_schedule).toEqual([]);
    expect((await getOrder(priced.id, customer)).balance).toBeNull();
    const order = await s.confirmed(false, '1_month');
    const body = await getOrder(order.id, customer);
    const schedule = body.payment_schedule as Instalment[];
    // coffee 3 × 1,100,000 − 10 % = 2,970,000 (no tax rate: the default); saffron 2 × 2,500,000 − 12.5 % + 9 %
    expect(schedule.map((i) => [i.position, i.payment_term, i.term_display, i.custom_due_days])).toEqual([
      [1, '1_month', '۱ ماهه', null],
      [2, 'custom', '۴۵ روزه', 45],
    ]);
    const items = body.items as { pricing_options: { is_selected: boolean; total_with_tax: string }[] }[];
    const chosen = items.map((i) => i.pricing_options.find((o) => o.is_selected)!.total_with_tax);
    expect(schedule.map((i) => i.amount)).toEqual(chosen);
    expect(schedule.reduce((a, i) => a + BigInt(i.amount), 0n).toString()).toBe(body.total_with_tax);
    const [pre] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(schedule.map((i) => i.due_date)).toEqual([
      paymentDeadline(pre.issuedAt, 30).toISOString(),
      paymentDeadline(pre.issuedAt, 45).toISOString(),
    ]);
    expect(schedule[0].due_date).toBe('2026-04-20T20:29:59.000Z');
    expect(schedule.every((i) => i.state === 'due' && i.paid === '0' && i.outstanding === i.amount)).toBe(
      true,
    );
    expect(schedule[0].state_display).toBeTruthy();
    expect(body.balance).toEqual({
      total: body.total_with_tax,
      paid: '0',
      secured: '0',
      outstanding: body.total_with_tax,
      overdue: '0',
    });
  });

  test('a cash choice is due by the payment deadline, and staff and the assigned dealer see the same schedule', async () => {
    await setNow('2026-03-21T20:30:00Z');
    const order = await s.confirmed(false, 'instant');
    const [first] = (await getOrder(order.id, customer)).payment_schedule as Instalment[];
    expect(first).toMatchObject({ payment_term: 'instant', term_display: 'نقدی' });
    // confirmed on 1405/01/02 (Tehran) → the end of 1405/01/05
    expect(first.due_date).toBe('2026-03-25T20:29:59.000Z');
    const asStaff = await getOrder(order.id, staff);
    expect(asStaff.payment_schedule).toEqual((await getOrder(order.id, customer)).payment_schedule);
    await db()
      .update(users)
      .set({ isDealer: true, dealerCode: `DS-${tag}` })
      .where(eq(users.id, dealer.user.id));
    await db().update(orders).set({ assignedDealerId: dealer.user.id }).where(eq(orders.id, order.id));
    expect((await getOrder(order.id, dealer)).payment_schedule).toEqual(asStaff.payment_schedule);
  });

  test('an overdue instalment shows in the balance once its day has passed in Tehran', async () => {
    await setNow('2026-03-21T10:00:00Z');
    const order = await s.confirmed(false, 'instant');
    await setNow('2026-03-24T20:29:59Z'); // the last second of the deadline day
    expect((await getOrder(order.id, customer)).balance.overdue).toBe('0');
    await setNow('2026-03-24T20:30:00Z');
    const body = await getOrder(order.id, customer);
    expect(body.payment_schedule[0].state).toBe('overdue');
    expect(body.balance.overdue).toBe(body.payment_schedule[0].amount);
  });

  test('priced again (sent back to the customer): the schedule goes; the next finalize makes it again', async () => {
    await setNow('2026-03-22T10:00:00Z');
    const order = await s.confirmed(false, '1_month');
    const again = await s.call(
      'POST',
      `orders/${order.id}/update-multiple-pricing/`,
      staff,
      s.pricingFor(order, { notify_customer: true }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().payment_schedule).toEqual([]);
    expect(again.json().balance).toBeNull();
    expect(
      await db().select().from(paymentInstalments).where(eq(paymentInstalments.orderId, order.id)),
    ).toEqual([]);
    const repriced = again.json();
    expect((await s.select(repriced, 0, 'instant')).statusCode).toBe(200);
    const res = await s.call('POST', `orders/${order.id}/finalize-selections/`, customer);
    expect(res.statusCode).toBe(200);
    expect((res.json().payment_schedule as Instalment[]).map((i) => i.payment_term)).toEqual([
      'instant',
      'custom',
    ]);
  });
});
