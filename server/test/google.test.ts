// Google sign-in against a local JWKS server: ID tokens are signed here with a generated RSA key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { users } from '../src/db/schema';
import { createTestApp, login, register, uniqueEmail } from './helpers';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const INVALID = { error: 'اعتبار حساب گوگل تأیید نشد. لطفاً دوباره تلاش کنید' };

const now = Date.parse('2026-04-01T09:00:00Z');
const clock = () => new Date(now);
let jwksServer: http.Server;
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let privateKey: Key;
let otherKey: Key;
let app: FastifyInstance;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  app = await createTestApp(
    { google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs` } },
    clock,
  );
}, 180_000);
afterAll(async () => {
  await app.close();
  jwksServer.closeAllConnections();
  await new Promise((resolve) => jwksServer.close(resolve));
});

async function idToken(
  claims: JWTPayload = {},
  { key = privateKey, iss = 'https://accounts.google.com', aud = CLIENT_ID, expiresIn = 3600 } = {},
) {
  const t = Math.floor(now / 1000);
  return new SignJWT({ email_verified: true, name: 'کاربر گوگل', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject('1234567890')
    .setIssuedAt(t)
    .setExpirationTime(t + expiresIn)
    .sign(key);
}

const google = (credential: string) =>
  app.inject({ method: 'POST', url: '/api/auth/google/', payload: { credential } });
const complete = (access: string | null, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/google/complete-profile/',
    headers: access ? { authorization: `Bearer ${access}` } : {},
    payload,
  });

test('config: the client id, or null when Google sign-in is off; off → 404 in Persian', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/auth/google/config/' })).json()).toEqual({
    client_id: CLIENT_ID,
  });
  const off = await createTestApp();
  try {
    expect((await off.inject({ method: 'GET', url: '/api/auth/google/config/' })).json()).toEqual({
      client_id: null,
    });
    const res = await off.inject({
      method: 'POST',
      url: '/api/auth/google/',
      payload: { credential: await idToken() },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'ورود با گوگل فعال نیست' });
  } finally {
    await off.close();
  }
});

test('a new email creates a customer and signs in; phone and company are reported missing', async () => {
  const email = uniqueEmail('google');
  const res = await google(await idToken({ email }));
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({
    user: {
      id: expect.any(Number),
      email,
      name: 'کاربر گوگل',
      is_staff: false,
      is_superuser: false,
      is_dealer: false,
      company_name: '',
      phone: '',
      // Google vouched for the address it created the account with
      email_verified: true,
      phone_verified: false,
    },
    tokens: { access: expect.any(String), refresh: expect.any(String) },
    missing_fields: ['phone', 'company_name'],
    needs_profile_completion: true,
  });
  const me = await app.inject({
    method: 'GET',
    url: '/api/profile/me/',
    headers: { authorization: `Bearer ${body.tokens.access}` },
  });
  expect(me.statusCode).toBe(200);
  expect(me.json().last_login).toBe(new Date(now).toISOString());
  // No password works for an account created by Google sign-in.
  expect((await login(app, email, 'anything1234')).statusCode).toBe(401);
  // The second sign-in finds the same account.
  const again = await google(await idToken({ email: email.toUpperCase() }));
  expect(again.json().user.id).toBe(body.user.id);
});

test('an existing account (any letter case) signs in; issuer without https is accepted', async () => {
  const { body } = await register(app, { phone: '09121234567', company_name: 'شرکت' });
  const res = await google(
    await idToken({ email: (body.email as string).toUpperCase() }, { iss: 'accounts.google.com' }),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    user: { email: body.email, name: 'کاربر آزمایشی', phone: '09121234567' },
    missing_fields: [],
    needs_profile_completion: false,
  });
});

test('refused ID tokens → 401 in Persian', async () => {
  const email = uniqueEmail('google');
  const cases = [
    await idToken({ email }, { aud: 'someone-else.apps.googleusercontent.com' }),
    await idToken({ email }, { iss: 'https://evil.example.com' }),
    await idToken({ email }, { expiresIn: -10 }),
    await idToken({ email }, { key: otherKey }),
    'not.a.jwt',
  ];
  const valid = await idToken({ email });
  const [h, p, s] = valid.split('.');
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
  const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, email: 'admin@sefaresh.ir' })).toString('base64url')}.${s}`;
  cases.push(tampered);
  for (const credential of cases) {
    const res = await google(credential);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  }
  const unverified = await google(await idToken({ email, email_verified: false }));
  expect(unverified.statusCode).toBe(401);
  expect(unverified.json()).toEqual({ error: 'ایمیل حساب گوگل شما تأیید نشده است' });
  const noEmail = await google(await idToken({}));
  expect(noEmail.statusCode).toBe(401);
  // Nothing was created.
  const rows = await app.database.db.select().from(users).where(eq(users.email, email));
  expect(rows).toHaveLength(0);
  const missing = await app.inject({ method: 'POST', url: '/api/auth/google/', payload: {} });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().details.credential).toEqual([MESSAGES.required]);
});

test('Google keys unreachable → 503 in Persian', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const cut = await createTestApp(
    { google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/certs` } },
    clock,
  );
  try {
    const res = await cut.inject({
      method: 'POST',
      url: '/api/auth/google/',
      payload: { credential: await idToken({ email: uniqueEmail() }) },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'ارتباط با گوگل برقرار نشد. لطفاً کمی بعد دوباره تلاش کنید' });
  } finally {
    await cut.close();
  }
});

test('an inactive account → 403', async () => {
  const { body } = await register(app);
  await app.database.db
    .update(users)
    .set({ isActive: false })
    .where(eq(users.email, body.email as string));
  const res = await google(await idToken({ email: body.email }));
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: MESSAGES.loginInactive });
});

test('complete-profile: validation, ownership, then success with user and tokens', async () => {
  const email = uniqueEmail('google');
  const signedIn = (await google(await idToken({ email }))).json();
  const access = signedIn.tokens.access as string;

  expect((await complete(null, { email, phone: '09121234567' })).statusCode).toBe(401);

  const other = await complete(access, { email: uniqueEmail(), phone: '09121234567' });
  expect(other.statusCode).toBe(403);
  expect(other.json()).toEqual({ error: 'ایمیل با حساب واردشده مطابقت ندارد' });

  const cases: [Record<string, unknown>, Record<string, string[]>][] = [
    [{ email, phone: '' }, { phone: [MESSAGES.phoneRequired] }],
    [{ email, phone: '0912-123' }, { phone: [MESSAGES.mobileInvalid] }],
    [{ email, phone: '02188776655' }, { phone: [MESSAGES.mobileInvalid] }],
    [{ email, phone: '09121234567890' }, { phone: [MESSAGES.mobileInvalid] }],
    [
      { email, phone: '09121234567', company_name: 'ش'.repeat(101) },
      { company_name: [MESSAGES.companyTooLong] },
    ],
    [{ email }, { phone: [MESSAGES.phoneRequired] }],
  ];
  for (const [payload, details] of cases) {
    const res = await complete(access, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.fixFormErrors, details });
  }

  const ok = await complete(access, {
    email: email.toUpperCase(),
    phone: ' ۰۹۱۸-۸۷۷-۶۶۵۵ ',
    company_name: ' بازرگانی ',
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({
    user: { ...signedIn.user, phone: '09188776655', company_name: 'بازرگانی' },
    tokens: { access: expect.any(String), refresh: expect.any(String) },
  });
  const refreshed = await app.inject({
    method: 'POST',
    url: '/api/auth/token/refresh/',
    payload: { refresh: ok.json().tokens.refresh },
  });
  expect(refreshed.statusCode).toBe(200);

  const next = (await google(await idToken({ email }))).json();
  expect(next).toMatchObject({ missing_fields: [], needs_profile_completion: false });
});
