// Rule (issue 30): Google sign-in never opens a staff or super-admin account, however proven its email: a
// Google token for the super admin's address is refused with 403 in Persian and no tokens; the password still
// signs in.
import { CONTACT_MESSAGES } from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { startFakeGoogle } from '../fake-google';
import { createTestApp, login, signedInUser } from '../helpers';

const now = Date.parse('2026-06-01T09:00:00Z');
const clock = () => new Date(now);
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let app: FastifyInstance;

beforeAll(async () => {
  google = await startFakeGoogle(clock);
  app = await createTestApp({ google: google.config }, clock);
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await google?.close();
});

test.each([
  ['staff', { isStaff: true }],
  ['super admin', { isStaff: true, isSuperuser: true }],
  ['super admin without the staff flag', { isSuperuser: true }],
])('a %s account is never signed into through Google', async (_who, flags) => {
  const person = await signedInUser(app); // email proven
  await app.database.db.update(users).set(flags).where(eq(users.id, person.user.id));
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/google/',
    payload: { credential: await google.idToken(person.email) },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: CONTACT_MESSAGES.googleStaffRefused });
  expect(res.body).not.toContain('access');
  // nothing about the account changed: the password still signs in
  expect((await login(app, person.email, person.password)).statusCode).toBe(200);
});

test('a customer with a proven email is still joined (the refusal is for staff only)', async () => {
  const person = await signedInUser(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/google/',
    payload: { credential: await google.idToken(person.email) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().user.id).toBe(person.user.id);
});
