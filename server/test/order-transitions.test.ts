// Every move of the transition table (spec README) through HTTP into the database: who may make it, from
// which statuses, what it writes (status, event, totals, invoices, stock, notifications) and that a refused
// move changes nothing.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, RECEIVABLE_FIELD_MESSAGES } from '@sefaresh/shared-api/rules';
import {
  invoices,
  notificationOutbox,
  orderEvents,
  orderPricingOptions,
  orders,
  type OrderStatus,
  products,
  users,
} from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { persianYear } from '../src/modules/invoices/numbering';
import { transitionRefusal } from '@sefaresh/shared-api/rules';
import { CUSTOMER_TEXTS, PRICING_TEXTS, STAFF_TEXTS } from '../src/modules/orders/messages';
import { QUOTE_TEXTS } from '../src/modules/quotes/messages';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { type OrderJson, orderScenarios } from './scenarios';

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
type Session = Awaited<ReturnType<typeof signedInUser>>;
let customerA: Session;
let customerB: Session;
let dealer: Session;
let otherDealer: Session;
let staff: Session;
let admin: Session;
let coffee: { id: number; name: string };
let saffron: { id: number; name: string };

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  const add = (name: string, taxRate: string | null) => addTestProduct(app, name, { stock: 100, taxRate });
  coffee = await add(`قهوه عربیکا ${tag}`, null);
  saffron = await add(`زعفران سرگل ${tag}`, '9.00');
  [customerA, customerB, dealer, otherDealer, staff, admin] = await Promise.all([
    signedInUser(app, { name: 'مشتری الف' }),
    signedInUser(app, { name: 'مشتری ب' }),
    signedInUser(app, { name: 'نماینده یک' }),
    signedInUser(app, { name: 'نماینده دو' }),
    signedInUser(app, { name: 'کارمند فروش' }),
    signedInUser(app, { name: 'مدیر کل' }),
  ]);
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `D1-${tag}` })
    .where(eq(users.id, dealer.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: `D2-${tag}` })
    .where(eq(users.id, otherDealer.user.id));
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await app.close();
});

const { call, newOrder, pricingFor, priced, select, confirmed, paymentUploaded, withStatus } = orderScenarios(
  {
    app: () => app,
    customer: () => customerA,
    staff: () => staff,
    coffee: () => coffee,
    saffron: () => saffron,
  },
);

const statusOf = async (id: number) =>
  (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
const eventsOf = (id: number) =>
  db().select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
const kindsSent = async (id: number) =>
  (await db().select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id)))
    .map((r) => `${r.channel}:${r.kind}`)
    .sort();

describe('update-multiple-pricing', () => {
  test('prices a pending order: waiting_customer_approval, exact totals, pricer, event and pricing_ready', async () => {
    const order = await newOrder();
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, pricingFor(order));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'waiting_customer_approval',
      priced_by_name: 'کارمند فروش',
      admin_comment: 'قیمت‌ها تا پایان هفته معتبر است',
      pricing_date: expect.any(String),
      // before a choice each item counts with its cheapest option: coffee 3 × 1,000,000 (the 1-month
      // option is 3 × 1,100,000 × 0.9 = 2,970,000, cheaper!) → 2,970,000; saffron 2 × 2,500,000 × 0.875
      quoted_total: String(2_970_000 + 4_375_000),
      total_with_tax: String(2_970_000 + 4_375_000),
    });
    expect(body.items[0]).toMatchObject({ final_quantity: 3, admin_notes: 'ارسال از انبار تهران' });
    expect(body.items[0].pricing_options).toEqual([
      expect.objectContaining({
        payment_term: 'instant',
        unit_price: '1000000',
        discount_percentage: '0.00',
        total_price: '3000000',
        tax_amount: '0',
        is_selected: false,
        term_display: 'نقدی',
      }),
      expect.objectContaining({
        payment_term: '1_month',
        unit_price: '1100000',
        discount_percentage: '10.00',
        total_price: '2970000',
        term_display: '۱ ماهه',
      }),
    ]);
    expect(body.items[1].pricing_options[0]).toMatchObject({
      custom_term_label: '۴۵ روزه',
      custom_due_days: 45,
      term_display: '۴۵ روزه',
      total_price: '4375000',
    });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      actorId: staff.user.id,
      fromStatus: 'pending_pricing',
      toStatus: 'waiting_customer_approval',
      // the round is also the quote's first version, with the day it holds to
      note: `${PRICING_TEXTS.eventSent}\n${QUOTE_TEXTS.versionEvent(1, new Date(body.quote_valid_until))}`,
    });
    expect(await kindsSent(order.id)).toEqual([
      'email:order_submitted',
      'email:pricing_ready',
      'sms:order_submitted',
      'sms:pricing_ready',
    ]);
  });

  test('official orders add tax after the discount at the product rate, 10 % when it has none', async () => {
    const order = await priced(true);
    const coffeeMonth = order.items[0].pricing_options[1];
    expect(coffeeMonth).toMatchObject({
      total_price: '2970000',
      tax_amount: '297000',
      total_with_tax: '3267000',
    });
    // saffron at 9 %: 4,375,000 × 0.09 = 393,750
    expect(order.items[1].pricing_options[0]).toMatchObject({
      tax_amount: '393750',
      total_with_tax: '4768750',
    });
    expect(order).toMatchObject({ quoted_total: '7345000', total_with_tax: String(3_267_000 + 4_768_750) });
  });

  test('a half rial rounds up: 3 × 333,333 with 12.5 % off = 874,999.125 → 874,999; tax 87,499.9 → 87,500', async () => {
    const order = await newOrder(true);
    const payload = pricingFor(order);
    payload.items[0].pricing_options = [
      { payment_term: 'instant', unit_price: 333_333, discount_percentage: 12.5 },
    ];
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].pricing_options[0]).toMatchObject({
      total_price: '874999',
      tax_amount: '87500',
      total_with_tax: '962499',
    });
  });

  test.each([
    ['a customer', () => customerA, 403],
    ['a dealer', () => dealer, 403],
    ['anonymous', () => null, 401],
  ])('%s is refused and nothing changes', async (_who, who, code) => {
    const order = await newOrder();
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, who(), pricingFor(order));
    expect(res.statusCode).toBe(code);
    expect(await statusOf(order.id)).toBe('pending_pricing');
  });

  test('a super admin may price', async () => {
    const order = await newOrder();
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, admin, pricingFor(order));
    expect(res.statusCode).toBe(200);
  });

  test.each<[string, (p: ReturnType<typeof pricingFor>) => void, (name: string) => string]>([
    ['no term', (p) => (p.items[0].pricing_options = []), (n) => PRICING_TEXTS.termCount(n)],
    [
      'eleven terms',
      (p) =>
        (p.items[0].pricing_options = Array.from({ length: 11 }, (_, i) => ({
          payment_term: 'custom',
          custom_term_label: `قسط ${i}`,
          custom_due_days: 30 + i,
          unit_price: 1000,
          discount_percentage: 0,
        }))),
      (n) => PRICING_TEXTS.termCount(n),
    ],
    [
      'price 0',
      (p) => (p.items[0].pricing_options[0].unit_price = 0),
      (n) => PRICING_TEXTS.unitPrice('نقدی', n),
    ],
    [
      'a price with decimals',
      (p) => (p.items[0].pricing_options[0].unit_price = 10.5),
      (n) => PRICING_TEXTS.unitPrice('نقدی', n),
    ],
    [
      'discount 100.5',
      (p) => (p.items[0].pricing_options[0].discount_percentage = 100.5),
      (n) => PRICING_TEXTS.discount(n),
    ],
    [
      'a custom term without a label',
      (p) =>
        (p.items[0].pricing_options[0] = {
          payment_term: 'custom',
          custom_due_days: 20,
          unit_price: 1000,
          discount_percentage: 0,
        }),
      (n) => PRICING_TEXTS.customLabel(n),
    ],
    [
      'a custom term without its days',
      (p) =>
        (p.items[0].pricing_options[0] = {
          payment_term: 'custom',
          custom_term_label: '۲۰ روزه',
          unit_price: 1000,
          discount_percentage: 0,
        }),
      () => RECEIVABLE_FIELD_MESSAGES.customDueDaysRequired,
    ],
    [
      'a custom term of 366 days',
      (p) =>
        (p.items[0].pricing_options[0] = {
          payment_term: 'custom',
          custom_term_label: 'یک سال و یک روز',
          custom_due_days: 366,
          unit_price: 1000,
          discount_percentage: 0,
        }),
      () => RECEIVABLE_FIELD_MESSAGES.customDueDays,
    ],
    [
      'the same term twice',
      (p) => (p.items[0].pricing_options[1].payment_term = 'instant'),
      (n) => PRICING_TEXTS.duplicateTerm('نقدی', n),
    ],
    [
      'an item left without a price',
      (p) => p.items.splice(1, 1),
      () => PRICING_TEXTS.missingPrice(saffron.name),
    ],
  ])('refused with a message naming the product: %s', async (_case, change, message) => {
    const order = await newOrder();
    const payload = pricingFor(order);
    change(payload);
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().details).flat()).toContain(message(coffee.name));
    expect(await statusOf(order.id)).toBe('pending_pricing');
    const options = await db()
      .select()
      .from(orderPricingOptions)
      .where(eq(orderPricingOptions.itemId, order.items[0].id));
    expect(options).toEqual([]);
  });

  test('an item of another order is refused', async () => {
    const order = await newOrder();
    const other = await newOrder();
    const payload = pricingFor(order);
    payload.items[0].item_id = other.items[0].id;
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details['items.0.item_id']).toEqual([PRICING_TEXTS.itemNotInOrder]);
  });

  test('without notify_customer in waiting_customer_approval: prices corrected in place, the choice kept, no message', async () => {
    const order = await priced();
    await select(order, 0, '1_month');
    const payload = pricingFor(order);
    payload.items[0].pricing_options[1].unit_price = '1200000';
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('waiting_customer_approval');
    expect(body.items[0].pricing_options[1]).toMatchObject({
      unit_price: '1200000',
      is_selected: true,
      total_price: '3240000',
    });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      note: `${PRICING_TEXTS.eventCorrected}\n${QUOTE_TEXTS.versionCorrectedEvent(1)}`,
    });
    expect((await kindsSent(order.id)).filter((k) => k.endsWith('pricing_ready'))).toHaveLength(2);
  });

  test('with notify_customer on a confirmed order: back to waiting, choices cleared, the pre-invoice replaced', async () => {
    const order = await confirmed();
    const confirmedNumber = order.pre_invoice_number;
    expect(confirmedNumber).not.toBeNull();
    const res = await call(
      'POST',
      `orders/${order.id}/update-multiple-pricing/`,
      staff,
      pricingFor(order, { notify_customer: true }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('waiting_customer_approval');
    expect(
      body.items
        .flatMap((i: OrderJson['items'][number]) => i.pricing_options)
        .some((o: { is_selected: boolean }) => o.is_selected),
    ).toBe(false);
    // the new quote is a pre-invoice of its own: numbered, not the confirmed one's number
    expect(body.pre_invoice_number).toMatch(/^\d{4}-\d{6}$/);
    expect(body.pre_invoice_number).not.toBe(confirmedNumber);
    expect(body.payment_instructions).toBeNull();
    expect((await kindsSent(order.id)).filter((k) => k === 'email:pricing_ready')).toHaveLength(2);
  });

  test('without notify_customer on a confirmed order: 409, nothing changes', async () => {
    const order = await confirmed();
    const res = await call('POST', `orders/${order.id}/update-multiple-pricing/`, staff, pricingFor(order));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: PRICING_TEXTS.notifyRequired });
    expect(await statusOf(order.id)).toBe('confirmed');
  });

  test.each<OrderStatus>(['completed', 'rejected', 'cancelled'])(
    'refused with 409 from %s',
    async (status) => {
      const order = await withStatus(status);
      const res = await call(
        'POST',
        `orders/${order.id}/update-multiple-pricing/`,
        staff,
        pricingFor(order, { notify_customer: true }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: transitionRefusal('price', status) });
      expect(await statusOf(order.id)).toBe(status);
    },
  );

  test('an unknown order is 404', async () => {
    const res = await call('POST', 'orders/99999999/update-multiple-pricing/', staff, {
      items: [{ item_id: 1, final_quantity: 1, pricing_options: [] }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.orderNotFound });
  });
});

describe('customer-select-option and finalize-selections', () => {
  test('the customer chooses; totals follow the choice', async () => {
    const order = await priced();
    const res = await select(order, 0, 'instant');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items[0].pricing_options.map((o: { is_selected: boolean }) => o.is_selected)).toEqual([
      true,
      false,
    ]);
    expect(body.quoted_total).toBe(String(3_000_000 + 4_375_000));
    // choosing again moves the choice
    const again = (await select(order, 0, '1_month')).json();
    expect(again.items[0].pricing_options.map((o: { is_selected: boolean }) => o.is_selected)).toEqual([
      false,
      true,
    ]);
  });

  test('another customer, a dealer, staff and anonymous may not choose', async () => {
    const order = await priced();
    for (const [who, code] of [
      [customerB, 403],
      [dealer, 403],
      [staff, 403],
      [null, 401],
    ] as const) {
      expect((await select(order, 0, 'instant', who as Session)).statusCode).toBe(code);
    }
  });

  test('an option of another item is 404; outside waiting_customer_approval it is 409', async () => {
    const order = await priced();
    const res = await call('POST', `orders/${order.id}/customer-select-option/`, customerA, {
      item_id: order.items[1].id,
      action: 'select_option',
      selected_option_id: order.items[0].pricing_options[0].id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: CUSTOMER_TEXTS.optionNotFound });
    const done = await confirmed();
    const late = await select(done, 0, 'instant');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: transitionRefusal('select_option', 'confirmed') });
  });

  test('finalize without a choice for an item with two options is refused, naming it', async () => {
    const order = await priced();
    const res = await call('POST', `orders/${order.id}/finalize-selections/`, customerA);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: CUSTOMER_TEXTS.selectionsIncomplete,
      details: { [`items.${order.items[0].id}`]: [CUSTOMER_TEXTS.chooseOption(coffee.name)] },
    });
    expect(await statusOf(order.id)).toBe('waiting_customer_approval');
  });

  test('finalize: confirmed, the single option taken, totals fixed, pre-invoice numbered, order_confirmed sent', async () => {
    const order = await priced(true);
    await select(order, 0, 'instant');
    const res = await call('POST', `orders/${order.id}/finalize-selections/`, customerA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('confirmed');
    expect(body.items[1].pricing_options[0].is_selected).toBe(true);
    // coffee 3,000,000 + 10 % = 3,300,000; saffron 4,375,000 + 9 % = 4,768,750
    expect(body).toMatchObject({ quoted_total: '7375000', total_with_tax: '8068750' });
    expect(body.pre_invoice_number).toMatch(new RegExp(`^${persianYear(new Date())}-\\d{6}$`));
    expect(await kindsSent(order.id)).toContain('sms:order_confirmed');
    const again = await call('POST', `orders/${order.id}/finalize-selections/`, customerA);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: transitionRefusal('finalize', 'confirmed') });
  });

  test('pre-invoice numbers are consecutive within the year: each quote and each confirmation takes the next', async () => {
    const a = await confirmed();
    const b = await confirmed();
    const [ia] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, a.id), eq(invoices.kind, 'pre')));
    const [ib] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, b.id), eq(invoices.kind, 'pre')));
    // between a's confirmed pre-invoice and b's: b's quote
    expect(ib.number).toBe(ia.number + 2);
    expect(ib.year).toBe(ia.year);
  });
});

describe('customer-reject and customer-remove-item', () => {
  test('reject needs a reason; with it the order is rejected and order_rejected sent', async () => {
    const order = await priced();
    const empty = await call('POST', `orders/${order.id}/customer-reject/`, customerA, {
      rejection_reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ rejection_reason: [CUSTOMER_TEXTS.reasonRequired] });
    const res = await call('POST', `orders/${order.id}/customer-reject/`, customerA, {
      rejection_reason: 'قیمت بالاست',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', customer_rejection_reason: 'قیمت بالاست' });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      toStatus: 'rejected',
      note: 'قیمت بالاست',
      actorId: customerA.user.id,
    });
    expect(await kindsSent(order.id)).toContain('email:order_rejected');
  });

  test('reject is refused for others (403) and once confirmed (409)', async () => {
    const order = await priced();
    for (const who of [customerB, dealer, staff]) {
      const res = await call('POST', `orders/${order.id}/customer-reject/`, who, { rejection_reason: 'x' });
      expect(res.statusCode).toBe(403);
    }
    const done = await confirmed();
    const res = await call('POST', `orders/${done.id}/customer-reject/`, customerA, {
      rejection_reason: 'x',
    });
    expect(res.statusCode).toBe(409);
    expect(await statusOf(done.id)).toBe('confirmed');
  });

  test('removing an item keeps the order and recomputes the totals', async () => {
    const order = await priced();
    const res = await call(
      'DELETE',
      `orders/${order.id}/customer-remove-item/${order.items[0].id}/`,
      customerA,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('waiting_customer_approval');
    expect(body.items[0]).toMatchObject({ is_active: false, removed_at: expect.any(String) });
    expect(body.quoted_total).toBe('4375000');
    // the history names the product, not the item's id
    expect((await eventsOf(order.id)).at(-1)?.note).toBe(
      `حذف «${body.items[0].product_name}» از سفارش توسط مشتری`,
    );
  });

  test('the last item needs reject_entire_order and a reason, then the order is rejected', async () => {
    const order = await priced();
    await call('DELETE', `orders/${order.id}/customer-remove-item/${order.items[0].id}/`, customerA);
    const last = `orders/${order.id}/customer-remove-item/${order.items[1].id}/`;
    const plain = await call('DELETE', last, customerA);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error).toBe(CUSTOMER_TEXTS.lastItemNeedsReject);
    const noReason = await call('DELETE', last, customerA, { reject_entire_order: true });
    expect(noReason.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('waiting_customer_approval');
    const res = await call('DELETE', last, customerA, {
      reject_entire_order: true,
      rejection_reason: 'منصرف شدم',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', customer_rejection_reason: 'منصرف شدم' });
  });

  test('remove is refused for another customer (403), a removed item (404) and a confirmed order (409)', async () => {
    const order = await priced();
    const url = `orders/${order.id}/customer-remove-item/${order.items[0].id}/`;
    expect((await call('DELETE', url, customerB)).statusCode).toBe(403);
    expect((await call('DELETE', url, staff)).statusCode).toBe(403);
    expect((await call('DELETE', url, customerA)).statusCode).toBe(200);
    expect((await call('DELETE', url, customerA)).statusCode).toBe(404);
    const done = await confirmed();
    expect(
      (await call('DELETE', `orders/${done.id}/customer-remove-item/${done.items[0].id}/`, customerA))
        .statusCode,
    ).toBe(409);
  });
});

describe('staff remove-item', () => {
  test('staff remove an item; the last one cannot go', async () => {
    const order = await priced();
    const first = await call('DELETE', `orders/${order.id}/remove-item/${order.items[0].id}/`, staff);
    expect(first.statusCode).toBe(200);
    expect(first.json().quoted_total).toBe('4375000');
    const last = await call('DELETE', `orders/${order.id}/remove-item/${order.items[1].id}/`, staff);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: STAFF_TEXTS.lastItem });
    expect(
      (await call('DELETE', `orders/${order.id}/remove-item/${order.items[1].id}/`, customerA)).statusCode,
    ).toBe(403);
  });
});

describe('verify-payment, complete and cancel', () => {
  test('verify true: completed, receipts verified, final invoice, stock reduced, order_completed', async () => {
    const order = await paymentUploaded();
    const [before] = await db().select().from(products).where(eq(products.id, coffee.id));
    const res = await call('POST', `orders/${order.id}/verify-payment/`, staff, {
      payment_verified: true,
      payment_notes: 'واریز تأیید شد',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'completed',
      completion_date: expect.any(String),
      payment_verified_at: expect.any(String),
      payment_notes: 'واریز تأیید شد',
      final_invoice_number: expect.stringMatching(/^\d{4}-\d{6}$/),
    });
    expect(body.payment_receipts).toEqual([
      expect.objectContaining({ is_verified: true, admin_notes: 'واریز تأیید شد' }),
    ]);
    const [after] = await db().select().from(products).where(eq(products.id, coffee.id));
    expect(after.stock).toBe(before.stock - 3);
    expect(await kindsSent(order.id)).toContain('email:order_completed');
  });

  test('stock never goes below zero', async () => {
    const order = await paymentUploaded();
    await db().update(products).set({ stock: 1 }).where(eq(products.id, saffron.id));
    expect(
      (await call('POST', `orders/${order.id}/verify-payment/`, staff, { payment_verified: true }))
        .statusCode,
    ).toBe(200);
    const [p] = await db().select().from(products).where(eq(products.id, saffron.id));
    expect(p.stock).toBe(0);
    await db().update(products).set({ stock: 100 }).where(eq(products.id, saffron.id));
  });

  test('verify false: back to confirmed, the receipt unverified with the notes, payment_rejected sent', async () => {
    const order = await paymentUploaded();
    const res = await call('POST', `orders/${order.id}/verify-payment/`, staff, {
      payment_verified: false,
      payment_notes: 'مبلغ واریزی کم است',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', final_invoice_number: null });
    expect(res.json().payment_receipts).toEqual([
      expect.objectContaining({ is_verified: false, admin_notes: 'مبلغ واریزی کم است' }),
    ]);
    expect(await kindsSent(order.id)).toContain('sms:payment_rejected');
  });

  test('verify is refused for the customer and a dealer (403) and outside payment_uploaded (409)', async () => {
    const order = await paymentUploaded();
    for (const who of [customerA, dealer]) {
      expect(
        (await call('POST', `orders/${order.id}/verify-payment/`, who, { payment_verified: true }))
          .statusCode,
      ).toBe(403);
    }
    const done = await confirmed();
    const res = await call('POST', `orders/${done.id}/verify-payment/`, staff, { payment_verified: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: transitionRefusal('verify_payment', 'confirmed') });
  });

  test('complete: a confirmed order paid outside the system', async () => {
    const order = await confirmed();
    expect((await call('POST', `orders/${order.id}/complete/`, customerA)).statusCode).toBe(403);
    const res = await call('POST', `orders/${order.id}/complete/`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', final_invoice_number: expect.any(String) });
    expect((await call('POST', `orders/${order.id}/complete/`, staff)).statusCode).toBe(409);
  });

  test('cancel: any status but completed, with a reason; the customer hears of it', async () => {
    const order = await confirmed();
    expect((await call('POST', `orders/${order.id}/cancel/`, staff, { reason: ' ' })).statusCode).toBe(400);
    expect((await call('POST', `orders/${order.id}/cancel/`, customerA, { reason: 'x' })).statusCode).toBe(
      403,
    );
    const res = await call('POST', `orders/${order.id}/cancel/`, staff, { reason: 'عدم موجودی انبار' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancellation_reason: 'عدم موجودی انبار' });
    expect(await kindsSent(order.id)).toContain('email:order_cancelled');
    const done = await withStatus('completed');
    const refused = await call('POST', `orders/${done.id}/cancel/`, staff, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: transitionRefusal('cancel', 'completed') });
  });
});

describe('update-business-invoice-type', () => {
  test('unofficial → official adds tax and takes the customer data; the answer carries a message', async () => {
    const order = await priced();
    expect(order.total_with_tax).toBe(order.quoted_total);
    const res = await call('POST', `orders/${order.id}/update-business-invoice-type/`, staff, {
      business_invoice_type: 'official',
    });
    expect(res.statusCode).toBe(200);
    const { message, order: after } = res.json();
    expect(message).toBe(STAFF_TEXTS.invoiceTypeChanged('official'));
    expect(after).toMatchObject({
      business_invoice_type: 'official',
      is_official_invoice: true,
      quoted_total: '7345000',
      total_with_tax: '8035750',
    });
    expect(after.customer_info).toMatchObject({ name: 'مشتری الف', phone: '09121234567' });
  });

  test('refused for customers (403) and on completed or cancelled orders (409)', async () => {
    const order = await priced();
    expect(
      (
        await call('POST', `orders/${order.id}/update-business-invoice-type/`, customerA, {
          business_invoice_type: 'official',
        })
      ).statusCode,
    ).toBe(403);
    for (const status of ['completed', 'cancelled'] as const) {
      const o = await withStatus(status);
      const res = await call('POST', `orders/${o.id}/update-business-invoice-type/`, staff, {
        business_invoice_type: 'official',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: transitionRefusal('change_invoice_type', status) });
    }
  });
});

describe('invoices', () => {
  const pdfOf = (url: string, who: Session | null) => call('GET', url, who);

  test('invoice-status follows the order: nothing before pricing, the pre-invoice once priced, both once completed', async () => {
    const order = await newOrder(true);
    let res = await call('GET', `orders/${order.id}/invoice-status/`, customerA);
    expect(res.json()).toEqual({
      business_invoice_type_display: 'رسمی',
      quoted_total: null,
      total_with_tax: null,
      can_download_pre_invoice: false,
      pre_invoice_available: false,
      can_download_final_invoice: false,
      final_invoice_available: false,
      payment_verified: false,
      order_status: 'pending_pricing',
      pre_invoice_number: null,
      final_invoice_number: null,
    });
    expect((await pdfOf(`orders/${order.id}/download-pre-invoice/`, customerA)).statusCode).toBe(404);
    const done = await paymentUploaded(true);
    await call('POST', `orders/${done.id}/verify-payment/`, staff, { payment_verified: true });
    res = await call('GET', `orders/${done.id}/invoice-status/`, customerA);
    expect(res.json()).toMatchObject({
      can_download_pre_invoice: false,
      pre_invoice_available: true,
      can_download_final_invoice: true,
      final_invoice_available: true,
      payment_verified: true,
      order_status: 'completed',
    });
    // staff may still take the pre-invoice of a completed order
    expect(
      (await call('GET', `orders/${done.id}/invoice-status/`, staff)).json().can_download_pre_invoice,
    ).toBe(true);
  });

  test('the PDFs come with the spec file names, to the customer and staff only', async () => {
    const order = await confirmed(true);
    const pre = await pdfOf(`orders/${order.id}/download-pre-invoice/`, customerA);
    expect(pre.statusCode).toBe(200);
    expect(pre.headers['content-type']).toBe('application/pdf');
    expect(pre.headers['content-disposition']).toBe(
      `attachment; filename="pre_invoice_${order.id}_official.pdf"`,
    );
    expect(pre.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfOf(`orders/${order.id}/download-pre-invoice/`, customerB)).statusCode).toBe(403);
    expect((await pdfOf(`orders/${order.id}/download-pre-invoice/`, null)).statusCode).toBe(401);
    const early = await pdfOf(`orders/${order.id}/download-final-invoice/`, customerA);
    expect(early.statusCode).toBe(404);
    await call('POST', `orders/${order.id}/complete/`, staff);
    const final = await pdfOf(`orders/${order.id}/download-final-invoice/`, customerA);
    expect(final.headers['content-disposition']).toBe(
      `attachment; filename="final_invoice_${order.id}_official.pdf"`,
    );
    const plain = await pdfOf(`orders/${order.id}/download-invoice/`, staff);
    expect(plain.headers['content-disposition']).toBe(`attachment; filename="invoice_${order.id}.pdf"`);
  });
});

describe('reading orders', () => {
  test('the customer, staff, a super admin and the assigned dealer read it; others get 403', async () => {
    const order = await priced();
    await db().update(orders).set({ assignedDealerId: dealer.user.id }).where(eq(orders.id, order.id));
    for (const who of [customerA, staff, admin, dealer]) {
      expect((await call('GET', `orders/${order.id}/`, who)).statusCode).toBe(200);
    }
    for (const who of [customerB, otherDealer]) {
      const res = await call('GET', `orders/${order.id}/`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.orderForbidden });
    }
    expect((await call('GET', `orders/${order.id}/`, null)).json()).toEqual({
      error: SERVER_MESSAGES.unauthorized,
    });
  });
});

describe('allowed_actions', () => {
  const detailAs = async (id: number, who: Session) => (await call('GET', `orders/${id}/`, who)).json();

  test('the customer, staff and the assigned dealer each get their list for the status', async () => {
    const order = await priced();
    await db().update(orders).set({ assignedDealerId: dealer.user.id }).where(eq(orders.id, order.id));
    expect((await detailAs(order.id, customerA)).allowed_actions).toEqual([
      'select_option',
      'finalize',
      'request_revision',
      'customer_reject',
      'customer_remove_item',
      'update_invoice_info',
    ]);
    expect((await detailAs(order.id, staff)).allowed_actions).toEqual([
      'price',
      'reprice_quietly',
      'staff_remove_item',
      'extend_quote',
      'cancel',
      'change_invoice_type',
      'assign_dealer',
      'remove_dealer',
      'update_dealer_notes',
    ]);
    expect((await detailAs(order.id, dealer)).allowed_actions).toEqual(['update_dealer_notes']);
  });

  test('a move answers the list of the new status; the lists and the admin details carry it too', async () => {
    const order = await priced();
    expect((await select(order, 0, '1_month')).json().allowed_actions).toContain('finalize');
    const res = await call('POST', `orders/${order.id}/finalize-selections/`, customerA);
    expect(res.json().allowed_actions).toEqual([
      'upload_receipt',
      'delete_receipt',
      'register_cheque',
      'update_invoice_info',
    ]);
    const own = (await call('GET', 'orders/?tab=active', customerA)).json();
    const row = own.results.find((r: { id: number }) => r.id === order.id);
    expect(row.allowed_actions).toEqual([
      'upload_receipt',
      'delete_receipt',
      'register_cheque',
      'update_invoice_info',
    ]);
    const details = (await call('GET', `admin/orders/${order.id}/details/`, staff)).json();
    expect(details.allowed_actions).toEqual([
      'price',
      'register_cheque',
      'review_receipt',
      'move_cheque',
      'complete',
      'cancel',
      'change_invoice_type',
      'assign_dealer',
      'remove_dealer',
      'update_dealer_notes',
    ]);
    const adminRows = (await call('GET', `admin/orders/?customer=${customerA.user.id}`, staff)).json();
    expect(adminRows.results.find((r: { id: number }) => r.id === order.id).allowed_actions).toEqual(
      details.allowed_actions,
    );
    const done = await withStatus('completed');
    expect((await detailAs(done.id, staff)).allowed_actions).toEqual([
      'review_receipt',
      'move_cheque',
      'update_dealer_notes',
    ]);
    expect((await detailAs(done.id, customerA)).allowed_actions).toEqual([]);
  });
});
