// The admin customers calls and the super-admin rule (spec 002 §2, §7; spec README "Accounts and
// security"): who may read and who may change, the list's filters, sorts and paging against known users,
// activation with the self and last-super-admin rules, a deactivated user's sessions ending, bulk actions, the
// activity log's admin entries.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@sefaresh/shared-api/rules';
import { categories, notificationOutbox, orders, products, users } from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { PEOPLE_TEXTS } from '../src/modules/staff-people/messages';
import { seedCatalogue } from '../src/seed/seed';
import { STRONG_PASSWORD, createTestApp, login, signedInUser, uniqueEmail } from './helpers';

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(3).toString('hex');
type Session = Awaited<ReturnType<typeof signedInUser>>;
let boss: Session;
let staff: Session;
let dealer: Session;
let customer: Session;
let other: Session;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Session | null, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.tokens.access}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  // a fresh database per file: only these users exist
  [boss, staff, dealer, customer, other] = await Promise.all([
    signedInUser(app, { name: `پرویز مدیر ${tag}`, company_name: 'ستاد' }),
    signedInUser(app, { name: `سارا کارمند ${tag}` }),
    signedInUser(app, { name: `بهرام نماینده ${tag}`, company_name: 'پخش بهرام' }),
    signedInUser(app, { name: `آرش مشتری ${tag}`, phone: '09127654321', company_name: 'گلستان' }),
    signedInUser(app, { name: `یاسر مشتری ${tag}` }),
  ]);
  await db().update(users).set({ isStaff: true, isSuperuser: true }).where(eq(users.id, boss.user.id));
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `DLR-9${tag}`, dealerCommissionRate: '5.00' })
    .where(eq(users.id, dealer.user.id));
  // two completed orders of 1,100,000 and 2,200,000 rials (with tax) and an open one for «آرش»
  await seedCatalogue(db());
  const [cat] = await db().select().from(categories).limit(1);
  const [p] = await db()
    .insert(products)
    .values({ categoryId: cat.id, name: `قهوه ${tag}`, basePrice: '1000000', stock: 100 })
    .returning();
  const order = (status: (typeof STATUS)[keyof typeof STATUS], total: string) => ({
    customerId: customer.user.id,
    status,
    quotedTotal: total,
    totalWithTax: total,
  });
  await db()
    .insert(orders)
    .values([
      order(STATUS.completed, '1100000'),
      order(STATUS.completed, '2200000'),
      order(STATUS.pendingPricing, '0'),
    ]);
  void p;
});
afterAll(async () => {
  await app.close();
});

describe('who may do what', () => {
  test('the signed-in user carries is_superuser', async () => {
    const res = await login(app, boss.email);
    expect(res.json().user.is_superuser).toBe(true);
    expect((await login(app, staff.email)).json().user.is_superuser).toBe(false);
  });

  test('customers and dealers are refused every call; anonymous 401', async () => {
    for (const who of [customer, dealer]) {
      for (const [method, url] of [
        ['GET', 'admin/customers/'],
        ['GET', `admin/customers/${other.user.id}/details/`],
        ['GET', `admin/customers/${other.user.id}/orders/`],
      ] as const)
        expect((await call(method, url, who)).statusCode).toBe(403);
      expect(
        (await call('PATCH', `admin/customers/${other.user.id}/`, who, { is_active: false })).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', 'admin/customers/', null)).statusCode).toBe(401);
  });

  test('staff read but may not create, activate or run bulk actions: 403 with the Persian text', async () => {
    expect((await call('GET', 'admin/customers/', staff)).statusCode).toBe(200);
    const refused = [
      await call('PATCH', `admin/customers/${other.user.id}/`, staff, { is_active: false }),
      await call('POST', 'admin/customers/', staff, {
        name: 'کسی',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
      }),
      await call('POST', 'admin/customers/bulk-action/', staff, {
        action: 'activate',
        customer_ids: [other.user.id],
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(SERVER_MESSAGES.superuserOnly);
    }
  });
});

describe('the list', () => {
  test('card fields with spend from completed orders, commission for dealers', async () => {
    const res = await call('GET', `admin/customers/?search=${encodeURIComponent('آرش')}`, staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      id: customer.user.id,
      company_name: 'گلستان',
      total_orders: 3,
      total_spent: '3300000',
      commission: '0',
      is_superuser: false,
    });
    expect(body.stats).toMatchObject({ total: 5, dealers: 1, staff: 2, customers: 2, active: 5 });
  });

  test('filters by user type, searches phone, email and company', async () => {
    const ids = async (q: string) =>
      ((await call('GET', `admin/customers/?${q}`, staff)).json().results as { id: number }[]).map(
        (r) => r.id,
      );
    expect((await ids('user_type=staff')).sort()).toEqual([boss.user.id, staff.user.id].sort());
    expect(await ids('user_type=dealer')).toEqual([dealer.user.id]);
    expect((await ids('user_type=customer')).sort()).toEqual([customer.user.id, other.user.id].sort());
    expect(await ids('search=۷۶۵۴۳')).toEqual([customer.user.id]);
    expect(await ids(`search=${encodeURIComponent('پخش بهرام')}`)).toEqual([dealer.user.id]);
    expect(await ids(`search=${encodeURIComponent(boss.email.toUpperCase())}`)).toEqual([boss.user.id]);
  });

  test('sorts: name in Persian order, revenue, paging', async () => {
    const names = (await call('GET', 'admin/customers/?sort=name', staff))
      .json()
      .results.map((r: { name: string }) => r.name.split(' ')[0]);
    expect(names).toEqual(['آرش', 'بهرام', 'پرویز', 'سارا', 'یاسر']);
    const revenue = (await call('GET', 'admin/customers/?sort=revenue', staff)).json();
    expect(revenue.results[0].id).toBe(customer.user.id);
    const paged = (await call('GET', 'admin/customers/?sort=name&page=2&page_size=2', staff)).json();
    expect(paged).toMatchObject({ count: 5, page: 2, page_size: 2, total_pages: 3 });
    expect(paged.results.map((r: { name: string }) => r.name.split(' ')[0])).toEqual(['پرویز', 'سارا']);
  });

  test('details and orders of a user', async () => {
    const details = (await call('GET', `admin/customers/${customer.user.id}/details/`, staff)).json();
    expect(details).toMatchObject({
      total_orders: 3,
      completed_orders: 2,
      total_spent: '3300000',
      average_order_value: '1650000',
    });
    expect(details.orders).toHaveLength(3);
    const mine = (await call('GET', `admin/customers/${customer.user.id}/orders/`, staff)).json();
    expect(mine).toMatchObject({ count: 3, total_spent: '3300000' });
    const viaDealer = (
      await call('GET', `admin/customers/${customer.user.id}/orders/?dealer_id=${dealer.user.id}`, staff)
    ).json();
    expect(viaDealer.count).toBe(0);
    expect((await call('GET', 'admin/customers/999999/details/', staff)).statusCode).toBe(404);
  });
});

describe('creating users (super admins)', () => {
  test('a dealer gets a DLR- code and its rate; rates outside (0, 50] are refused', async () => {
    const email = uniqueEmail('new.dealer');
    const bad = await call('POST', 'admin/customers/', boss, {
      name: 'نماینده تازه',
      email,
      password: STRONG_PASSWORD,
      is_dealer: true,
      dealer_commission_rate: 60,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.dealer_commission_rate).toBeDefined();
    const res = await call('POST', 'admin/customers/', boss, {
      name: 'نماینده تازه',
      email,
      password: STRONG_PASSWORD,
      is_dealer: true,
      dealer_commission_rate: 6.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().customer).toMatchObject({ is_dealer: true, dealer_commission_rate: '6.50' });
    expect(res.json().customer.dealer_code).toMatch(/^DLR-\d+$/);
    expect(
      (await call('POST', 'admin/customers/', boss, { name: 'دوباره', email, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect((await login(app, email)).statusCode).toBe(200);
  });

  test('an admin: is_superuser makes is_staff; a dealer admin is refused', async () => {
    const res = await call('POST', 'admin/customers/', boss, {
      name: 'مدیر دوم',
      email: uniqueEmail('admin2'),
      password: STRONG_PASSWORD,
      is_superuser: true,
      is_staff: true,
      is_dealer: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().customer).toMatchObject({ is_staff: true, is_superuser: true, dealer_code: null });
    await db().update(users).set({ isActive: false }).where(eq(users.id, res.json().customer.id));
    const both = await call('POST', 'admin/customers/', boss, {
      name: 'هر دو',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      is_staff: true,
      is_dealer: true,
      dealer_commission_rate: 5,
    });
    expect(both.statusCode).toBe(400);
  });
});

describe('activation', () => {
  test('not oneself, never the last active super admin', async () => {
    const self = await call('PATCH', `admin/customers/${boss.user.id}/`, boss, { is_active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe(PEOPLE_TEXTS.notYourself);
    // a second super admin tries to deactivate the only other active one, who is the last once it goes
    const second = await signedInUser(app, { name: 'مدیر سوم' });
    await db().update(users).set({ isStaff: true, isSuperuser: true }).where(eq(users.id, second.user.id));
    expect(
      (await call('PATCH', `admin/customers/${second.user.id}/`, boss, { is_active: false })).statusCode,
    ).toBe(200);
    // now boss is the last active super admin: a bulk deactivation including boss is refused (self), and
    // reactivating second then letting second deactivate boss works
    expect(
      (await call('PATCH', `admin/customers/${second.user.id}/`, boss, { is_active: true })).statusCode,
    ).toBe(200);
    await db().update(users).set({ isActive: false }).where(eq(users.id, boss.user.id));
    const lastOne = await call('PATCH', `admin/customers/${boss.user.id}/`, second, { is_active: false });
    expect(lastOne.statusCode).toBe(200); // already inactive: nothing changes
    await db().update(users).set({ isActive: true }).where(eq(users.id, boss.user.id));
    await db().update(users).set({ isSuperuser: false }).where(eq(users.id, second.user.id));
    // boss alone: another super admin row that is inactive does not count
    const rows = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isSuperuser, true), eq(users.isActive, true)));
    expect(rows.map((r) => r.id)).toEqual([boss.user.id]);
  });

  test('the last active super admin cannot be deactivated by another super admin either', async () => {
    const helper = await signedInUser(app, { name: 'مدیر کمکی' });
    await db().update(users).set({ isStaff: true, isSuperuser: true }).where(eq(users.id, helper.user.id));
    // helper deactivates boss: allowed (helper stays); then boss cannot act, helper is last
    const helperSelf = await call('POST', 'admin/customers/bulk-action/', helper, {
      action: 'deactivate',
      customer_ids: [boss.user.id, helper.user.id],
    });
    expect(helperSelf.statusCode).toBe(409);
    expect(
      (await call('PATCH', `admin/customers/${boss.user.id}/`, helper, { is_active: false })).statusCode,
    ).toBe(200);
    // a third super admin, made directly: boss is inactive, helper is the last active one
    const third = await signedInUser(app, { name: 'مدیر سوم دیگر' });
    await db()
      .update(users)
      .set({ isStaff: true, isSuperuser: true, isActive: true })
      .where(eq(users.id, third.user.id));
    await db().update(users).set({ isSuperuser: false }).where(eq(users.id, third.user.id));
    await db().update(users).set({ isSuperuser: true }).where(eq(users.id, third.user.id));
    expect(
      (await call('PATCH', `admin/customers/${helper.user.id}/`, third, { is_active: false })).statusCode,
    ).toBe(200);
    const last = await call('PATCH', `admin/customers/${third.user.id}/`, third, { is_active: false });
    expect(last.statusCode).toBe(409);
    // restore boss as the one super admin of the remaining tests
    await db().update(users).set({ isActive: true }).where(eq(users.id, boss.user.id));
    boss = { ...boss, ...(await login(app, boss.email)).json() };
  });

  test("a deactivated user's refresh token is revoked and the access token refused at once", async () => {
    const res = await call('PATCH', `admin/customers/${other.user.id}/`, boss, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: PEOPLE_TEXTS.deactivated, customer: { is_active: false } });
    expect((await call('GET', 'profile/me/', other)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: other.tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login(app, other.email)).statusCode).not.toBe(200);
    expect(
      (await call('PATCH', `admin/customers/${other.user.id}/`, boss, { is_active: true })).statusCode,
    ).toBe(200);
    expect((await login(app, other.email)).statusCode).toBe(200);
  });
});

describe('bulk actions and the activity log', () => {
  test('email goes through the outbox to each selected user; subject and body required', async () => {
    const missing = await call('POST', 'admin/customers/bulk-action/', boss, {
      action: 'email',
      customer_ids: [customer.user.id],
    });
    expect(missing.statusCode).toBe(400);
    const res = await call('POST', 'admin/customers/bulk-action/', boss, {
      action: 'email',
      customer_ids: [customer.user.id, dealer.user.id],
      subject: `اطلاعیه ${tag}`,
      body: 'محموله جدید رسید',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().affected).toBe(2);
    const queued = await db()
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.kind, 'admin_message'), eq(notificationOutbox.subject, `اطلاعیه ${tag}`)),
      );
    expect(queued.map((q) => q.recipient).sort()).toEqual([customer.email, dealer.email].sort());
  });

  test('bulk deactivate and activate; unknown ids change nothing', async () => {
    const unknown = await call('POST', 'admin/customers/bulk-action/', boss, {
      action: 'deactivate',
      customer_ids: [customer.user.id, 999999],
    });
    expect(unknown.statusCode).toBe(404);
    const off = await call('POST', 'admin/customers/bulk-action/', boss, {
      action: 'deactivate',
      customer_ids: [customer.user.id, dealer.user.id],
    });
    expect(off.json().affected).toBe(2);
    const rows = await db()
      .select({ a: users.isActive })
      .from(users)
      .where(inArray(users.id, [customer.user.id, dealer.user.id]));
    expect(rows.every((r) => !r.a)).toBe(true);
    const on = await call('POST', 'admin/customers/bulk-action/', boss, {
      action: 'activate',
      customer_ids: [customer.user.id, dealer.user.id],
    });
    expect(on.json().affected).toBe(2);
  });

  test('the activity log lists admin actions with who and what; kind filters', async () => {
    const admin = (await call('GET', 'admin/activity-log/?kind=admin', staff)).json();
    expect(admin.count).toBeGreaterThan(5);
    const actions = admin.results.map((r: { action: string }) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user_created', 'user_deactivated', 'user_activated', 'bulk_email']),
    );
    expect(
      admin.results.every((r: { kind: string; order_id: null }) => r.kind === 'admin' && r.order_id === null),
    ).toBe(true);
    const byBoss = (await call('GET', `admin/activity-log/?kind=admin&user=${boss.user.id}`, staff)).json();
    expect(byBoss.results[0]).toMatchObject({ actor_id: boss.user.id, actor_role: 'staff' });
    const ordersOnly = (await call('GET', 'admin/activity-log/?kind=order', staff)).json();
    expect(ordersOnly.results.every((r: { kind: string }) => r.kind === 'order')).toBe(true);
    const all = (await call('GET', 'admin/activity-log/', staff)).json();
    expect(all.count).toBe(admin.count + ordersOnly.count);
  });
});
