// The acceptance code (ACCEPTANCE_CODE=true) through HTTP: finalize first sends a 6-digit code (SMS, else email)
// and answers 202; only the right code within 10 minutes and 5 tries confirms the order; a new code at most once a
// minute; only the order's customer may ask. The recovery codes' rules, one implementation (lib/one-time-code.ts).
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { and, desc, eq } from 'drizzle-orm';
import { notificationOutbox, users } from '../src/db/schema';
import { quoteFixture } from './quotes-fixture';
import type { OrderJson, Session } from './scenarios';

const f = quoteFixture('2026-11-20T08:00:00Z', {
  quotes: { validDays: 7, staffEmail: null, staffPhone: null, acceptanceCode: true },
});
const { s, people } = f;

beforeAll(f.setUp);
afterAll(f.tearDown);

const finalize = (order: OrderJson, body?: unknown, who: Session = people.customerA) =>
  s.call('POST', `orders/${order.id}/finalize-selections/`, who, body);

/** The code messages of the order, newest first: channel, recipient, the code read from the body, the history text. */
async function codeMessages(order: OrderJson) {
  const rows = await f
    .app()
    .database.db.select()
    .from(notificationOutbox)
    .where(
      and(eq(notificationOutbox.orderId, order.id), eq(notificationOutbox.kind, 'quote_acceptance_code')),
    )
    .orderBy(desc(notificationOutbox.id));
  return rows.map((r) => ({
    channel: r.channel,
    recipient: r.recipient,
    code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? '',
    history: r.historyText ?? '',
  }));
}

/** A priced order with coffee's term chosen, its code asked for; the code sent. */
async function withCode() {
  const order = await s.priced();
  expect((await s.select(order, 0, '1_month')).statusCode).toBe(200);
  const sent = await finalize(order);
  expect(sent.statusCode).toBe(202);
  const [message] = await codeMessages(order);
  return { order, sent: sent.json(), code: message.code };
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const status = async (order: OrderJson) =>
  (await s.call('GET', `orders/${order.id}/`, people.customerA)).json();

describe('finalize with ACCEPTANCE_CODE', () => {
  beforeEach(() => f.advanceTo(new Date(f.now().getTime() + 3_600_000).toISOString()));

  it('sends a code by SMS, masks it in the history, and confirms only with it', async () => {
    const { order, sent, code } = await withCode();
    const phone = (await codeMessages(order))[0].recipient;
    expect(sent).toMatchObject({
      code_required: true,
      channel: 'sms',
      sent_to: `${phone.slice(0, 4)}***${phone.slice(-4)}`,
      resend_after_seconds: 60,
    });
    expect(new Date(sent.expires_at).getTime() - f.now().getTime()).toBe(10 * 60_000);
    expect(code).toMatch(/^\d{6}$/);
    const [message] = await codeMessages(order);
    expect(message.channel).toBe('sms');
    expect(message.history).not.toContain(code);
    expect((await status(order)).status).toBe('waiting_customer_approval');

    const done = await finalize(order, { code });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('confirmed');
    expect(done.json().acceptance).toMatchObject({ version: 1 });
    // a used code is spent
    expect((await finalize(order, { code })).statusCode).toBe(409);
  });

  it('refuses a wrong code with the recovery codes’ sentence, and still takes the right one after four', async () => {
    const { order, code } = await withCode();
    for (let i = 0; i < 4; i++) {
      const wrong = await finalize(order, { code: wrongOf(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: MESSAGES.otpWrongOrExpired,
        details: { code: [MESSAGES.otpWrongOrExpired] },
      });
    }
    expect((await status(order)).status).toBe('waiting_customer_approval');
    // Persian digits are read as digits
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect((await finalize(order, { code: persian })).statusCode).toBe(200);
  });

  it('spends the code at the fifth wrong try: then even the right one is refused', async () => {
    const { order, code } = await withCode();
    for (let i = 0; i < 5; i++) expect((await finalize(order, { code: wrongOf(code) })).statusCode).toBe(400);
    const right = await finalize(order, { code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(MESSAGES.otpWrongOrExpired);
    expect((await status(order)).status).toBe('waiting_customer_approval');
  });

  it('holds a code 10 minutes to the second', async () => {
    const { order, code } = await withCode();
    const sentAt = f.now().getTime();
    await f.advanceTo(new Date(sentAt + 10 * 60_000 + 1000).toISOString());
    expect((await finalize(order, { code })).statusCode).toBe(400);

    // a new code, which holds to its tenth minute
    expect((await finalize(order)).statusCode).toBe(202);
    const [fresh] = await codeMessages(order);
    await f.advanceTo(new Date(f.now().getTime() + 10 * 60_000).toISOString());
    expect((await finalize(order, { code: fresh.code })).statusCode).toBe(200);
  });

  it('sends a new code at most once a minute, and the new one replaces the old', async () => {
    const { order, code } = await withCode();
    const again = await finalize(order);
    expect(again.statusCode).toBe(202);
    expect(again.json().resend_after_seconds).toBe(60);
    expect(await codeMessages(order)).toHaveLength(1);

    await f.advanceTo(new Date(f.now().getTime() + 60_000).toISOString());
    expect((await finalize(order)).statusCode).toBe(202);
    const messages = await codeMessages(order);
    expect(messages).toHaveLength(2);
    expect((await finalize(order, { code })).statusCode).toBe(400);
    expect((await finalize(order, { code: messages[0].code })).statusCode).toBe(200);
  });

  it('sends the code by email to a customer without a phone', async () => {
    const db = f.app().database.db;
    const [{ phone }] = await db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, people.customerA.user.id));
    await db.update(users).set({ phone: '' }).where(eq(users.id, people.customerA.user.id));
    try {
      const { order, sent, code } = await withCode();
      const email = people.customerA.email;
      expect(sent).toMatchObject({
        channel: 'email',
        sent_to: `${email.slice(0, 2)}${'*'.repeat(email.indexOf('@') - 2)}${email.slice(email.indexOf('@'))}`,
      });
      const [message] = await codeMessages(order);
      expect(message).toMatchObject({ channel: 'email', recipient: email });
      expect((await finalize(order, { code })).statusCode).toBe(200);
    } finally {
      await db.update(users).set({ phone }).where(eq(users.id, people.customerA.user.id));
    }
  });

  it('refuses a code that is not six digits (400) and anyone but the order’s customer (403), sending nothing', async () => {
    const order = await s.priced();
    const short = await finalize(order, { code: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.code).toEqual([MESSAGES.acceptanceCodeLength]);
    for (const who of [people.customerB, people.staff, people.dealer])
      expect((await finalize(order, undefined, who)).statusCode).toBe(403);
    expect((await finalize(order, undefined, null as unknown as Session)).statusCode).toBe(401);
    expect(await codeMessages(order)).toHaveLength(0);
  });
});
