// The quote expiry job through a pass on a fake clock: a quote holds to the last second of its Tehran day and
// expires after it (an order event, the customer and staff told once, finalize refused with the Persian sentence);
// the customer is reminded once two days before, and never for an accepted or cancelled order.
import { and, eq } from 'drizzle-orm';
import { notificationOutbox, orderEvents } from '../src/db/schema';
import { QUOTE_TEXTS } from '../src/modules/quotes/messages';
import { quoteFixture } from './quotes-fixture';
import type { OrderJson } from './scenarios';

const STAFF_EMAIL = 'desk@example.com';
const f = quoteFixture('2026-11-20T08:00:00Z', {
  quotes: { validDays: 7, staffEmail: STAFF_EMAIL, staffPhone: null, acceptanceCode: false },
});
const { s, people } = f;

beforeAll(f.setUp);
afterAll(f.tearDown);

const pass = () => f.app().jobs.quoteExpiry.runOnce();
const notices = (order: OrderJson, kind: string) =>
  f
    .app()
    .database.db.select({ recipient: notificationOutbox.recipient, channel: notificationOutbox.channel })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, order.id), eq(notificationOutbox.kind, kind)));
const order = async (o: OrderJson) => (await s.call('GET', `orders/${o.id}/`, people.customerA)).json();
const at = (ms: number) => new Date(ms).toISOString();

describe('the quote expiry job', () => {
  it('keeps a quote to the last second of its Tehran day and expires it after, telling everyone once', async () => {
    await f.advanceTo('2026-11-20T08:00:00Z');
    const priced = await s.priced();
    const validUntil = new Date(priced.quote_valid_until as string);
    // the end of Tehran's day of 27 Nov 2026 (UTC+03:30): 23:59:59 there
    expect(validUntil.toISOString()).toBe('2026-11-27T20:29:59.000Z');

    // one second before the Tehran day ends: still valid
    await f.advanceTo(at(validUntil.getTime()));
    expect((await pass()).expired).not.toContain(priced.id);
    const before = await order(priced);
    expect(before.quote_expired).toBe(false);
    expect(before.allowed_actions).toEqual(
      expect.arrayContaining(['select_option', 'finalize', 'request_revision']),
    );

    // the day is over
    await f.advanceTo(at(validUntil.getTime() + 1000));
    expect((await pass()).expired).toEqual([priced.id]);
    expect((await pass()).expired).toEqual([]);
    const after = await order(priced);
    expect(after.quote_expired).toBe(true);
    expect(after.status).toBe('waiting_customer_approval');
    // the answer no longer offers what the expiry refuses; asking for a new price stays
    expect(after.allowed_actions).not.toContain('finalize');
    expect(after.allowed_actions).not.toContain('select_option');
    expect(after.allowed_actions).toContain('request_revision');

    const events = await f
      .app()
      .database.db.select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, priced.id),
          eq(orderEvents.note, QUOTE_TEXTS.expiredEvent(1, validUntil)),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0].actorId).toBeNull();
    const sent = await notices(priced, 'quote_expired');
    expect(sent.filter((n) => n.recipient === people.customerA.email)).toHaveLength(1);
    expect(sent.filter((n) => n.recipient === STAFF_EMAIL)).toHaveLength(1);

    const finalize = await s.call('POST', `orders/${priced.id}/finalize-selections/`, people.customerA);
    expect(finalize.statusCode).toBe(409);
    expect(finalize.json().error).toBe(QUOTE_TEXTS.expired(validUntil));
  });

  it('reminds the customer once two days before the end, not for an accepted or cancelled order', async () => {
    await f.advanceTo('2026-12-01T08:00:00Z');
    const waiting = await s.priced();
    const accepted = await s.confirmed();
    const cancelled = await s.priced();
    const cancel = await s.call('POST', `orders/${cancelled.id}/cancel/`, people.staff, {
      reason: 'لغو آزمایشی',
    });
    expect(cancel.statusCode).toBe(200);
    const ours = [waiting.id, accepted.id, cancelled.id];
    const end = new Date(waiting.quote_valid_until as string).getTime();
    const twoDays = 2 * 24 * 3_600_000;

    await f.advanceTo(at(end - twoDays - 1000));
    expect((await pass()).reminded.filter((id) => ours.includes(id))).toEqual([]);
    await f.advanceTo(at(end - twoDays + 1000));
    expect((await pass()).reminded.filter((id) => ours.includes(id))).toEqual([waiting.id]);
    await f.advanceTo(at(end - 1000));
    expect((await pass()).reminded.filter((id) => ours.includes(id))).toEqual([]);

    const reminders = await notices(waiting, 'quote_reminder');
    expect(reminders.filter((n) => n.recipient === people.customerA.email)).toHaveLength(1);
    expect(await notices(accepted, 'quote_reminder')).toHaveLength(0);
    expect(await notices(cancelled, 'quote_reminder')).toHaveLength(0);
  });

  it('announces an extended quote again for its new end', async () => {
    await f.advanceTo('2026-12-10T08:00:00Z');
    const priced = await s.priced();
    const end = new Date(priced.quote_valid_until as string).getTime();
    await f.advanceTo(at(end + 1000));
    expect((await pass()).expired).toContain(priced.id);
    const extend = await s.call('POST', `admin/orders/${priced.id}/extend-quote/`, people.staff, {
      valid_until: '2026-12-25',
    });
    expect(extend.statusCode).toBe(200);
    expect(extend.json().quote_expired).toBe(false);
    expect((await pass()).expired).not.toContain(priced.id);
    await f.advanceTo('2026-12-25T20:30:00Z');
    expect((await pass()).expired).toContain(priced.id);
    const sent = await notices(priced, 'quote_expired');
    expect(sent.filter((n) => n.recipient === people.customerA.email)).toHaveLength(2);
    expect(sent.filter((n) => n.recipient === STAFF_EMAIL)).toHaveLength(2);
  });
});
