// The notification worker: most urgent first (a recovery code does not wait behind a hundred order messages), a
// bounded number of sends at once per channel (NOTIFY_CONCURRENCY), a send that times out is "unknown" and never
// produces a second message (checked, or sent once more with the same idempotency key, only after the provider's
// deduplication window), a claim's lease kept by the heartbeat while a slow send runs, failed attempts not counted
// toward the SMS cap per recipient, and a stopping worker that claims nothing more. The worker runs on the test's
// database with in-process providers; waiting is fake timers and the worker's injected clock.
import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TEST_NOTIFY } from '../src/config/testing';
import { notificationOutbox, smsNotifications, users } from '../src/db/schema';
import { createMemoryCounters } from '../src/lib/counters';
import { createFailedNotifications } from '../src/modules/notifications/failed';
import {
  createNotificationService,
  enqueueNotification,
  type NotificationKind,
} from '../src/modules/notifications/service';
import { SEND_UNKNOWN_ERROR } from '../src/modules/notifications/worker';
import { fakeMailer, fakeSmsSender } from './fake-providers';
import { createTestApp, signedInUser } from './helpers';

let app: FastifyInstance;
let now = Date.parse('2026-06-01T08:00:00Z');
const clock = () => new Date(now);
const log = { error: () => undefined, warn: () => undefined };
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({}, clock);
  await app.ready();
}, 120_000);
afterAll(async () => {
  jest.useRealTimers();
  await app.close();
});
beforeEach(async () => {
  // each test starts with an empty outbox (the demo seed's messages are recorded as sent already)
  await db().delete(notificationOutbox);
  now += 24 * 3_600_000;
});
afterEach(() => jest.useRealTimers());

const tag = () => randomBytes(3).toString('hex');
const phone = () => `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function queue(channel: 'sms' | 'email', kind: NotificationKind, recipient: string, body: string) {
  await db().transaction((tx) =>
    enqueueNotification(tx, { channel, kind, recipient, body, subject: body }, clock()),
  );
}

function service(
  sms: ReturnType<typeof fakeSmsSender>,
  notify: Partial<typeof TEST_NOTIFY> = {},
  mail = fakeMailer(),
  smsCap?: { counters: ReturnType<typeof createMemoryCounters>; perHour: number },
) {
  return createNotificationService({
    db: db(),
    mailer: mail.mailer,
    sms: sms.sender,
    config: { ...TEST_NOTIFY, ...notify },
    clock,
    log,
    limits: smsCap && {
      counters: smsCap.counters,
      perRecipientPerHour: { sms: smsCap.perHour, email: Number.POSITIVE_INFINITY },
      hourlyBudget: { sms: 0, email: 0 },
    },
  });
}

// taken before any test fakes the clock: how long the database may take is real time, whatever the worker's clock says
const realNow = performance.now.bind(performance);

/** Lets the worker's database round trips and promise chains run (no time passes on the worker's clock); a loaded
 * PostgreSQL may take far longer than a few thousand turns of the event loop, so the bound is real time. */
async function settle(until: () => boolean) {
  const deadline = realNow() + 30_000;
  while (!until() && realNow() < deadline) await new Promise((resolve) => setImmediate(resolve));
  expect(until()).toBe(true);
}

test('a recovery code queued behind a hundred order messages is sent first', async () => {
  const t = tag();
  for (let i = 0; i < 100; i++) await queue('sms', 'order_submitted', phone(), `سفارش ${t} ${i}`);
  now += 1_000;
  await queue('sms', 'password_reset', phone(), `کد بازیابی ${t}`);
  await queue('sms', 'quote_acceptance_code', phone(), `کد پذیرش ${t}`);
  await queue('sms', 'admin_message', phone(), `خبر ${t}`);
  const sms = fakeSmsSender();
  // one at a time, so the order of sending is the order of claiming
  expect(await service(sms, { concurrency: 1 }).flush()).toEqual({ sent: 103, failed: 0, unknown: 0 });
  const order = sms.requests.map((r) => r.message);
  expect(order.slice(0, 2)).toEqual([`کد بازیابی ${t}`, `کد پذیرش ${t}`]);
  expect(order[2]).toBe(`سفارش ${t} 0`);
  // bulk news goes last
  expect(order.at(-1)).toBe(`خبر ${t}`);
});

test('NOTIFY_CONCURRENCY sends run at once per channel, never more', async () => {
  const t = tag();
  for (let i = 0; i < 12; i++) {
    await queue('sms', 'order_submitted', phone(), `پیامک ${t} ${i}`);
    await queue('email', 'order_submitted', `c${i}-${t}@example.com`, `ایمیل ${t} ${i}`);
  }
  const sms = fakeSmsSender({ hold: true });
  const mail = fakeMailer({ hold: true });
  const flushing = service(sms, { concurrency: 3, sendTimeoutMs: 600_000 }, mail).flush();
  // wave after wave: three of each channel in flight, released together
  for (let wave = 0; wave < 4; wave++) {
    const taken = 3 * (wave + 1);
    await settle(
      () =>
        sms.requests.length === taken &&
        mail.inFlight() === 3 &&
        sms.inFlight() === 3 &&
        mail.sent.length === taken - 3,
    );
    sms.release();
    mail.release();
  }
  expect(await flushing).toEqual({ sent: 24, failed: 0, unknown: 0 });
  expect(sms.maxInFlight()).toBe(3);
  expect(mail.maxInFlight()).toBe(3);
});

test('a stopping worker finishes the sends in flight and claims nothing more', async () => {
  const t = tag();
  for (let i = 0; i < 10; i++) await queue('sms', 'order_submitted', phone(), `پیامک ${t} ${i}`);
  const sms = fakeSmsSender({ hold: true });
  const worker = service(sms, { concurrency: 2, sendTimeoutMs: 600_000 });
  const flushing = worker.flush();
  await settle(() => sms.inFlight() === 2);
  const stopped = worker.stop();
  sms.release();
  await stopped;
  expect(await flushing).toEqual({ sent: 2, failed: 0, unknown: 0 });
  expect(sms.requests).toHaveLength(2);
  const waiting = await db().select().from(notificationOutbox).where(eq(notificationOutbox.attempts, 0));
  expect(waiting).toHaveLength(8);
});

test('a send the provider accepts after our timeout is unknown: not retried before the dedup window, then checked, never sent twice', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'], now });
  const t = tag();
  const to = phone();
  await queue('sms', 'order_confirmed', to, `تایید ${t}`);
  const sms = fakeSmsSender({ answerAfterMs: 8_000 });
  const worker = service(sms, { sendTimeoutMs: 5_000, dedupWindowMs: 120_000 });

  const first = worker.flush();
  await settle(() => sms.requests.length === 1);
  await jest.advanceTimersByTimeAsync(5_000);
  expect(await first).toEqual({ sent: 0, failed: 0, unknown: 1 });
  // the provider takes it 3 s after we stopped waiting
  await jest.advanceTimersByTimeAsync(3_000);
  expect(sms.delivered).toHaveLength(1);
  const [row] = await db().select().from(notificationOutbox).where(eq(notificationOutbox.recipient, to));
  expect(row.sentAt).toBeNull();
  expect(row.unknownSince).not.toBeNull();
  expect(row.lastError).toBe(SEND_UNKNOWN_ERROR);

  // within the window: left alone
  now += 119_000;
  expect(await worker.flush()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  expect(sms.requests).toHaveLength(1);
  // past it: the provider says it has it, so it is recorded as sent with no second request
  now += 2_000;
  expect(await worker.flush()).toEqual({ sent: 1, failed: 0, unknown: 0 });
  expect(sms.requests).toHaveLength(1);
  expect(sms.delivered).toHaveLength(1);
  const [after] = await db().select().from(notificationOutbox).where(eq(notificationOutbox.id, row.id));
  expect(after.sentAt).not.toBeNull();
  const history = await db().select().from(smsNotifications).where(eq(smsNotifications.outboxId, row.id));
  expect(history.map((h) => h.isSuccessful)).toEqual([true]);
});

test('with a provider that cannot be asked, the one more send carries the same key, so it is not delivered twice', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'], now });
  const t = tag();
  const to = phone();
  await queue('sms', 'order_confirmed', to, `تایید ${t}`);
  const sms = fakeSmsSender({ answerAfterMs: 8_000, canCheck: false });
  const worker = service(sms, { sendTimeoutMs: 5_000, dedupWindowMs: 120_000 });
  const first = worker.flush();
  await settle(() => sms.requests.length === 1);
  await jest.advanceTimersByTimeAsync(8_000);
  expect(await first).toEqual({ sent: 0, failed: 0, unknown: 1 });

  now += 121_000;
  const second = worker.flush();
  await settle(() => sms.requests.length === 2);
  await jest.advanceTimersByTimeAsync(8_000);
  // it timed out again: given up for staff, not tried a third time
  expect(await second).toEqual({ sent: 0, failed: 1, unknown: 0 });
  expect(sms.requests[1].key).toBe(sms.requests[0].key);
  expect(sms.delivered).toHaveLength(1);
  now += 3_600_000;
  expect(await worker.flush()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  expect(sms.requests).toHaveLength(2);
});

test('the heartbeat keeps the lease of a send that takes longer than the lease: no other worker claims it', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'], now });
  const t = tag();
  await queue('sms', 'order_confirmed', phone(), `کند ${t}`);
  const slow = fakeSmsSender({ answerAfterMs: 50_000 });
  const other = fakeSmsSender();
  const a = service(slow, { leaseMs: 20_000, sendTimeoutMs: 60_000 });
  const b = service(other, { leaseMs: 20_000 });
  const sending = a.flush();
  await settle(() => slow.requests.length === 1);
  for (let i = 0; i < 4; i++) {
    now += 10_000;
    await jest.advanceTimersByTimeAsync(10_000);
    // 40 s after the claim, twice the lease: still a's
    expect(await b.flush()).toEqual({ sent: 0, failed: 0, unknown: 0 });
  }
  now += 10_000;
  await jest.advanceTimersByTimeAsync(10_000);
  expect(await sending).toEqual({ sent: 1, failed: 0, unknown: 0 });
  expect(other.requests).toHaveLength(0);
  expect(slow.delivered).toHaveLength(1);
});

test('failed attempts do not count toward the SMS cap per recipient, so a staff retry sends; the cap still holds', async () => {
  const to = phone();
  const t = tag();
  const counters = createMemoryCounters(clock);
  const cap = { counters, perHour: 2 };
  const { user } = await signedInUser(app);
  const [staff] = await db().update(users).set({ isStaff: true }).where(eq(users.id, user.id)).returning();
  const failed = createFailedNotifications({ db: db(), clock, maxAttempts: 3 });
  await queue('sms', 'order_confirmed', to, `اول ${t}`);
  const down = fakeSmsSender();
  down.sender.send = async () => {
    throw new Error('SMS provider answered HTTP 503');
  };
  const broken = service(down, { maxAttempts: 3, retryBaseMs: 1_000 }, fakeMailer(), cap);
  for (let i = 0; i < 3; i++) {
    expect(await broken.flush()).toEqual({ sent: 0, failed: 1, unknown: 0 });
    now += 60_000;
  }
  const [row] = await db().select().from(notificationOutbox).where(eq(notificationOutbox.recipient, to));
  expect(row.attempts).toBe(3);
  expect((await counters.peek(`sms-recipient:${to}`)).count).toBe(0);

  await failed.retry(staff, row.id);
  const up = fakeSmsSender();
  const working = service(up, { maxAttempts: 3 }, fakeMailer(), cap);
  expect(await working.flush()).toEqual({ sent: 1, failed: 0, unknown: 0 });
  await queue('sms', 'order_completed', to, `دوم ${t}`);
  await queue('sms', 'order_completed', to, `سوم ${t}`);
  expect(await working.flush()).toEqual({ sent: 1, failed: 1, unknown: 0 });
  expect(up.requests.map((r) => r.message)).toEqual([`اول ${t}`, `دوم ${t}`]);
  const rows = await db()
    .select()
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.recipient, [to]));
  expect(rows.filter((r) => r.sentAt).length).toBe(2);
});
