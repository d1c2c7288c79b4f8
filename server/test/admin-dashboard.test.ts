// The admin dashboard (GET admin/dashboard/) and the activity log (GET admin/activity-log/) through HTTP against a
// real database: exact counts from known rows, Tehran day and Persian month boundaries under a fixed clock, the
// low-stock list, the filters and paging of the log, and who may read them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, orderEvents, orders, products, users, type OrderStatus } from '../src/db/schema';
import { reportPeriods } from '../src/modules/dashboard/service';
import { createTestApp, signedInUser } from './helpers';

// 13:30 in Tehran on 1405/09/04 (Azar 4); today began 2026-11-24T20:30Z, Azar began 2026-11-21T20:30Z.
const NOW = new Date('2026-11-25T10:00:00Z');
const at = (iso: string) => new Date(iso);

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(3).toString('hex');
type Session = Awaited<ReturnType<typeof signedInUser>>;
let customer: Session;
let dealer: Session;
let staff: Session;
let admin: Session;
let gone: Session;
const orderIds: Record<string, number> = {};
const productIds: Record<string, number> = {};

const auth = (s: Session) => ({ authorization: `Bearer ${s.tokens.access}` });
const get = (url: string, who: Session | null) =>
  app.inject({ method: 'GET', url: `/api/${url}`, headers: who ? auth(who) : {} });

interface OrderRow {
  key: string;
  status: OrderStatus;
  createdAt: string;
  dealer?: boolean;
  completionDate?: string;
  totalWithTax?: string;
}

const ORDERS: OrderRow[] = [
  { key: 'todayPending', status: 'pending_pricing', createdAt: '2026-11-25T09:00:00Z' },
  // 23:50 in Tehran yesterday: this month, not today
  { key: 'yesterdayLate', status: 'pending_pricing', createdAt: '2026-11-24T20:20:00Z', dealer: true },
  // 00:10 on Azar 1 in Tehran: this month
  { key: 'monthFirst', status: 'waiting_customer_approval', createdAt: '2026-11-21T20:40:00Z' },
  // 23:50 on Aban 30 in Tehran: last month
  { key: 'lastMonth', status: 'confirmed', createdAt: '2026-11-21T20:20:00Z' },
  { key: 'receiptDealer', status: 'payment_uploaded', createdAt: '2026-10-01T08:00:00Z', dealer: true },
  { key: 'receiptNoDealer', status: 'payment_uploaded', createdAt: '2026-10-02T08:00:00Z' },
  {
    key: 'completedToday',
    status: 'completed',
    createdAt: '2026-10-05T08:00:00Z',
    completionDate: '2026-11-25T08:00:00Z',
    totalWithTax: '9007199254740993', // 2^53 + 1: exact, not a float
  },
  {
    key: 'completedYesterday',
    status: 'completed',
    createdAt: '2026-11-23T08:00:00Z',
    completionDate: '2026-11-24T20:20:00Z',
    totalWithTax: '1000000',
  },
  {
    key: 'completedLastMonth',
    status: 'completed',
    createdAt: '2026-11-01T08:00:00Z',
    completionDate: '2026-11-21T20:00:00Z',
    totalWithTax: '5000000',
  },
  // exactly midnight in Tehran: today
  { key: 'rejectedToday', status: 'rejected', createdAt: '2026-11-24T20:30:00Z' },
  { key: 'cancelledOld', status: 'cancelled', createdAt: '2026-09-01T08:00:00Z' },
];

beforeAll(async () => {
  app = await createTestApp({}, () => new Date(NOW));
  await app.ready();
  [customer, dealer, staff, admin, gone] = await Promise.all([
    signedInUser(app, { name: 'مشتری الف' }),
    signedInUser(app, { name: 'نماینده یک' }),
    signedInUser(app, { name: 'کارمند فروش' }),
    signedInUser(app, { name: 'مدیر کل' }),
    signedInUser(app, { name: 'کاربر حذف‌شده' }),
  ]);
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `R-${tag}` })
    .where(eq(users.id, dealer.user.id));
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, admin.user.id));

  for (const o of ORDERS) {
    const [row] = await db()
      .insert(orders)
      .values({
        customerId: customer.user.id,
        status: o.status,
        createdAt: at(o.createdAt),
        assignedDealerId: o.dealer ? dealer.user.id : null,
        completionDate: o.completionDate ? at(o.completionDate) : null,
        totalWithTax: o.totalWithTax ?? null,
      })
      .returning({ id: orders.id });
    orderIds[o.key] = row.id;
  }

  const [cat] = await db()
    .insert(categories)
    .values({ name: `reports-${tag}`, nameFa: 'آزمایشی', displayName: 'آزمایشی' })
    .returning();
  const stocks: Array<[string, number, boolean]> = [
    ['zero', 0, true],
    ['five', 5, true],
    ['fifty', 50, true],
    ['fiftyOne', 51, true],
    ['plenty', 200, true],
    ['inactiveLow', 3, false],
    ['inactiveZero', 0, false],
    ...Array.from({ length: 8 }, (_, i): [string, number, boolean] => [`twenty${i}`, 20 + i, true]),
  ];
  for (const [key, stock, isActive] of stocks) {
    const [p] = await db()
      .insert(products)
      .values({ categoryId: cat.id, name: `کالا ${key}`, basePrice: '1000', stock, isActive })
      .returning({ id: products.id });
    productIds[key] = p.id;
  }

  // the activity log: 23 staff events on one order, then one each of the customer, dealer, admin and a gone user
  const events: Array<typeof orderEvents.$inferInsert> = Array.from({ length: 23 }, (_, i) => ({
    orderId: orderIds.todayPending,
    actorId: staff.user.id,
    fromStatus: 'pending_pricing',
    toStatus: 'pending_pricing',
    note: `اصلاح قیمت ${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, i)),
  }));
  events.push(
    {
      orderId: orderIds.yesterdayLate,
      actorId: customer.user.id,
      fromStatus: null,
      toStatus: 'pending_pricing',
      note: 'ثبت سفارش',
      createdAt: at('2026-11-24T20:20:00Z'),
    },
    {
      orderId: orderIds.receiptDealer,
      actorId: dealer.user.id,
      fromStatus: 'confirmed',
      toStatus: 'payment_uploaded',
      note: 'پیگیری ۱۰۰% فوری',
      createdAt: at('2026-11-24T20:30:00Z'),
    },
    {
      orderId: orderIds.monthFirst,
      actorId: admin.user.id,
      fromStatus: 'pending_pricing',
      toStatus: 'waiting_customer_approval',
      note: 'قیمت‌گذاری انجام شد',
      createdAt: at('2026-11-25T09:00:00Z'),
    },
    {
      orderId: orderIds.lastMonth,
      actorId: gone.user.id,
      fromStatus: 'waiting_customer_approval',
      toStatus: 'confirmed',
      note: '',
      createdAt: at('2026-11-01T09:00:00Z'),
    },
  );
  await db().insert(orderEvents).values(events);
  await db().delete(users).where(eq(users.id, gone.user.id));
});
afterAll(async () => {
  await app.close();
});

describe('Tehran periods', () => {
  test('today and the Persian month begin at midnight in Tehran', () => {
    const p = reportPeriods(NOW);
    expect(p.today.from.toISOString()).toBe('2026-11-24T20:30:00.000Z');
    expect(p.today.to.toISOString()).toBe('2026-11-25T20:30:00.000Z');
    expect(p.month.from.toISOString()).toBe('2026-11-21T20:30:00.000Z'); // 1405/09/01
    expect(p.month.to.toISOString()).toBe('2026-12-21T20:30:00.000Z'); // 1405/10/01
    // Nowruz: 00:30 on 1405/01/01 in Tehran belongs to Farvardin
    const nowruz = reportPeriods(at('2026-03-20T21:00:00Z'));
    expect(nowruz.month.from.toISOString()).toBe('2026-03-20T20:30:00.000Z');
    expect(nowruz.month.to.toISOString()).toBe('2026-04-20T20:30:00.000Z');
    // Esfand 1405 ends on 2027-03-20 (29 days)
    const esfand = reportPeriods(at('2027-03-19T10:00:00Z'));
    expect(esfand.month.from.toISOString()).toBe('2027-02-19T20:30:00.000Z');
    expect(esfand.month.to.toISOString()).toBe('2027-03-20T20:30:00.000Z');
  });
});

describe('GET admin/dashboard/', () => {
  test('answers exact counts, the low-stock list and today / this month for staff', async () => {
    const res = await get('admin/dashboard/', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orders_by_status: {
        pending_pricing: 2,
        revision_requested: 0,
        waiting_customer_approval: 1,
        confirmed: 1,
        payment_uploaded: 2,
        completed: 3,
        rejected: 1,
        cancelled: 1,
      },
      receipts_to_verify: 2,
      // todayPending, monthFirst, lastMonth, receiptNoDealer: open and without a dealer
      orders_without_dealer: 4,
      low_stock_products: [
        { id: productIds.zero, name: 'کالا zero', stock: 0 },
        { id: productIds.five, name: 'کالا five', stock: 5 },
        ...Array.from({ length: 8 }, (_, i) => ({
          id: productIds[`twenty${i}`],
          name: `کالا twenty${i}`,
          stock: 20 + i,
        })),
      ],
      low_stock_count: 10, // 5, 20…27, 50
      out_of_stock_count: 1,
      today: { orders: 2, sales: '9007199254740993' },
      month: { orders: 5, sales: '9007199255740993' },
      // no order here has a payment schedule (receivables.test.ts has the figures)
      receivables: { overdue_total: '0', due_this_week_total: '0' },
      generated_at: NOW.toISOString(),
    });
  });

  test('superusers may read it too', async () => {
    expect((await get('admin/dashboard/', admin)).statusCode).toBe(200);
  });

  test('customers and dealers get 403, anonymous callers 401', async () => {
    expect((await get('admin/dashboard/', customer)).statusCode).toBe(403);
    expect((await get('admin/dashboard/', dealer)).statusCode).toBe(403);
    const anonymous = await get('admin/dashboard/', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual(expect.any(String));
  });
});

describe('GET admin/activity-log/', () => {
  interface Entry {
    id: number;
    order_id: number;
    actor_id: number | null;
    actor_name: string | null;
    actor_role: string | null;
    from_status: string | null;
    to_status: string;
    note: string;
    created_at: string;
  }
  interface Page {
    count: number;
    page: number;
    page_size: number;
    total_pages: number;
    results: Entry[];
  }
  const log = async (query = '', who: Session = staff) => {
    const res = await get(`admin/activity-log/${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };

  test('newest first, 20 a page, with the actor and role', async () => {
    const first = await log();
    expect(first).toMatchObject({ count: 27, page: 1, page_size: 20, total_pages: 2 });
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toEqual({
      kind: 'order',
      id: expect.any(Number),
      order_id: orderIds.monthFirst,
      action: null,
      target_user_id: null,
      target_name: null,
      actor_id: admin.user.id,
      actor_name: 'مدیر کل',
      actor_role: 'staff',
      from_status: 'pending_pricing',
      to_status: 'waiting_customer_approval',
      note: 'قیمت‌گذاری انجام شد',
      created_at: '2026-11-25T09:00:00.000Z',
    });
    expect(first.results[1]).toMatchObject({ actor_name: 'نماینده یک', actor_role: 'dealer' });
    expect(first.results[2]).toMatchObject({ actor_role: 'customer', from_status: null });
    expect(first.results[3]).toMatchObject({ actor_role: 'staff', note: 'اصلاح قیمت 23' });
    const times = first.results.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await log('?page=2');
    expect(second).toMatchObject({ count: 27, page: 2, total_pages: 2 });
    expect(second.results).toHaveLength(7);
    // the gone user's event is the oldest but one; its actor is unknown now
    expect(second.results.at(-1)).toMatchObject({ actor_id: null, actor_name: null, actor_role: null });
    const ids = new Set([...first.results, ...second.results].map((e) => e.id));
    expect(ids.size).toBe(27);

    const beyond = await log('?page=3');
    expect(beyond).toMatchObject({ count: 27, page: 3, total_pages: 2, results: [] });
  });

  test('filters by order, by user and by note text', async () => {
    const byOrder = await log(`?order_id=${orderIds.todayPending}`);
    expect(byOrder).toMatchObject({ count: 23, total_pages: 2 });
    expect(byOrder.results.every((e) => e.order_id === orderIds.todayPending)).toBe(true);

    const byUser = await log(`?user=${customer.user.id}`);
    expect(byUser.count).toBe(1);
    expect(byUser.results[0]).toMatchObject({ actor_id: customer.user.id, note: 'ثبت سفارش' });

    // % is text, not a wildcard
    const percent = await log(`?search=${encodeURIComponent('%')}`);
    expect(percent.results.map((e) => e.note)).toEqual(['پیگیری ۱۰۰% فوری']);
    const some = await log(`?search=${encodeURIComponent('اصلاح قیمت 1')}&order_id=${orderIds.todayPending}`);
    expect(some.count).toBe(11); // 1, 10…19
    const none = await log(`?search=${encodeURIComponent('اصلاح')}&order_id=${orderIds.monthFirst}`);
    expect(none).toMatchObject({ count: 0, total_pages: 1, results: [] });
  });

  test('date_from and date_to are whole Tehran days, inclusive', async () => {
    const today = await log('?date_from=2026-11-25&date_to=2026-11-25');
    // the dealer's event at 00:00 Tehran is today; the customer's at 23:50 the day before is not
    expect(today.results.map((e) => e.note)).toEqual(['قیمت‌گذاری انجام شد', 'پیگیری ۱۰۰% فوری']);
    const untilYesterday = await log('?date_to=2026-11-24');
    expect(untilYesterday.count).toBe(25);
    const fromYesterday = await log('?date_from=2026-11-24');
    expect(fromYesterday.count).toBe(3);
  });

  test('a bad date or page is refused with 400', async () => {
    expect((await get('admin/activity-log/?date_from=1405-13-40', staff)).statusCode).toBe(400);
    expect((await get('admin/activity-log/?page=0', staff)).statusCode).toBe(400);
  });

  test('customers and dealers get 403, anonymous callers 401', async () => {
    expect((await get('admin/activity-log/', customer)).statusCode).toBe(403);
    expect((await get('admin/activity-log/', dealer)).statusCode).toBe(403);
    expect((await get('admin/activity-log/', null)).statusCode).toBe(401);
  });
});
