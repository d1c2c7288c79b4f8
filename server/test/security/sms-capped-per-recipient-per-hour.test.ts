// Rule: at most SMS_MAX_PER_RECIPIENT_PER_HOUR SMS go to one phone number in an hour. Past the cap a
// message is recorded as not sent (sms_notifications.is_successful false, with the reason), is never retried,
// and the action that caused it still succeeds; emails are not capped. Delivery goes to real local stand-ins
// (an SMTP server and a Kavenegar-like HTTP server); time is the app's injected clock.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailNotifications, notificationOutbox, orders, smsNotifications } from '../../src/db/schema';
import { SMS_CAP_ERROR } from '../../src/modules/notifications/service';
import { startSmsServer, startSmtpServer } from '../fake-providers';
import { addTestProduct, createTestApp, enforcedLimits, signedInUser } from '../helpers';

const SMS_CAP = 3;
const ORDERS = 5;
let now = Date.parse('2026-05-01T09:00:00Z');
const clock = () => new Date(now);

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsServer>>;
let app: FastifyInstance;
let productId: number;
const db = () => app.database.db;

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
        from: 'no-reply@sefaresh.test',
      },
      sms: { provider: 'kavenegar', apiKey: 'TESTKEY', sender: '10004346', baseUrl: sms.url },
      rateLimit: enforcedLimits({ smsPerRecipientPerHour: SMS_CAP }),
    },
    clock,
  );
  await app.ready();
  productId = (
    await addTestProduct(app, `قهوه سقف پیامک ${randomBytes(4).toString('hex')}`, {
      category: 'coffee',
      basePrice: '1000',
      stock: 1000,
    })
  ).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await sms?.close();
});

const randomPhone = () => `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function order(userId: number) {
  const access = await app.services.tokens.issueAccess({ id: userId, tokenGeneration: 0 });
  return app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: { authorization: `Bearer ${access}` },
    payload: { business_invoice_type: 'unofficial', items: [{ product_id: productId, quantity: 1 }] },
  });
}

test('over the cap an SMS is recorded as not sent with the reason, never retried; the orders that caused it succeed; emails are all sent', async () => {
  const phone = randomPhone();
  const customer = await signedInUser(app, { phone });
  const otherPhone = randomPhone();
  const other = await signedInUser(app, { phone: otherPhone });

  // every order queues an email and an SMS to the customer
  for (let i = 0; i < ORDERS; i++) expect((await order(customer.user.id)).statusCode).toBe(201);
  expect((await order(other.user.id)).statusCode).toBe(201);
  const placed = await db().select().from(orders).where(eq(orders.customerId, customer.user.id));
  expect(placed).toHaveLength(ORDERS);

  await app.notifications.drain();

  // the provider got exactly the cap for this number; the other number is not affected
  expect(sms.received.filter((m) => m.receptor === phone)).toHaveLength(SMS_CAP);
  expect(sms.received.filter((m) => m.receptor === otherPhone)).toHaveLength(1);

  const smsRows = await db()
    .select()
    .from(smsNotifications)
    .where(eq(smsNotifications.userId, customer.user.id));
  expect(smsRows).toHaveLength(ORDERS);
  expect(smsRows.filter((r) => r.isSuccessful)).toHaveLength(SMS_CAP);
  const capped = smsRows.filter((r) => !r.isSuccessful);
  expect(capped).toHaveLength(ORDERS - SMS_CAP);
  for (const r of capped) expect(r.error).toBe(SMS_CAP_ERROR);

  // emails are not capped: one per order, all sent
  expect(smtp.received.filter((m) => m.to.includes(customer.email.toLowerCase()))).toHaveLength(ORDERS);
  const emailRows = await db()
    .select()
    .from(emailNotifications)
    .where(eq(emailNotifications.userId, customer.user.id));
  expect(emailRows).toHaveLength(ORDERS);
  expect(emailRows.every((r) => r.isSuccessful)).toBe(true);

  // the capped messages are given up, not scheduled again: hours later (the cap's hour long over, every retry
  // delay past) another pass sends nothing and records no new attempt
  const cappedOutbox = await db()
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, customer.user.id), eq(notificationOutbox.channel, 'sms')));
  const givenUp = cappedOutbox.filter((r) => r.sentAt === null);
  expect(givenUp).toHaveLength(ORDERS - SMS_CAP);
  for (const r of givenUp) {
    expect(r.lastError).toBe(SMS_CAP_ERROR);
    expect(r.attempts).toBe(app.config.notify.maxAttempts);
  }
  now += 24 * 3_600_000;
  expect(await app.notifications.drain()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  expect(sms.received.filter((m) => m.receptor === phone)).toHaveLength(SMS_CAP);
  expect(
    await db().select().from(smsNotifications).where(eq(smsNotifications.userId, customer.user.id)),
  ).toHaveLength(ORDERS);

  // a new hour: the number gets messages again (the cap is per hour, not forever)
  expect((await order(customer.user.id)).statusCode).toBe(201);
  await app.notifications.drain();
  expect(sms.received.filter((m) => m.receptor === phone)).toHaveLength(SMS_CAP + 1);
});
