// Rule: tokens come only from signing in. An access token cannot create a session through
// complete-profile, a token without exp is refused, and no URL carries a token.
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signedInUser } from '../helpers';

let app: FastifyInstance;
let withGoogle: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  withGoogle = await createTestApp({
    google: { clientId: 'client-id', jwksUrl: 'http://127.0.0.1:9/certs' },
  });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await withGoogle?.close();
});

const completeProfile = (target: FastifyInstance, access: string, email: string) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/google/complete-profile/',
    headers: { authorization: `Bearer ${access}` },
    payload: { email, phone: '09121234567' },
  });

test('complete-profile with Google sign-in off issues nothing (404)', async () => {
  const user = await signedInUser(app);
  const res = await completeProfile(app, user.tokens.access, user.email);
  expect(res.statusCode).toBe(404);
  expect(res.json().tokens).toBeUndefined();
});

test('complete-profile with a password sign-in token issues nothing (403), Google on or not', async () => {
  const user = await signedInUser(withGoogle);
  const res = await completeProfile(withGoogle, user.tokens.access, user.email);
  expect(res.statusCode).toBe(403);
  expect(res.json().tokens).toBeUndefined();
});

test('an access token without exp (signed with the right key) is refused', async () => {
  const user = await signedInUser(app);
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const now = Math.floor(Date.now() / 1000);
  const base = () =>
    new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.user.id))
      .setIssuer('sefaresh');
  const noExp = await base().setIssuedAt(now).sign(key);
  const tooLong = await base()
    .setIssuedAt(now)
    .setExpirationTime(now + 365 * 86400)
    .sign(key);
  for (const token of [noExp, tooLong]) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/profile/me/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  }
  const ok = await app.inject({
    method: 'GET',
    url: '/api/profile/me/',
    headers: { authorization: `Bearer ${user.tokens.access}` },
  });
  expect(ok.statusCode).toBe(200);
});

test('the export takes no token from the URL', async () => {
  const user = await signedInUser(app);
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/export/?token=${user.tokens.access}`,
  });
  expect(res.statusCode).toBe(401);
});
