// Read-only API keys through HTTP into a real database: only super admins manage them, the key is answered once and
// stored hashed, each scope opens its read calls and nothing else, every write answers 403, a revoked key 401, the
// key's own rate limit, and the key never in the logs.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_KEY_SCOPES, type ApiKeyScope } from '@sefaresh/shared-api/rules';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { apiKeys, users } from '../src/db/schema';
import { API_KEY_MESSAGES as M } from '../src/modules/api-keys/messages';
import { API_KEY_ROUTES, keyRefusal } from '../src/modules/api-keys/scopes';
import { seedCatalogue } from '../src/seed/seed';
import { createTestApp, signedInUser, testDatabase } from './helpers';
import { bearer, sessionsByRole, type Session } from './catalogue-fixtures';

let app: FastifyInstance;
let s: Record<'customer' | 'dealer' | 'staff', Session>;
let admin: Session;
const tag = randomBytes(4).toString('hex');

async function superAdmin(target: FastifyInstance) {
  const session = await signedInUser(target);
  await target.database.db
    .update(users)
    .set({ isStaff: true, isSuperuser: true })
    .where(eq(users.id, session.user.id));
  return session;
}

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  await seedCatalogue(app.database.db);
  s = await sessionsByRole(app, tag);
  admin = await superAdmin(app);
});
afterAll(async () => {
  await app.close();
});

async function createKey(scopes: ApiKeyScope[], target = app, who = admin) {
  const res = await target.inject({
    method: 'POST',
    url: '/api/admin/api-keys/',
    headers: bearer(who),
    payload: { name: `حسابداری ${tag}`, scopes },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; key: string; prefix: string; scopes: string[] };
}
const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

test('only super admins manage keys: anonymous 401, staff, dealers and customers 403', async () => {
  const calls = [
    { method: 'GET', url: '/api/admin/api-keys/' },
    { method: 'POST', url: '/api/admin/api-keys/', payload: { name: 'x', scopes: ['orders:read'] } },
    { method: 'POST', url: '/api/admin/api-keys/1/revoke/' },
  ] as const;
  for (const c of calls) {
    expect((await app.inject({ ...c })).statusCode).toBe(401);
    for (const who of [s.customer, s.dealer, s.staff])
      expect((await app.inject({ ...c, headers: bearer(who) })).statusCode).toBe(403);
  }
  const empty = await app.inject({
    method: 'POST',
    url: '/api/admin/api-keys/',
    headers: bearer(admin),
    payload: { name: ' ', scopes: [] },
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().details).toEqual({ name: [M.nameRequired], scopes: [M.scopesRequired] });
});

test('the key is answered once and stored only as its hash; the list shows its prefix and when it was last used', async () => {
  const created = await createKey(['products:read']);
  expect(created.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
  expect(created.prefix).toBe(created.key.slice(0, 9));
  const [row] = await app.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
  expect(row.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
  expect(JSON.stringify(row)).not.toContain(created.key.slice(9));
  const listed = () =>
    app
      .inject({ method: 'GET', url: '/api/admin/api-keys/', headers: bearer(admin) })
      .then((r) => (r.json() as Array<Record<string, unknown>>).find((k) => k.id === created.id));
  expect(await listed()).toMatchObject({ last_used_at: null, revoked_at: null, scopes: ['products:read'] });
  expect(JSON.stringify(await listed())).not.toContain(created.key);
  const read = await app.inject({
    method: 'GET',
    url: '/api/admin/products/',
    headers: withKey(created.key),
  });
  expect(read.statusCode).toBe(200);
  expect((await listed())?.last_used_at).toEqual(expect.any(String));
});

test('each scope opens its own read calls and no other', async () => {
  const reads: Record<ApiKeyScope, string> = {
    'orders:read': '/api/admin/orders/',
    'invoices:read': '/api/orders/999999/invoice-status/',
    'customers:read': '/api/admin/customers/',
    'products:read': '/api/admin/products/',
  };
  for (const scope of API_KEY_SCOPES) {
    const { key } = await createKey([scope]);
    for (const [other, url] of Object.entries(reads)) {
      const res = await app.inject({ method: 'GET', url, headers: withKey(key) });
      // the invoice status of an unknown order is 404 once the scope lets the key in
      if (other === scope) expect(res.statusCode).toBe(scope === 'invoices:read' ? 404 : 200);
      else expect(res.json()).toEqual({ error: M.outOfScope });
    }
    // never the super admin's calls, nor a signed-in user's own calls
    for (const url of ['/api/admin/api-keys/', '/api/profile/me/', '/api/admin/dashboard/'])
      expect((await app.inject({ method: 'GET', url, headers: withKey(key) })).statusCode).toBe(403);
  }
});

test('every write answers 403 even with every scope', async () => {
  const { key } = await createKey([...API_KEY_SCOPES]);
  const writes = [
    { method: 'POST', url: '/api/orders/', payload: {} },
    { method: 'POST', url: '/api/orders/1/cancel/', payload: { reason: 'x' } },
    { method: 'POST', url: '/api/orders/1/update-multiple-pricing/', payload: {} },
    { method: 'POST', url: '/api/orders/1/verify-payment/', payload: {} },
    { method: 'POST', url: '/api/admin/products/', payload: {} },
    { method: 'PATCH', url: '/api/admin/products/1/', payload: { is_active: false } },
    { method: 'DELETE', url: '/api/admin/products/1/' },
    {
      method: 'POST',
      url: '/api/admin/products/bulk-actions/',
      payload: { action: 'delete', product_ids: [1] },
    },
    { method: 'POST', url: '/api/admin/products/import/' },
    { method: 'PATCH', url: '/api/admin/customers/1/', payload: { is_active: false } },
    { method: 'POST', url: '/api/admin/customers/', payload: {} },
    { method: 'POST', url: '/api/admin/api-keys/', payload: { name: 'x', scopes: ['orders:read'] } },
    { method: 'PUT', url: '/api/profile/update/', payload: {} },
  ] as const;
  for (const w of writes) {
    const res = await app.inject({ ...w, headers: withKey(key) });
    expect([w.url, res.statusCode]).toEqual([w.url, 403]);
  }
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
    for (const url of Object.keys(API_KEY_ROUTES))
      expect(keyRefusal(method, url, API_KEY_SCOPES)).toBe('read-only');
});

test('a revoked key is refused at once; revoking twice is 409', async () => {
  const { id, key } = await createKey(['orders:read']);
  expect(
    (await app.inject({ method: 'GET', url: '/api/admin/orders/', headers: withKey(key) })).statusCode,
  ).toBe(200);
  const revoke = () =>
    app.inject({ method: 'POST', url: `/api/admin/api-keys/${id}/revoke/`, headers: bearer(admin) });
  expect((await revoke()).statusCode).toBe(200);
  const refused = await app.inject({ method: 'GET', url: '/api/admin/orders/', headers: withKey(key) });
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual({ error: M.invalid });
  expect((await revoke()).statusCode).toBe(409);
  const forged = await app.inject({
    method: 'GET',
    url: '/api/admin/orders/',
    headers: withKey(`sk_${'a'.repeat(43)}`),
  });
  expect(forged.statusCode).toBe(401);
});

test('the OpenAPI document names the key scheme on the calls a key may read', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  expect(doc.paths['/api/admin/orders/'].get.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
  expect(doc.paths['/api/admin/api-keys/'].get.security).toEqual([{ bearerAuth: [] }]);
});

test('a key has its own rate limit (429 with Retry-After) and never appears in the logs', async () => {
  const lines: string[] = [];
  const base = testConfig();
  const limited = await buildApp({
    config: testConfig({
      database: await testDatabase(),
      logLevel: 'info',
      rateLimit: { ...base.rateLimit, apiKeyPerMinute: 2 },
    }),
    logStream: { write: (line) => lines.push(line) },
  });
  try {
    await limited.ready();
    const boss = await superAdmin(limited);
    const { key } = await createKey(['products:read'], limited, boss);
    const read = () => limited.inject({ method: 'GET', url: '/api/admin/products/', headers: withKey(key) });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    const third = await read();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: M.tooMany });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('\n')).not.toContain(key.slice(3));
  } finally {
    await limited.close();
  }
});
