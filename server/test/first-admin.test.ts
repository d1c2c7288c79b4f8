// The operator's create-admin command: the first super admin signs in and reaches the super admin's calls; bad
// input and a taken email make nothing.
import type { FastifyInstance } from 'fastify';
import { EMAIL_TAKEN_ERROR } from '@sefaresh/shared-api/rules';
import { testConfig } from '../src/config';
import { createFirstAdmin, firstAdminProblems } from '../src/cli/first-admin';
import { parseCreateAdminArgs } from '../src/cli/create-admin';
import { createPasswordHasher } from '../src/modules/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed/seed';
import { STRONG_PASSWORD, createTestApp, login, uniqueEmail } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const hasher = () => createPasswordHasher(testConfig().argon2);

test('the first super admin signs in and may create users', async () => {
  const email = uniqueEmail('owner');
  await createFirstAdmin(app.database.db, hasher(), new Date(), {
    email,
    name: 'مدیر سامانه',
    password: STRONG_PASSWORD,
  });
  const res = await login(app, email);
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ email, is_staff: true, is_superuser: true, is_dealer: false });
  const dealers = await app.inject({
    method: 'GET',
    url: '/api/admin/dealers/',
    headers: { authorization: `Bearer ${res.json().tokens.access}` },
  });
  expect(dealers.statusCode).toBe(200);
});

test('a taken email, a weak, demo or email-equal password are refused and nothing is made', async () => {
  const email = uniqueEmail('owner');
  const db = app.database.db;
  await createFirstAdmin(db, hasher(), new Date(), { email, name: 'مدیر', password: STRONG_PASSWORD });
  expect(
    await firstAdminProblems(db, { email: email.toUpperCase(), name: 'مدیر', password: STRONG_PASSWORD }),
  ).toEqual([`email: ${EMAIL_TAKEN_ERROR}`]);
  const other = uniqueEmail('other');
  for (const password of ['short', DEMO_PASSWORD, other]) {
    await expect(
      createFirstAdmin(db, hasher(), new Date(), { email: other, name: 'مدیر', password }),
    ).rejects.toThrow(/^password: /m);
  }
  expect((await login(app, other, DEMO_PASSWORD)).statusCode).toBe(401);
});

test('the command line needs an email and takes a name', () => {
  expect(parseCreateAdminArgs(['--email', 'a@b.ir'])).toEqual({ email: 'a@b.ir', name: 'مدیر سامانه' });
  expect(parseCreateAdminArgs(['--email', 'a@b.ir', '--name', 'سارا'])).toEqual({
    email: 'a@b.ir',
    name: 'سارا',
  });
  expect(() => parseCreateAdminArgs([])).toThrow(/usage/);
  expect(() => parseCreateAdminArgs(['--email', 'a@b.ir', '--admin'])).toThrow();
});
