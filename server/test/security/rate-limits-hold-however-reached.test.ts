// Rule: a limit is attached to the route, so no spelling of the URL that reaches the
// route escapes it; every 429 carries Retry-After; the client address is the one the nearest trusted proxy saw.
import type { FastifyInstance } from 'fastify';
import { createTestApp, enforcedLimits, uniqueEmail } from '../helpers';

const LIMITS = enforcedLimits({ apiMax: 4, loginPerIpMax: 3, registerPerIpMax: 3, passwordResetPerIpMax: 3 });

let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ rateLimit: LIMITS });
  proxied = await createTestApp({ rateLimit: LIMITS, trustProxy: 1 });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await proxied?.close();
});

const LOGIN_SPELLINGS = [
  '/api/auth/login/',
  '/%61pi/auth/login/',
  '/api/%61uth/login/',
  '/api/auth/log%69n/',
  '/%61%70%69/auth/login/',
  '/api/auth/login/?a=1',
  '/api/auth/%6Cogin/',
];

test('sign-in: every spelling of the path that reaches the route counts against one per-IP limit', async () => {
  const statuses: number[] = [];
  for (const url of LOGIN_SPELLINGS) {
    const res = await app.inject({
      method: 'POST',
      url,
      remoteAddress: '10.20.0.1',
      payload: { email: uniqueEmail(), password: 'x' },
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  // each spelling reached the route (401 = wrong credentials), until the 4th request
  expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429]);
});

test('password reset: a percent-encoded path does not escape its per-IP limit', async () => {
  const statuses: number[] = [];
  for (const url of [
    '/api/auth/password-reset/request/',
    '/%61pi/auth/password-reset/request/',
    '/api/auth/p%61ssword-reset/request/',
    '/%61pi/auth/password-reset/request/',
  ])
    statuses.push(
      (
        await app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.20.0.2',
          payload: { email: uniqueEmail() },
        })
      ).statusCode,
    );
  expect(statuses).toEqual([200, 200, 200, 429]);
});

test('the global API limit holds for a percent-encoded path too, with Retry-After', async () => {
  const statuses: number[] = [];
  let last;
  for (const url of [
    '/api/categories/',
    '/%61pi/categories/',
    '/api/c%61tegories/',
    '/%61pi/categories/',
    '/api/categories/',
  ]) {
    last = await app.inject({ method: 'GET', url, remoteAddress: '10.20.0.3' });
    statuses.push(last.statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429]);
  expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
});

test('without a trusted proxy a forged X-Forwarded-For is ignored', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++)
    statuses.push(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          remoteAddress: '10.20.0.4',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { email: uniqueEmail(), password: 'x' },
        })
      ).statusCode,
    );
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
});

test('behind one trusted proxy the address it saw counts, whatever the client wrote before it', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++)
    statuses.push(
      (
        await proxied.inject({
          method: 'POST',
          url: '/api/auth/login/',
          remoteAddress: '127.0.0.1', // nginx
          // what an appending proxy would pass: the client's forged entries, then the address it saw
          headers: { 'x-forwarded-for': `198.51.100.${i}, 10.${i}.0.1, 203.0.113.7` },
          payload: { email: uniqueEmail(), password: 'x' },
        })
      ).statusCode,
    );
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
  // another client behind the same proxy has its own count
  const other = await proxied.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': '203.0.113.8' },
    payload: { email: uniqueEmail(), password: 'x' },
  });
  expect(other.statusCode).toBe(401);
});

test('signed-in requests are limited per user, so one office address serves many users; anonymous ones by address', async () => {
  const office = '10.20.0.9';
  const signIn = async () => {
    const email = uniqueEmail();
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      remoteAddress: `10.21.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: {
        email,
        password: 'Strong1234',
        password_confirm: 'Strong1234',
        name: 'کاربر دفتر',
        phone: '09123456789',
      },
    });
    expect(reg.statusCode).toBe(201);
    return reg.json().tokens.access as string;
  };
  const [first, second] = [await signIn(), await signIn()];
  const profile = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/profile/me/',
      remoteAddress: office,
      headers: { authorization: `Bearer ${token}` },
    });
  const firstUser = [];
  for (let i = 0; i < 5; i++) firstUser.push((await profile(first)).statusCode);
  expect(firstUser).toEqual([200, 200, 200, 200, 429]); // apiMax 4 per user
  expect((await profile(second)).statusCode).toBe(200); // the same address, another user
  const anonymous = [];
  for (let i = 0; i < 5; i++)
    anonymous.push(
      (await app.inject({ method: 'GET', url: '/api/contact/', remoteAddress: office })).statusCode,
    );
  expect(anonymous).toEqual([200, 200, 200, 200, 429]); // without a token: by address
});
