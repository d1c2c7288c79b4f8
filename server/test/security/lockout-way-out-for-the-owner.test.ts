// Rule (issue 30): the account-wide sign-in lock that strangers can put on an account (RATE_LIMIT_LOGIN_FAILURES
// from each of enough addresses) has a way out for its owner: a recovery code, sent to the account's email and
// proven phone and typed back from the owner's address, lets that address sign in despite the lock (with the old
// password, or a new one after the reset). The lock keeps holding for the strangers' addresses.
import { MESSAGES } from '@sefaresh/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../src/lib/errors';
import { createTestApp, enforcedLimits, queuedCode, signedInUser } from '../helpers';

const PER_ADDRESS = 5;
const PER_ACCOUNT = 20;
const OWNER = '10.30.0.1';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({
    rateLimit: enforcedLimits({
      loginFailuresPerAccountAndAddress: PER_ADDRESS,
      loginFailuresPerAccount: PER_ACCOUNT,
    }),
  });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const login = (email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress: ip });
const reset = (step: string, payload: object, ip: string) =>
  app.inject({ method: 'POST', url: `/api/auth/password-reset/${step}/`, payload, remoteAddress: ip });

test("the owner's recovery code opens sign-in from their address despite a lock 20 strangers put on", async () => {
  const owner = await signedInUser(app);
  // four addresses × five wrong passwords: the account-wide ceiling
  for (let a = 0; a < PER_ACCOUNT / PER_ADDRESS; a++)
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await login(owner.email, 'wrong-Passw0rd', `10.31.0.${a + 1}`)).statusCode).toBe(401);
  const locked = await login(owner.email, owner.password, OWNER);
  expect(locked.statusCode).toBe(429);
  expect(locked.json().error).toBe(SERVER_MESSAGES.tooManyLoginFailures);

  // a recovery code to the account's email, typed back from the owner's address
  expect((await reset('request', { email: owner.email }, OWNER)).statusCode).toBe(200);
  await app.services.passwordReset.settled();
  const code = await queuedCode(app, owner.user.id, 'email', 'password_reset');
  const wrong = await reset(
    'verify',
    { email: owner.email, otp: code === '000000' ? '111111' : '000000' },
    OWNER,
  );
  expect(wrong.json()).toMatchObject({ error: MESSAGES.otpWrongOrExpired });
  expect((await login(owner.email, owner.password, OWNER)).statusCode).toBe(429);
  expect((await reset('verify', { email: owner.email, otp: code }, OWNER)).statusCode).toBe(200);

  // the owner signs in from their address, even after strangers fail again past the ceiling
  for (let a = 0; a < PER_ACCOUNT / PER_ADDRESS; a++)
    for (let i = 0; i < PER_ADDRESS; i++) await login(owner.email, 'wrong-Passw0rd', `10.32.0.${a + 1}`);
  // for every other address the account is locked (the right password included)
  expect((await login(owner.email, owner.password, '10.33.0.9')).statusCode).toBe(429);
  expect((await login(owner.email, owner.password, OWNER)).statusCode).toBe(200);
});
