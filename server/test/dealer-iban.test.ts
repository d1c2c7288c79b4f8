// A dealer's payout IBAN (شبا): the dealer sets and reads their own (GET/PUT dealers/my-bank-account/), a super admin
// sets it on creation and with PATCH admin/dealers/{id}/, staff read it in the dealers list, the performance view
// and the commission records (the payout dialog); another dealer, a customer, plain staff (for changes) and a
// visitor are refused. Checked like the seller's account (IR + 24 digits, mod 97) with Persian field errors;
// every change is in the activity log.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IBAN_MESSAGES } from '@sefaresh/shared-api/rules';
import { adminActions, dealerCommissions, orders, users } from '../src/db/schema';
import { STRONG_PASSWORD, createTestApp, signedInUser, uniqueEmail } from './helpers';

let app: FastifyInstance;
const db = () => app.database.db;
type Session = Awaited<ReturnType<typeof signedInUser>>;
let boss: Session;
let staff: Session;
let dealer: Session;
let otherDealer: Session;
let customer: Session;

// pass ISO 13616 mod 97 (bank.test.ts); the third is the first with its check digits off by one
const IBAN = 'IR050170000000123456789012';
const IBAN_2 = 'IR820540102680020817909002';
const BAD_CHECK = 'IR060170000000123456789012';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: Session | null,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.tokens.access}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const stored = async (id: number) =>
  (await db().select({ iban: users.dealerIban }).from(users).where(eq(users.id, id)))[0].iban;

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  [boss, staff, dealer, otherDealer, customer] = await Promise.all([
    signedInUser(app, { name: 'مدیر ارشد' }),
    signedInUser(app, { name: 'کارمند' }),
    signedInUser(app, { name: 'نماینده شبا' }),
    signedInUser(app, { name: 'نماینده دیگر' }),
    signedInUser(app, { name: 'مشتری' }),
  ]);
  await db().update(users).set({ isStaff: true, isSuperuser: true }).where(eq(users.id, boss.user.id));
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  for (const [s, code] of [
    [dealer, 'DLR-8101'],
    [otherDealer, 'DLR-8102'],
  ] as const)
    await db()
      .update(users)
      .set({ isDealer: true, dealerCode: code, dealerCommissionRate: '5.00' })
      .where(eq(users.id, s.user.id));
});

afterAll(async () => {
  await app.close();
});

describe("the dealer's own account", () => {
  it('starts empty, takes an IBAN typed with Persian digits and spaces, and stores it compact', async () => {
    expect((await call('GET', 'dealers/my-bank-account/', dealer)).json()).toEqual({ dealer_iban: null });
    const res = await call('PUT', 'dealers/my-bank-account/', dealer, {
      dealer_iban: 'ir05 ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'شماره شبا ذخیره شد', dealer_iban: IBAN });
    expect(await stored(dealer.user.id)).toBe(IBAN);
    expect((await call('GET', 'dealers/my-bank-account/', dealer)).json()).toEqual({ dealer_iban: IBAN });
    const [log] = await db()
      .select()
      .from(adminActions)
      .where(
        and(eq(adminActions.action, 'dealer_iban_changed'), eq(adminActions.targetUserId, dealer.user.id)),
      );
    expect(log.actorId).toBe(dealer.user.id);
    expect(log.details).toEqual({ from: null, to: IBAN });
  });

  it('refuses a wrong shape and wrong check digits with Persian field errors, changing nothing', async () => {
    for (const [value, message] of [
      ['IR05017000000012345678901', IBAN_MESSAGES.format],
      ['DE050170000000123456789012', IBAN_MESSAGES.format],
      [BAD_CHECK, IBAN_MESSAGES.check],
    ] as const) {
      const res = await call('PUT', 'dealers/my-bank-account/', dealer, { dealer_iban: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ dealer_iban: [message] });
      expect(res.json().error).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await stored(dealer.user.id)).toBe(IBAN);
  });

  it('refuses a customer, staff and a visitor', async () => {
    for (const who of [customer, staff, boss]) {
      expect((await call('GET', 'dealers/my-bank-account/', who)).statusCode).toBe(403);
      const put = await call('PUT', 'dealers/my-bank-account/', who, { dealer_iban: IBAN });
      expect(put.statusCode).toBe(403);
      expect(put.json().error).toBe('این بخش فقط برای نمایندگان فروش است');
    }
    expect((await call('GET', 'dealers/my-bank-account/', null)).statusCode).toBe(401);
    expect((await call('PUT', 'dealers/my-bank-account/', null, { dealer_iban: IBAN })).statusCode).toBe(401);
    expect(await stored(customer.user.id)).toBeNull();
  });

  it("is the caller's own: another dealer reads and sets only theirs", async () => {
    expect((await call('GET', 'dealers/my-bank-account/', otherDealer)).json()).toEqual({
      dealer_iban: null,
    });
    await call('PUT', 'dealers/my-bank-account/', otherDealer, { dealer_iban: IBAN_2 });
    expect(await stored(otherDealer.user.id)).toBe(IBAN_2);
    expect(await stored(dealer.user.id)).toBe(IBAN);
    // and the admin call that names another dealer's id is refused to a dealer
    const res = await call('PATCH', `admin/dealers/${dealer.user.id}/`, otherDealer, { dealer_iban: IBAN_2 });
    expect(res.statusCode).toBe(403);
    expect(await stored(dealer.user.id)).toBe(IBAN);
  });
});

describe('the super admin and staff', () => {
  it('a super admin sets, changes and clears it; plain staff, a dealer and a customer may not', async () => {
    for (const who of [staff, dealer, customer]) {
      const res = await call('PATCH', `admin/dealers/${otherDealer.user.id}/`, who, { dealer_iban: IBAN });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('PATCH', `admin/dealers/${otherDealer.user.id}/`, null, {})).statusCode).toBe(401);
    expect(await stored(otherDealer.user.id)).toBe(IBAN_2);

    const set = await call('PATCH', `admin/dealers/${otherDealer.user.id}/`, boss, {
      dealer_iban: 'IR05-0170-0000-0012-3456-7890-12',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('شماره شبا ذخیره شد');
    expect(set.json().dealer).toMatchObject({ id: otherDealer.user.id, dealer_iban: IBAN });
    const bad = await call('PATCH', `admin/dealers/${otherDealer.user.id}/`, boss, {
      dealer_iban: BAD_CHECK,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ dealer_iban: [IBAN_MESSAGES.check] });
    const cleared = await call('PATCH', `admin/dealers/${otherDealer.user.id}/`, boss, { dealer_iban: '' });
    expect(cleared.json()).toMatchObject({ message: 'شماره شبا حذف شد', dealer: { dealer_iban: null } });
    expect(await stored(otherDealer.user.id)).toBeNull();
    const logs = await db()
      .select()
      .from(adminActions)
      .where(
        and(
          eq(adminActions.action, 'dealer_iban_changed'),
          eq(adminActions.targetUserId, otherDealer.user.id),
        ),
      );
    expect(logs.map((l) => [l.actorId, (l.details as { to: string | null }).to])).toEqual([
      [otherDealer.user.id, IBAN_2],
      [boss.user.id, IBAN],
      [boss.user.id, null],
    ]);
  });

  it('answers 404 for a user who is not a dealer', async () => {
    const res = await call('PATCH', `admin/dealers/${customer.user.id}/`, boss, { dealer_iban: IBAN });
    expect(res.statusCode).toBe(404);
    expect(await stored(customer.user.id)).toBeNull();
  });

  it('a new dealer can be created with one, checked the same way', async () => {
    const body = (iban: string) => ({
      name: 'نماینده تازه',
      email: uniqueEmail('iban'),
      password: STRONG_PASSWORD,
      commission_rate: 5,
      dealer_iban: iban,
    });
    const bad = await call('POST', 'admin/dealers/create/', boss, body('IR12'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ dealer_iban: [IBAN_MESSAGES.format] });
    const made = await call('POST', 'admin/dealers/create/', boss, body('ir82 0540 1026 8002 0817 9090 02'));
    expect(made.statusCode).toBe(201);
    expect(made.json().dealer.dealer_iban).toBe(IBAN_2);
    const plain = await call('POST', 'admin/customers/', boss, {
      ...body(IBAN),
      email: uniqueEmail('iban'),
      is_dealer: true,
      dealer_commission_rate: 5,
    });
    expect(plain.statusCode).toBe(201);
    expect(await stored(plain.json().customer.id)).toBe(IBAN);
  });

  it('staff read it in the dealers list, the performance view and the commission records', async () => {
    const [order] = await db()
      .insert(orders)
      .values({ customerId: customer.user.id, assignedDealerId: dealer.user.id, status: 'completed' })
      .returning();
    await db().insert(dealerCommissions).values({
      orderId: order.id,
      dealerId: dealer.user.id,
      rate: '5.00',
      amount: '1000',
      status: 'calculated',
    });
    const list = await call('GET', 'admin/dealers/?search=DLR-8101', staff);
    expect(list.json().results.map((d: { dealer_iban: string }) => d.dealer_iban)).toEqual([IBAN]);
    const perf = await call('GET', `admin/dealers/${dealer.user.id}/performance/`, staff);
    expect(perf.json().dealer.dealer_iban).toBe(IBAN);
    const commissions = await call('GET', `admin/dealers/commissions/?dealer_id=${dealer.user.id}`, staff);
    expect(commissions.json().results[0]).toMatchObject({ dealer_code: 'DLR-8101', dealer_iban: IBAN });
    for (const who of [dealer, customer]) {
      expect((await call('GET', 'admin/dealers/', who)).statusCode).toBe(403);
      expect((await call('GET', 'admin/dealers/commissions/', who)).statusCode).toBe(403);
    }
  });
});
