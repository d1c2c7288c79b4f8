// What the quote tests share: an app on a clock the test moves, the parties of an order (customer A who orders,
// customer B, staff, the assigned dealer and another dealer), two products, and the order scenarios.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config';
import { users } from '../src/db/schema';
import { addTestProduct, createTestApp, login, signedInUser } from './helpers';
import { orderScenarios, type OrderJson, type Session } from './scenarios';

export interface QuoteParty {
  session: Session;
}

export function quoteFixture(start = '2026-11-20T08:00:00Z', overrides: Partial<Config> = {}) {
  let nowMs = Date.parse(start);
  let app!: FastifyInstance;
  const tag = randomBytes(4).toString('hex');
  const people = {} as Record<'customerA' | 'customerB' | 'staff' | 'dealer' | 'otherDealer', Session>;
  let coffee!: { id: number; name: string };
  let saffron!: { id: number; name: string };

  async function setUp() {
    app = await createTestApp(overrides, () => new Date(nowMs));
    await app.ready();
    coffee = await addTestProduct(app, `قهوه ${tag}`, { stock: 1000 });
    saffron = await addTestProduct(app, `زعفران ${tag}`, { stock: 1000, taxRate: '9.00' });
    const [a, b, s, d, o] = await Promise.all([
      signedInUser(app, { name: 'مشتری الف' }),
      signedInUser(app, { name: 'مشتری ب' }),
      signedInUser(app, { name: 'کارمند' }),
      signedInUser(app, { name: 'نماینده' }),
      signedInUser(app, { name: 'نماینده دیگر' }),
    ]);
    Object.assign(people, { customerA: a, customerB: b, staff: s, dealer: d, otherDealer: o });
    const db = app.database.db;
    await db.update(users).set({ isStaff: true }).where(eq(users.id, s.user.id));
    await db
      .update(users)
      .set({ isDealer: true, dealerCode: `Q1-${tag}`, dealerCommissionRate: '5.00' })
      .where(eq(users.id, d.user.id));
    await db
      .update(users)
      .set({ isDealer: true, dealerCode: `Q2-${tag}`, dealerCommissionRate: '5.00' })
      .where(eq(users.id, o.user.id));
  }

  /** Moves the clock and signs everyone in again (the access tokens follow the clock). */
  async function advanceTo(iso: string) {
    nowMs = Date.parse(iso);
    for (const key of Object.keys(people) as (keyof typeof people)[]) {
      const res = await login(app, people[key].email, people[key].password);
      people[key] = { ...people[key], ...(res.json() as Pick<Session, 'tokens' | 'user'>) };
    }
  }

  const scenarios = orderScenarios({
    app: () => app,
    customer: () => people.customerA,
    staff: () => people.staff,
    coffee: () => coffee,
    saffron: () => saffron,
  });

  async function assignDealer(order: OrderJson) {
    const res = await scenarios.call('POST', `orders/${order.id}/assign-dealer/`, people.staff, {
      dealer_id: people.dealer.user.id,
    });
    expect(res.statusCode).toBe(200);
  }

  return {
    setUp,
    app: () => app,
    people,
    now: () => new Date(nowMs),
    advanceTo,
    assignDealer,
    s: scenarios,
    tearDown: () => app.close(),
  };
}
