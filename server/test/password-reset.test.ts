// Password recovery end to end: codes are captured from a real SMTP server (smtp-server) and a local HTTP
// server standing in for the SMS provider (Kavenegar adapter). This is the only test file that runs the
// notification worker, because on PostgreSQL all test files share one outbox.
import { TEST_NOTIFY } from '../src/config/testing';
import { NOTIFICATION_TEXTS } from '../src/modules/notifications/messages';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailNotifications, smsNotifications, users } from '../src/db/schema';
import { codeIn, startSmsServer, startSmtpServer } from './fake-providers';
import { createTestApp, login, register, STRONG_PASSWORD, uniqueEmail, proveContacts } from './helpers';

const SAME_ANSWER = {
  message: 'اگر حسابی با این ایمیل وجود داشته باشد، کد بازیابی به ایمیل و تلفن همراه آن ارسال شد',
};
const WRONG_CODE = { error: MESSAGES.otpWrongOrExpired, details: { otp: [MESSAGES.otpWrongOrExpired] } };
const BAD_TOKEN = 'مهلت تغییر رمز عبور به پایان رسیده یا درخواست نامعتبر است؛ لطفاً دوباره کد بازیابی بگیرید';

let now = Date.parse('2026-03-01T10:00:00Z');
const clock = () => new Date(now);
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsServer>>;
let app: FastifyInstance;

const providers = () => ({
  mail: {
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    user: null,
    password: null,
    from: 'no-reply@sefaresh.test',
  },
  sms: { provider: 'kavenegar' as const, apiKey: 'TESTKEY', sender: '10004346', baseUrl: sms.url },
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsServer();
  app = await createTestApp(providers(), clock);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await sms.close();
});

const post = (url: string, payload: Record<string, unknown>, ip = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/auth/password-reset/${url}/`, payload, remoteAddress: ip });
const mailsTo = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email.toLowerCase()) || m.to.includes(email));

async function newUser(fields: Record<string, unknown> = {}) {
  const { res, body } = await register(app, fields);
  expect(res.statusCode).toBe(201);
  await proveContacts(app, res.json().user.id);
  return body as { email: string; phone: string; password: string };
}

/** Waits for the reset requests taken so far (they are processed after the answer), then sends the outbox. */
async function settleAndDrain() {
  await app.services.passwordReset.settled();
  return app.notifications.drain();
}

/** Requests a code, sends the outbox now and returns the code from the newest email. */
async function requestCode(email: string): Promise<string> {
  const before = mailsTo(email).length;
  const res = await post('request', { email });
  expect(res.statusCode).toBe(200);
  await settleAndDrain();
  const mails = mailsTo(email);
  expect(mails.length).toBe(before + 1);
  return codeIn(mails[mails.length - 1].text)!;
}
const otherCode = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

test('request: known, unknown and inactive emails get the same status and body; only the known one gets a code', async () => {
  const known = await newUser();
  const inactive = await newUser();
  await app.database.db.update(users).set({ isActive: false }).where(eq(users.email, inactive.email));
  const mailsBefore = smtp.received.length;
  const a = await post('request', { email: known.email });
  const b = await post('request', { email: uniqueEmail('nobody') });
  const c = await post('request', { email: inactive.email });
  for (const res of [a, b, c]) {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
  }
  await settleAndDrain();
  expect(smtp.received.length).toBe(mailsBefore + 1);
  expect(mailsTo(known.email)).toHaveLength(1);
});

test('request: empty or missing email → 400 in Persian', async () => {
  const res = await post('request', {});
  expect(res.statusCode).toBe(400);
  expect(res.json().details.email).toEqual([MESSAGES.emailRequired]);
});

test('the code arrives by email (SMTP) and by SMS (provider HTTP API); the history masks it', async () => {
  const user = await newUser({ phone: '۰۹۱۲۳۴۵۶۷۸۹' });
  const code = await requestCode(user.email);
  expect(code).toMatch(/^\d{6}$/);
  const mail = mailsTo(user.email).at(-1)!;
  expect(mail.subject).toBe('کد بازیابی رمز عبور — سامانه ثبت سفارش');
  expect(mail.text).toContain(`کد بازیابی رمز عبور شما: ${code}`);
  const text = sms.received.filter((s) => s.receptor === '09123456789').at(-1)!;
  expect(text.path).toBe('/v1/TESTKEY/sms/send.json');
  expect(text.sender).toBe('10004346');
  expect(text.message).toBe(`کد بازیابی رمز عبور شما: ${code} — سامانه ثبت سفارش`);

  const signedIn = (await login(app, user.email)).json();
  const history = await app.inject({
    method: 'GET',
    url: '/api/profile/notifications-history/',
    headers: { authorization: `Bearer ${signedIn.tokens.access}` },
  });
  expect(history.statusCode).toBe(200);
  const h = history.json();
  expect(h).toMatchObject({ email_count: 1, sms_count: 1, total_notifications: 2 });
  expect(h.email_notifications[0]).toMatchObject({
    email_type: 'password_reset',
    is_successful: true,
    order_id: null,
  });
  expect(h.sms_notifications[0]).toMatchObject({ sms_type: 'password_reset', is_successful: true });
  expect(h.sms_notifications[0].message).not.toContain(code);
  expect(h.sms_notifications[0].message).toContain('******');
});

test('no SMS when the user has no phone', async () => {
  const user = await newUser();
  await app.database.db.update(users).set({ phone: '' }).where(eq(users.email, user.email));
  const smsBefore = sms.received.length;
  await requestCode(user.email);
  expect(sms.received.length).toBe(smsBefore);
});

test('verify: 5 wrong codes kill the code, then even the right one is refused', async () => {
  const user = await newUser();
  const code = await requestCode(user.email);
  for (let i = 0; i < 5; i++) {
    const res = await post('verify', { email: user.email, otp: otherCode(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(WRONG_CODE);
  }
  const res = await post('verify', { email: user.email, otp: code });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(WRONG_CODE);
});

test('verify: 4 wrong codes still leave the right one usable; unknown email is refused alike', async () => {
  const user = await newUser();
  const code = await requestCode(user.email);
  for (let i = 0; i < 4; i++)
    expect((await post('verify', { email: user.email, otp: otherCode(code) })).statusCode).toBe(400);
  expect((await post('verify', { email: uniqueEmail(), otp: code })).json()).toEqual(WRONG_CODE);
  expect((await post('verify', { email: user.email.toUpperCase(), otp: code })).statusCode).toBe(200);
});

test('verify: the code is valid 10 minutes (to the second) and refused one second later', async () => {
  const user = await newUser();
  const first = await requestCode(user.email);
  now += 10 * 60_000 + 1000;
  expect((await post('verify', { email: user.email, otp: first })).json()).toEqual(WRONG_CODE);
  const second = await requestCode(user.email);
  now += 10 * 60_000;
  const res = await post('verify', { email: user.email, otp: second });
  expect(res.statusCode).toBe(200);
  expect(res.json().reset_token).toEqual(expect.any(String));
});

test('verify: a code is single use; Persian digits are accepted', async () => {
  const user = await newUser();
  const code = await requestCode(user.email);
  const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
  expect((await post('verify', { email: user.email, otp: persian })).statusCode).toBe(200);
  expect((await post('verify', { email: user.email, otp: code })).json()).toEqual(WRONG_CODE);
});

test('request: one new code a minute; a new code replaces the old one', async () => {
  const user = await newUser();
  const first = await requestCode(user.email);
  now += 30_000;
  const again = await post('request', { email: user.email });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual(SAME_ANSWER);
  await settleAndDrain();
  expect(mailsTo(user.email)).toHaveLength(1);
  now += 31_000;
  const second = await requestCode(user.email);
  expect(mailsTo(user.email)).toHaveLength(2);
  if (second !== first)
    expect((await post('verify', { email: user.email, otp: first })).statusCode).toBe(400);
  expect((await post('verify', { email: user.email, otp: second })).statusCode).toBe(200);
});

const me = (access: string) =>
  app.inject({ method: 'GET', url: '/api/profile/me/', headers: { authorization: `Bearer ${access}` } });

async function resetToken(email: string): Promise<string> {
  const code = await requestCode(email);
  const res = await post('verify', { email, otp: code });
  expect(res.statusCode).toBe(200);
  now += 61_000; // the next request in the same test may ask for a new code
  return res.json().reset_token as string;
}

test('complete: password rules and mismatch in Persian (token kept), then success ends every session', async () => {
  const user = await newUser();
  const session = (await login(app, user.email)).json();
  expect((await me(session.tokens.access)).statusCode).toBe(200);
  const token = await resetToken(user.email);

  const weak = await post('complete', {
    email: user.email,
    reset_token: token,
    new_password: 'abc',
    confirm_password: 'abc',
  });
  expect(weak.statusCode).toBe(400);
  expect(weak.json().details.new_password).toEqual([MESSAGES.passwordTooShort, MESSAGES.passwordNeedsDigit]);

  const mismatch = await post('complete', {
    email: user.email,
    reset_token: token,
    new_password: 'NewPassw0rd1',
    confirm_password: 'NewPassw0rd2',
  });
  expect(mismatch.statusCode).toBe(400);
  expect(mismatch.json()).toEqual({
    error: MESSAGES.fixFormErrors,
    details: { confirm_password: [MESSAGES.passwordsMismatch] },
  });

  const missing = await post('complete', { email: user.email, reset_token: token });
  expect(missing.statusCode).toBe(400);
  expect(Object.keys(missing.json().details).sort()).toEqual(['confirm_password', 'new_password']);

  const ok = await post('complete', {
    email: user.email,
    reset_token: token,
    new_password: 'NewPassw0rd1',
    confirm_password: 'NewPassw0rd1',
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ message: 'رمز عبور با موفقیت تغییر کرد. اکنون می‌توانید وارد شوید' });

  const refresh = await app.inject({
    method: 'POST',
    url: '/api/auth/token/refresh/',
    payload: { refresh: session.tokens.refresh },
  });
  expect(refresh.statusCode).toBe(401);
  expect((await me(session.tokens.access)).statusCode).toBe(401);
  expect((await login(app, user.email, STRONG_PASSWORD)).statusCode).toBe(401);
  expect((await login(app, user.email, 'NewPassw0rd1')).statusCode).toBe(200);

  const reuse = await post('complete', {
    email: user.email,
    reset_token: token,
    new_password: 'Another1pass',
    confirm_password: 'Another1pass',
  });
  expect(reuse.statusCode).toBe(400);
  expect(reuse.json()).toEqual({ error: BAD_TOKEN, details: { reset_token: [BAD_TOKEN] } });
});

test('complete: the reset_token is valid 15 minutes and bound to its account', async () => {
  const user = await newUser();
  const other = await newUser();
  const token = await resetToken(user.email);
  const body = { reset_token: token, new_password: 'NewPassw0rd1', confirm_password: 'NewPassw0rd1' };
  expect((await post('complete', { ...body, email: other.email })).statusCode).toBe(400);
  now += 15 * 60_000 + 1000;
  const late = await post('complete', { ...body, email: user.email });
  expect(late.statusCode).toBe(400);
  expect(late.json().error).toBe(BAD_TOKEN);

  const fresh = await resetToken(user.email);
  now += 13 * 60_000; // resetToken() already moved 61 s on
  expect((await post('complete', { ...body, reset_token: fresh, email: user.email })).statusCode).toBe(200);
});

test('delivery: SMTP and SMS provider down → the request still answers 200, failures are recorded, a retry sends later', async () => {
  const user = await newUser({ phone: '09351112233' });
  smtp.setDown(true);
  sms.setDown(true);
  try {
    const res = await post('request', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(await settleAndDrain()).toEqual({ sent: 0, failed: 2, unknown: 0 });
  } finally {
    smtp.setDown(false);
    sms.setDown(false);
  }
  const [u] = await app.database.db.select().from(users).where(eq(users.email, user.email));
  const failedMail = await app.database.db
    .select()
    .from(emailNotifications)
    .where(eq(emailNotifications.userId, u.id));
  const failedSms = await app.database.db
    .select()
    .from(smsNotifications)
    .where(eq(smsNotifications.userId, u.id));
  expect(failedMail.map((r) => r.isSuccessful)).toEqual([false]);
  expect(failedMail[0].error).toBeTruthy();
  expect(failedSms.map((r) => r.isSuccessful)).toEqual([false]);
  expect(failedSms[0].error).toContain('503');

  // Not yet due: nothing is retried before the backoff.
  expect(await settleAndDrain()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  now += 30_000;
  expect(await settleAndDrain()).toEqual({ sent: 2, failed: 0, unknown: 0 });
  const code = codeIn(mailsTo(user.email).at(-1)!.text)!;
  expect(sms.received.filter((s) => s.receptor === '09351112233').at(-1)!.message).toContain(code);
  expect((await post('verify', { email: user.email, otp: code })).statusCode).toBe(200);
  const mails = await app.database.db
    .select()
    .from(emailNotifications)
    .where(eq(emailNotifications.userId, u.id));
  expect(mails.map((r) => r.isSuccessful).sort()).toEqual([false, true]);
});

test('delivery: a message is given up after NOTIFY_MAX_ATTEMPTS attempts', async () => {
  const user = await newUser();
  await app.database.db.update(users).set({ phone: '' }).where(eq(users.email, user.email));
  smtp.setDown(true);
  try {
    expect((await post('request', { email: user.email })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect(await settleAndDrain()).toEqual({ sent: 0, failed: 1, unknown: 0 });
      now += 30_000 * 2 ** i;
    }
    now += 24 * 3600_000;
    expect(await settleAndDrain()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  } finally {
    smtp.setDown(false);
  }
  const [u] = await app.database.db.select().from(users).where(eq(users.email, user.email));
  const rows = await app.database.db
    .select()
    .from(emailNotifications)
    .where(eq(emailNotifications.userId, u.id));
  expect(rows).toHaveLength(5);
  expect(rows.every((r) => !r.isSuccessful)).toBe(true);
});

test('the worker started by the app sends without being asked (NOTIFY_INTERVAL)', async () => {
  const auto = await createTestApp(
    {
      ...providers(),
      notify: { ...TEST_NOTIFY, intervalMs: 50, maxAttempts: 5, retryBaseMs: 30_000, sendTimeoutMs: 5_000 },
    },
    clock,
  );
  try {
    await auto.ready();
    const { res, body } = await register(auto);
    expect(res.statusCode).toBe(201);
    await auto.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request/',
      payload: { email: body.email },
    });
    // the registration's verification email goes out too; the recovery code is the one this test waits for
    const codes = () =>
      mailsTo(body.email as string).filter((m) => m.subject === NOTIFICATION_TEXTS.passwordResetSubject);
    await auto.notifications.drain();
    expect(codes()).toHaveLength(1);
  } finally {
    await auto.close();
  }
});

test('per-IP rate limit on the recovery routes → 429 in Persian', async () => {
  const limited = await createTestApp({
    rateLimit: { ...app.config.rateLimit, passwordResetPerIpMax: 2 },
  });
  try {
    const send = (ip: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/password-reset/verify/',
        remoteAddress: ip,
        payload: { email: uniqueEmail(), otp: '123456' },
      });
    expect((await send('10.9.0.1')).statusCode).toBe(400);
    expect((await send('10.9.0.1')).statusCode).toBe(400);
    const res = await send('10.9.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید',
    });
    expect((await send('10.9.0.2')).statusCode).toBe(400);
  } finally {
    await limited.close();
  }
});
