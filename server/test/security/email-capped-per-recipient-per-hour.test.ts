// Rule (issue 30): at most EMAIL_MAX_PER_RECIPIENT_PER_HOUR emails go to one address in an hour, as SMS have their
// cap per number. Past it an email is recorded as not sent with the reason, never retried, and the action that
// caused it succeeds; staff read the reason in Persian. Another address is not affected; a new hour sends again.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailNotifications, notificationOutbox, users } from '../../src/db/schema';
import { FAILED_NOTIFICATION_TEXTS } from '../../src/modules/notifications/messages';
import { EMAIL_CAP_ERROR } from '../../src/modules/notifications/send-gate';
import { startSmtpServer } from '../fake-providers';
import { addTestProduct, createTestApp, enforcedLimits, login, signedInUser } from '../helpers';

const CAP = 3;
const ORDERS = 5;
let now = Date.parse('2026-06-01T09:00:00Z');
const clock = () => new Date(now);
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: FastifyInstance;
let productId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
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
      rateLimit: enforcedLimits({ emailPerRecipientPerHour: CAP }),
    },
    clock,
  );
  await app.ready();
  productId = (await addTestProduct(app, `قهوه سقف ایمیل ${randomBytes(4).toString('hex')}`)).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const order = (access: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: { authorization: `Bearer ${access}` },
    payload: { business_invoice_type: 'unofficial', items: [{ product_id: productId, quantity: 1 }] },
  });
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email.toLowerCase()));

test('past the cap an email is given up with the reason; the orders succeed; another address gets its own', async () => {
  const customer = await signedInUser(app);
  const other = await signedInUser(app);
  for (let i = 0; i < ORDERS; i++) expect((await order(customer.tokens.access)).statusCode).toBe(201);
  expect((await order(other.tokens.access)).statusCode).toBe(201);
  await app.notifications.drain();

  expect(mailsTo(customer.email)).toHaveLength(CAP);
  expect(mailsTo(other.email)).toHaveLength(1);
  const rows = await app.database.db
    .select()
    .from(emailNotifications)
    .where(eq(emailNotifications.userId, customer.user.id));
  expect(rows.filter((r) => r.isSuccessful)).toHaveLength(CAP);
  expect(rows.filter((r) => !r.isSuccessful).map((r) => r.error)).toEqual(
    Array(ORDERS - CAP).fill(EMAIL_CAP_ERROR),
  );
  const given = await app.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, customer.user.id), eq(notificationOutbox.channel, 'email')));
  expect(given.filter((r) => r.sentAt === null)).toHaveLength(ORDERS - CAP);

  // staff see why, in Persian
  const staff = await signedInUser(app);
  await app.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  const failed = await app.inject({
    method: 'GET',
    url: '/api/admin/notifications/failed/',
    headers: { authorization: `Bearer ${staff.tokens.access}` },
  });
  expect(failed.statusCode).toBe(200);
  const mine = failed.json().results.filter((r: { user_id: number }) => r.user_id === customer.user.id);
  expect(mine).toHaveLength(ORDERS - CAP);
  for (const r of mine) expect(r.last_error).toBe(FAILED_NOTIFICATION_TEXTS.causes.emailCap);

  // never retried; a new hour sends again
  now += 2 * 3_600_000;
  expect(await app.notifications.drain()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  const again = (await login(app, customer.email)).json().tokens.access;
  expect((await order(again)).statusCode).toBe(201);
  await app.notifications.drain();
  expect(mailsTo(customer.email)).toHaveLength(CAP + 1);
});
