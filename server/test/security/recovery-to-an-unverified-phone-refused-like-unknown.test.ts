// Rule (issue 30): a recovery code goes by SMS only to a proven phone. For an account whose phone was never
// proven the request answers exactly as for any other email (and as for an unknown one), and no SMS is queued,
// the same as for an account without a phone; the email (the account's own address) still gets its code.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { notificationOutbox } from '../../src/db/schema';
import { createTestApp, signedInUser, uniqueEmail } from '../helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const request = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset/request/', payload: { email } });
const codes = async (userId: number, channel: 'email' | 'sms') =>
  app.database.db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.userId, userId),
        eq(notificationOutbox.channel, channel),
        eq(notificationOutbox.kind, 'password_reset'),
      ),
    );

test('unproven phone: the same answer as an unknown email and no SMS; a proven phone gets its SMS', async () => {
  const unproven = await signedInUser(app, { phone: '09127771001' }, { unproven: true });
  const proven = await signedInUser(app, { phone: '09127771002' });
  const unknown = await request(uniqueEmail('nobody'));
  const a = await request(unproven.email);
  const b = await request(proven.email);
  await app.services.passwordReset.settled();
  for (const res of [a, b]) {
    expect(res.statusCode).toBe(unknown.statusCode);
    expect(res.body).toBe(unknown.body);
  }
  expect(await codes(unproven.user.id, 'sms')).toHaveLength(0);
  expect(await codes(unproven.user.id, 'email')).toHaveLength(1);
  expect((await codes(proven.user.id, 'sms')).map((r) => r.recipient)).toEqual(['09127771002']);
});
