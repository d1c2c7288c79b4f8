// The signed-in user comes from each process's cache, and a change to the user's row reaches
// every process within a second: the cache on its own (loads, time limit, dropping, a load racing a change), then
// two app instances on one PostgreSQL database, where a deactivation or a role change made through one is obeyed
// by the other at once (on the embedded database, one instance: the same path in one process).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, type User } from '../src/db/schema';
import { createUserCache } from '../src/modules/auth/user-cache';
import { createTestApp, signedInUser, STRONG_PASSWORD } from './helpers';

describe('the cache', () => {
  const row = (id: number, name = 'مریم') => ({ id, name, isActive: true }) as User;
  function setup() {
    const loads: number[] = [];
    let clock = 0;
    let names: Record<number, string> = {};
    const cache = createUserCache(
      async (id) => {
        loads.push(id);
        return row(id, names[id]);
      },
      { ttlMs: 60_000, now: () => clock },
    );
    return {
      cache,
      loads,
      tick: (ms: number) => (clock += ms),
      rename: (id: number, name: string) => (names = { ...names, [id]: name }),
    };
  }

  test('reads a row once while it is fresh, and again after the time limit', async () => {
    const { cache, loads, tick } = setup();
    await cache.get(1);
    await cache.get(1);
    expect(loads).toEqual([1]);
    tick(59_999);
    await cache.get(1);
    expect(loads).toEqual([1]);
    tick(1);
    await cache.get(1);
    expect(loads).toEqual([1, 1]);
  });

  test('a change drops that user only; an empty payload (reconnected) drops everyone', async () => {
    const { cache, loads, rename } = setup();
    await cache.get(1);
    await cache.get(2);
    rename(1, 'سارا');
    cache.changed('1');
    expect((await cache.get(1))?.name).toBe('سارا');
    await cache.get(2);
    expect(loads).toEqual([1, 2, 1]);
    cache.changed('');
    await cache.get(2);
    expect(loads).toEqual([1, 2, 1, 2]);
  });

  test('a row read before a change is not kept, and callers get copies', async () => {
    const { cache, loads } = setup();
    const reading = cache.get(3);
    cache.changed('3');
    await reading;
    const copy = await cache.get(3);
    expect(loads).toEqual([3, 3]);
    copy!.isActive = false;
    expect((await cache.get(3))?.isActive).toBe(true);
  });
});

describe('across app instances', () => {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    one = await createTestApp({ userCacheSeconds: 60 });
    two = onPostgres ? await createTestApp({ userCacheSeconds: 60, database: one.config.database }) : one;
    await Promise.all([one.ready(), two.ready()]);
  });
  afterAll(async () => {
    await one.close();
    if (two !== one) await two.close();
  });

  const get = (app: FastifyInstance, url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  /**
   * Asks until the answer is `status`, 10 ms apart, for about two seconds at most: the notification travels
   * between processes through PostgreSQL, so this waits on real time (a second is the promise; the margin is for a
   * loaded CI machine). Asking back to back gave it only as long as 200 cached refusals take, under 200 ms.
   */
  async function answers(app: FastifyInstance, url: string, token: string, status: number) {
    for (let i = 0; i < 200; i++) {
      if ((await get(app, url, token)).statusCode === status) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  }

  test('a deactivation through one instance locks the user out of the other', async () => {
    const customer = await signedInUser(one);
    // the other instance has the user cached
    expect((await get(two, '/api/orders/', customer.tokens.access)).statusCode).toBe(200);
    expect((await get(two, '/api/orders/', customer.tokens.access)).statusCode).toBe(200);
    await one.database.db.update(users).set({ isActive: false }).where(eq(users.id, customer.user.id));
    expect(await answers(two, '/api/orders/', customer.tokens.access, 401)).toBe(true);
  });

  test('a password change through one instance ends the old access tokens on the other', async () => {
    const customer = await signedInUser(one);
    expect((await get(two, '/api/orders/', customer.tokens.access)).statusCode).toBe(200);
    const changed = await one.inject({
      method: 'POST',
      url: '/api/profile/change-password/',
      headers: { authorization: `Bearer ${customer.tokens.access}` },
      payload: {
        current_password: STRONG_PASSWORD,
        new_password: 'NewPassw0rd1',
        confirm_password: 'NewPassw0rd1',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await answers(two, '/api/orders/', customer.tokens.access, 401)).toBe(true);
    expect((await get(two, '/api/orders/', changed.json().tokens.access)).statusCode).toBe(200);
  });

  test('a role change reaches the other instance: staff pages open, and close again', async () => {
    const person = await signedInUser(one);
    expect((await get(two, '/api/admin/orders/', person.tokens.access)).statusCode).toBe(403);
    await one.database.db.update(users).set({ isStaff: true }).where(eq(users.id, person.user.id));
    expect(await answers(two, '/api/admin/orders/', person.tokens.access, 200)).toBe(true);
    await one.database.db.update(users).set({ isStaff: false }).where(eq(users.id, person.user.id));
    expect(await answers(two, '/api/admin/orders/', person.tokens.access, 403)).toBe(true);
  });
});
