// Every action of the transition table (ORDER_TRANSITIONS) through HTTP: a caller whose roles on the order the
// table does not list gets 403, a caller it lists gets 409 on a status it does not allow, and neither changes
// the order. The table is read here too, so a new action without a case here fails the first test.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PRICING_MESSAGES,
  roleMay,
  statusAllows,
  transitionRefusal,
  type OrderAction,
  type OrderRole,
  type OrderStatus,
} from '@sefaresh/shared-api/rules';
import { orderEvents, orders, users } from '../src/db/schema';
import { addTestProduct, createTestApp, signedInUser } from './helpers';
import { addCheque, newSayadId } from './receivables-fixture';
import { OFFICIAL_INFO, orderScenarios, type OrderJson, type Session } from './scenarios';

let app: FastifyInstance;
const db = () => app.database.db;
const tag = randomBytes(4).toString('hex');
let customer: Session;
let stranger: Session;
let staff: Session;
let dealer: Session;
let otherDealer: Session;
let coffee: { id: number };
let saffron: { id: number };

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  coffee = await addTestProduct(app, `قهوه مجوز ${tag}`);
  saffron = await addTestProduct(app, `زعفران مجوز ${tag}`);
  [customer, stranger, staff, dealer, otherDealer] = await Promise.all([
    signedInUser(app, { name: 'مشتری مجوز' }),
    signedInUser(app, { name: 'مشتری دیگر' }),
    signedInUser(app, { name: 'کارمند مجوز' }),
    signedInUser(app, { name: 'نماینده مجوز' }),
    signedInUser(app, { name: 'نماینده دیگر' }),
  ]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  for (const [who, code] of [
    [dealer, `AZ1-${tag}`],
    [otherDealer, `AZ2-${tag}`],
  ] as const) {
    await db().update(users).set({ isDealer: true, dealerCode: code }).where(eq(users.id, who.user.id));
  }
});
afterAll(async () => {
  await app.close();
});

const scenarios = orderScenarios({
  app: () => app,
  customer: () => customer,
  staff: () => staff,
  coffee: () => coffee,
  saffron: () => saffron,
});

type Caller = 'customer' | 'stranger' | 'staff' | 'dealer' | 'otherDealer';
const session = (who: Caller) => ({ customer, stranger, staff, dealer, otherDealer })[who];
/** The roles each caller holds on the test orders (dealer is assigned to each of them). */
const ROLES: Record<Caller, OrderRole[]> = {
  customer: ['customer'],
  stranger: [],
  staff: ['staff'],
  dealer: ['dealer'],
  otherDealer: [],
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
function receiptUpload() {
  const boundary = `----authorize${tag}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payment_receipts"; filename="r.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  const payload = Buffer.concat(parts.map((part) => new Uint8Array(part)));
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Request {
  method: 'POST' | 'DELETE';
  url: string;
  payload?: Record<string, unknown> | Buffer;
  headers?: Record<string, string>;
}

interface Case {
  request: (order: OrderJson) => Request;
  /** A caller the table refuses (403). */
  refused: Caller;
  /** A caller the table lets act, and a status it does not allow them (409); null when every status allows it. */
  allowed: Caller;
  wrongStatus: OrderStatus | null;
  /** The 409's sentence when it is not transitionRefusal(action, status). */
  refusal?: string;
  /** What the request needs on the order first (a cheque to move). */
  prepare?: (order: OrderJson) => Promise<void>;
}

/** The cheque each test order got from its case's prepare. */
const chequeOf = new Map<number, number>();
async function prepareCheque(order: OrderJson) {
  chequeOf.set(order.id, (await addCheque(app, order.id)).id);
}

const orderUrl = (order: OrderJson, path: string) => `/api/orders/${order.id}/${path}`;
const firstItem = (order: OrderJson) => order.items[0];

const CASES: Record<OrderAction, Case> = {
  price: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'update-multiple-pricing/'),
      payload: scenarios.pricingFor(o, { notify_customer: true }),
    }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'completed',
  },
  reprice_quietly: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'update-multiple-pricing/'),
      payload: scenarios.pricingFor(o),
    }),
    refused: 'dealer',
    allowed: 'staff',
    // a confirmed order is priced again only with notify_customer: the rules module's own sentence says so
    wrongStatus: 'confirmed',
    refusal: PRICING_MESSAGES.notifyRequired,
  },
  staff_remove_item: {
    request: (o) => ({ method: 'DELETE', url: orderUrl(o, `remove-item/${firstItem(o).id}/`) }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'confirmed',
  },
  select_option: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'customer-select-option/'),
      payload: {
        item_id: firstItem(o).id,
        action: 'select_option',
        selected_option_id: firstItem(o).pricing_options[0].id,
      },
    }),
    refused: 'staff',
    allowed: 'customer',
    wrongStatus: 'confirmed',
  },
  finalize: {
    request: (o) => ({ method: 'POST', url: orderUrl(o, 'finalize-selections/') }),
    refused: 'dealer',
    allowed: 'customer',
    wrongStatus: 'pending_pricing',
  },
  request_revision: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'request-revision/'),
      payload: { comment: 'قیمت قلم اول را کمتر کنید' },
    }),
    refused: 'staff',
    allowed: 'customer',
    wrongStatus: 'confirmed',
  },
  extend_quote: {
    request: (o) => ({
      method: 'POST',
      url: `/api/admin/orders/${o.id}/extend-quote/`,
      payload: { valid_until: '2099-01-01' },
    }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'confirmed',
  },
  customer_reject: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'customer-reject/'),
      payload: { rejection_reason: 'گران است' },
    }),
    refused: 'staff',
    allowed: 'customer',
    wrongStatus: 'confirmed',
  },
  customer_remove_item: {
    request: (o) => ({
      method: 'DELETE',
      url: orderUrl(o, `customer-remove-item/${firstItem(o).id}/`),
      payload: {},
    }),
    refused: 'stranger',
    allowed: 'customer',
    wrongStatus: 'payment_uploaded',
  },
  upload_receipt: {
    request: (o) => ({ method: 'POST', url: orderUrl(o, 'upload-payment-receipt/'), ...receiptUpload() }),
    refused: 'staff',
    allowed: 'customer',
    wrongStatus: 'waiting_customer_approval',
  },
  pay_instalment: {
    request: (o) => ({ method: 'POST', url: orderUrl(o, 'upload-payment-receipt/'), ...receiptUpload() }),
    refused: 'staff',
    allowed: 'customer',
    wrongStatus: 'pending_pricing',
    // before any payment the same upload is the first one (upload_receipt), and says so
    refusal: transitionRefusal('upload_receipt', 'pending_pricing'),
  },
  review_receipt: {
    request: (o) => ({
      method: 'POST',
      url: `/api/admin/orders/${o.id}/payment-receipts/999999/review/`,
      payload: { decision: 'verify' },
    }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'pending_pricing',
  },
  delete_receipt: {
    request: (o) => ({ method: 'DELETE', url: orderUrl(o, 'delete-payment-receipt/999999/') }),
    refused: 'dealer',
    allowed: 'customer',
    wrongStatus: 'payment_uploaded',
  },
  verify_payment: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'verify-payment/'),
      payload: { payment_verified: true },
    }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'confirmed',
  },
  complete: {
    request: (o) => ({ method: 'POST', url: orderUrl(o, 'complete/') }),
    refused: 'dealer',
    allowed: 'staff',
    wrongStatus: 'pending_pricing',
  },
  cancel: {
    request: (o) => ({ method: 'POST', url: orderUrl(o, 'cancel/'), payload: { reason: 'درخواست مشتری' } }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'completed',
  },
  change_invoice_type: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'update-business-invoice-type/'),
      payload: { business_invoice_type: 'official' },
    }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'cancelled',
  },
  update_invoice_info: {
    request: (o) => ({
      method: 'POST',
      url: '/api/customers/update-invoice-info/',
      payload: { customer_info: OFFICIAL_INFO, order_id: o.id },
    }),
    refused: 'staff',
    allowed: 'customer',
    wrongStatus: 'completed',
  },
  assign_dealer: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'assign-dealer/'),
      payload: { dealer_id: otherDealer.user.id },
    }),
    refused: 'dealer',
    allowed: 'staff',
    wrongStatus: 'rejected',
  },
  remove_dealer: {
    request: (o) => ({ method: 'POST', url: orderUrl(o, 'remove-dealer/') }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'cancelled',
  },
  register_cheque: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'cheques/'),
      payload: {
        sayad_id: newSayadId(),
        bank: 'بانک ملت',
        drawer_name: 'مشتری مجوز',
        due_date: '2099-01-01',
        amount: '1000000',
      },
    }),
    refused: 'dealer',
    allowed: 'customer',
    wrongStatus: 'waiting_customer_approval',
  },
  move_cheque: {
    prepare: prepareCheque,
    request: (o) => ({
      method: 'POST',
      url: `/api/admin/cheques/${chequeOf.get(o.id)}/status/`,
      payload: { status: 'deposited' },
    }),
    refused: 'customer',
    allowed: 'staff',
    wrongStatus: 'pending_pricing',
  },
  update_dealer_notes: {
    request: (o) => ({
      method: 'POST',
      url: orderUrl(o, 'update-dealer-notes/'),
      payload: { dealer_notes: 'تماس گرفته شد' },
    }),
    refused: 'otherDealer',
    allowed: 'dealer',
    wrongStatus: null,
  },
};

/** A priced order of the customer, put in `status` in the database, with `dealer` assigned. */
async function orderIn(status: OrderStatus) {
  const order = await scenarios.withStatus(status);
  await db().update(orders).set({ assignedDealerId: dealer.user.id }).where(eq(orders.id, order.id));
  return order;
}

/** What a refused move must leave as it was: the order's row and its events. */
async function snapshot(orderId: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  const [events] = await db()
    .select({ n: count() })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  return { row, events: events.n };
}

async function send(who: Caller, request: Request) {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { authorization: `Bearer ${session(who).tokens.access}`, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

test('every action of the table has a case, and each case agrees with the table', () => {
  expect(Object.keys(CASES).sort()).toEqual([...ORDER_ACTIONS].sort());
  for (const action of ORDER_ACTIONS) {
    const c = CASES[action];
    expect(ROLES[c.refused].some((role) => roleMay(action, role))).toBe(false);
    expect(ROLES[c.allowed].some((role) => roleMay(action, role))).toBe(true);
    if (c.wrongStatus) expect(statusAllows(action, c.wrongStatus)).toBe(false);
    // an action without a wrong status is allowed from every status
    else expect(ORDER_STATUSES.every((s) => statusAllows(action, s))).toBe(true);
  }
});

describe.each(ORDER_ACTIONS)('%s', (action) => {
  const c = CASES[action];

  test(`a refused caller gets 403 and nothing changes`, async () => {
    const order = await orderIn(ORDER_TRANSITIONS[action].from[0]);
    await c.prepare?.(order);
    const before = await snapshot(order.id);
    const res = await send(c.refused, c.request(order));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.orderForbidden });
    expect(await snapshot(order.id)).toEqual(before);
  });

  const wrong = c.wrongStatus;
  if (wrong) {
    test(`an allowed caller on ${wrong} gets 409 and nothing changes`, async () => {
      const order = await orderIn(wrong);
      await c.prepare?.(order);
      const before = await snapshot(order.id);
      const res = await send(c.allowed, c.request(order));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: c.refusal ?? transitionRefusal(action, wrong) });
      expect(await snapshot(order.id)).toEqual(before);
    });
  }
});

test('a dealer who orders for themselves acts on that order as its customer', async () => {
  const own = orderScenarios({
    app: () => app,
    customer: () => dealer,
    staff: () => staff,
    coffee: () => coffee,
    saffron: () => saffron,
  });
  const order = await own.priced();
  const seen = await own.call('GET', `orders/${order.id}/`, dealer);
  expect(seen.json().allowed_actions).toEqual(expect.arrayContaining(['select_option', 'finalize']));
  const res = await own.select(order, 0, 'instant', dealer);
  expect(res.statusCode).toBe(200);
});
