import type { FastifyInstance } from 'fastify';
import { createTestApp, enforcedLimits, signedInUser, STRONG_PASSWORD, uniqueEmail } from './helpers';

const PERSIAN_429 = 'تعداد درخواست‌ها بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید';
const PERSIAN_ACCOUNT_429 =
  'تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است. لطفاً چند دقیقه بعد دوباره تلاش کنید';

let now = Date.now();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(
    {
      rateLimit: enforcedLimits({
        loginPerIpMax: 4,
        registerPerIpMax: 2,
        loginFailuresPerAccountAndAddress: 2,
        loginFailuresPerAccount: 4,
      }),
    },
    () => new Date(now),
  );
});
afterAll(async () => {
  await app.close();
});

const loginFrom = (ip: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', remoteAddress: ip, payload: { email, password } });
const registerFrom = (ip: string, email = uniqueEmail()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    remoteAddress: ip,
    payload: { email, name: 'کاربر محدود', password: STRONG_PASSWORD, phone: '09121234567' },
  });

test('login per IP: the 5th request in a minute gets 429 in Persian; another IP is not affected', async () => {
  for (let i = 0; i < 4; i++) expect((await loginFrom('10.0.0.1', uniqueEmail(), 'x')).statusCode).toBe(401);
  const limited = await loginFrom('10.0.0.1', uniqueEmail(), 'x');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: PERSIAN_429 });
  expect((await loginFrom('10.0.0.2', uniqueEmail(), 'x')).statusCode).toBe(401);
});

test('register per IP: the 3rd request in a minute gets 429 in Persian', async () => {
  expect((await registerFrom('10.0.1.1')).statusCode).toBe(201);
  expect((await registerFrom('10.0.1.1')).statusCode).toBe(201);
  const limited = await registerFrom('10.0.1.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: PERSIAN_429 });
});

test('change password per IP: a signed-in caller guessing the current password gets 429 in Persian on the 5th try', async () => {
  const { tokens } = await signedInUser(app);
  const guess = () =>
    app.inject({
      method: 'POST',
      url: '/api/profile/change-password/',
      remoteAddress: '10.0.5.1',
      headers: { authorization: `Bearer ${tokens.access}` },
      payload: {
        current_password: 'Wrong12345',
        new_password: 'NewPassw0rd1',
        confirm_password: 'NewPassw0rd1',
      },
    });
  for (let i = 0; i < 4; i++) expect((await guess()).statusCode).toBe(400);
  const limited = await guess();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: PERSIAN_429 });
});

test('login per account and address: after 2 failures from one address that address waits; the owner elsewhere signs in', async () => {
  const email = uniqueEmail();
  expect((await registerFrom('10.0.2.1', email)).statusCode).toBe(201);
  expect((await loginFrom('10.0.2.2', email, 'Wrong1234')).statusCode).toBe(401);
  expect((await loginFrom('10.0.2.2', email.toUpperCase(), 'Wrong1234')).statusCode).toBe(401);
  const locked = await loginFrom('10.0.2.2', email, STRONG_PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ error: PERSIAN_ACCOUNT_429 });
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  // the owner, from another address, is not locked out
  expect((await loginFrom('10.0.2.4', email, STRONG_PASSWORD)).statusCode).toBe(200);
  // after the window the address may try the account again
  now += 15 * 60_000 + 1000;
  expect((await loginFrom('10.0.2.2', email, STRONG_PASSWORD)).statusCode).toBe(200);
});

test('login per account: the ceiling (4 failures from any addresses) locks the account for everyone until the window ends', async () => {
  const email = uniqueEmail();
  expect((await registerFrom('10.0.4.1', email)).statusCode).toBe(201);
  for (let i = 0; i < 4; i++)
    expect((await loginFrom(`10.0.4.${10 + i}`, email, 'Wrong1234')).statusCode).toBe(401);
  const locked = await loginFrom('10.0.4.99', email, STRONG_PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ error: PERSIAN_ACCOUNT_429 });
  now += 15 * 60_000 + 1000;
  expect((await loginFrom('10.0.4.99', email, STRONG_PASSWORD)).statusCode).toBe(200);
});

test('a successful sign-in clears the failure count', async () => {
  const email = uniqueEmail();
  expect((await registerFrom('10.0.3.1', email)).statusCode).toBe(201);
  expect((await loginFrom('10.0.3.2', email, 'Wrong1234')).statusCode).toBe(401);
  expect((await loginFrom('10.0.3.3', email, STRONG_PASSWORD)).statusCode).toBe(200);
  expect((await loginFrom('10.0.3.4', email, 'Wrong1234')).statusCode).toBe(401);
  expect((await loginFrom('10.0.3.5', email, STRONG_PASSWORD)).statusCode).toBe(200);
});

test('RATE_LIMIT_ENABLED=false (benchmarks) switches the limits off', async () => {
  const base = app.config.rateLimit;
  const open = await createTestApp({ rateLimit: { ...base, enabled: false } });
  try {
    for (let i = 0; i < 6; i++) {
      const res = await open.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'same@example.com', password: 'x' },
      });
      expect(res.statusCode).toBe(401);
    }
  } finally {
    await open.close();
  }
});
