import { createHash } from 'node:crypto';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { refreshTokens, users } from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { createTestApp, signedInUser } from './helpers';

let now = Date.now();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({}, () => new Date(now));
  // Routes that use the auth helpers the later modules build on.
  app.get('/api/test/me', { preHandler: app.authenticate }, async (request) => ({ id: request.user!.id }));
  app.get('/api/test/staff', { preHandler: app.requireStaff }, async () => ({ ok: true }));
  app.get('/api/test/superuser', { preHandler: app.requireSuperuser }, async () => ({ ok: true }));
  app.get('/api/test/dealer', { preHandler: app.requireDealer }, async () => ({ ok: true }));
});
afterAll(async () => {
  await app.close();
});

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
const verify = (token: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/token/verify/', payload: { token } });
const get = (url: string, access?: string) =>
  app.inject({ method: 'GET', url, headers: access ? { authorization: `Bearer ${access}` } : {} });

describe('POST /api/auth/token/refresh/', () => {
  test('rotates: new access and refresh; the old refresh token is refused afterwards', async () => {
    const { tokens } = await signedInUser(app);
    const first = await refresh(tokens.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(Object.keys(rotated).sort()).toEqual(['access', 'refresh']);
    expect(rotated.refresh).not.toBe(tokens.refresh);
    expect((await verify(rotated.access)).statusCode).toBe(200);
    // the new one works once more, the old one no longer
    expect((await refresh(rotated.refresh)).statusCode).toBe(200);
    const old = await refresh(tokens.refresh);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: expect.any(String) });
  });

  test('reuse of a rotated token revokes the whole family: the newest token fails too', async () => {
    const { tokens } = await signedInUser(app);
    const r1 = (await refresh(tokens.refresh)).json().refresh as string;
    const r2 = (await refresh(r1)).json().refresh as string;
    // an attacker replays r1
    expect((await refresh(r1)).statusCode).toBe(401);
    // the legitimate newest token is now revoked as well
    expect((await refresh(r2)).statusCode).toBe(401);
    // a different sign-in (another family) is unaffected
    const other = await signedInUser(app);
    expect((await refresh(other.tokens.refresh)).statusCode).toBe(200);
  });

  test('refresh tokens are stored hashed', async () => {
    const { tokens, user } = await signedInUser(app);
    const rows = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    // registration signs in too: its pair and the sign-in's, each stored only as the SHA-256 of the token
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((r) => r.tokenHash)).not.toContain(tokens.refresh);
    expect(rows.map((r) => r.tokenHash)).toContain(createHash('sha256').update(tokens.refresh).digest('hex'));
  });

  test('an expired refresh token (7 days) is refused', async () => {
    const { tokens } = await signedInUser(app);
    now += 7 * 86400_000 + 1000;
    try {
      expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    } finally {
      now = Date.now();
    }
  });

  test('unknown token, and a missing field', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ refresh: [MESSAGES.required] });
  });

  test('a deactivated user cannot refresh', async () => {
    const { tokens, user } = await signedInUser(app);
    await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/token/verify/', () => {
  test('a valid access token: 200 {}', async () => {
    const { tokens } = await signedInUser(app);
    const res = await verify(tokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  test('expired after 15 minutes (clock moved forward): 401', async () => {
    const { tokens } = await signedInUser(app);
    now += 14 * 60_000;
    expect((await verify(tokens.access)).statusCode).toBe(200);
    now += 2 * 60_000;
    try {
      const res = await verify(tokens.access);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'توکن نامعتبر است یا منقضی شده است' });
    } finally {
      now = Date.now();
    }
  });

  test('tampered tokens: 401', async () => {
    const { tokens } = await signedInUser(app);
    const [header, payload, signature] = tokens.access.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect((await verify(`${header}.${otherPayload}.${signature}`)).statusCode).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect((await verify(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    // signed with another key
    const forged = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('sefaresh')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await verify(forged)).statusCode).toBe(401);
    // alg none
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await verify(none)).statusCode).toBe(401);
    expect((await verify('garbage')).statusCode).toBe(401);
    // a refresh token is not an access token
    expect((await verify(tokens.refresh)).statusCode).toBe(401);
  });

  test('the access token of a deactivated user: 401', async () => {
    const { tokens, user } = await signedInUser(app);
    await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await verify(tokens.access)).statusCode).toBe(401);
  });

  test('missing token: 400 with details', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/token/verify/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ token: [MESSAGES.required] });
  });
});

describe('authenticate and role helpers', () => {
  test('no or a bad Authorization header: 401 Persian', async () => {
    const res = await get('/api/test/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'برای این کار باید وارد شوید' });
    expect((await get('/api/test/me', 'garbage')).statusCode).toBe(401);
  });

  test('a valid token sets request.user', async () => {
    const { tokens, user } = await signedInUser(app);
    const res = await get('/api/test/me', tokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id });
  });

  test('deactivation takes effect at once, with a still-valid token', async () => {
    const { tokens, user } = await signedInUser(app);
    expect((await get('/api/test/me', tokens.access)).statusCode).toBe(200);
    await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await get('/api/test/me', tokens.access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.loginInactive });
  });

  test('roles are read from the database on each request', async () => {
    const { tokens, user } = await signedInUser(app);
    for (const url of ['/api/test/staff', '/api/test/superuser', '/api/test/dealer']) {
      const res = await get(url, tokens.access);
      expect(res.statusCode).toBe(403);
      // the super-admin guard says who may; the others say "not allowed"
      expect(res.json()).toEqual({
        error: url.endsWith('superuser') ? SERVER_MESSAGES.superuserOnly : MESSAGES.forbidden,
      });
    }
    await app.database.db.update(users).set({ isStaff: true, isDealer: true }).where(eq(users.id, user.id));
    expect((await get('/api/test/staff', tokens.access)).statusCode).toBe(200);
    expect((await get('/api/test/dealer', tokens.access)).statusCode).toBe(200);
    expect((await get('/api/test/superuser', tokens.access)).statusCode).toBe(403);
    await app.database.db
      .update(users)
      .set({ isSuperuser: true, isStaff: false })
      .where(eq(users.id, user.id));
    expect((await get('/api/test/superuser', tokens.access)).statusCode).toBe(200);
    expect((await get('/api/test/staff', tokens.access)).statusCode).toBe(200);
  });
});
