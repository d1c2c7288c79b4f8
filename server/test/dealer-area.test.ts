// The dealer area through HTTP into the database (spec 001 §2.5, §2.6, §3, §7, §8; spec README "Money" and
// "Dealers, catalogue and people"): the assigned-order list with tabs and pages, one assigned order (404 for
// another dealer's), bulk commission figures, dashboard statistics with Persian months in Tehran time, the
// dealer's commission records, the profile's commission earned, and dealer notes — for dealer A, dealer B,
// staff, a customer and anonymous callers. The app's clock is fixed at 2027-04-10 08:00 UTC (1406/01/21).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dealerCommissions, orders, users } from '../src/db/schema';
import { DEALER_AREA_TEXTS } from '../src/modules/dealer-area/messages';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { PAY_COMMISSION_TEXTS, payCommission } from '../src/modules/commissions/pay';
import { addTestProduct, createTestApp, signedInUser } from './helpers';

const NOW = new Date('2027-04-10T08:00:00Z');
let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
type Session = Awaited<ReturnType<typeof signedInUser>>;
let customer: Session;
let dealerA: Session; // default 7.50
let dealerB: Session; // default 5.00
let dealerC: Session; // monthly figures only
let staff: Session;
let coffee: { id: number }; // no tax rate → 10
let saffron: { id: number }; // 9 %

const auth = (s: Session) => ({ authorization: `Bearer ${s.tokens.access}` });

async function call(method: 'GET' | 'POST', url: string, who: Session | null, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? auth(who) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

interface OrderJson {
  id: number;
  status: string;
  items: { id: number; pricing_options: { id: number; payment_term: string }[] }[];
  [k: string]: unknown;
}

async function newOrder(): Promise<OrderJson> {
  const res = await call('POST', 'orders/', customer, {
    business_invoice_type: 'unofficial',
    items: [
      { product_id: coffee.id, quantity: 3 },
      { product_id: saffron.id, quantity: 2 },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** quoted_total 7,375,000: coffee 3 × 1,000,000 + saffron 2 × 2,500,000 − 12.5 %; one option each. */
async function priced(order?: OrderJson): Promise<OrderJson> {
  const o = order ?? (await newOrder());
  const [c, s] = o.items;
  const res = await call('POST', `orders/${o.id}/update-multiple-pricing/`, staff, {
    items: [
      {
        item_id: c.id,
        final_quantity: 3,
        pricing_options: [{ payment_term: 'instant', unit_price: 1_000_000 }],
      },
      {
        item_id: s.id,
        final_quantity: 2,
        pricing_options: [{ payment_term: 'instant', unit_price: 2_500_000, discount_percentage: 12.5 }],
      },
    ],
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function assign(id: number, dealer: Session, rate?: number) {
  const res = await call('POST', `orders/${id}/assign-dealer/`, staff, {
    dealer_id: dealer.user.id,
    dealer_notes: 'تماس قبل از ارسال',
    ...(rate ? { custom_commission_rate: rate } : {}),
  });
  expect(res.statusCode).toBe(200);
}

async function completed(dealer: Session): Promise<number> {
  const order = await priced();
  await assign(order.id, dealer);
  expect((await call('POST', `orders/${order.id}/finalize-selections/`, customer)).statusCode).toBe(200);
  expect((await call('POST', `orders/${order.id}/complete/`, staff)).statusCode).toBe(200);
  return order.id;
}

const ids: Record<string, number> = {};
const extraActive: number[] = [];

beforeAll(async () => {
  app = await createTestApp({}, () => new Date(NOW));
  await app.ready();
  const add = (name: string, taxRate: string | null) => addTestProduct(app, name, { taxRate });
  coffee = await add(`قهوه ${tag}`, null);
  saffron = await add(`زعفران ${tag}`, '9.00');
  [customer, dealerA, dealerB, dealerC, staff] = await Promise.all([
    signedInUser(app, { name: 'مشتری نمایندگی', phone: '09127778899' }),
    signedInUser(app, { name: 'نماینده الف' }),
    signedInUser(app, { name: 'نماینده ب' }),
    signedInUser(app, { name: 'نماینده پ' }),
    signedInUser(app, { name: 'کارمند' }),
  ]);
  const dealer = (s: Session, code: string, rate: string) =>
    db()
      .update(users)
      .set({ isDealer: true, dealerCode: `${code}-${tag}`, dealerCommissionRate: rate })
      .where(eq(users.id, s.user.id));
  await dealer(dealerA, 'DA', '7.50');
  await dealer(dealerB, 'DB', '5.00');
  await dealer(dealerC, 'DC', '5.00');
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));

  // dealer A: a1 pending_pricing; a2 waiting approval at a custom 10 %; a3 completed (calculated); a4 completed
  // and paid; a5 cancelled; a6 rejected by the customer; 15 more pending_pricing (paging)
  const a1 = await newOrder();
  await assign(a1.id, dealerA);
  ids.a1 = a1.id;
  const a2 = await priced();
  await assign(a2.id, dealerA, 10);
  ids.a2 = a2.id;
  ids.a3 = await completed(dealerA);
  ids.a4 = await completed(dealerA);
  const a5 = await priced();
  await assign(a5.id, dealerA);
  expect((await call('POST', `orders/${a5.id}/cancel/`, staff, { reason: 'اتمام موجودی' })).statusCode).toBe(
    200,
  );
  ids.a5 = a5.id;
  const a6 = await priced();
  await assign(a6.id, dealerA);
  const rej = await call('POST', `orders/${a6.id}/customer-reject/`, customer, {
    rejection_reason: 'گران است',
  });
  expect(rej.statusCode).toBe(200);
  ids.a6 = a6.id;
  for (let i = 0; i < 15; i += 1) {
    const o = await newOrder();
    await assign(o.id, dealerA);
    extraActive.push(o.id);
  }
  // dealer B: b1 waiting approval, b2 completed (calculated at 5 %)
  const b1 = await priced();
  await assign(b1.id, dealerB);
  ids.b1 = b1.id;
  ids.b2 = await completed(dealerB);
  // an order without a dealer
  ids.none = (await priced()).id;

  const [a4Commission] = await db()
    .select()
    .from(dealerCommissions)
    .where(and(eq(dealerCommissions.orderId, ids.a4), eq(dealerCommissions.status, 'calculated')));
  await db().transaction((tx) => payCommission(tx, a4Commission.id, 'PAY-1406-0001', NOW));
}, 120_000);

afterAll(async () => {
  await app.close();
});

const DEALER_PATHS = [
  'orders/my-assigned-orders/',
  'dealers/order/1/',
  'orders/dealer-commission-bulk/?order_ids=1',
  'orders/dealer-dashboard-stats/',
  'dealers/my-commissions/',
];

describe('who may call', () => {
  test.each(DEALER_PATHS)('%s: anonymous 401, a customer 403 in Persian', async (path) => {
    expect((await call('GET', path, null)).statusCode).toBe(401);
    const res = await call('GET', path, customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: DEALER_AREA_TEXTS.dealersOnly });
  });
});

interface Row {
  id: number;
  status: string;
  [k: string]: unknown;
}
const list = async (who: Session, query: string) => {
  const res = await call('GET', `orders/my-assigned-orders/?${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    count: number;
    page: number;
    total_pages: number;
    orders: Row[];
    tab_counts: object;
  };
};

describe('GET orders/my-assigned-orders/', () => {
  test("dealer A: the active tab pages 12 then 5, newest first, tab counts over A's orders only", async () => {
    const first = await list(dealerA, '');
    expect(first).toMatchObject({ count: 17, page: 1, page_size: 12, total_pages: 2 });
    expect(first.tab_counts).toEqual({ active: 17, completed: 2, rejected: 2 });
    expect(first.orders).toHaveLength(12);
    const second = await list(dealerA, 'tab=active&page=2');
    expect(second.orders).toHaveLength(5);
    const all = [...first.orders, ...second.orders].map((o) => o.id);
    expect(new Set(all)).toEqual(new Set([ids.a1, ids.a2, ...extraActive]));
    // same created_at (fixed clock): newest by id
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect((await list(dealerA, 'page=3')).orders).toEqual([]);
  });

  test('the card fields: customer, items, totals, commission and allowed actions', async () => {
    const { orders: rows } = await list(dealerA, 'tab=active&page=2');
    const a2 = rows.find((o) => o.id === ids.a2);
    expect(a2).toEqual({
      id: ids.a2,
      status: 'waiting_customer_approval',
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
      completion_date: null,
      dealer_assigned_at: NOW.toISOString(),
      customer_name: 'مشتری نمایندگی',
      customer_phone: '09127778899',
      items_count: 2,
      quoted_total: '7375000',
      total_with_tax: '7375000',
      business_invoice_type: 'unofficial',
      assigned_dealer_id: dealerA.user.id,
      assigned_dealer_name: 'نماینده الف',
      default_commission_rate: '7.50',
      effective_commission_rate: '10.00',
      dealer_commission_amount: '737500',
      commission_paid: false,
      commission_status: 'pending',
      allowed_actions: ['update_dealer_notes'],
    });
    const a1 = rows.find((o) => o.id === ids.a1);
    expect(a1).toMatchObject({
      quoted_total: null,
      dealer_commission_amount: null,
      commission_status: 'pending',
    });
  });

  test('completed and rejected tabs: calculated, paid and cancelled commissions', async () => {
    const done = await list(dealerA, 'tab=completed');
    expect(done.count).toBe(2);
    const byId = new Map(done.orders.map((o) => [o.id, o]));
    expect(byId.get(ids.a3)).toMatchObject({
      status: 'completed',
      completion_date: NOW.toISOString(),
      dealer_commission_amount: '553125',
      commission_status: 'calculated',
      commission_paid: false,
    });
    expect(byId.get(ids.a4)).toMatchObject({
      dealer_commission_amount: '553125',
      commission_status: 'paid',
      commission_paid: true,
    });
    const rejected = await list(dealerA, 'tab=rejected');
    expect(rejected.orders.map((o) => o.id).sort()).toEqual([ids.a5, ids.a6].sort());
    for (const o of rejected.orders) {
      expect(o).toMatchObject({ commission_status: 'cancelled', dealer_commission_amount: null });
    }
  });

  test("dealer B sees only B's orders; a dealer_id naming someone else is ignored", async () => {
    const b = await list(dealerB, `dealer_id=${dealerA.user.id}`);
    expect(b.tab_counts).toEqual({ active: 1, completed: 1, rejected: 0 });
    expect(b.orders.map((o) => o.id)).toEqual([ids.b1]);
    const done = await list(dealerB, 'tab=completed');
    expect(done.orders[0]).toMatchObject({ id: ids.b2, dealer_commission_amount: '368750' });
  });

  test('staff see every order with a dealer, or one dealer with dealer_id, with the staff actions', async () => {
    const all = await list(staff, 'tab=completed');
    expect(all.orders.map((o) => o.id)).toEqual(expect.arrayContaining([ids.a3, ids.a4, ids.b2]));
    const active = await list(staff, '');
    expect(active.tab_counts).toEqual({ active: 18, completed: 3, rejected: 2 });
    const everything = [...active.orders, ...(await list(staff, 'page=2')).orders].map((o) => o.id);
    expect(everything).not.toContain(ids.none);
    const onlyB = await list(staff, `dealer_id=${dealerB.user.id}`);
    expect(onlyB.orders.map((o) => o.id)).toEqual([ids.b1]);
    expect(onlyB.orders[0].allowed_actions).toEqual(
      expect.arrayContaining(['price', 'cancel', 'assign_dealer', 'update_dealer_notes']),
    );
  });

  test('a bad tab or page answers 400', async () => {
    expect((await call('GET', 'orders/my-assigned-orders/?tab=all', dealerA)).statusCode).toBe(400);
    expect((await call('GET', 'orders/my-assigned-orders/?page=0', dealerA)).statusCode).toBe(400);
  });
});

describe('GET dealers/order/{id}/', () => {
  test('the assigned dealer gets the order in full with notes, commission and the new item fields', async () => {
    const res = await call('GET', `dealers/order/${ids.a2}/`, dealerA);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id: ids.a2,
      customer: customer.user.id,
      customer_name: 'مشتری نمایندگی',
      dealer_notes: 'تماس قبل از ارسال',
      dealer_assigned_at: NOW.toISOString(),
      effective_commission_rate: '10.00',
      default_commission_rate: '7.50',
      dealer_commission_amount: '737500',
      commission_status: 'pending',
      commission_paid: false,
      allowed_actions: ['update_dealer_notes'],
    });
    expect(
      order.items.map((i: Record<string, unknown>) => [i.quoted_unit_price, i.product_tax_rate]),
    ).toEqual([
      ['1000000', 10],
      ['2500000', 9],
    ]);
  });

  test("another dealer's order, an order without a dealer and an unknown id all answer 404", async () => {
    for (const id of [ids.a2, ids.none, 99_999_999]) {
      const res = await call('GET', `dealers/order/${id}/`, dealerB);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: DEALER_AREA_TEXTS.orderNotFound });
    }
  });

  test('staff read any order', async () => {
    for (const id of [ids.a2, ids.none]) {
      expect((await call('GET', `dealers/order/${id}/`, staff)).statusCode).toBe(200);
    }
  });
});

describe('GET orders/dealer-commission-bulk/', () => {
  test("dealer A gets A's orders in the order asked; foreign and unknown ids are left out", async () => {
    const q = [ids.a3, ids.b1, ids.a2, 99_999_999, ids.a4, ids.a5, ids.none].join(',');
    const res = await call('GET', `orders/dealer-commission-bulk/?order_ids=${q}`, dealerA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        order_id: ids.a3,
        default_commission_rate: '7.50',
        effective_commission_rate: '7.50',
        dealer_commission_amount: '553125',
        commission_paid: false,
        commission_status: 'calculated',
      },
      {
        order_id: ids.a2,
        default_commission_rate: '7.50',
        effective_commission_rate: '10.00',
        dealer_commission_amount: '737500',
        commission_paid: false,
        commission_status: 'pending',
      },
      {
        order_id: ids.a4,
        default_commission_rate: '7.50',
        effective_commission_rate: '7.50',
        dealer_commission_amount: '553125',
        commission_paid: true,
        commission_status: 'paid',
      },
      {
        order_id: ids.a5,
        default_commission_rate: '7.50',
        effective_commission_rate: '7.50',
        dealer_commission_amount: null,
        commission_paid: false,
        commission_status: 'cancelled',
      },
    ]);
  });

  test('staff get any order with a dealer; Persian digits and spaces are accepted', async () => {
    const fa = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    const q = encodeURIComponent(`${fa(ids.b2)}, ${ids.a3},${ids.none}`);
    const res = await call('GET', `orders/dealer-commission-bulk/?order_ids=${q}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { order_id: number }) => e.order_id)).toEqual([ids.b2, ids.a3]);
  });

  test('more than 50 ids, a non-number, zero or no parameter answer 400 in Persian', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    expect((await call('GET', `orders/dealer-commission-bulk/?order_ids=${fifty}`, dealerA)).statusCode).toBe(
      200,
    );
    const tooMany = await call('GET', `orders/dealer-commission-bulk/?order_ids=${fifty},51`, dealerA);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      error: DEALER_AREA_TEXTS.tooManyIds(50),
      details: { order_ids: [DEALER_AREA_TEXTS.tooManyIds(50)] },
    });
    for (const bad of ['1,abc', '0', '-3', '1.5']) {
      const res = await call('GET', `orders/dealer-commission-bulk/?order_ids=${bad}`, dealerA);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(DEALER_AREA_TEXTS.invalidIds);
    }
    expect((await call('GET', 'orders/dealer-commission-bulk/', dealerA)).statusCode).toBe(400);
    const empty = await call('GET', 'orders/dealer-commission-bulk/?order_ids=', dealerA);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });
});

describe('GET orders/dealer-dashboard-stats/', () => {
  const stats = async (who: Session, query = '') => {
    const res = await call('GET', `orders/dealer-dashboard-stats/${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  test("dealer A's figures to the rial", async () => {
    const s = await stats(dealerA);
    expect(s).toMatchObject({
      dealer: { id: dealerA.user.id, name: 'نماینده الف', dealer_code: `DA-${tag}`, commission_rate: '7.50' },
      total_orders: 21,
      active_orders: 17,
      completed_orders: 2,
      rejected_orders: 2,
      commission_earned: '1106250',
      commission_paid: '553125',
      commission_payable: '553125',
      commission_projected: '737500',
      persian_year: 1406,
      persian_month: 1,
      month_sales: '14750000',
      month_completed_orders: 2,
      generated_at: NOW.toISOString(),
    });
    expect(s.monthly).toHaveLength(12);
    expect(s.monthly[0]).toEqual({ month: 1, name: 'فروردین', sales: '14750000', completed_orders: 2 });
    expect(s.monthly[11]).toEqual({ month: 12, name: 'اسفند', sales: '0', completed_orders: 0 });
  });

  test("dealer B's figures; staff see a dealer's with dealer_id, every dealer's without", async () => {
    const b = await stats(dealerB, `?dealer_id=${dealerA.user.id}`);
    expect(b).toMatchObject({
      dealer: { id: dealerB.user.id },
      total_orders: 2,
      commission_earned: '368750',
      commission_payable: '368750',
      commission_paid: '0',
      commission_projected: '368750',
    });
    const a = await stats(staff, `?dealer_id=${dealerA.user.id}`);
    expect(a).toEqual({ ...(await stats(dealerA)) });
    const all = await stats(staff);
    expect(all.dealer).toEqual({
      id: null,
      name: DEALER_AREA_TEXTS.allDealers,
      dealer_code: null,
      commission_rate: null,
    });
    expect(all.commission_earned).toBe('1475000');
    const notDealer = await call(
      'GET',
      `orders/dealer-dashboard-stats/?dealer_id=${customer.user.id}`,
      staff,
    );
    expect(notDealer.statusCode).toBe(404);
    expect(notDealer.json()).toEqual({ error: DEALER_AREA_TEXTS.dealerNotFound });
  });

  test('monthly sales fall in Persian months by Tehran time, and only in the current Persian year', async () => {
    const at = async (completion: string, total: string) => {
      await db()
        .insert(orders)
        .values({
          customerId: customer.user.id,
          status: 'completed',
          quotedTotal: total,
          totalWithTax: total,
          assignedDealerId: dealerC.user.id,
          completionDate: new Date(completion),
          createdAt: new Date('2027-01-01T00:00:00Z'),
        });
    };
    await at('2027-03-20T20:29:59Z', '1'); // 1405/12/29 23:59:59 Tehran: last year
    await at('2027-03-20T20:30:00Z', '10'); // 1406/01/01 00:00 Tehran
    await at('2027-04-20T20:29:59Z', '100'); // 1406/01/31 23:59:59
    await at('2027-04-20T20:30:00Z', '1000'); // 1406/02/01 00:00
    await at('2028-03-19T20:29:59Z', '10000'); // 1406/12/29 23:59:59
    await at('2028-03-19T20:30:00Z', '100000'); // 1407/01/01: next year
    const s = await stats(dealerC);
    expect(s.monthly.map((m: { sales: string }) => m.sales)).toEqual([
      '110',
      '1000',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '10000',
    ]);
    expect(s).toMatchObject({ month_sales: '110', month_completed_orders: 2, completed_orders: 6 });
  });
});

describe('GET dealers/my-commissions/', () => {
  test("dealer A's records, 20 a page, newest first, with paid_at and the payment reference", async () => {
    const res = await call('GET', 'dealers/my-commissions/', dealerA);
    expect(res.statusCode).toBe(200);
    const first = res.json();
    expect(first).toMatchObject({ count: 21, page: 1, page_size: 20, total_pages: 2 });
    expect(first.results).toHaveLength(20);
    const second = (await call('GET', 'dealers/my-commissions/?page=2', dealerA)).json();
    expect(second.results).toHaveLength(1);
    const records = [...first.results, ...second.results];
    expect(records.map((r: { id: number }) => r.id)).toEqual(
      [...records].map((r: { id: number }) => r.id).sort((a, b) => b - a),
    );
    expect(new Set(records.map((r: { dealer_id: number }) => r.dealer_id))).toEqual(
      new Set([dealerA.user.id]),
    );
    const paid = records.find((r: { order_id: number }) => r.order_id === ids.a4);
    expect(paid).toMatchObject({
      order_status: 'completed',
      order_date: NOW.toISOString(),
      completion_date: NOW.toISOString(),
      amount: '553125',
      rate: '7.50',
      is_custom_rate: false,
      status: 'paid',
      paid_at: NOW.toISOString(),
      payment_reference: 'PAY-1406-0001',
    });
    const byStatus = (s: string) => records.filter((r: { status: string }) => r.status === s).length;
    expect([byStatus('pending'), byStatus('calculated'), byStatus('paid'), byStatus('cancelled')]).toEqual([
      17, 1, 1, 2,
    ]);
  });

  test("dealer B sees only B's records", async () => {
    const res = (await call('GET', 'dealers/my-commissions/', dealerB)).json();
    expect(res.count).toBe(2);
    expect(res.results.map((r: { order_id: number }) => r.order_id).sort()).toEqual([ids.b1, ids.b2].sort());
  });

  test('staff may name a dealer', async () => {
    const res = (await call('GET', `dealers/my-commissions/?dealer_id=${dealerB.user.id}`, staff)).json();
    expect(res.count).toBe(2);
  });
});

describe('paying a commission', () => {
  test('only a calculated commission can be paid (409, nothing paid); a reference is required', async () => {
    const [pending] = await db()
      .select()
      .from(dealerCommissions)
      .where(eq(dealerCommissions.orderId, ids.a2));
    await expect(db().transaction((tx) => payCommission(tx, pending.id, 'X-1', NOW))).rejects.toMatchObject({
      statusCode: 409,
      message: PAY_COMMISSION_TEXTS.notPayable,
    });
    const [calculated] = await db()
      .select()
      .from(dealerCommissions)
      .where(eq(dealerCommissions.orderId, ids.a3));
    await expect(db().transaction((tx) => payCommission(tx, calculated.id, '  ', NOW))).rejects.toMatchObject(
      {
        statusCode: 400,
      },
    );
    const [after] = await db()
      .select()
      .from(dealerCommissions)
      .where(eq(dealerCommissions.id, calculated.id));
    expect(after.status).toBe('calculated');
  });
});

describe('profile and notes', () => {
  test("the profile's total_commission_earned is the calculated + paid commission as a rial string", async () => {
    const res = await call('GET', 'profile/me/', dealerA);
    expect(res.statusCode).toBe(200);
    expect(res.json().statistics.total_commission_earned).toBe('1106250');
    expect((await call('GET', 'profile/me/', customer)).json().statistics.total_commission_earned).toBe('0');
  });

  test('update-dealer-notes: another dealer 403 in Persian; the assigned dealer and staff 200', async () => {
    const other = await call('POST', `orders/${ids.a2}/update-dealer-notes/`, dealerB, { dealer_notes: 'x' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: MESSAGES.orderForbidden });
    const byCustomer = await call('POST', `orders/${ids.a2}/update-dealer-notes/`, customer, {
      dealer_notes: 'x',
    });
    expect(byCustomer.statusCode).toBe(403);
    const mine = await call('POST', `orders/${ids.a2}/update-dealer-notes/`, dealerA, {
      dealer_notes: ' پیگیری شد ',
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order.dealer_notes).toBe('پیگیری شد');
    const byStaff = await call('POST', `orders/${ids.a2}/update-dealer-notes/`, staff, {
      dealer_notes: 'کارمند',
    });
    expect(byStaff.statusCode).toBe(200);
    expect((await call('GET', `dealers/order/${ids.a2}/`, dealerA)).json().dealer_notes).toBe('کارمند');
  });
});

describe('the order answer', () => {
  test('customer id; quoted_unit_price follows the counted option, then the choice; null unpriced', async () => {
    const order = await newOrder();
    const before = (await call('GET', `orders/${order.id}/`, customer)).json();
    expect(before.customer).toBe(customer.user.id);
    expect(before.items.map((i: { quoted_unit_price: unknown }) => i.quoted_unit_price)).toEqual([
      null,
      null,
    ]);
    const [c, s] = order.items;
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, {
      items: [
        {
          item_id: c.id,
          final_quantity: 3,
          pricing_options: [
            { payment_term: 'instant', unit_price: 1_000_000 },
            { payment_term: '1_month', unit_price: 1_100_000, discount_percentage: 10 },
          ],
        },
        {
          item_id: s.id,
          final_quantity: 2,
          pricing_options: [{ payment_term: 'instant', unit_price: 2_500_000 }],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const quoted = res.json();
    // before a choice: the option the totals count (the lowest line: 1_month 2,970,000 < instant 3,000,000)
    expect(quoted.items[0].quoted_unit_price).toBe('1100000');
    expect(quoted.items[1].quoted_unit_price).toBe('2500000');
    const instant = quoted.items[0].pricing_options.find(
      (o: { payment_term: string }) => o.payment_term === 'instant',
    );
    const chosen = await call('POST', `orders/${order.id}/customer-select-option/`, customer, {
      item_id: c.id,
      action: 'select_option',
      selected_option_id: instant.id,
    });
    expect(chosen.json().items[0].quoted_unit_price).toBe('1000000');
    expect(chosen.json().items.map((i: { product_tax_rate: number }) => i.product_tax_rate)).toEqual([10, 9]);
  });
});
