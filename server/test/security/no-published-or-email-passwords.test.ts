// The demo accounts' password is printed in the README, and a password equal to the email is the first one an
// attacker tries: neither is accepted for a real account, at registration or on a change of password.
import { MESSAGES, PUBLISHED_DEMO_PASSWORD } from '@sefaresh/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import { createTestApp, register, signedInUser, STRONG_PASSWORD, uniqueEmail } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

test('registration refuses the published demo password and the email as the password', async () => {
  const demo = await register(app, { password: PUBLISHED_DEMO_PASSWORD });
  expect(demo.res.statusCode).toBe(400);
  expect(demo.res.json().details.password).toEqual([MESSAGES.passwordPublished]);
  const email = uniqueEmail();
  const same = await register(app, { email, password: email.toUpperCase() });
  expect(same.res.statusCode).toBe(400);
  expect(same.res.json().details.password).toEqual([MESSAGES.passwordIsEmail]);
});

test('a change of password refuses them too, and keeps the old password', async () => {
  const user = await signedInUser(app);
  for (const [password, message] of [
    [PUBLISHED_DEMO_PASSWORD, MESSAGES.passwordPublished],
    [user.email, MESSAGES.passwordIsEmail],
  ]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile/change-password/',
      headers: { authorization: `Bearer ${user.tokens.access}` },
      payload: { current_password: STRONG_PASSWORD, new_password: password, confirm_password: password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.new_password).toEqual([message]);
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: user.email, password: STRONG_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
});
