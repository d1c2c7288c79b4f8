import { EMAIL_TAKEN_ERROR, MESSAGES } from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema';
import { createTestApp, login, register, STRONG_PASSWORD, uniqueEmail } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/auth/login/', () => {
  test('signs in: user and tokens, last_login updated', async () => {
    const { body } = await register(app, {
      name: 'مینا صالحی',
      company_name: 'شرکت نمونه',
      phone: '09188776655',
    });
    const res = await login(app, body.email as string);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.user).toEqual({
      id: expect.any(Number),
      email: body.email,
      name: 'مینا صالحی',
      is_staff: false,
      is_superuser: false,
      is_dealer: false,
      company_name: 'شرکت نمونه',
      phone: '09188776655',
      email_verified: false,
      phone_verified: false,
    });
    expect(Object.keys(json.user).sort()).toEqual([
      'company_name',
      'email',
      'email_verified',
      'id',
      'is_dealer',
      'is_staff',
      'is_superuser',
      'name',
      'phone',
      'phone_verified',
    ]);
    expect(json.tokens.access.split('.')).toHaveLength(3);
    expect(json.tokens.refresh.length).toBeGreaterThan(30);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, json.user.id));
    expect(row.lastLogin).toBeInstanceOf(Date);
    expect(Date.now() - row.lastLogin!.getTime()).toBeLessThan(60_000);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  test('the email matches in any letter case', async () => {
    const { body } = await register(app, { email: uniqueEmail('MixedCase') });
    const res = await login(app, (body.email as string).toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(body.email);
  });

  test('wrong password: 401 with the Persian message', async () => {
    const { body } = await register(app);
    const res = await login(app, body.email as string, 'WrongPass999');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'ایمیل یا رمز عبور اشتباه است' });
  });

  test('unknown email: the same 401', async () => {
    const res = await login(app, uniqueEmail('nobody'), STRONG_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'ایمیل یا رمز عبور اشتباه است' });
  });

  test('inactive user: 403 with the Persian message, no tokens', async () => {
    const { body, res: reg } = await register(app);
    await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, reg.json().user.id));
    const res = await login(app, body.email as string);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'حساب کاربری شما غیرفعال است' });
  });

  test('inactive user with a wrong password gets the wrong-credentials answer (status not disclosed)', async () => {
    const { body, res: reg } = await register(app);
    await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, reg.json().user.id));
    const res = await login(app, body.email as string, 'WrongPass999');
    expect(res.statusCode).toBe(401);
  });

  describe('validation', () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['missing email', { password: 'x' }, { email: [MESSAGES.emailRequired] }],
      ['missing password', { email: 'a@b.co' }, { password: [MESSAGES.passwordRequired] }],
      ['both missing', {}, { email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] }],
      ['empty email', { email: '', password: 'x' }, { email: [MESSAGES.emailRequired] }],
      ['empty password', { email: 'a@b.co', password: '' }, { password: [MESSAGES.passwordRequired] }],
      ['email of the wrong type', { email: { a: 1 }, password: 'x' }, { email: [MESSAGES.emailRequired] }],
    ];
    test.each(cases)('%s → 400 with Persian details', async (_name, payload, details) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.fixFormErrors, details });
    });

    test('malformed JSON → 400 Persian', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'بدنه درخواست JSON معتبر نیست' });
    });

    test('no body → 400 Persian', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login/' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
      expect(res.json().error).not.toMatch(/[a-z]{4}/i);
    });
  });

  test('EMAIL_TAKEN_ERROR constant is the contract text', () => {
    expect(EMAIL_TAKEN_ERROR).toBe('کاربری با این ایمیل از قبل وجود دارد');
  });
});
