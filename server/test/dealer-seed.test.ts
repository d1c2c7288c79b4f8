// The demo data of the dealer area (npm start): dealer1@ and dealer2@ have assigned orders on every tab and
// commissions in every state, created through the real transitions, once.
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/seed';
import { seedDemoDealerOrders } from '../src/seed/seed-dealer-orders';
import { createTestApp, login } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seedDemo: true });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
});

test('a fresh demo sends nothing: its back-dated messages are history, none waits, none failed', async () => {
  const admin = (await login(app, 'admin@sefaresh.ir', DEMO_PASSWORD)).json().tokens.access as string;
  const failed = (await get(admin, 'admin/notifications/failed/')).json();
  expect(failed.count).toBe(0);
  // and none waits for an hourly budget: the demo stays under every cap
  expect(failed.waiting).toEqual([]);
  await expect(app.notifications.flush()).resolves.toEqual({ sent: 0, failed: 0, unknown: 0 });
  const customer = (await login(app, 'customer1@sefaresh.ir', DEMO_PASSWORD)).json().tokens.access as string;
  const history = (await get(customer, 'profile/notifications-history/')).json();
  expect(history.sms_notifications.length).toBeGreaterThan(0);
  expect(history.sms_notifications.every((s: { is_successful: boolean }) => s.is_successful)).toBe(true);
});

const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${token}` } });

test.each(['dealer1@sefaresh.ir', 'dealer2@sefaresh.ir'])(
  '%s sees orders on every tab, commissions in every state and non-zero figures',
  async (email) => {
    const res = await login(app, email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const token = res.json().tokens.access as string;
    const list = (await get(token, 'orders/my-assigned-orders/')).json();
    expect(list.tab_counts.active).toBeGreaterThanOrEqual(4);
    expect(list.tab_counts.completed).toBeGreaterThanOrEqual(4);
    expect(list.tab_counts.rejected).toBeGreaterThanOrEqual(2);
    const records = (await get(token, 'dealers/my-commissions/')).json();
    const states = new Set(records.results.map((r: { status: string }) => r.status));
    expect([...states].sort()).toEqual(['calculated', 'cancelled', 'paid', 'pending']);
    const paid = records.results.find((r: { status: string }) => r.status === 'paid');
    expect(paid.payment_reference).toMatch(/PAY/);
    expect(paid.paid_at).toEqual(expect.any(String));
    const stats = (await get(token, 'orders/dealer-dashboard-stats/')).json();
    for (const key of [
      'commission_earned',
      'commission_paid',
      'commission_payable',
      'commission_projected',
    ]) {
      expect(BigInt(stats[key])).toBeGreaterThan(0n);
    }
    // (the months with sales depend on today's date: completions back-dated past Nowruz fall in last year)
    expect(stats.monthly).toHaveLength(12);
  },
);

test('seeding again creates nothing', async () => {
  const log = { info: () => undefined } as unknown as Parameters<typeof seedDemo>[2];
  expect(await seedDemoDealerOrders(app.database.db, log)).toBe(0);
});

test('customer1@ has a quote in its second version after asking for a better price on one line, and an expired one', async () => {
  const token = (await login(app, 'customer1@sefaresh.ir', DEMO_PASSWORD)).json().tokens.access as string;
  const list = (await get(token, 'orders/?page_size=50')).json();
  const rows = list.results as {
    id: number;
    status: string;
    quote_version: number;
    quote_expired: boolean;
  }[];

  const negotiated = rows.find((r) => r.quote_version === 2);
  expect(negotiated).toMatchObject({ status: 'waiting_customer_approval', quote_expired: false });
  const quotes = (await get(token, `orders/${negotiated!.id}/quotes/`)).json();
  expect(quotes.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  expect(quotes.versions[0].changes.length).toBeGreaterThan(0);
  expect(quotes.revision_requests).toHaveLength(1);
  expect(quotes.revision_requests[0].items).toHaveLength(1);
  for (const v of [1, 2])
    expect((await get(token, `orders/${negotiated!.id}/quotes/${v}/pre-invoice/`)).statusCode).toBe(200);

  const expired = rows.find((r) => r.quote_expired);
  expect(expired).toMatchObject({ status: 'waiting_customer_approval' });
  const finalize = await app.inject({
    method: 'POST',
    url: `/api/orders/${expired!.id}/finalize-selections/`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(finalize.statusCode).toBe(409);
  expect(finalize.json().error).toMatch(/به پایان رسیده است/);
});

test('customer1@ has a confirmed order with a cash part due now and a two-month part due later, nothing paid', async () => {
  const token = (await login(app, 'customer1@sefaresh.ir', DEMO_PASSWORD)).json().tokens.access as string;
  const active = (await get(token, 'orders/?tab=active&page_size=50')).json().results as {
    id: number;
    status: string;
  }[];
  const details = await Promise.all(
    active
      .filter((o) => o.status === 'confirmed')
      .map(async (o) => (await get(token, `orders/${o.id}/`)).json()),
  );
  const mixed = details.find((o) => o.payment_schedule.length === 2);
  expect(mixed.payment_schedule.map((i: { state: string }) => i.state)).toEqual(['due', 'due']);
  expect(mixed.balance).toMatchObject({ paid: '0', secured: '0', outstanding: mixed.balance.total });
  expect(mixed.allowed_actions).toEqual(expect.arrayContaining(['upload_receipt', 'register_cheque']));
});

test('customer1@ has an order with a received and a bounced cheque; the receivables page has overdue and this week rows', async () => {
  const token = (await login(app, 'customer1@sefaresh.ir', DEMO_PASSWORD)).json().tokens.access as string;
  const completed = (await get(token, 'orders/?tab=completed&page_size=50')).json();
  const details = await Promise.all(
    (completed.results as { id: number }[]).map(async (r) => (await get(token, `orders/${r.id}/`)).json()),
  );
  const withCheques = details.find((o) => o.cheques.length > 0);
  expect(withCheques.cheques.map((c: { status: string }) => c.status).sort()).toEqual([
    'bounced',
    'received',
  ]);
  expect(withCheques.payment_receipts.every((r: { is_verified: boolean }) => r.is_verified)).toBe(true);
  const terms = new Set(
    withCheques.items.flatMap((i: { pricing_options: { is_selected: boolean; payment_term: string }[] }) =>
      i.pricing_options.filter((o) => o.is_selected).map((o) => o.payment_term),
    ),
  );
  expect([...terms].sort()).toEqual(['3_month', 'instant']);

  const admin = (await login(app, 'admin@sefaresh.ir', DEMO_PASSWORD)).json().tokens.access as string;
  const receivables = (await get(admin, 'admin/receivables/')).json();
  expect(receivables.overdue.length).toBeGreaterThan(0);
  expect(receivables.due_this_week.length).toBeGreaterThan(0);
  expect(receivables.cheques_to_deposit.length).toBeGreaterThan(0);
  // the statement of customer1@ shows the cleared transfer and the bounced cheque
  const statement = (await get(token, 'customers/statement/')).json();
  expect(statement.lines.some((l: { kind: string }) => l.kind === 'cheque_bounced')).toBe(true);
  // customer2@'s receipt is customer1@'s transfer again: flagged for staff, never told to customer2@
  const other = (await login(app, 'customer2@sefaresh.ir', DEMO_PASSWORD)).json().tokens.access as string;
  const uploaded = (await get(other, 'orders/?tab=active&page_size=50')).json().results as {
    id: number;
    status: string;
  }[];
  const staffViews = await Promise.all(
    uploaded
      .filter((o) => o.status === 'payment_uploaded')
      .map(async (o) => (await get(admin, `orders/${o.id}/`)).json()),
  );
  const flagged = staffViews.filter((o) =>
    o.payment_receipts.some((r: { duplicate_of: unknown }) => r.duplicate_of),
  );
  expect(flagged).toHaveLength(1);
  expect(flagged[0].payment_receipts[0].duplicate_of).toEqual({
    order_id: withCheques.id,
    receipt_id: withCheques.payment_receipts[0].id,
  });
  const [ownView] = (await get(other, `orders/${flagged[0].id}/`)).json().payment_receipts;
  expect(ownView.duplicate_of ?? null).toBeNull();
  // what the reminders job would send now was sent by the seed, as history
  expect(await app.jobs.paymentReminders.runOnce()).toEqual({ due: [], overdue: [], cheques: [] });
  await expect(app.notifications.flush()).resolves.toEqual({ sent: 0, failed: 0, unknown: 0 });
});
