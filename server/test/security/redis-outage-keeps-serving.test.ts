// Rule: Redis is not a single point of failure. While it is unreachable a replica keeps serving (sign-in with the
// right password works), its limits are counted in its own memory (still enforced), health says degraded with 200,
// and when Redis returns the counters are shared again. Redis is "stopped" by closing a TCP proxy in front of the
// local one (REDIS_TEST_URL, default 127.0.0.1:6379), so the machine's Redis is never touched.
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, enforcedLimits, signedInUser, uniqueEmail } from '../helpers';

const target = new URL(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/0');
const LIMITS = enforcedLimits({ loginPerIpMax: 3, registerPerIpMax: 100, passwordResetPerIpMax: 100 });

/** A TCP proxy to Redis that can be cut (every connection dropped, nothing accepted) and opened again. */
function redisProxy() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { open, cut, url: () => `redis://127.0.0.1:${port}${target.pathname}` };
}

const proxy = redisProxy();
let app: FastifyInstance;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  await proxy.open();
  app = await createTestApp({
    rateLimit: LIMITS,
    redis: { url: proxy.url(), prefix: `sefaresh-test-${randomBytes(6).toString('hex')}:` },
  });
  user = await signedInUser(app);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await proxy.cut().catch(() => undefined);
});

const login = (ip: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', remoteAddress: ip, payload: { email, password } });
const health = () => app.inject({ method: 'GET', url: '/api/health/' });

/** Lets the event loop run (socket events, reconnects) until the condition holds. */
async function eventually(condition: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 2_000; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('condition never held');
}

test('with Redis up the counters are in Redis and health is ok', async () => {
  expect(app.counters.kind).toBe('redis');
  expect((await login('10.41.0.1', user.email, user.password)).statusCode).toBe(200);
  expect((await health()).json()).toMatchObject({ status: 'ok', redis: 'up' });
});

test('with Redis gone: sign-in works, limits hold in memory, health is degraded with 200', async () => {
  await proxy.cut();
  await eventually(async () => {
    await app.counters.peek('probe');
    return app.redisWatch?.redisUp() === false;
  });
  expect((await login('10.41.0.2', user.email, user.password)).statusCode).toBe(200);
  const statuses = [];
  for (let i = 0; i < 4; i++)
    statuses.push((await login('10.41.0.3', uniqueEmail(), 'Wrong1234')).statusCode);
  expect(statuses).toEqual([401, 401, 401, 429]); // the per-address limit of 3, counted in memory
  const res = await health();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down', files: 'up' });
  expect(app.redisWatch?.fallbacks()).toBeGreaterThan(0);
});

test('when Redis returns the counters are shared again and health is ok', async () => {
  await proxy.open();
  await eventually(async () => {
    await app.counters.peek('probe');
    return app.redisWatch?.redisUp() === true;
  });
  expect((await health()).json()).toMatchObject({ status: 'ok', redis: 'up' });
  expect((await login('10.41.0.4', user.email, user.password)).statusCode).toBe(200);
});
