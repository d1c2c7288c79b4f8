// The payment schedule: made at the customer's finalize from the chosen terms, each instalment the exact sum of its
// lines with tax, due at the end of the Tehran day its term's days after the confirmation (cash by the payment
// deadline); custom terms carry their own days, which staff must give; new prices sent back drop the schedule.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RECEIVABLE_FIELD_MESSAGES } from '@sefaresh/shared-api/rules';
import { paymentInstalments, users } from '../src/db/schema';
import { tehranWallClock } from '../src/lib/tehran-time';
import { planSchedule } from '../src/modules/receivables/schedule';
import { addTestProduct, createTestApp, login, signedInUser } from './helpers';
import { OFFICIAL_INFO, type Session } from './scenarios';

const DEADLINE_DAYS = 3;
let now = new Date('2026-12-01T20:25:00Z'); // 23:55 in Tehran (+03:30): five minutes before the day ends
let app: FastifyInstance;
let customer: Session & { email: string; password: string };
let staff: Session;
const tag = randomBytes(4).toString('hex');
let products: { id: number }[];

beforeAll(async () => {
  app = await createTestApp({}, () => now);
  products = [];
  for (const name of ['قهوه', 'زعفران', 'پسته']) products.push(await addTestProduct(app, `${name} ${tag}`));
  [customer, staff] = await Promise.all([signedInUser(app), signedInUser(app)]);
  await app.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST', url: string, who: Session, payload?: object) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${who.tokens.access}` },
    ...(payload ? { payload } : {}),
  });

type Option = {
  payment_term: string;
  unit_price: number;
  custom_term_label?: string;
  custom_due_days?: number;
};

/** An order of the three products, each priced with `options[i]` and the first option chosen. */
async function confirmedWith(lines: Option[][], official = false) {
  const created = await call('POST', 'orders/', customer, {
    business_invoice_type: official ? 'official' : 'unofficial',
    items: products.slice(0, lines.length).map((p) => ({ product_id: p.id, quantity: 2 })),
    customer_info: official ? OFFICIAL_INFO : undefined,
  });
  expect(created.statusCode).toBe(201);
  const order = created.json();
  const priced = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, {
    items: order.items.map((item: { id: number }, i: number) => ({
      item_id: item.id,
      final_quantity: 2,
      pricing_options: lines[i],
    })),
  });
  expect(priced.statusCode).toBe(200);
  for (const item of priced.json().items as { id: number; pricing_options: { id: number }[] }[]) {
    const chose = await call('POST', `orders/${order.id}/customer-select-option/`, customer, {
      item_id: item.id,
      action: 'select_option',
      selected_option_id: item.pricing_options[0].id,
    });
    expect(chose.statusCode).toBe(200);
  }
  const done = await call('POST', `orders/${order.id}/finalize-selections/`, customer);
  expect(done.statusCode).toBe(200);
  return done.json();
}

const endOfTehranDay = (iso: string) => tehranWallClock(new Date(iso));

describe('planSchedule (known orders)', () => {
  const confirmedAt = new Date('2026-12-01T20:25:00Z');
  test('one instalment per term, in due order, the sums of their lines', () => {
    const plan = planSchedule(
      [
        { paymentTerm: '3_month', customTermLabel: '', customDueDays: null, amount: 300n },
        { paymentTerm: 'instant', customTermLabel: '', customDueDays: null, amount: 100n },
        { paymentTerm: '3_month', customTermLabel: '', customDueDays: null, amount: 5n },
        { paymentTerm: 'custom', customTermLabel: 'چک ۴۵ روزه', customDueDays: 45, amount: 40n },
        { paymentTerm: 'custom', customTermLabel: 'چک ۱۰ روزه', customDueDays: 10, amount: 7n },
      ],
      confirmedAt,
      DEADLINE_DAYS,
    );
    expect(plan.map((p) => [p.paymentTerm, p.customTermLabel, p.dueDays, p.amount])).toEqual([
      ['instant', '', 3, 100n],
      ['custom', 'چک ۱۰ روزه', 10, 7n],
      ['custom', 'چک ۴۵ روزه', 45, 40n],
      ['3_month', '', 90, 305n],
    ]);
  });
  test('exact with 16-digit amounts', () => {
    const big = 4_999_999_999_999_999n;
    const [only] = planSchedule(
      [
        { paymentTerm: '1_month', customTermLabel: '', customDueDays: null, amount: big },
        { paymentTerm: '1_month', customTermLabel: '', customDueDays: null, amount: big },
      ],
      confirmedAt,
      DEADLINE_DAYS,
    );
    expect(only.amount).toBe(9_999_999_999_999_998n);
  });
  test('due at the last second of the Tehran day, counted from the Tehran day of the confirmation', () => {
    // 23:55 Tehran on 10 Azar; 00:05 Tehran the next day is a day later
    const [late] = planSchedule(
      [{ paymentTerm: '1_month', customTermLabel: '', customDueDays: null, amount: 1n }],
      confirmedAt,
      DEADLINE_DAYS,
    );
    const [next] = planSchedule(
      [{ paymentTerm: '1_month', customTermLabel: '', customDueDays: null, amount: 1n }],
      new Date(confirmedAt.getTime() + 10 * 60_000),
      DEADLINE_DAYS,
    );
    expect(tehranWallClock(late.dueDate)).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(tehranWallClock(next.dueDate)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });
});

describe('the schedule of a finalized order', () => {
  test('cash, three months and a custom term: three instalments that add up to the total with tax', async () => {
    const order = await confirmedWith(
      [
        [{ payment_term: 'instant', unit_price: 1_250_000 }],
        [{ payment_term: '3_month', unit_price: 3_333_333 }],
        [
          {
            payment_term: 'custom',
            custom_term_label: 'چک ۴۵ روزه',
            custom_due_days: 45,
            unit_price: 999_999,
          },
        ],
      ],
      true,
    );
    const schedule = order.payment_schedule as {
      position: number;
      payment_term: string;
      custom_due_days: number | null;
      due_date: string;
      amount: string;
      state: string;
      term_display: string;
    }[];
    expect(schedule.map((i) => [i.position, i.payment_term, i.custom_due_days, i.state])).toEqual([
      [1, 'instant', null, 'due'],
      [2, 'custom', 45, 'due'],
      [3, '3_month', null, 'due'],
    ]);
    expect(schedule[1].term_display).toBe('چک ۴۵ روزه');
    // 2 × price + 10 % tax, per line
    expect(schedule.map((i) => i.amount)).toEqual(['2750000', '2199998', '7333333']);
    expect(schedule.reduce((s, i) => s + BigInt(i.amount), 0n)).toBe(BigInt(order.total_with_tax));
    expect(schedule[0].due_date).toBe(order.payment_deadline);
    // confirmed at 23:55 Tehran on 2026-12-01: 3, 45 and 90 days later, each to the last second
    expect(schedule.map((i) => endOfTehranDay(i.due_date))).toEqual([
      { year: 2026, month: 12, day: 4, hour: 23, minute: 59, second: 59 },
      { year: 2027, month: 1, day: 15, hour: 23, minute: 59, second: 59 },
      { year: 2027, month: 3, day: 1, hour: 23, minute: 59, second: 59 },
    ]);
    expect(order.balance).toEqual({
      total: order.total_with_tax,
      paid: '0',
      secured: '0',
      outstanding: order.total_with_tax,
      overdue: '0',
    });
  });

  test('past a due date the instalment is overdue and counts in the balance', async () => {
    const order = await confirmedWith([[{ payment_term: 'instant', unit_price: 1_000_000 }]]);
    const saved = now;
    now = new Date(new Date(order.payment_deadline).getTime() + 1000);
    try {
      // a fresh sign-in: the old access token expired days ago on this clock
      const again = await login(app, customer.email, customer.password);
      const body = (
        await call('GET', `orders/${order.id}/`, { ...customer, tokens: again.json().tokens })
      ).json();
      expect(body.payment_schedule[0].state).toBe('overdue');
      expect(body.balance.overdue).toBe(body.total_with_tax);
    } finally {
      now = saved;
    }
  });

  test('new prices sent back to the customer drop the schedule; the next finalize makes it again', async () => {
    const order = await confirmedWith([[{ payment_term: 'instant', unit_price: 1_000_000 }]]);
    const repriced = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, {
      notify_customer: true,
      items: [
        {
          item_id: order.items[0].id,
          final_quantity: 2,
          pricing_options: [{ payment_term: '2_month', unit_price: 1_100_000 }],
        },
      ],
    });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json().payment_schedule).toEqual([]);
    expect(repriced.json().balance).toBeNull();
    const rows = await app.database.db
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.orderId, order.id));
    expect(rows).toEqual([]);
    const again = await call('POST', `orders/${order.id}/finalize-selections/`, customer);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment_schedule.map((i: { payment_term: string }) => i.payment_term)).toEqual([
      '2_month',
    ]);
  });
});

describe('custom_due_days when pricing', () => {
  const priceWith = async (option: Option) => {
    const created = await call('POST', 'orders/', customer, {
      business_invoice_type: 'unofficial',
      items: [{ product_id: products[0].id, quantity: 1 }],
    });
    const order = created.json();
    return call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, {
      items: [{ item_id: order.items[0].id, final_quantity: 1, pricing_options: [option] }],
    });
  };
  const key = 'items.0.pricing_options.0.custom_due_days';

  test.each([
    [undefined, RECEIVABLE_FIELD_MESSAGES.customDueDaysRequired],
    [0, RECEIVABLE_FIELD_MESSAGES.customDueDays],
    [366, RECEIVABLE_FIELD_MESSAGES.customDueDays],
  ])(
    'a custom term with %p days is refused with a Persian message under its field',
    async (days, message) => {
      const res = await priceWith({
        payment_term: 'custom',
        custom_term_label: 'چک',
        custom_due_days: days,
        unit_price: 1000,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[key][0]).toContain(message);
    },
  );

  test('is kept on a custom option (Persian digits too) and ignored on the others', async () => {
    const custom = await priceWith({
      payment_term: 'custom',
      custom_term_label: 'چک',
      custom_due_days: '۴۵' as unknown as number,
      unit_price: 1000,
    });
    expect(custom.statusCode).toBe(200);
    expect(custom.json().items[0].pricing_options[0].custom_due_days).toBe(45);
    const fixed = await priceWith({ payment_term: '1_month', custom_due_days: 45, unit_price: 1000 });
    expect(fixed.json().items[0].pricing_options[0].custom_due_days).toBeNull();
  });
});
