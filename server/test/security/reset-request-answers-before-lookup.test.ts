// Rule: the answer to a password-reset request cannot tell an existing email from a missing one, by
// its content or by its timing. Timing is proved structurally, not with a stopwatch: the answer is sent before
// the account is looked up. The test holds every lookup (the users service's findByEmail, which the reset
// service calls) until both answers are in: they arrive while the lookups are still held, identical for an
// existing and a missing email, and nothing has been done for the account yet; released, the lookups run and
// only the existing account gets a code.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationOutbox, passwordResetCodes } from '../../src/db/schema';
import { createTestApp, signedInUser, uniqueEmail } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

// each from an address of its own, so both answers carry the same per-IP rate-limit headers
const request = (email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request/',
    remoteAddress,
    payload: { email },
  });

/** The parts of an answer that could differ between two emails (not the date or the request id). */
const visible = (res: Awaited<ReturnType<typeof request>>) => {
  const headers = { ...res.headers };
  delete headers.date;
  delete headers['x-request-id'];
  return { status: res.statusCode, headers, body: res.body };
};

test('the reset request is answered while the account lookup is still held: the same answer for an existing and a missing email, nothing done before it', async () => {
  const { email, user } = await signedInUser(app);
  const missing = uniqueEmail('missing');

  const users = app.services.users;
  const realFindByEmail = users.findByEmail;
  const started: string[] = [];
  let finished = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  users.findByEmail = async (e: string) => {
    started.push(e);
    await held;
    const found = await realFindByEmail.call(users, e);
    finished += 1;
    return found;
  };

  try {
    // were the answer to wait for the lookup, these would never resolve (the lookup waits for release())
    const forExisting = await request(email, '10.40.0.1');
    const forMissing = await request(missing, '10.40.0.2');

    expect(forExisting.statusCode).toBe(200);
    expect(visible(forExisting)).toEqual(visible(forMissing));
    // no lookup has completed, so nothing about either email can have shaped the answers
    expect(finished).toBe(0);
    const codes = await app.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(codes).toHaveLength(0);
  } finally {
    release();
  }
  await app.services.passwordReset.settled();
  users.findByEmail = realFindByEmail;

  // the lookups did run, after the answers, one per request, in order
  expect(started.map((e) => e.toLowerCase())).toEqual([email.toLowerCase(), missing.toLowerCase()]);
  expect(finished).toBe(2);
  // and only the existing account got a code
  const queued = await app.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.userId, user.id));
  expect(queued.filter((r) => r.kind === 'password_reset').length).toBeGreaterThan(0);
  const forMissing = await app.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, missing));
  expect(forMissing).toHaveLength(0);
});
