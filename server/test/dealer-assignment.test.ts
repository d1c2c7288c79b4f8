// Dealer assignment through HTTP into the database (spec 001 §2.3, §5, §7; spec README "Money", the transition
// table rows assign-dealer, remove-dealer, update-dealer-notes): who may do it, in which statuses, the rate
// rules, the commission record through the order's life, the dealer's email and SMS, and what the customer sees.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  dealerCommissions,
  notificationOutbox,
  orderEvents,
  orders,
  type OrderStatus,
  paymentReceipts,
  users,
} from '../src/db/schema';
import { MESSAGES, transitionRefusal } from '@sefaresh/shared-api/rules';
import { DEALER_TEXTS } from '../src/modules/orders/staff/dealer-messages';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { orderScenarios } from './scenarios';

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
type Session = Awaited<ReturnType<typeof signedInUser>>;
let customer: Session;
let dealerA: Session; // default 7.50
let dealerB: Session; // default 5.00
let noRateDealer: Session; // no default rate
let inactiveDealer: Session;
let plainUser: Session;
let staff: Session;
let coffee: { id: number };
let saffron: { id: number };

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  const add = (name: string, taxRate: string | null) => addTestProduct(app, name, { stock: 1000, taxRate });
  coffee = await add(`قهوه عربیکا ${tag}`, null);
  saffron = await add(`زعفران سرگل ${tag}`, '9.00');
  [customer, dealerA, dealerB, noRateDealer, inactiveDealer, plainUser, staff] = await Promise.all([
    signedInUser(app, { name: 'مشتری الف' }),
    signedInUser(app, { name: 'الف نماینده', phone: '09121112233', company_name: 'پخش الف' }),
    signedInUser(app, { name: 'ب نماینده' }),
    signedInUser(app, { name: 'پ نماینده بی‌نرخ' }),
    signedInUser(app, { name: 'ت نماینده غیرفعال' }),
    signedInUser(app, { name: 'کاربر عادی' }),
    signedInUser(app, { name: 'کارمند فروش' }),
  ]);
  const dealer = (s: Session, code: string, rate: string | null, isActive = true) =>
    db()
      .update(users)
      .set({ isDealer: true, dealerCode: `${code}-${tag}`, dealerCommissionRate: rate, isActive })
      .where(eq(users.id, s.user.id));
  await dealer(dealerA, 'DA', '7.50');
  await dealer(dealerB, 'DB', '5.00');
  await dealer(noRateDealer, 'DN', null);
  // tokens were issued while active; the row turns inactive afterwards (it may no longer sign in)
  await dealer(inactiveDealer, 'DI', '6.00', false);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
});
afterAll(async () => {
  await app.close();
});

const { call, newOrder, priced, confirmed, withStatus } = orderScenarios({
  app: () => app,
  customer: () => customer,
  staff: () => staff,
  coffee: () => coffee,
  saffron: () => saffron,
});

const assign = (id: number, body: Record<string, unknown>, who: Session | null = staff) =>
  call('POST', `orders/${id}/assign-dealer/`, who, body);
const remove = (id: number, who: Session | null = staff) => call('POST', `orders/${id}/remove-dealer/`, who);
const commissionsOf = (id: number) =>
  db()
    .select()
    .from(dealerCommissions)
    .where(eq(dealerCommissions.orderId, id))
    .orderBy(asc(dealerCommissions.id));
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const lastEvent = async (id: number) =>
  (await db().select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id))).at(
    -1,
  );

describe('list-for-assignment', () => {
  test('staff get the active dealers by name with rate and order counts', async () => {
    const order = await priced();
    expect((await assign(order.id, { dealer_id: dealerB.user.id })).statusCode).toBe(200);
    const done = await withStatus('completed');
    await db().update(orders).set({ assignedDealerId: dealerB.user.id }).where(eq(orders.id, done.id));

    const res = await call('GET', 'dealers/list-for-assignment/', staff);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string }[];
    const ids = list.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([dealerA.user.id, dealerB.user.id, noRateDealer.user.id]));
    expect(ids).not.toContain(inactiveDealer.user.id);
    expect(ids).not.toContain(plainUser.user.id);
    const names = list.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.find((d) => d.id === dealerA.user.id)).toEqual({
      id: dealerA.user.id,
      name: 'الف نماینده',
      email: dealerA.email,
      phone: '09121112233',
      company_name: 'پخش الف',
      dealer_code: `DA-${tag}`,
      dealer_commission_rate: '7.50',
      commission_rate: '7.50',
      assigned_orders_count: expect.any(Number),
      active_orders_count: expect.any(Number),
    });
    const b = list.find((d) => d.id === dealerB.user.id) as unknown as Record<string, number>;
    expect(b.assigned_orders_count - b.active_orders_count).toBeGreaterThanOrEqual(1);
    expect(b.active_orders_count).toBeGreaterThanOrEqual(1);
  });

  test.each([
    ['a customer', () => customer, 403],
    ['a dealer', () => dealerA, 403],
    ['anonymous', () => null, 401],
  ])('%s is refused', async (_who, who, code) => {
    expect((await call('GET', 'dealers/list-for-assignment/', who())).statusCode).toBe(code);
  });
});

describe('assign-dealer', () => {
  test("the dealer's default rate: pending commission, order fields, event, message, email and SMS to the dealer", async () => {
    const order = await priced();
    const res = await assign(order.id, { dealer_id: dealerA.user.id, dealer_notes: '  تماس قبل از ارسال  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('نماینده الف نماینده با نرخ کمیسیون ۷٫۵٪ به سفارش اختصاص یافت');
    expect(body.order).toMatchObject({
      id: order.id,
      status: 'waiting_customer_approval',
      assigned_dealer_id: dealerA.user.id,
      assigned_dealer_name: 'الف نماینده',
      assigned_dealer_code: `DA-${tag}`,
      dealer_assigned_at: expect.any(String),
      dealer_notes: 'تماس قبل از ارسال',
      effective_commission_rate: '7.50',
      default_commission_rate: '7.50',
      commission_status: 'pending',
      commission_paid: false,
    });
    // while pending: the projection from quoted_total (2,970,000 + 4,375,000 before a choice) × 7.5 %
    expect(body.order.quoted_total).toBe('7345000');
    expect(body.order.dealer_commission_amount).toBe('550875');

    const [record] = await commissionsOf(order.id);
    expect(record).toMatchObject({
      dealerId: dealerA.user.id,
      rate: '7.50',
      isCustomRate: false,
      status: 'pending',
      amount: null,
      notes: 'تماس قبل از ارسال',
      assignedBy: staff.user.id,
    });
    expect(await lastEvent(order.id)).toMatchObject({
      actorId: staff.user.id,
      fromStatus: 'waiting_customer_approval',
      toStatus: 'waiting_customer_approval',
      note: `تعیین نماینده الف نماینده (DA-${tag}) با نرخ کمیسیون ۷٫۵٪`,
    });
    const sent = await db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, order.id), eq(notificationOutbox.kind, 'dealer_assigned')))
      .orderBy(asc(notificationOutbox.channel));
    expect(sent).toHaveLength(2);
    const persianId = String(order.id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect(sent[0]).toMatchObject({
      channel: 'email',
      recipient: dealerA.email,
      userId: dealerA.user.id,
      subject: `سفارش شماره ${persianId} به شما اختصاص یافت`,
    });
    expect(sent[0].body).toContain(`سفارش شماره ${persianId}`);
    expect(sent[0].body).toContain('۷٫۵٪');
    expect(sent[1]).toMatchObject({ channel: 'sms', recipient: '09121112233', userId: dealerA.user.id });
    expect(sent[1].body).toBe(sent[0].body);
  });

  test('a custom rate wins over the default and is marked custom', async () => {
    const order = await priced();
    const res = await assign(order.id, { dealer_id: dealerA.user.id, custom_commission_rate: 12.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('نماینده الف نماینده با نرخ کمیسیون ۱۲٫۵٪ به سفارش اختصاص یافت');
    expect(res.json().order).toMatchObject({
      effective_commission_rate: '12.50',
      default_commission_rate: '7.50',
    });
    expect((await commissionsOf(order.id))[0]).toMatchObject({ rate: '12.50', isCustomRate: true });
  });

  test('a custom rate of exactly 50 is accepted (string with Persian digits too)', async () => {
    const a = await priced();
    expect((await assign(a.id, { dealer_id: dealerB.user.id, custom_commission_rate: 50 })).statusCode).toBe(
      200,
    );
    expect((await commissionsOf(a.id))[0].rate).toBe('50.00');
    const b = await priced();
    const res = await assign(b.id, { dealer_id: dealerB.user.id, custom_commission_rate: '۷٫۵' });
    expect(res.statusCode).toBe(200);
    expect((await commissionsOf(b.id))[0]).toMatchObject({ rate: '7.50', isCustomRate: true });
  });

  test.each<[string, unknown, string]>([
    ['0', 0, DEALER_TEXTS.rateAboveZero],
    ['negative', -2, DEALER_TEXTS.rateAboveZero],
    ['50.1', 50.1, DEALER_TEXTS.rateAtMost50],
    ['12.35 (two decimals)', 12.35, DEALER_TEXTS.rateOneDecimal],
    ['not a number', 'ده', DEALER_TEXTS.rateNotNumber],
  ])('custom rate %s → 400 and nothing changes', async (_name, rate, message) => {
    const order = await priced();
    const res = await assign(order.id, { dealer_id: dealerA.user.id, custom_commission_rate: rate });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, details: { custom_commission_rate: [message] } });
    expect(await commissionsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id)).assignedDealerId).toBeNull();
  });

  test('a dealer without a default rate needs a custom one', async () => {
    const order = await priced();
    const res = await assign(order.id, { dealer_id: noRateDealer.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(DEALER_TEXTS.rateAboveZero);
    const ok = await assign(order.id, { dealer_id: noRateDealer.user.id, custom_commission_rate: '3' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order).toMatchObject({
      effective_commission_rate: '3.00',
      default_commission_rate: null,
    });
  });

  test.each<[string, () => number | undefined | null, string]>([
    ['no dealer', () => undefined, DEALER_TEXTS.chooseDealer],
    ['a null dealer', () => null, DEALER_TEXTS.chooseDealer],
    ['an unknown id', () => 9_999_999, DEALER_TEXTS.invalidDealer],
    ['an inactive dealer', () => inactiveDealer.user.id, DEALER_TEXTS.invalidDealer],
    ['a user who is not a dealer', () => plainUser.user.id, DEALER_TEXTS.invalidDealer],
  ])('%s → 400 in details.dealer_id', async (_name, id, message) => {
    const order = await priced();
    const dealerId = id();
    const res = await assign(order.id, dealerId === undefined ? {} : { dealer_id: dealerId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, details: { dealer_id: [message] } });
    expect(await commissionsOf(order.id)).toEqual([]);
  });

  test('an unknown order → 404', async () => {
    expect((await assign(9_999_999, { dealer_id: dealerA.user.id })).statusCode).toBe(404);
  });

  test("a dealer's own order (they bought as a customer) cannot be assigned to them: 400, no commission", async () => {
    const own = await newOrder(false, dealerA);
    const res = await assign(own.id, { dealer_id: dealerA.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: DEALER_TEXTS.ownOrder,
      details: { dealer_id: [DEALER_TEXTS.ownOrder] },
    });
    expect(await commissionsOf(own.id)).toEqual([]);
    expect((await orderRow(own.id)).assignedDealerId).toBeNull();
    // another dealer may take it
    expect((await assign(own.id, { dealer_id: dealerB.user.id })).statusCode).toBe(200);
  });

  test('reassigning to another dealer cancels the old record and creates a pending one for the new dealer', async () => {
    const order = await priced();
    expect((await assign(order.id, { dealer_id: dealerA.user.id, dealer_notes: 'الف' })).statusCode).toBe(
      200,
    );
    const res = await assign(order.id, { dealer_id: dealerB.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('نماینده ب نماینده با نرخ کمیسیون ۵٪ به سفارش اختصاص یافت');
    expect(res.json().order).toMatchObject({
      assigned_dealer_id: dealerB.user.id,
      dealer_notes: '',
      effective_commission_rate: '5.00',
      commission_status: 'pending',
    });
    const records = await commissionsOf(order.id);
    expect(records).toEqual([
      expect.objectContaining({
        dealerId: dealerA.user.id,
        status: 'cancelled',
        cancelledAt: expect.any(Date),
      }),
      expect.objectContaining({ dealerId: dealerB.user.id, status: 'pending', rate: '5.00' }),
    ]);
    // the old dealer can no longer see the order
    expect((await call('GET', `orders/${order.id}/`, dealerA)).statusCode).toBe(403);
  });

  test('reassigning the same dealer updates the pending record in place', async () => {
    const order = await priced();
    expect((await assign(order.id, { dealer_id: dealerA.user.id, dealer_notes: 'اول' })).statusCode).toBe(
      200,
    );
    const assignedAt = (await orderRow(order.id)).dealerAssignedAt;
    const res = await assign(order.id, { dealer_id: dealerA.user.id, custom_commission_rate: 9 });
    expect(res.statusCode).toBe(200);
    const records = await commissionsOf(order.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'pending', rate: '9.00', isCustomRate: true, notes: 'اول' });
    expect((await orderRow(order.id)).dealerAssignedAt).toEqual(assignedAt);
  });

  test.each([
    ['a customer', () => customer, 403],
    ['a dealer', () => dealerA, 403],
    ['anonymous', () => null, 401],
  ])('%s may not assign nor remove', async (_who, who, code) => {
    const order = await priced();
    expect((await assign(order.id, { dealer_id: dealerA.user.id }, who())).statusCode).toBe(code);
    expect(await commissionsOf(order.id)).toEqual([]);
    expect((await assign(order.id, { dealer_id: dealerA.user.id })).statusCode).toBe(200);
    expect((await remove(order.id, who())).statusCode).toBe(code);
    expect((await orderRow(order.id)).assignedDealerId).toBe(dealerA.user.id);
    expect((await commissionsOf(order.id))[0].status).toBe('pending');
  });

  test.each<OrderStatus>(['completed', 'cancelled', 'rejected'])(
    'a %s order → 409 for assign and remove, nothing changes',
    async (status) => {
      const order = await priced();
      expect((await assign(order.id, { dealer_id: dealerA.user.id })).statusCode).toBe(200);
      await db().update(orders).set({ status }).where(eq(orders.id, order.id));
      const a = await assign(order.id, { dealer_id: dealerB.user.id });
      expect(a.statusCode).toBe(409);
      expect(a.json().error).toBe(transitionRefusal('assign_dealer', status));
      const r = await remove(order.id);
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe(transitionRefusal('remove_dealer', status));
      expect((await orderRow(order.id)).assignedDealerId).toBe(dealerA.user.id);
      expect(await commissionsOf(order.id)).toEqual([
        expect.objectContaining({ dealerId: dealerA.user.id, status: 'pending' }),
      ]);
    },
  );

  test.each<OrderStatus>(['pending_pricing', 'confirmed', 'payment_uploaded'])(
    'allowed in %s',
    async (status) => {
      const order = status === 'pending_pricing' ? await newOrder() : await withStatus(status);
      const res = await assign(order.id, { dealer_id: dealerA.user.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().order.status).toBe(status);
    },
  );
});

describe('the commission through the order', () => {
  test('complete: calculated at the exact amount (7,345,000 × 7.5 % = 550,875)', async () => {
    const order = await confirmed();
    expect(order.quoted_total).toBe('7345000');
    expect((await assign(order.id, { dealer_id: dealerA.user.id })).statusCode).toBe(200);
    const res = await call('POST', `orders/${order.id}/complete/`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'completed',
      commission_status: 'calculated',
      dealer_commission_amount: '550875',
      effective_commission_rate: '7.50',
      commission_paid: false,
    });
    expect((await commissionsOf(order.id))[0]).toMatchObject({
      status: 'calculated',
      amount: '550875',
      calculatedAt: expect.any(Date),
    });
  });

  test('a half rial rounds up: 5,249,999 × 50 % = 2,624,999.5 → 2,625,000', async () => {
    // coffee 3 × 333,333 − 12.5 % = 874,999.125 → 874,999; + saffron 4,375,000
    const order = await confirmed(false, 'instant', { unit: 333_333, discount: 12.5 });
    expect(order.quoted_total).toBe('5249999');
    expect(
      (await assign(order.id, { dealer_id: dealerA.user.id, custom_commission_rate: 50 })).statusCode,
    ).toBe(200);
    const res = await call('POST', `orders/${order.id}/complete/`, staff);
    expect(res.statusCode).toBe(200);
    expect((await commissionsOf(order.id))[0]).toMatchObject({ status: 'calculated', amount: '2625000' });
  });

  test('verify-payment true calculates too', async () => {
    const order = await confirmed();
    expect(
      (await assign(order.id, { dealer_id: dealerB.user.id, custom_commission_rate: 2.5 })).statusCode,
    ).toBe(200);
    await db()
      .insert(paymentReceipts)
      .values({
        orderId: order.id,
        fileName: 'receipt.png',
        fileType: 'image',
        mimeType: 'image/png',
        fileSize: 4,
        content: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        uploadedBy: customer.user.id,
      });
    await db().update(orders).set({ status: 'payment_uploaded' }).where(eq(orders.id, order.id));
    const res = await call('POST', `orders/${order.id}/verify-payment/`, staff, { payment_verified: true });
    expect(res.statusCode).toBe(200);
    // 7,345,000 × 2.5 % = 183,625
    expect((await commissionsOf(order.id))[0]).toMatchObject({ status: 'calculated', amount: '183625' });
  });

  test('cancel: the pending commission is cancelled', async () => {
    const order = await priced();
    expect((await assign(order.id, { dealer_id: dealerA.user.id })).statusCode).toBe(200);
    const res = await call('POST', `orders/${order.id}/cancel/`, staff, { reason: 'اتمام موجودی' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ commission_status: 'cancelled', dealer_commission_amount: null });
    expect((await commissionsOf(order.id))[0]).toMatchObject({ status: 'cancelled', amount: null });
  });

  test("the customer's rejection cancels it", async () => {
    const order = await priced();
    expect((await assign(order.id, { dealer_id: dealerA.user.id })).statusCode).toBe(200);
    const res = await call('POST', `orders/${order.id}/customer-reject/`, customer, {
      rejection_reason: 'گران است',
    });
    expect(res.statusCode).toBe(200);
    expect((await commissionsOf(order.id))[0].status).toBe('cancelled');
  });

  test('remove-dealer: cancelled, dealer fields cleared, event, message', async () => {
    const order = await priced();
    expect((await assign(order.id, { dealer_id: dealerA.user.id, dealer_notes: 'یادداشت' })).statusCode).toBe(
      200,
    );
    const res = await remove(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: DEALER_TEXTS.removed,
      order: {
        assigned_dealer_id: null,
        assigned_dealer_name: null,
        dealer_assigned_at: null,
        dealer_notes: '',
        commission_status: 'cancelled',
      },
    });
    expect((await commissionsOf(order.id))[0]).toMatchObject({ status: 'cancelled' });
    expect(await lastEvent(order.id)).toMatchObject({ note: DEALER_TEXTS.removedEvent('الف نماینده') });
    // a second removal: there is no dealer
    const again = await remove(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(DEALER_TEXTS.noDealer);
  });
});

describe('update-dealer-notes', () => {
  let orderId: number;
  beforeAll(async () => {
    const order = await priced();
    orderId = order.id;
    expect((await assign(order.id, { dealer_id: dealerA.user.id })).statusCode).toBe(200);
  });
  const notes = (who: Session | null, text: string) =>
    call('POST', `orders/${orderId}/update-dealer-notes/`, who, { dealer_notes: text });

  test('the assigned dealer updates them, in any status', async () => {
    await db().update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId));
    const res = await notes(dealerA, 'مشتری پنجشنبه‌ها در دسترس است');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: DEALER_TEXTS.notesUpdated,
      order: { id: orderId, dealer_notes: 'مشتری پنجشنبه‌ها در دسترس است' },
    });
    expect(await lastEvent(orderId)).toMatchObject({
      actorId: dealerA.user.id,
      note: DEALER_TEXTS.notesEvent,
    });
  });

  test('staff update them', async () => {
    const res = await notes(staff, 'یادداشت مدیر');
    expect(res.statusCode).toBe(200);
    expect((await orderRow(orderId)).dealerNotes).toBe('یادداشت مدیر');
  });

  test.each([
    ['another dealer', () => dealerB, 403],
    ['the customer', () => customer, 403],
    ['anonymous', () => null, 401],
  ])('%s is refused', async (_who, who, code) => {
    const res = await notes(who(), 'نباید ذخیره شود');
    expect(res.statusCode).toBe(code);
    if (code === 403) expect(res.json().error).toBe(MESSAGES.orderForbidden);
    expect((await orderRow(orderId)).dealerNotes).not.toBe('نباید ذخیره شود');
  });
});

describe('who sees the commission and the notes', () => {
  test("the order's customer sees neither; staff and the assigned dealer do", async () => {
    const order = await priced();
    expect(
      (await assign(order.id, { dealer_id: dealerA.user.id, dealer_notes: 'فقط برای نماینده' })).statusCode,
    ).toBe(200);
    const asCustomer = (await call('GET', `orders/${order.id}/`, customer)).json();
    expect(asCustomer).toMatchObject({
      assigned_dealer_name: 'الف نماینده',
      dealer_notes: '',
      dealer_commission_amount: null,
      effective_commission_rate: null,
      default_commission_rate: null,
      commission_paid: false,
      commission_status: null,
    });
    for (const who of [dealerA, staff]) {
      const seen = await call('GET', `orders/${order.id}/`, who);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({
        dealer_notes: 'فقط برای نماینده',
        effective_commission_rate: '7.50',
        commission_status: 'pending',
        dealer_commission_amount: '550875',
      });
    }
    // the customer's own moves answer the order without them too
    const rejected = await call('POST', `orders/${order.id}/customer-reject/`, customer, {
      rejection_reason: 'نیاز نداریم',
    });
    expect(rejected.json()).toMatchObject({ dealer_notes: '', commission_status: null });
  });
});
