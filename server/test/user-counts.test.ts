// The customers page's stat cards read user_counts, kept by triggers on users (migration 0019): after every kind of
// change (registration, a bulk insert, activation, a change of kind, an update of something else, deletion) the
// kept counts agree with a fresh count of the users, the list's stats are those counts, and the repair recounts
// them after they were damaged.
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userCounts, users } from '../src/db/schema';
import { recountOrders } from '../src/modules/orders/order-counts';
import { createTestApp, signedInUser } from './helpers';

let app: FastifyInstance;
const db = () => app.database.db;
let staffToken: string;

type Count = { isActive: boolean; isDealer: boolean; isStaff: boolean; n: number };
const byKey = (a: Count, b: Count) =>
  Number(a.isActive) * 4 +
  Number(a.isDealer) * 2 +
  Number(a.isStaff) -
  (Number(b.isActive) * 4 + Number(b.isDealer) * 2 + Number(b.isStaff));

async function keptAndFresh() {
  const kept = (await db().select().from(userCounts)).filter((r) => r.n !== 0).sort(byKey);
  const fresh = (
    await db()
      .select({
        isActive: users.isActive,
        isDealer: users.isDealer,
        isStaff: sql<boolean>`${users.isStaff} or ${users.isSuperuser}`,
        n: sql<number>`count(*)::int`,
      })
      .from(users)
      .groupBy(users.isActive, users.isDealer, sql`${users.isStaff} or ${users.isSuperuser}`)
  ).sort(byKey);
  return { kept, fresh };
}

async function expectCountsExact() {
  const { kept, fresh } = await keptAndFresh();
  expect(kept).toEqual(fresh);
}

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  const staff = await signedInUser(app, { name: 'کارمند شمارش' });
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  staffToken = staff.tokens.access;
});

afterAll(async () => {
  await app.close();
});

test('every change of a user moves the kept counts exactly as a fresh count says', async () => {
  await signedInUser(app, { name: 'مشتری شمارش' });
  await expectCountsExact();

  await db().execute(sql`
    insert into users (email, name, phone, password_hash, is_dealer, dealer_code, date_joined)
    select 'counted.' || g || '@example.com', 'کاربر ' || g, '0913' || lpad(g::text, 7, '0'), '!',
           g % 5 = 0, case when g % 5 = 0 then 'DLR-C' || g end, now()
    from generate_series(1, 40) as g`);
  await expectCountsExact();

  const bulk = like(users.email, 'counted.%');
  await db().update(users).set({ isActive: false }).where(bulk);
  await expectCountsExact();
  await db().update(users).set({ isSuperuser: true }).where(eq(users.email, 'counted.1@example.com'));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: 'DLR-C2' })
    .where(eq(users.email, 'counted.2@example.com'));
  await db()
    .update(users)
    .set({ isActive: true })
    .where(inArray(users.email, ['counted.3@example.com', 'counted.5@example.com']));
  await expectCountsExact();

  const before = (await keptAndFresh()).kept;
  await db().update(users).set({ ordersCount: 3, name: 'نام تازه' }).where(bulk);
  expect((await keptAndFresh()).kept).toEqual(before);

  await db()
    .delete(users)
    .where(inArray(users.email, ['counted.4@example.com', 'counted.10@example.com']));
  await expectCountsExact();
  await db().delete(users).where(bulk);
  await expectCountsExact();
});

test("the customers list's stat cards are the kept counts", async () => {
  await db().execute(sql`
    insert into users (email, name, phone, password_hash, is_active, is_dealer, dealer_code, date_joined)
    select 'cards.' || g || '@example.com', 'کارت ' || g, '0914' || lpad(g::text, 7, '0'), '!', g % 3 <> 0,
           g % 4 = 0, case when g % 4 = 0 then 'DLR-K' || g end, now()
    from generate_series(1, 12) as g`);
  const everyone = await db().select().from(users);
  const staffLike = (u: (typeof everyone)[number]) => u.isStaff || u.isSuperuser;
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/customers/',
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().stats).toEqual({
    total: everyone.length,
    active: everyone.filter((u) => u.isActive).length,
    dealers: everyone.filter((u) => u.isDealer).length,
    staff: everyone.filter(staffLike).length,
    customers: everyone.filter((u) => !u.isDealer && !staffLike(u)).length,
  });
});

test('the repair recounts damaged counts from the users', async () => {
  await db().execute(sql`update user_counts set n = n + 7`);
  await db().execute(sql`delete from user_counts where is_dealer`);
  expect((await keptAndFresh()).kept).not.toEqual((await keptAndFresh()).fresh);
  await recountOrders(db());
  await expectCountsExact();
});
