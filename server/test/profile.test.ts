import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailNotifications, smsNotifications, users } from '../src/db/schema';
import { createTestApp, login, signedInUser, STRONG_PASSWORD } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  access?: string,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url: `/api/profile/${url}/`,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    ...(payload ? { payload } : {}),
  });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });

async function dealer() {
  const u = await signedInUser(app, { company_name: 'بازرگانی نمونه' });
  const code = `DLR-T${randomBytes(3).toString('hex')}`;
  await app.database.db
    .update(users)
    .set({ isDealer: true, dealerCode: code, dealerCommissionRate: '7.50' })
    .where(eq(users.id, u.user.id));
  return { ...u, code };
}

const ZERO_STATS = { total_orders: 0, completed_orders: 0, total_spent: 0, total_commission_earned: '0' };

test('every profile endpoint answers 401 without a token', async () => {
  for (const [method, url] of [
    ['GET', 'me'],
    ['PUT', 'update'],
    ['GET', 'orders-summary'],
    ['GET', 'notifications-history'],
    ['POST', 'change-password'],
    ['POST', 'logout-all'],
  ] as const) {
    const res = await call(method, url, undefined, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'برای این کار باید وارد شوید' });
  }
  expect((await call('GET', 'me', 'not-a-token')).statusCode).toBe(401);
});

test('me: a customer', async () => {
  const u = await signedInUser(app, { phone: '09188776655' });
  const res = await call('GET', 'me', u.tokens.access);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({
    id: u.user.id,
    name: 'کاربر آزمایشی',
    email: u.email,
    phone: '09188776655',
    // signedInUser proves both (test/helpers.ts)
    email_verified: true,
    phone_verified: true,
    company_name: '',
    is_staff: false,
    is_superuser: false,
    is_dealer: false,
    dealer_code: null,
    dealer_commission_rate: null,
    date_joined: expect.any(String),
    last_login: expect.any(String),
    statistics: ZERO_STATS,
  });
  expect(Number.isNaN(Date.parse(body.date_joined))).toBe(false);
});

test('me: a dealer sees the dealer code and commission rate', async () => {
  const d = await dealer();
  const res = await call('GET', 'me', d.tokens.access);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    is_dealer: true,
    dealer_code: d.code,
    dealer_commission_rate: 7.5,
    company_name: 'بازرگانی نمونه',
    statistics: ZERO_STATS,
  });
});

test('update: changes name, phone (Persian digits) and company; answers the profile', async () => {
  const u = await signedInUser(app);
  const res = await call('PUT', 'update', u.tokens.access, {
    name: '  علی رضایی ',
    phone: '۰۹۱۲۹۹۹۸۸۷۷',
    company_name: 'شرکت نو',
    email: 'ignored@example.com',
    is_staff: true,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    name: 'علی رضایی',
    phone: '09129998877',
    company_name: 'شرکت نو',
    email: u.email,
    is_staff: false,
    // a new number is not proven by the old one's code (issue 30); the email did not change
    phone_verified: false,
    email_verified: true,
  });
  expect((await call('GET', 'me', u.tokens.access)).json().name).toBe('علی رضایی');
});

test('update: a dealer keeps the dealer fields', async () => {
  const d = await dealer();
  const res = await call('PUT', 'update', d.tokens.access, {
    name: 'نماینده',
    phone: '09121112233',
    company_name: '',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    name: 'نماینده',
    company_name: '',
    is_dealer: true,
    dealer_code: d.code,
  });
});

test('update: validation in Persian', async () => {
  const u = await signedInUser(app);
  const bad = await call('PUT', 'update', u.tokens.access, {
    name: 'ع',
    phone: '0912',
    company_name: 'x'.repeat(101),
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({
    error: MESSAGES.fixFormErrors,
    details: {
      name: [MESSAGES.nameTooShort],
      phone: [MESSAGES.mobileInvalid],
      company_name: [MESSAGES.companyTooLong],
    },
  });
  const long = await call('PUT', 'update', u.tokens.access, { name: 'ن'.repeat(51), phone: '0912abc4567' });
  expect(long.json().details).toEqual({ name: [MESSAGES.nameTooLong], phone: [MESSAGES.mobileInvalid] });
  const missing = await call('PUT', 'update', u.tokens.access, {});
  expect(missing.statusCode).toBe(400);
  expect(missing.json().details).toEqual({ name: [MESSAGES.nameRequired], phone: [MESSAGES.phoneRequired] });
  const blank = await call('PUT', 'update', u.tokens.access, { name: '  ', phone: '' });
  expect(blank.json().details).toEqual({ name: [MESSAGES.nameRequired], phone: [MESSAGES.phoneRequired] });
});

test('orders-summary: zeros and no recent orders (customer and dealer)', async () => {
  for (const u of [await signedInUser(app), await dealer()]) {
    const res = await call('GET', 'orders-summary', u.tokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      summary: {
        total_orders: 0,
        pending_orders: 0,
        waiting_approval: 0,
        completed_orders: 0,
        total_spent: 0,
      },
      recent_orders: [],
    });
  }
});

test('notifications-history: own rows only, newest first, 10 per list, with the totals', async () => {
  const u = await signedInUser(app);
  const other = await dealer();
  const db = app.database.db;
  const base = Date.parse('2026-02-01T08:00:00Z');
  for (let i = 0; i < 12; i++)
    await db.insert(emailNotifications).values({
      userId: u.user.id,
      emailType: i % 2 ? 'order_submitted' : 'pricing_ready',
      subject: `موضوع ${i}`,
      isSuccessful: i !== 3,
      sentAt: new Date(base + i * 60_000),
      orderId: 100 + i,
    });
  for (let i = 0; i < 3; i++)
    await db.insert(smsNotifications).values({
      userId: u.user.id,
      smsType: 'order_confirmed',
      message: `پیامک ${i}`,
      isSuccessful: true,
      sentAt: new Date(base + i * 60_000),
    });
  await db.insert(smsNotifications).values({
    userId: other.user.id,
    smsType: 'dealer_assigned',
    message: 'برای دیگری',
    isSuccessful: true,
  });

  const res = await call('GET', 'notifications-history', u.tokens.access);
  expect(res.statusCode).toBe(200);
  const h = res.json();
  expect(h.email_count).toBe(12);
  expect(h.sms_count).toBe(3);
  expect(h.total_notifications).toBe(15);
  expect(h.email_notifications).toHaveLength(10);
  expect(h.email_notifications[0]).toEqual({
    id: expect.any(Number),
    email_type: 'order_submitted',
    subject: 'موضوع 11',
    is_successful: true,
    sent_at: new Date(base + 11 * 60_000).toISOString(),
    order_id: 111,
  });
  expect(h.email_notifications.map((e: { subject: string }) => e.subject).at(-1)).toBe('موضوع 2');
  expect(h.sms_notifications.map((s: { message: string }) => s.message)).toEqual([
    'پیامک 2',
    'پیامک 1',
    'پیامک 0',
  ]);

  const dealerView = (await call('GET', 'notifications-history', other.tokens.access)).json();
  expect(dealerView).toMatchObject({ email_count: 0, sms_count: 1, total_notifications: 1 });
  expect(dealerView.sms_notifications[0]).toMatchObject({ sms_type: 'dealer_assigned', order_id: null });
});

test('change-password: wrong current password → 400 on current_password', async () => {
  const u = await signedInUser(app);
  const res = await call('POST', 'change-password', u.tokens.access, {
    current_password: 'Wrong12345',
    new_password: 'NewPassw0rd1',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: 'رمز عبور فعلی اشتباه است',
    details: { current_password: ['رمز عبور فعلی اشتباه است'] },
  });
  expect((await login(app, u.email)).statusCode).toBe(200);
});

test('change-password: rules, mismatch and missing fields in Persian', async () => {
  const u = await signedInUser(app);
  const weak = await call('POST', 'change-password', u.tokens.access, {
    current_password: STRONG_PASSWORD,
    new_password: 'onlyletters',
    confirm_password: 'different1',
  });
  expect(weak.statusCode).toBe(400);
  expect(weak.json().details).toEqual({
    new_password: [MESSAGES.passwordNeedsDigit],
    confirm_password: [MESSAGES.newPasswordsMismatch],
  });
  const missing = await call('POST', 'change-password', u.tokens.access, {});
  expect(missing.json().details).toEqual({
    current_password: [MESSAGES.currentPasswordRequired],
    new_password: [MESSAGES.passwordRequired],
  });
});

test('change-password: the old password and every session die, access tokens too; the answer carries a working new pair', async () => {
  const u = await signedInUser(app);
  const otherSession = (await login(app, u.email)).json();
  const res = await call('POST', 'change-password', u.tokens.access, {
    current_password: STRONG_PASSWORD,
    new_password: 'NewPassw0rd1',
    confirm_password: 'NewPassw0rd1',
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({
    message: 'رمز عبور با موفقیت تغییر کرد',
    tokens: { access: expect.any(String), refresh: expect.any(String) },
  });
  expect((await refresh(u.tokens.refresh)).statusCode).toBe(401);
  expect((await refresh(otherSession.tokens.refresh)).statusCode).toBe(401);
  expect((await call('GET', 'me', u.tokens.access)).statusCode).toBe(401);
  expect((await call('GET', 'me', otherSession.tokens.access)).statusCode).toBe(401);
  expect((await refresh(body.tokens.refresh)).statusCode).toBe(200);
  expect((await call('GET', 'me', body.tokens.access)).statusCode).toBe(200);
  expect((await login(app, u.email, STRONG_PASSWORD)).statusCode).toBe(401);
  expect((await login(app, u.email, 'NewPassw0rd1')).statusCode).toBe(200);
});

test('logout-all: every session of the user dies, access tokens too; other users keep theirs', async () => {
  const u = await signedInUser(app);
  const second = (await login(app, u.email)).json();
  const someoneElse = await signedInUser(app);
  const res = await call('POST', 'logout-all', u.tokens.access);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'از همه دستگاه‌ها خارج شدید' });
  expect((await refresh(u.tokens.refresh)).statusCode).toBe(401);
  expect((await refresh(second.tokens.refresh)).statusCode).toBe(401);
  expect((await refresh(someoneElse.tokens.refresh)).statusCode).toBe(200);
  expect((await call('GET', 'me', u.tokens.access)).statusCode).toBe(401);
  expect((await call('GET', 'me', second.tokens.access)).statusCode).toBe(401);
  expect((await call('GET', 'me', someoneElse.tokens.access)).statusCode).toBe(200);
  // signing in again gives a working session
  const again = (await login(app, u.email)).json();
  expect((await call('GET', 'me', again.tokens.access)).statusCode).toBe(200);
  // A dealer too.
  const d = await dealer();
  expect((await call('POST', 'logout-all', d.tokens.access)).statusCode).toBe(200);
  expect((await refresh(d.tokens.refresh)).statusCode).toBe(401);
});
