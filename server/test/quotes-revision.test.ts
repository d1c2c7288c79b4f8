// The customer's request for a new price through HTTP: from the quote waiting for them to revision_requested with
// notes per line, staff told and shown the notes, the next pricing round a new version back to the customer, at
// most five requests per order, and who may ask.
import { and, eq } from 'drizzle-orm';
import { transitionRefusal } from '@sefaresh/shared-api/rules';
import { notificationOutbox, orderEvents } from '../src/db/schema';
import { QUOTE_TEXTS } from '../src/modules/quotes/messages';
import { quoteFixture } from './quotes-fixture';
import type { OrderJson } from './scenarios';

const f = quoteFixture('2026-11-20T08:00:00Z', {
  quotes: { validDays: 7, staffEmail: 'desk@example.com', staffPhone: '09120000000', acceptanceCode: false },
});
const { s, people } = f;

beforeAll(f.setUp);
afterAll(f.tearDown);

const ask = (order: OrderJson, body: unknown, who: Parameters<typeof s.call>[2] = people.customerA) =>
  s.call('POST', `orders/${order.id}/request-revision/`, who, body);

const priceAgain = (order: OrderJson, unit: number) =>
  s.call(
    'POST',
    `orders/${order.id}/update-multiple-pricing/`,
    people.staff,
    s.pricingFor(order, {}, { unit }),
  );

describe('request-revision', () => {
  it('moves the quote to revision_requested with the notes beside each line, and tells staff', async () => {
    const order = await s.priced();
    const [coffeeLine] = order.items;
    const res = await ask(order, {
      comment: '  قیمت قهوه بالاست  ',
      items: [{ item_id: coffeeLine.id, comment: 'لطفاً ۵ درصد تخفیف' }],
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.status).toBe('revision_requested');
    expect(answer.revision_request).toMatchObject({
      version: 1,
      comment: 'قیمت قهوه بالاست',
      items: [{ item_id: coffeeLine.id, comment: 'لطفاً ۵ درصد تخفیف' }],
    });
    expect(answer.allowed_actions).toEqual(['customer_reject', 'update_invoice_info']);

    const staffView = (await s.call('GET', `orders/${order.id}/`, people.staff)).json();
    expect(staffView.items.map((i: { revision_comment: string }) => i.revision_comment)).toEqual([
      'لطفاً ۵ درصد تخفیف',
      '',
    ]);
    expect(staffView.allowed_actions).toContain('price');

    const db = f.app().database.db;
    const messages = await db
      .select({ channel: notificationOutbox.channel, recipient: notificationOutbox.recipient })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.orderId, order.id),
          eq(notificationOutbox.kind, 'quote_revision_requested'),
        ),
      );
    expect(messages.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'email', recipient: 'desk@example.com' },
      { channel: 'sms', recipient: '09120000000' },
    ]);
    const [event] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'revision_requested')));
    expect(event.note).toContain('قیمت قهوه بالاست');
    expect(event.note).toContain('لطفاً ۵ درصد تخفیف');

    // the customer may not accept while the revision is asked for
    const finalize = await s.call('POST', `orders/${order.id}/finalize-selections/`, people.customerA);
    expect(finalize.statusCode).toBe(409);
    expect(finalize.json().error).toBe(transitionRefusal('finalize', 'revision_requested'));

    // staff price again without notify_customer: the next version goes to the customer
    const priced = await priceAgain(order, 950_000);
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({
      status: 'waiting_customer_approval',
      quote_version: 2,
      revision_request: null,
    });
    const list = (await s.call('GET', `orders/${order.id}/quotes/`, people.customerA)).json();
    expect(list.revision_requests).toHaveLength(1);
    expect(list.revision_requests_left).toBe(4);
    expect(list.versions[0].changes).toEqual([
      expect.objectContaining({ item_id: coffeeLine.id, kind: 'price_changed', new_unit_price: '950000' }),
    ]);
  });

  it('refuses an empty comment, long notes and lines of other orders (400), and changes nothing', async () => {
    const order = await s.priced();
    const other = await s.priced();
    const empty = await ask(order, { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.comment).toEqual([QUOTE_TEXTS.commentRequired]);
    expect((await ask(order, { comment: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(
      (await ask(order, { comment: 'ok', items: [{ item_id: order.items[0].id, comment: 'x'.repeat(501) }] }))
        .statusCode,
    ).toBe(400);
    const foreign = await ask(order, {
      comment: 'ok',
      items: [{ item_id: other.items[0].id, comment: 'ارزان‌تر' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(QUOTE_TEXTS.itemNotInOrder);
    expect((await s.call('GET', `orders/${order.id}/`, people.customerA)).json().status).toBe(
      'waiting_customer_approval',
    );
  });

  it('allows five requests per order, then answers 409 in Persian', async () => {
    const order = await s.priced();
    for (let round = 1; round <= 5; round++) {
      expect((await ask(order, { comment: `دور ${round}` })).statusCode).toBe(200);
      expect((await priceAgain(order, 1_000_000 - round * 10_000)).statusCode).toBe(200);
    }
    const sixth = await ask(order, { comment: 'باز هم' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toBe(QUOTE_TEXTS.revisionCap);
    expect((await s.call('GET', `orders/${order.id}/quotes/`, people.customerA)).json()).toMatchObject({
      quote_version: 6,
      revision_requests_left: 0,
    });
  });

  it('is the order’s customer’s alone, and only while the quote waits for them', async () => {
    const order = await s.priced();
    await f.assignDealer(order);
    for (const who of [people.customerB, people.staff, people.dealer]) {
      expect((await ask(order, { comment: 'ارزان‌تر' }, who)).statusCode).toBe(403);
    }
    expect((await ask(order, { comment: 'ارزان‌تر' }, null)).statusCode).toBe(401);
    const pending = await s.newOrder();
    const early = await ask(pending, { comment: 'ارزان‌تر' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(transitionRefusal('request_revision', 'pending_pricing'));
  });

  it('lets staff cancel and the customer reject an order whose revision is asked for', async () => {
    const first = await s.priced();
    expect((await ask(first, { comment: 'ارزان‌تر' })).statusCode).toBe(200);
    const cancel = await s.call('POST', `orders/${first.id}/cancel/`, people.staff, {
      reason: 'موجودی تمام شد',
    });
    expect(cancel.json().status).toBe('cancelled');
    const second = await s.priced();
    expect((await ask(second, { comment: 'ارزان‌تر' })).statusCode).toBe(200);
    const reject = await s.call('POST', `orders/${second.id}/customer-reject/`, people.customerA, {
      rejection_reason: 'منصرف شدم',
    });
    expect(reject.json().status).toBe('rejected');
  });
});
