// An answer to a signed-in caller is never kept by a shared cache or the browser (Cache-Control: private,
// no-store), whatever the status; public answers keep their own rules. The csrftoken cookie is Secure when the
// request came over HTTPS through the proxy, and not over plain HTTP (where a browser would drop it).
import type { FastifyInstance } from 'fastify';
import { createTestApp, signedInUser } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await app.close();
});

test.each([
  ['the profile', '/api/profile/me/', 200],
  ['the order list', '/api/orders/', 200],
  ['an order that is not there', '/api/orders/999999/', 404],
  ['a staff page refused', '/api/admin/orders/', 403],
])('%s, signed in: private, no-store', async (_what, url, status) => {
  const { tokens } = await signedInUser(app);
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.access}` } });
  expect(res.statusCode).toBe(status);
  expect(res.headers['cache-control']).toBe('private, no-store');
});

test('a public answer without a token is not marked private', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control'] ?? '').not.toContain('private');
});

test('the csrftoken cookie is Secure over HTTPS through the proxy, and not over plain HTTP', async () => {
  const secure = await app.inject({
    method: 'GET',
    url: '/api/csrf/',
    headers: { 'x-forwarded-proto': 'https' },
  });
  const plain = await app.inject({
    method: 'GET',
    url: '/api/csrf/',
    headers: { 'x-forwarded-proto': 'http' },
  });
  const cookie = (res: typeof secure) => String(res.headers['set-cookie']);
  expect(cookie(secure)).toMatch(/^csrftoken=.*; Secure/);
  expect(cookie(plain)).toMatch(/^csrftoken=/);
  expect(cookie(plain)).not.toContain('Secure');
});
