// Failed notifications visible to staff, with retry: staff list the messages given up after
// every attempt failed, with the reason; a retry puts one back, wakes the worker (through the outbox channel,
// as any replica's would be) and it is sent exactly once; a sent message, a message with a one-time code and an
// unknown one are refused. Real local SMTP and SMS providers; the worker polls only every ten minutes here, so
// what sends the retried message is the wake-up.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminActions, notificationOutbox, users } from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { failureCause } from '../src/modules/notifications/failed';
import { FAILED_NOTIFICATION_TEXTS } from '../src/modules/notifications/messages';
import { SMS_CAP_ERROR } from '../src/modules/notifications/service';
import { enqueueNotification, type NotificationInput } from '../src/modules/notifications/service';
import { startSmsServer, startSmtpServer } from './fake-providers';
import { createTestApp, signedInUser } from './helpers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsServer>>;
let app: FastifyInstance;
type Session = Awaited<ReturnType<typeof signedInUser>>;
let staff: Session;
let dealer: Session;
let customer: Session;
const tag = randomBytes(3).toString('hex');

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsServer();
  app = await createTestApp({
    mail: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: null,
      password: null,
      from: 'no-reply@sefaresh.test',
    },
    sms: { provider: 'kavenegar', apiKey: 'TESTKEY', sender: '10004346', baseUrl: sms.url },
    // one attempt, then given up: the first failure puts a message in the staff's list
    notify: { intervalMs: 10 * 60_000, maxAttempts: 1, retryBaseMs: 30_000, sendTimeoutMs: 5_000, smsHourlyBudget: 0, emailHourlyBudget: 0 },
  });
  await app.ready();
  [staff, dealer, customer] = await Promise.all([
    signedInUser(app, { name: `سارا کارمند ${tag}` }),
    signedInUser(app, { name: `بهرام نماینده ${tag}` }),
    signedInUser(app, { name: `آرش مشتری ${tag}` }),
  ]);
  await app.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await app.database.db.update(users).set({ isDealer: true }).where(eq(users.id, dealer.user.id));
}, 120_000);
afterAll(async () => {
  await app.close();
  await smtp.close();
  await sms.close();
});

const call = (method: 'GET' | 'POST', url: string, who: Session | null) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.tokens.access}` } : {},
  });

/** Queues a message as an action would (its transaction wakes the worker at the commit); its outbox id. */
async function queue(input: Partial<NotificationInput> & Pick<NotificationInput, 'recipient'>) {
  await app.database.db.transaction((tx) =>
    enqueueNotification(
      tx,
      { channel: 'email', kind: 'order_submitted', subject: `سفارش ${tag}`, body: `متن ${tag}`, ...input },
      new Date(),
    ),
  );
  const rows = await app.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, input.recipient));
  return rows.at(-1)!.id;
}

async function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

const failedList = async () => (await call('GET', 'admin/notifications/failed/', staff)).json();
const listed = async (id: number) =>
  ((await failedList()).results as { id: number }[]).find((r) => r.id === id);
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

test('customers and dealers are refused with the Persian text; anonymous 401', async () => {
  for (const who of [customer, dealer]) {
    for (const [method, url] of [
      ['GET', 'admin/notifications/failed/'],
      ['POST', 'admin/notifications/1/retry/'],
      ['POST', 'admin/notifications/failed/retry/'],
    ] as const) {
      const res = await call(method, url, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(SERVER_MESSAGES.forbidden);
    }
  }
  expect((await call('GET', 'admin/notifications/failed/', null)).statusCode).toBe(401);
  expect((await call('POST', 'admin/notifications/1/retry/', null)).statusCode).toBe(401);
});

test('a message that could not be sent is listed with its reason; a retry sends it exactly once', async () => {
  const address = `failed.${tag}@example.com`;
  smtp.setDown(true);
  let id: number;
  try {
    id = await queue({ recipient: address, userId: customer.user.id, orderId: 77 });
    // the commit woke the worker; its one attempt failed and the message was given up
    await until(() => listed(id), Boolean);
  } finally {
    smtp.setDown(false);
  }
  const body = await failedList();
  expect(body).toMatchObject({ count: 1, page: 1, page_size: 20, total_pages: 1 });
  expect(body.results[0]).toMatchObject({
    id,
    channel: 'email',
    kind: 'order_submitted',
    recipient: address,
    subject: `سفارش ${tag}`,
    text: `متن ${tag}`,
    user_id: customer.user.id,
    user_name: `آرش مشتری ${tag}`,
    order_id: 77,
    attempts: 1,
    retryable: true,
  });
  expect(body.results[0].last_error).toBeTruthy();
  expect(Date.parse(body.results[0].failed_at)).toBeGreaterThanOrEqual(
    Date.parse(body.results[0].created_at),
  );
  expect(mailsTo(address)).toHaveLength(0);

  const res = await call('POST', `admin/notifications/${id}/retry/`, staff);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: FAILED_NOTIFICATION_TEXTS.retried });
  // the retry's commit wakes the worker (its poll is ten minutes away)
  await until(
    () => mailsTo(address),
    (m) => m.length > 0,
  );
  expect(await app.notifications.drain()).toEqual({ sent: 0, failed: 0 });
  expect(mailsTo(address)).toEqual([{ to: [address], subject: `سفارش ${tag}`, text: `متن ${tag}` }]);
  expect(await listed(id)).toBeUndefined();
  const [row] = await app.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
  expect(row.sentAt).not.toBeNull();
  expect(row.lastError).toBeNull();

  // sent now: a second retry is refused
  const again = await call('POST', `admin/notifications/${id}/retry/`, staff);
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toBe(FAILED_NOTIFICATION_TEXTS.notFailed);

  // the activity log has who retried what, and when
  const log = await app.database.db
    .select()
    .from(adminActions)
    .where(eq(adminActions.action, 'notification_retried'));
  expect(log).toHaveLength(1);
  expect(log[0]).toMatchObject({ actorId: staff.user.id, targetUserId: customer.user.id });
  expect(log[0].note).toContain(address);
  expect(log[0].details).toMatchObject({ outbox_ids: [id] });
  const shown = (await call('GET', 'admin/activity-log/?kind=admin', staff)).json();
  expect(shown.results[0]).toMatchObject({ action: 'notification_retried', actor_id: staff.user.id });
});

test('unknown 404; a message still waiting 409; a message that carried a one-time code is not sent again', async () => {
  const unknown = await call('POST', 'admin/notifications/999999/retry/', staff);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error).toBe(FAILED_NOTIFICATION_TEXTS.notFound);

  // due in an hour, attempts left: the worker's, not the staff's
  const [waiting] = await app.database.db
    .insert(notificationOutbox)
    .values({
      channel: 'email',
      kind: 'order_submitted',
      recipient: `waiting.${tag}@example.com`,
      body: 'متن',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  const early = await call('POST', `admin/notifications/${waiting.id}/retry/`, staff);
  expect(early.statusCode).toBe(409);
  expect(early.json().error).toBe(FAILED_NOTIFICATION_TEXTS.notFailed);
  expect(await listed(waiting.id)).toBeUndefined();

  sms.setDown(true);
  let code: number;
  try {
    code = await queue({
      channel: 'sms',
      kind: 'password_reset',
      recipient: `0912${tag.slice(0, 4).replace(/\D/g, '0')}999`,
      subject: '',
      body: 'کد بازیابی: 123456',
      historyText: 'کد بازیابی: ******',
    });
    await until(() => listed(code), Boolean);
  } finally {
    sms.setDown(false);
  }
  const item = await listed(code);
  expect(item).toMatchObject({ channel: 'sms', text: 'کد بازیابی: ******', retryable: false });
  expect((item as unknown as { last_error: string }).last_error).toBe(FAILED_NOTIFICATION_TEXTS.causes.sms);
  const res = await call('POST', `admin/notifications/${code}/retry/`, staff);
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toBe(FAILED_NOTIFICATION_TEXTS.carriesCode);
  // nor by "retry all", which leaves it in the list
  const all = await call('POST', 'admin/notifications/failed/retry/', staff);
  expect(all.json()).toEqual({ message: FAILED_NOTIFICATION_TEXTS.retriedAll(0), retried: 0 });
  expect(await listed(code)).toBeDefined();
});

test('retry all puts every retryable failed message back; each is sent once', async () => {
  const addresses = [`a.${tag}@example.com`, `b.${tag}@example.com`];
  smtp.setDown(true);
  try {
    const ids: number[] = [];
    for (const recipient of addresses) ids.push(await queue({ recipient }));
    await until(failedList, (b) => ids.every((id) => b.results.some((r: { id: number }) => r.id === id)));
  } finally {
    smtp.setDown(false);
  }
  const res = await call('POST', 'admin/notifications/failed/retry/', staff);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: FAILED_NOTIFICATION_TEXTS.retriedAll(2), retried: 2 });
  await until(
    () => addresses.map((a) => mailsTo(a).length),
    (n) => n.every((x) => x > 0),
  );
  await app.notifications.drain();
  expect(addresses.map((a) => mailsTo(a).length)).toEqual([1, 1]);
  // only the code message is left
  expect((await failedList()).results.map((r: { retryable: boolean }) => r.retryable)).toEqual([false]);
});

test('every cause staff read is Persian: the SMS cap, a time-out and a provider refusal', () => {
  expect(failureCause('sms', SMS_CAP_ERROR)).toBe(FAILED_NOTIFICATION_TEXTS.causes.smsCap);
  expect(failureCause('email', 'Connection timeout')).toBe(FAILED_NOTIFICATION_TEXTS.causes.timeout);
  expect(failureCause('email', '550 mailbox unavailable')).toBe(FAILED_NOTIFICATION_TEXTS.causes.email);
  for (const cause of Object.values(FAILED_NOTIFICATION_TEXTS.causes)) expect(cause).not.toMatch(/[A-Za-z]/);
});
