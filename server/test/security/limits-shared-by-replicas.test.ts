// Rule: with REDIS_URL the limit counters and the sign-in failure counter are shared by every
// replica: two app instances on one Redis see one limit. Needs Redis (REDIS_TEST_URL, default the local one;
// .ci/run starts it). Each run uses its own key prefix, so parallel runs never collide.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, enforcedLimits, uniqueEmail } from '../helpers';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/0';
const prefix = `sefaresh-test-${randomBytes(6).toString('hex')}:`;
const LIMITS = enforcedLimits({
  loginPerIpMax: 4,
  registerPerIpMax: 100,
  loginFailuresPerAccountAndAddress: 2,
  passwordResetPerIpMax: 100,
});

let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  const redis = { url: REDIS_URL, prefix };
  a = await createTestApp({ rateLimit: LIMITS, redis });
  b = await createTestApp({ rateLimit: LIMITS, redis });
}, 180_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const login = (app: FastifyInstance, ip: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: ip,
    payload: { email, password: 'Wrong1234' },
  });

test('two replicas on one Redis share one per-IP sign-in limit', async () => {
  expect(a.counters.kind).toBe('redis');
  const statuses = [];
  for (const app of [a, b, a, b, a, b])
    statuses.push((await login(app, '10.30.0.1', uniqueEmail())).statusCode);
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
});

test('two replicas on one Redis share one failure count per account and address', async () => {
  const email = uniqueEmail();
  expect((await login(a, '10.30.0.2', email)).statusCode).toBe(401);
  expect((await login(b, '10.30.0.2', email)).statusCode).toBe(401);
  const locked = await login(a, '10.30.0.2', email);
  expect(locked.statusCode).toBe(429);
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  expect((await login(b, '10.30.0.2', email)).statusCode).toBe(429);
});

test('the shared counter store counts across both replicas (SMS per recipient uses it)', async () => {
  const key = `sms-recipient:0912${randomBytes(3).toString('hex')}`;
  expect((await a.counters.hit(key, 60_000)).count).toBe(1);
  expect((await b.counters.hit(key, 60_000)).count).toBe(2);
  expect((await a.counters.peek(key)).count).toBe(2);
});
