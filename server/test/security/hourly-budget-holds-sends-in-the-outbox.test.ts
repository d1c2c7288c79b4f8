// Rule (issue 30): past SMS_HOURLY_BUDGET / EMAIL_HOURLY_BUDGET (every replica together) messages wait in the
// outbox, not fail: no attempt is spent, nothing is recorded as failed, staff's failed view lists none of them but
// says how many wait and why (in Persian), and the hour after they go out.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailNotifications, notificationOutbox, smsNotifications, users } from '../../src/db/schema';
import { FAILED_NOTIFICATION_TEXTS } from '../../src/modules/notifications/messages';
import { BUDGET_HELD_ERROR } from '../../src/modules/notifications/send-gate';
import { startSmsServer, startSmtpServer } from '../fake-providers';
import { addTestProduct, createTestApp, login, signedInUser } from '../helpers';
import { testConfig } from '../../src/config';

const BUDGET = 2;
const ORDERS = 4;
let now = Date.parse('2026-06-01T09:00:00Z');
const clock = () => new Date(now);
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsServer>>;
let app: FastifyInstance;
let productId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsServer();
  app = await createTestApp(
    {
      mail: {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: null,
        password: null,
        from: 'x@y.test',
      },
      sms: { provider: 'kavenegar', apiKey: 'TESTKEY', sender: '10004346', baseUrl: sms.url },
      notify: { ...testConfig().notify, smsHourlyBudget: BUDGET, emailHourlyBudget: BUDGET },
    },
    clock,
  );
  await app.ready();
  productId = (await addTestProduct(app, `قهوه بودجه ${randomBytes(4).toString('hex')}`)).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await sms?.close();
});

test('past the hourly budget sends wait in the outbox with the reason staff read, and go out the next hour', async () => {
  const customer = await signedInUser(app, { phone: '09127772001' });
  const staff = await signedInUser(app);
  await app.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  for (let i = 0; i < ORDERS; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { authorization: `Bearer ${customer.tokens.access}` },
      payload: { business_invoice_type: 'unofficial', items: [{ product_id: productId, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(201);
  }
  expect(await app.notifications.drain()).toEqual({ sent: 2 * BUDGET, failed: 0, unknown: 0 });
  expect(smtp.received).toHaveLength(BUDGET);
  expect(sms.received).toHaveLength(BUDGET);

  const waiting = await app.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, customer.user.id), isNull(notificationOutbox.sentAt)));
  expect(waiting).toHaveLength(2 * (ORDERS - BUDGET));
  for (const r of waiting) {
    expect(r.attempts).toBe(0);
    expect(r.lastError).toBe(BUDGET_HELD_ERROR[r.channel === 'sms' ? 'sms' : 'email']);
  }
  // no failure recorded anywhere
  const failedRows = [
    ...(await app.database.db
      .select()
      .from(emailNotifications)
      .where(eq(emailNotifications.isSuccessful, false))),
    ...(await app.database.db
      .select()
      .from(smsNotifications)
      .where(eq(smsNotifications.isSuccessful, false))),
  ];
  expect(failedRows).toHaveLength(0);

  const view = await app.inject({
    method: 'GET',
    url: '/api/admin/notifications/failed/',
    headers: { authorization: `Bearer ${staff.tokens.access}` },
  });
  expect(view.statusCode).toBe(200);
  expect(view.json().results).toEqual([]);
  const byChannel = Object.fromEntries(
    view.json().waiting.map((w: { channel: string; count: number; reason: string }) => [w.channel, w]),
  );
  expect(byChannel.sms).toMatchObject({
    count: ORDERS - BUDGET,
    reason: FAILED_NOTIFICATION_TEXTS.causes.smsBudget,
  });
  expect(byChannel.email).toMatchObject({
    count: ORDERS - BUDGET,
    reason: FAILED_NOTIFICATION_TEXTS.causes.emailBudget,
  });

  // within the hour nothing more goes; the next hour the rest go out
  expect(await app.notifications.drain()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  now += 3_600_000 + 1000;
  expect(await app.notifications.drain()).toEqual({ sent: 2 * (ORDERS - BUDGET), failed: 0, unknown: 0 });
  expect(smtp.received).toHaveLength(ORDERS);
  expect(sms.received).toHaveLength(ORDERS);
  const after = await app.inject({
    method: 'GET',
    url: '/api/admin/notifications/failed/',
    headers: { authorization: `Bearer ${(await login(app, staff.email)).json().tokens.access}` },
  });
  expect(after.json().waiting).toEqual([]);
});
