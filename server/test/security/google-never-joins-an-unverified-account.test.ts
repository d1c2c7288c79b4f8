// Rule (issue 30, no account pre-takeover): Google sign-in never joins an account whose email was never proven.
// Someone who registered a victim's address first (their password, their phone) loses the account at the
// victim's first Google sign-in: the password stops working, every session ends (refresh and access tokens), the
// phone they gave is no longer trusted, a notice goes to the address, and the email counts as verified from then
// on. An account whose owner proved the email with its code is joined as before, its sessions untouched.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationOutbox, users } from '../../src/db/schema';
import { startFakeGoogle } from '../fake-google';
import { createTestApp, login, queuedCode, register, STRONG_PASSWORD, uniqueEmail } from '../helpers';

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

const googleSignIn = async (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/google/',
    payload: { credential: await google.idToken(email) },
  });
const me = (access: string) =>
  app.inject({ method: 'GET', url: '/api/profile/me/', headers: { authorization: `Bearer ${access}` } });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });

test("the victim's first Google sign-in takes the account from whoever registered the address unproven", async () => {
  const victim = uniqueEmail('victim');
  // the attacker registers the victim's address with their own password and phone, and stays signed in
  const { res } = await register(app, { email: victim, phone: '09121234000' });
  expect(res.statusCode).toBe(201);
  const attacker = res.json() as { user: { id: number }; tokens: { access: string; refresh: string } };
  expect((await me(attacker.tokens.access)).statusCode).toBe(200);
  await app.database.db.update(users).set({ phoneVerifiedAt: clock() }).where(eq(users.id, attacker.user.id));

  const signIn = await googleSignIn(victim);
  expect(signIn.statusCode).toBe(200);
  const session = signIn.json();
  expect(session.user).toMatchObject({ id: attacker.user.id, email_verified: true, phone_verified: false });

  // every session the attacker had is over; their password no longer opens the account
  expect((await me(attacker.tokens.access)).statusCode).toBe(401);
  expect((await refresh(attacker.tokens.refresh)).statusCode).toBe(401);
  expect((await login(app, victim, STRONG_PASSWORD)).statusCode).toBe(401);
  // the victim's own session works
  expect((await me(session.tokens.access)).statusCode).toBe(200);

  const [row] = await app.database.db.select().from(users).where(eq(users.id, attacker.user.id));
  expect(row.emailVerifiedAt).not.toBeNull();
  expect(row.phoneVerifiedAt).toBeNull();
  const notices = await app.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.kind, 'account_claimed_by_google'));
  expect(notices.filter((n) => n.userId === row.id).map((n) => [n.channel, n.recipient])).toEqual([
    ['email', victim],
  ]);

  // only the first: a second Google sign-in joins the (now proven) account without ending the new session
  expect((await googleSignIn(victim)).statusCode).toBe(200);
  expect((await me(session.tokens.access)).statusCode).toBe(200);
});

test('an account whose owner proved the email is joined: password and sessions stay', async () => {
  const email = uniqueEmail('owner');
  const { res } = await register(app, { email });
  const owner = res.json() as { user: { id: number }; tokens: { access: string } };
  const code = await queuedCode(app, owner.user.id, 'email');
  const proved = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email/',
    headers: { authorization: `Bearer ${owner.tokens.access}` },
    payload: { code },
  });
  expect(proved.statusCode).toBe(200);
  expect(proved.json().user.email_verified).toBe(true);

  const signIn = await googleSignIn(email);
  expect(signIn.statusCode).toBe(200);
  expect(signIn.json().user.id).toBe(owner.user.id);
  expect((await me(owner.tokens.access)).statusCode).toBe(200);
  expect((await login(app, email, STRONG_PASSWORD)).statusCode).toBe(200);
});
