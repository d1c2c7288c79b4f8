import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../src/seed/seed';
import { createTestApp, login } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seedDemo: true });
  app.get('/api/test/boom', async () => {
    throw new Error('secret internals: connection string postgres://u:p@db');
  });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/contact/', () => {
  test("anyone reads the seller's name and phone from the configuration", async () => {
    const seller = { ...app.config.seller, name: 'بازرگانی آزمون', phone: '02133445566' };
    const configured = await createTestApp({ seller });
    try {
      const res = await configured.inject({ method: 'GET', url: '/api/contact/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'بازرگانی آزمون', phone: '02133445566' });
    } finally {
      await configured.close();
    }
  });
});

describe('GET /api/health/', () => {
  test('200 with the database up', async () => {
    expect(app.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', redis: 'off', files: 'up' });
  });

  test('503 with the database down', async () => {
    const broken = await createTestApp();
    try {
      await broken.ready();
      await broken.database.close();
      const res = await broken.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'down', redis: 'off', files: 'up' });
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/csrf/', () => {
  test('answers a token and sets the csrftoken cookie (SameSite=Lax)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/csrf/' });
    expect(res.statusCode).toBe(200);
    const { csrfToken } = res.json();
    expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ value: csrfToken, sameSite: 'Lax', path: '/' });
  });

  test('keeps the token of an existing cookie', async () => {
    const first = (await app.inject({ method: 'GET', url: '/api/csrf/' })).json().csrfToken;
    const again = await app.inject({ method: 'GET', url: '/api/csrf/', cookies: { csrftoken: first } });
    expect(again.json().csrfToken).toBe(first);
  });
});

describe('error envelope', () => {
  test('unknown /api route: 404 in Persian', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here/'],
      ['POST', '/api/auth/nothing/'],
      ['GET', '/api/'],
      ['GET', '/not-api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'آدرس مورد نظر پیدا نشد' });
    }
  });

  test('an unexpected error: 500 with a generic Persian message, no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'خطای سرور، لطفاً بعداً تلاش کنید' });
    expect(res.body).not.toContain('secret');
  });

  test('a body over the limit: 413 in Persian', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'حجم درخواست بیش از حد مجاز است' });
  });

  test('an unsupported content type: 415 in Persian', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'نوع محتوای درخواست پشتیبانی نمی‌شود' });
  });
});

describe('OpenAPI', () => {
  test('/api/docs/json lists the auth and system paths with their schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login/',
      '/api/auth/register/',
      '/api/auth/token/refresh/',
      '/api/auth/token/verify/',
    ]) {
      expect(doc.paths[path].post).toBeDefined();
    }
    expect(doc.paths['/api/health/'].get).toBeDefined();
    expect(doc.paths['/api/csrf/'].get).toBeDefined();
    const login = doc.paths['/api/auth/login/'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    expect(doc.paths['/api/auth/register/'].post.responses['201']).toBeDefined();
  });

  test('/api/docs serves the UI', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('security headers', () => {
  test('CSP allows own scripts, inline styles, data: images, own fonts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("font-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('CSP and COOP let Google Identity Services run (script, button iframe, its calls and stylesheet)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    const directives = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['script-src']).toEqual(["'self'", 'https://accounts.google.com']);
    expect(directives['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://accounts.google.com']);
    expect(directives['frame-src']).toEqual(['https://accounts.google.com']);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('demo seed', () => {
  test('every demo account signs in with the demo password; roles as described', async () => {
    const expected: Record<string, { is_staff: boolean; is_dealer: boolean }> = {
      'admin@sefaresh.ir': { is_staff: true, is_dealer: false },
      'staff@sefaresh.ir': { is_staff: true, is_dealer: false },
      'dealer1@sefaresh.ir': { is_staff: false, is_dealer: true },
      'dealer2@sefaresh.ir': { is_staff: false, is_dealer: true },
      'customer1@sefaresh.ir': { is_staff: false, is_dealer: false },
      'customer2@sefaresh.ir': { is_staff: false, is_dealer: false },
      'customer3@sefaresh.ir': { is_staff: false, is_dealer: false },
    };
    for (const [email, roles] of Object.entries(expected)) {
      const res = await login(app, email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email, ...roles });
      expect(res.json().user.name).toMatch(/[\u0600-\u06FF]/);
    }
    const c1 = (await login(app, 'customer1@sefaresh.ir', DEMO_PASSWORD)).json().user;
    expect(c1.company_name).not.toBe('');
    expect(c1.phone).toMatch(/^09\d{9}$/);
    const dealer = await app.services.users.findByEmail('dealer2@sefaresh.ir');
    expect(dealer).toMatchObject({ dealerCode: 'DLR-1002', dealerCommissionRate: '7.50' });
    const admin = await app.services.users.findByEmail('admin@sefaresh.ir');
    expect(admin).toMatchObject({ isSuperuser: true, isStaff: true });
  });

  test('is idempotent', async () => {
    const log = { info: () => undefined } as unknown as Parameters<typeof seedDemo>[2];
    expect(await seedDemo(app.database.db, app.config.argon2, log)).toBe(0);
    expect(DEMO_USERS).toHaveLength(7);
  });
});
