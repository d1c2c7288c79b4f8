// Rule (issue 30, messages only to proven contacts): no order SMS goes to a phone its owner has not proven with
// the SMS code; the email still goes. Once the code is typed back the order SMS follow; changing the phone
// un-verifies it again. The code is bound to the number it was sent to.
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationOutbox } from '../../src/db/schema';
import { addTestProduct, createTestApp, queuedCode, signedInUser } from '../helpers';

let app: FastifyInstance;
let productId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  productId = (await addTestProduct(app, `چای تأیید تلفن ${randomBytes(4).toString('hex')}`)).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const call = (method: 'POST' | 'PUT', url: string, access: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${access}` }, payload });
const order = (access: string) =>
  call('POST', '/api/orders/', access, {
    business_invoice_type: 'unofficial',
    items: [{ product_id: productId, quantity: 1 }],
  });
const queued = async (userId: number, channel: 'email' | 'sms') =>
  app.database.db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.userId, userId),
        eq(notificationOutbox.channel, channel),
        eq(notificationOutbox.kind, 'order_submitted'),
      ),
    );

test('an order queues its email but no SMS to an unproven phone; after the code, the SMS follows', async () => {
  const customer = await signedInUser(app, { phone: '09127770001' }, { unproven: true });
  const access = customer.tokens.access;
  expect((await order(access)).statusCode).toBe(201);
  expect(await queued(customer.user.id, 'email')).toHaveLength(1);
  expect(await queued(customer.user.id, 'sms')).toHaveLength(0);

  // the profile's «تأیید»: a code by SMS to the number (the one SMS an unproven phone gets), typed back
  const sent = await call('POST', '/api/profile/verify-phone/', access);
  expect(sent.statusCode).toBe(200);
  const code = await queuedCode(app, customer.user.id, 'sms');
  const wrong = await call('POST', '/api/profile/verify-phone/confirm/', access, {
    code: code === '000000' ? '111111' : '000000',
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().details.code).toEqual([MESSAGES.otpWrongOrExpired]);
  const right = await call('POST', '/api/profile/verify-phone/confirm/', access, { code });
  expect(right.statusCode).toBe(200);
  expect(right.json().user.phone_verified).toBe(true);

  expect((await order(access)).statusCode).toBe(201);
  const sms = await queued(customer.user.id, 'sms');
  expect(sms.map((r) => r.recipient)).toEqual(['09127770001']);

  // a new number: unproven again, no SMS to it
  const changed = await call('PUT', '/api/profile/update/', access, {
    name: 'کاربر آزمایشی',
    phone: '09127770002',
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().phone_verified).toBe(false);
  expect((await order(access)).statusCode).toBe(201);
  expect(await queued(customer.user.id, 'sms')).toHaveLength(1);
  expect(await queued(customer.user.id, 'email')).toHaveLength(3);
});

test('a code sent to the old number does not prove the new one', async () => {
  const customer = await signedInUser(app, { phone: '09127770003' }, { unproven: true });
  const access = customer.tokens.access;
  expect((await call('POST', '/api/profile/verify-phone/', access)).statusCode).toBe(200);
  const code = await queuedCode(app, customer.user.id, 'sms');
  await call('PUT', '/api/profile/update/', access, { name: 'کاربر آزمایشی', phone: '09127770004' });
  const res = await call('POST', '/api/profile/verify-phone/confirm/', access, { code });
  expect(res.statusCode).toBe(400);
});

test('the verification endpoints: anonymous 401; one code a minute (429); a proven contact 409', async () => {
  expect((await app.inject({ method: 'POST', url: '/api/profile/verify-phone/' })).statusCode).toBe(401);
  expect(
    (await app.inject({ method: 'POST', url: '/api/auth/verify-email/', payload: { code: '123456' } }))
      .statusCode,
  ).toBe(401);
  const customer = await signedInUser(app, {}, { unproven: true });
  const access = customer.tokens.access;
  // registration sent the email's code a moment ago
  const again = await call('POST', '/api/auth/verify-email/resend/', access);
  expect(again.statusCode).toBe(429);
  expect(again.headers['retry-after']).toBeDefined();
  const code = await queuedCode(app, customer.user.id, 'email');
  expect((await call('POST', '/api/auth/verify-email/', access, { code })).statusCode).toBe(200);
  expect((await call('POST', '/api/auth/verify-email/resend/', access)).statusCode).toBe(409);
  expect((await call('POST', '/api/auth/verify-email/', access, { code: '' })).statusCode).toBe(400);
});
