// The per-customer and per-dealer order counts (order_counts, kept by a trigger on orders), and each
// user's orders placed and completed spend (kept on the user row by another), agree with a
// fresh count of the orders after every kind of change: creation, each transition through the API, a direct
// status write, assignment, reassignment and removal of a dealer, deletion. The lists' tab counts and the
// profile's statistics read them; the repair recounts them (and rebuilds the staff's search rows) after they were damaged.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMISSION_STATUS, STATUS, STATUS_GROUPS } from '@sefaresh/shared-api/rules';
import { dealerCommissions, orderCounts, orders, users } from '../src/db/schema';
import { recountOrders } from '../src/modules/orders/order-counts';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { orderScenarios, type Session } from './scenarios';

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
let customer: Session;
let other: Session;
let dealerA: Session;
let dealerB: Session;
let staff: Session;
let coffee: { id: number };
let saffron: { id: number };

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  coffee = await addTestProduct(app, `قهوه شمارش ${tag}`);
  saffron = await addTestProduct(app, `زعفران شمارش ${tag}`, { taxRate: '9.00' });
  [customer, other, dealerA, dealerB, staff] = await Promise.all([
    signedInUser(app, { name: 'مشتری شمارش' }),
    signedInUser(app, { name: 'مشتری دیگر' }),
    signedInUser(app, { name: 'نماینده الف' }),
    signedInUser(app, { name: 'نماینده ب' }),
    signedInUser(app, { name: 'کارمند' }),
  ]);
  for (const [s, code] of [
    [dealerA, 'CA'],
    [dealerB, 'CB'],
  ] as const)
    await db()
      .update(users)
      .set({ isDealer: true, dealerCode: `${code}-${tag}`, dealerCommissionRate: '5.00' })
      .where(eq(users.id, s.user.id));
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
});
afterAll(async () => {
  await app.close();
});

const s = orderScenarios({
  app: () => app,
  customer: () => customer,
  staff: () => staff,
  coffee: () => coffee,
  saffron: () => saffron,
});

type Row = { scope: string; owner_id: number; status: string; n: number };
const sorted = (rows: Row[]) => rows.map((r) => `${r.scope}/${r.owner_id}/${r.status}=${Number(r.n)}`).sort();

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: T[] }).rows;

/** The kept counts (zero rows left out) and a fresh count of the orders, side by side. */
async function keptAndFresh() {
  const kept = await rowsOf<Row>(sql`select scope, owner_id, status, n from ${orderCounts} where n <> 0`);
  const fresh = await rowsOf<Row>(sql`
    select 'customer' as scope, customer_id as owner_id, status, count(*)::int as n from orders
    group by customer_id, status
    union all
    select 'dealer', assigned_dealer_id, status, count(*)::int from orders
    where assigned_dealer_id is not null group by assigned_dealer_id, status
    union all
    select 'all', customer_id % 16, status, count(*)::int from orders group by customer_id % 16, status`);
  // and each user's orders placed and completed spend (users.orders_count, users.completed_spent)
  const keptTotals = await rowsOf<Row>(sql`
    select 'user-orders' as scope, id as owner_id, '' as status, orders_count as n from users where orders_count <> 0
    union all
    select 'user-spent', id, '', completed_spent from users where completed_spent <> 0`);
  const freshTotals = await rowsOf<Row>(sql`
    select 'user-orders' as scope, customer_id as owner_id, '' as status, count(*)::int as n from orders
    group by customer_id
    union all
    select 'user-spent', customer_id, '', sum(total_with_tax) from orders
    where status = 'completed' and total_with_tax <> 0 group by customer_id`);
  // and each dealer's money (dealer_totals): sales, payable, paid and projected commission
  const keptMoney = await rowsOf<Row>(sql`
    select 'dealer-' || f as scope, dealer_id as owner_id, '' as status, v as n
    from dealer_totals, lateral (values ('sales', sales), ('payable', payable), ('paid', paid),
      ('projected', projected)) m(f, v)
    where v <> 0`);
  const open = sql.join(
    STATUS_GROUPS.open.map((st) => sql`${st}`),
    sql`, `,
  );
  const freshMoney = await rowsOf<Row>(sql`
    select 'dealer-sales' as scope, assigned_dealer_id as owner_id, '' as status, sum(total_with_tax) as n
    from orders where status = ${STATUS.completed} and assigned_dealer_id is not null
    group by assigned_dealer_id having sum(total_with_tax) <> 0
    union all
    select 'dealer-' || c.status, c.dealer_id, '', sum(c.amount) from dealer_commissions c
    where c.status in (${COMMISSION_STATUS.calculated}, ${COMMISSION_STATUS.paid})
    group by c.dealer_id, c.status having sum(c.amount) <> 0
    union all
    select 'dealer-projected', c.dealer_id, '', sum(round(o.quoted_total * c.rate / 100))
    from dealer_commissions c join orders o on o.id = c.order_id
    where c.status = ${COMMISSION_STATUS.pending} and o.status in (${open})
    group by c.dealer_id having sum(round(o.quoted_total * c.rate / 100)) <> 0`);
  const renamed = freshMoney.map((r) =>
    r.scope === 'dealer-calculated' ? { ...r, scope: 'dealer-payable' } : r,
  );
  return {
    kept: sorted([...kept, ...keptTotals, ...keptMoney]),
    fresh: sorted([...fresh, ...freshTotals, ...renamed]),
  };
}

async function expectCountsExact() {
  const { kept, fresh } = await keptAndFresh();
  expect(kept).toEqual(fresh);
}

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode).toBe(200);
};

test('every change of an order moves the counts exactly as a fresh count says', async () => {
  const pending = await s.newOrder();
  await s.newOrder(false, other);
  await expectCountsExact();

  const rejected = await s.priced();
  await ok(
    s.call('POST', `orders/${rejected.id}/customer-reject/`, customer, { rejection_reason: 'گران است' }),
  );
  await expectCountsExact();

  const paid = await s.paymentUploaded();
  await ok(
    s.call('POST', `orders/${paid.id}/verify-payment/`, staff, {
      payment_verified: false,
      payment_notes: 'ناخوانا',
    }),
  );
  await expectCountsExact();
  await db().update(orders).set({ status: STATUS.paymentUploaded }).where(eq(orders.id, paid.id));
  await ok(s.call('POST', `orders/${paid.id}/verify-payment/`, staff, { payment_verified: true }));
  await expectCountsExact();

  await ok(s.call('POST', `orders/${pending.id}/cancel/`, staff, { reason: 'درخواست مشتری' }));
  await expectCountsExact();

  const assigned = await s.confirmed();
  await ok(s.call('POST', `orders/${assigned.id}/assign-dealer/`, staff, { dealer_id: dealerA.user.id }));
  await expectCountsExact();
  await ok(s.call('POST', `orders/${assigned.id}/assign-dealer/`, staff, { dealer_id: dealerB.user.id }));
  await expectCountsExact();
  await ok(s.call('POST', `orders/${assigned.id}/remove-dealer/`, staff));
  await expectCountsExact();
  await ok(s.call('POST', `orders/${assigned.id}/assign-dealer/`, staff, { dealer_id: dealerA.user.id }));

  // a write that changes none of the counted columns leaves the counts alone; a deletion takes the order out
  await db().update(orders).set({ adminComment: 'بدون تغییر وضعیت' }).where(eq(orders.id, assigned.id));
  const gone = await s.newOrder();
  await db().delete(orders).where(eq(orders.id, gone.id));
  await expectCountsExact();
});

test("the customer's tabs, the dealer's tabs and the profile's figures are the kept counts", async () => {
  const mine = await s.call('GET', 'orders/?tab=active', customer);
  const fresh = await rowsOf<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from orders where customer_id = ${customer.user.id} group by status`,
  );
  const n = (status: string) => Number(fresh.find((r) => r.status === status)?.n ?? 0);
  const active =
    n(STATUS.pendingPricing) +
    n(STATUS.waitingCustomerApproval) +
    n(STATUS.confirmed) +
    n(STATUS.paymentUploaded);
  expect(mine.json().tab_counts).toEqual({
    active,
    completed: n(STATUS.completed),
    rejected: n(STATUS.rejected) + n(STATUS.cancelled),
  });
  expect(mine.json().count).toBe(active);

  const summary = await s.call('GET', 'profile/orders-summary/', customer);
  expect(summary.json().summary).toMatchObject({
    total_orders: fresh.reduce((a, r) => a + Number(r.n), 0),
    pending_orders: n(STATUS.pendingPricing),
    waiting_approval: n(STATUS.waitingCustomerApproval),
    completed_orders: n(STATUS.completed),
  });

  const dealerList = await s.call('GET', 'orders/my-assigned-orders/', dealerA);
  expect(dealerList.json().tab_counts).toEqual({ active: 1, completed: 0, rejected: 0 });
  expect((await s.call('GET', 'orders/my-assigned-orders/', dealerB)).json().tab_counts).toEqual({
    active: 0,
    completed: 0,
    rejected: 0,
  });
});

/** The dealer's row on the staff's dealers list. */
async function dealerRow(dealer: Session) {
  const res = await s.call('GET', 'admin/dealers/', staff);
  expect(res.statusCode).toBe(200);
  return res.json().results.find((r: { id: number }) => r.id === dealer.user.id);
}

test("a dealer's sales and commissions follow the order from assignment to payout and deletion", async () => {
  const order = await s.newOrder();
  await ok(s.call('POST', `orders/${order.id}/assign-dealer/`, staff, { dealer_id: dealerB.user.id }));
  await expectCountsExact();
  await ok(s.call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, s.pricingFor(order)));
  const priced = (await s.call('GET', `orders/${order.id}/`, customer)).json();
  expect((await s.select(priced, 0, '1_month')).statusCode).toBe(200);
  await ok(s.call('POST', `orders/${order.id}/finalize-selections/`, customer));
  await expectCountsExact();
  expect(Number((await dealerRow(dealerB)).projected_commission)).toBeGreaterThan(0);

  await db().update(orders).set({ status: STATUS.paymentUploaded }).where(eq(orders.id, order.id));
  await ok(s.call('POST', `orders/${order.id}/verify-payment/`, staff, { payment_verified: true }));
  await expectCountsExact();
  const [commission] = await db()
    .select()
    .from(dealerCommissions)
    .where(eq(dealerCommissions.orderId, order.id));
  expect(commission.status).toBe(COMMISSION_STATUS.calculated);

  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, staff.user.id));
  await ok(
    s.call('POST', 'admin/dealers/pay-commissions/', staff, {
      commission_ids: [commission.id],
      payment_reference: `REF-${tag}`,
    }),
  );
  await expectCountsExact();
  expect(await dealerRow(dealerB)).toMatchObject({
    completed_orders_count: 1,
    paid_commission: commission.amount,
    pending_commission: '0',
    projected_commission: '0',
  });

  // an order deleted with its pending commission takes its projection with it
  const doomed = await s.confirmed();
  await ok(s.call('POST', `orders/${doomed.id}/assign-dealer/`, staff, { dealer_id: dealerB.user.id }));
  await expectCountsExact();
  await db().delete(orders).where(eq(orders.id, doomed.id));
  await expectCountsExact();
});

test('the repair recounts damaged counts from the orders', async () => {
  await db().execute(sql`update order_counts set n = n + 7`);
  await db().execute(sql`delete from order_counts where scope = 'dealer'`);
  await db().execute(sql`update users set orders_count = orders_count + 2, completed_spent = 0`);
  await db().execute(sql`update dealer_totals set sales = sales + 5, projected = 0`);
  // and the staff's search rows: one lost, one holding stale text
  const [first, second] = await db().select({ id: orders.id }).from(orders).orderBy(orders.id).limit(2);
  await db().execute(sql`delete from order_search where order_id = ${first.id}`);
  await db().execute(sql`update order_search set text = 'stale' where order_id = ${second.id}`);
  const searchRows = sql`select count(*)::int as n from order_search s
    where s.text = order_search_text(s.order_id)`;
  const exactSearchRows = async () => (await rowsOf<{ n: number }>(searchRows))[0].n;
  const orderCount = async () => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from orders`))[0].n;
  expect(await exactSearchRows()).toBe((await orderCount()) - 2);
  expect((await keptAndFresh()).kept).not.toEqual((await keptAndFresh()).fresh);
  await recountOrders(db());
  await expectCountsExact();
  expect(await exactSearchRows()).toBe(await orderCount());
});
