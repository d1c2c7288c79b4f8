import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import {
  categories,
  notificationOutbox,
  orderEvents,
  orderItems,
  orderPricingOptions,
  orders,
  products,
  users,
  type NewProduct,
} from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { ORDER_TEXTS } from '../src/modules/orders/messages';
import { createTestApp, signedInUser } from './helpers';

let app: FastifyInstance;
const tag = randomBytes(4).toString('hex');
const db = () => app.database.db;

let coffee: number;
let inStock: { id: number; name: string };
let taxFree: { id: number; name: string };
let inactive: { id: number; name: string };
let empty: { id: number; name: string };

async function addProduct(fields: Partial<NewProduct> & { name: string }) {
  const [row] = await db()
    .insert(products)
    .values({ categoryId: coffee, basePrice: '18500000', stock: 100, ...fields })
    .returning();
  return row;
}

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  await seedCatalogue(app.database.db);
  const [c] = await db().select().from(categories).where(eq(categories.name, 'coffee'));
  coffee = c.id;
  inStock = await addProduct({ name: `قهوه سفارش ${tag}`, stock: 5, taxRate: null });
  taxFree = await addProduct({ name: `زعفران سفارش ${tag}`, stock: 5, taxRate: '9.00' });
  inactive = await addProduct({ name: `غیرفعال سفارش ${tag}`, isActive: false });
  empty = await addProduct({ name: `ناموجود سفارش ${tag}`, stock: 0 });
});
afterAll(async () => {
  await app.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const OFFICIAL_INFO = {
  name: 'شرکت آزمون',
  phone: '۰۹۱۲۱۲۳۴۵۶۷',
  company_name: 'آزمون',
  national_id: '0499370899',
  economic_id: '',
  postal_code: '1234567890',
  complete_address: 'تهران، خیابان آزادی، پلاک ۱',
  province: 'تهران',
  city: 'تهران',
};

async function createOrder(token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/orders/', headers: auth(token), payload });
}
const simple = () => ({
  business_invoice_type: 'unofficial',
  items: [{ product_id: inStock.id, quantity: 2 }],
});

describe('POST /api/orders/', () => {
  test('anonymous → 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/orders/', payload: simple() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: SERVER_MESSAGES.unauthorized });
  });

  test('an unofficial order: 201 in pending_pricing, with its event and the outbox messages', async () => {
    const { tokens, user, email } = await signedInUser(app);
    const res = await createOrder(tokens.access, {
      customer_comment: '  تحویل فوری  ',
      business_invoice_type: 'unofficial',
      items: [
        { product_id: inStock.id, quantity: 3, customer_notes: 'دان کامل' },
        { product_id: taxFree.id, quantity: 50 },
      ],
      customer_info: OFFICIAL_INFO,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      status: 'pending_pricing',
      business_invoice_type: 'unofficial',
      business_invoice_type_display: 'غیررسمی',
      is_official_invoice: false,
      quoted_total: null,
      total_with_tax: null,
      pricing_date: null,
      priced_by_name: null,
      assigned_dealer_name: null,
      assigned_dealer_code: null,
      customer_comment: 'تحویل فوری',
      admin_comment: '',
      has_payment_receipts: false,
      payment_receipts_count: 0,
      payment_receipts: [],
      payment_receipt: null,
      payment_receipt_uploaded_at: null,
      completion_date: null,
      customer_name: 'کاربر آزمایشی',
      customer_phone: '09121234567',
      customer_info: null,
      customer: user.id,
    });
    expect(body.items).toEqual([
      {
        id: expect.any(Number),
        is_active: true,
        removed_at: null,
        product_name: inStock.name,
        product_code: `P-${inStock.id}`,
        product: { id: inStock.id, name: inStock.name, tax_rate: null },
        requested_quantity: 3,
        final_quantity: null,
        customer_notes: 'دان کامل',
        admin_notes: '',
        quoted_unit_price: null,
        product_tax_rate: 10,
        pricing_options: [],
        revision_comment: '',
      },
      expect.objectContaining({
        requested_quantity: 50,
        product: { id: taxFree.id, name: taxFree.name, tax_rate: 9 },
        product_tax_rate: 9,
      }),
    ]);

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, body.id));
    expect(events).toEqual([
      expect.objectContaining({ actorId: user.id, fromStatus: null, toStatus: 'pending_pricing' }),
    ]);
    const outbox = await db()
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderId, body.id));
    const text = ORDER_TEXTS.submitted(body.id);
    expect(text).toContain(`شماره ${String(body.id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])} ثبت شد`);
    expect(outbox.map((r) => [r.channel, r.kind, r.recipient, r.body, r.userId]).sort()).toEqual([
      ['email', 'order_submitted', email, text, user.id],
      ['sms', 'order_submitted', '09121234567', text, user.id],
    ]);
    // stock is not reserved
    const [p] = await db().select().from(products).where(eq(products.id, taxFree.id));
    expect(p.stock).toBe(5);
  });

  test('no SMS for a user without a phone', async () => {
    const { tokens, user } = await signedInUser(app);
    await db().update(users).set({ phone: '' }).where(eq(users.id, user.id));
    const res = await createOrder(tokens.access, simple());
    expect(res.statusCode).toBe(201);
    const outbox = await db()
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderId, res.json().id));
    expect(outbox.map((r) => r.channel)).toEqual(['email']);
  });

  test('an official order keeps the normalised customer_info snapshot', async () => {
    const { tokens } = await signedInUser(app);
    const res = await createOrder(tokens.access, {
      business_invoice_type: 'official',
      items: [{ product_id: inStock.id, quantity: 1 }],
      customer_info: {
        ...OFFICIAL_INFO,
        national_id: '۸۴۵۷۵۹۴۸',
        economic_id: undefined,
        company_name: undefined,
        province: 'استان تهران',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      business_invoice_type: 'official',
      business_invoice_type_display: 'رسمی',
      is_official_invoice: true,
      customer_phone: '09121234567',
      customer_info: {
        ...OFFICIAL_INFO,
        phone: '09121234567',
        national_id: '0084575948',
        company_name: '',
        economic_id: '',
        province: 'تهران',
      },
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, body.id));
    expect(row.customerInfo?.national_id).toBe('0084575948');
  });

  test.each([
    ["a person's 10-digit national code", { national_id: '۰۴۹۹۳۷۰۸۹۹' }, { national_id: '0499370899' }],
    [
      "a company's 11-digit national ID and 12-digit economic code",
      { national_id: '10380284790', economic_id: '۴۱۱۱۱۱۱۱۱۱۱۱' },
      { national_id: '10380284790', economic_id: '411111111111' },
    ],
  ])('an official order takes %s', async (_name, fields, stored) => {
    const { tokens } = await signedInUser(app);
    const res = await createOrder(tokens.access, {
      business_invoice_type: 'official',
      items: [{ product_id: inStock.id, quantity: 1 }],
      customer_info: { ...OFFICIAL_INFO, ...fields },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().customer_info).toMatchObject(stored);
  });

  test('items: none, missing, quantity 0, too many', async () => {
    const { tokens } = await signedInUser(app);
    let res = await createOrder(tokens.access, { business_invoice_type: 'unofficial', items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: MESSAGES.fixFormErrors,
      details: { items: [MESSAGES.atLeastOneProduct] },
    });
    res = await createOrder(tokens.access, { business_invoice_type: 'unofficial' });
    expect(res.json().details).toEqual({ items: [MESSAGES.atLeastOneProduct] });
    res = await createOrder(tokens.access, {
      business_invoice_type: 'unofficial',
      items: [{ product_id: inStock.id, quantity: 0 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ 'items.0.quantity': [MESSAGES.quantityMin] });
    res = await createOrder(tokens.access, {
      business_invoice_type: 'unofficial',
      items: Array.from({ length: 51 }, () => ({ product_id: inStock.id, quantity: 1 })),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['items']);
    res = await createOrder(tokens.access, { business_invoice_type: 'other', items: simple().items });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['business_invoice_type']);
  });

  test('unknown, inactive and out-of-stock products are refused, naming the product', async () => {
    const { tokens } = await signedInUser(app);
    const before = await db().select().from(orders);
    let res = await createOrder(tokens.access, {
      business_invoice_type: 'unofficial',
      items: [
        { product_id: inStock.id, quantity: 1 },
        { product_id: 999999999, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: MESSAGES.productNotFound,
      details: { 'items.1.product_id': [MESSAGES.productNotFound] },
    });
    res = await createOrder(tokens.access, {
      business_invoice_type: 'unofficial',
      items: [{ product_id: inactive.id, quantity: 1 }],
    });
    expect(res.json()).toEqual({
      error: ORDER_TEXTS.productInactive(inactive.name),
      details: { 'items.0.product_id': [ORDER_TEXTS.productInactive(inactive.name)] },
    });
    expect(res.json().error).toContain(inactive.name);
    res = await createOrder(tokens.access, {
      business_invoice_type: 'unofficial',
      items: [{ product_id: empty.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(empty.name);
    expect(res.json().details).toEqual({ 'items.0.product_id': [ORDER_TEXTS.productOutOfStock(empty.name)] });
    const after = await db().select().from(orders);
    expect(after.length).toBe(before.length);
  });

  test('official without customer_info: every required field named', async () => {
    const { tokens } = await signedInUser(app);
    const res = await createOrder(tokens.access, {
      business_invoice_type: 'official',
      items: simple().items,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: MESSAGES.officialInfoIncomplete,
      details: {
        customer_info: [MESSAGES.officialInfoIncomplete],
        'customer_info.name': ['نام الزامی است'],
        'customer_info.phone': ['شماره موبایل الزامی است'],
        'customer_info.complete_address': ['آدرس کامل الزامی است'],
        'customer_info.national_id': ['شناسه/کد ملی الزامی است'],
        'customer_info.postal_code': ['کد پستی الزامی است'],
        'customer_info.province': ['استان الزامی است'],
        'customer_info.city': ['شهر الزامی است'],
      },
    });
  });

  test.each([
    ['name', '  ', 'نام الزامی است'],
    ['complete_address', '', 'آدرس کامل الزامی است'],
    ['province', '', 'استان الزامی است'],
    ['city', '', 'شهر الزامی است'],
    ['phone', '', 'شماره موبایل الزامی است'],
    ['phone', '0912123456', MESSAGES.mobileInvalid],
    ['phone', '02112345678', MESSAGES.mobileInvalid],
    ['national_id', '1234567', MESSAGES.nationalIdInvalid],
    ['national_id', '123456789012', MESSAGES.nationalIdInvalid],
    ['national_id', '12345abc', MESSAGES.nationalIdInvalid],
    ['national_id', '0499370898', MESSAGES.nationalIdCheckDigit],
    ['national_id', '10380284791', MESSAGES.nationalIdCheckDigit],
    ['national_id', '1111111111', MESSAGES.nationalIdCheckDigit],
    ['province', 'Tehran', MESSAGES.provinceUnknown],
    ['postal_code', '123456789', MESSAGES.postalCodeInvalid],
    ['postal_code', '12345678901', MESSAGES.postalCodeInvalid],
    ['economic_id', '12ab', MESSAGES.economicIdInvalid],
    ['economic_id', '4111111111', MESSAGES.economicIdInvalid],
    ['economic_id', '4111111111111', MESSAGES.economicIdInvalid],
  ])('official customer_info.%s = %j → %s', async (field, value, message) => {
    const { tokens } = await signedInUser(app);
    const res = await createOrder(tokens.access, {
      business_invoice_type: 'official',
      items: simple().items,
      customer_info: { ...OFFICIAL_INFO, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: MESSAGES.officialInfoIncomplete,
      details: { [`customer_info.${field}`]: [message] },
    });
  });

  test('staff cannot create orders (403)', async () => {
    const { tokens, user } = await signedInUser(app);
    await db().update(users).set({ isStaff: true }).where(eq(users.id, user.id));
    const res = await createOrder(tokens.access, simple());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ORDER_TEXTS.staffCannotOrder });
  });
});

describe('GET /api/orders/', () => {
  test('anonymous → 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/orders/' });
    expect(res.statusCode).toBe(401);
  });

  test('own orders only, by tab, newest first, 12 a page', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const ids: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await createOrder(a.tokens.access, simple());
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    await db().update(orders).set({ status: 'completed' }).where(eq(orders.id, ids[0]));
    await db().update(orders).set({ status: 'rejected' }).where(eq(orders.id, ids[1]));
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ids[2]));
    for (let i = 0; i < 2; i++) await createOrder(b.tokens.access, simple());

    const list = (token: string, qs = '') =>
      app.inject({ method: 'GET', url: `/api/orders/${qs}`, headers: auth(token) });
    let res = await list(a.tokens.access);
    expect(res.statusCode).toBe(200);
    let body = res.json();
    expect(body).toMatchObject({
      count: 10,
      page: 1,
      page_size: 12,
      total_pages: 1,
      tab_counts: { active: 10, completed: 1, rejected: 2 },
    });
    expect(body.results.map((o: { id: number }) => o.id)).toEqual(ids.slice(3).reverse());
    expect(body.results[0]).toEqual({
      id: ids[12],
      status: 'pending_pricing',
      created_at: expect.any(String),
      business_invoice_type: 'unofficial',
      business_invoice_type_display: 'غیررسمی',
      is_official_invoice: false,
      quoted_total: null,
      total_with_tax: null,
      pricing_date: null,
      priced_by_name: null,
      quote_version: 0,
      quote_valid_until: null,
      quote_expired: false,
      assigned_dealer_name: null,
      assigned_dealer_code: null,
      dealer_assigned_at: null,
      customer_comment: '',
      admin_comment: '',
      has_payment_receipts: false,
      payment_receipts_count: 0,
      completion_date: null,
      customer_rejection_reason: '',
      cancellation_reason: '',
      allowed_actions: ['customer_reject', 'customer_remove_item', 'update_invoice_info'],
      items_count: 1,
    });
    res = await list(a.tokens.access, '?tab=rejected');
    body = res.json();
    expect(body.results.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(body.count).toBe(2);
    res = await list(a.tokens.access, '?tab=completed');
    expect(res.json().results.map((o: { id: number }) => o.id)).toEqual([ids[0]]);

    // back to 13 active: two pages
    await db().update(orders).set({ status: 'pending_pricing' }).where(eq(orders.customerId, a.user.id));
    res = await list(a.tokens.access, '?tab=active&page=1');
    body = res.json();
    expect(body).toMatchObject({ count: 13, page: 1, total_pages: 2 });
    expect(body.results).toHaveLength(12);
    res = await list(a.tokens.access, '?tab=active&page=2');
    body = res.json();
    expect(body).toMatchObject({ count: 13, page: 2, total_pages: 2 });
    expect(body.results.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
    res = await list(a.tokens.access, '?page=3');
    // a page past the end still tells the counts
    expect(res.json()).toMatchObject({
      results: [],
      count: 13,
      tab_counts: { active: 13, completed: 0, rejected: 0 },
    });

    res = await list(b.tokens.access);
    body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.every((o: { id: number }) => !ids.includes(o.id))).toBe(true);

    res = await list(a.tokens.access, '?tab=other');
    expect(res.statusCode).toBe(400);
    res = await list(a.tokens.access, '?page=0');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/orders/{id}/', () => {
  test('customer, staff and the assigned dealer may read; others 403; none 404; anonymous 401', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const staff = await signedInUser(app);
    await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    const dealer = await signedInUser(app);
    const code = `D-${tag}`;
    await db().update(users).set({ isDealer: true, dealerCode: code }).where(eq(users.id, dealer.user.id));
    const created = await createOrder(a.tokens.access, {
      business_invoice_type: 'official',
      items: [{ product_id: inStock.id, quantity: 3 }],
      customer_info: OFFICIAL_INFO,
    });
    const id = created.json().id as number;
    const read = (token?: string, orderId: number | string = id) =>
      app.inject({ method: 'GET', url: `/api/orders/${orderId}/`, headers: token ? auth(token) : {} });

    expect((await read()).statusCode).toBe(401);
    let res = await read(a.tokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created.json());
    res = await read(b.tokens.access);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.orderForbidden });
    res = await read(dealer.tokens.access);
    expect(res.statusCode).toBe(403);
    expect((await read(staff.tokens.access)).statusCode).toBe(200);
    res = await read(a.tokens.access, 999999999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.orderNotFound });

    await db()
      .update(orders)
      .set({ assignedDealerId: dealer.user.id, dealerAssignedAt: new Date(), pricedBy: staff.user.id })
      .where(eq(orders.id, id));
    res = await read(dealer.tokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assigned_dealer_code: code, priced_by_name: 'کاربر آزمایشی' });
    // customer B still cannot list it
    const listB = await app.inject({ method: 'GET', url: '/api/orders/', headers: auth(b.tokens.access) });
    expect(listB.json().count).toBe(0);
  });

  test("staff read each product's stock and base price now; the customer does not", async () => {
    const a = await signedInUser(app);
    const staff = await signedInUser(app);
    await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    const created = await createOrder(a.tokens.access, {
      business_invoice_type: 'unofficial',
      items: [
        { product_id: inStock.id, quantity: 2 },
        { product_id: taxFree.id, quantity: 9 },
      ],
    });
    const id = created.json().id as number;
    // the answer reads the product as it is now, not as it was ordered
    await db().update(products).set({ stock: 4, basePrice: '21000000' }).where(eq(products.id, inStock.id));
    const read = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });

    for (const url of [`/api/orders/${id}/`, `/api/admin/orders/${id}/details/`]) {
      const res = await read(staff.tokens.access, url);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((i: { product: unknown }) => i.product)).toEqual([
        { id: inStock.id, name: inStock.name, tax_rate: null, stock: 4, base_price: '21000000' },
        { id: taxFree.id, name: taxFree.name, tax_rate: 9, stock: 5, base_price: '18500000' },
      ]);
    }
    const own = await read(a.tokens.access, `/api/orders/${id}/`);
    expect(own.json().items[0].product).toEqual({ id: inStock.id, name: inStock.name, tax_rate: null });
  });

  test('pricing options carry exact totals and tax (official)', async () => {
    const a = await signedInUser(app);
    const created = await createOrder(a.tokens.access, {
      business_invoice_type: 'official',
      items: [{ product_id: inStock.id, quantity: 3 }],
      customer_info: OFFICIAL_INFO,
    });
    const id = created.json().id as number;
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, id));
    await db()
      .insert(orderPricingOptions)
      .values([
        {
          itemId: item.id,
          paymentTerm: 'instant',
          unitPrice: '18500000',
          discountPercentage: '12.5',
          isSelected: true,
        },
        {
          itemId: item.id,
          paymentTerm: 'custom',
          customTermLabel: '۴۵ روزه',
          customDueDays: 45,
          unitPrice: '1001',
          discountPercentage: '50',
        },
      ]);
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${id}/`,
      headers: auth(a.tokens.access),
    });
    expect(res.json().items[0].pricing_options).toEqual([
      {
        id: expect.any(Number),
        is_selected: true,
        custom_term_label: '',
        custom_due_days: null,
        term_display: 'نقدی',
        payment_term: 'instant',
        discount_percentage: '12.50',
        unit_price: '18500000',
        total_price: '48562500',
        tax_amount: '4856250',
        total_with_tax: '53418750',
      },
      expect.objectContaining({
        term_display: '۴۵ روزه',
        custom_due_days: 45,
        payment_term: 'custom',
        total_price: '1502',
        tax_amount: '150',
        total_with_tax: '1652',
      }),
    ]);
    const [o] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerId, a.user.id)));
    expect(o.status).toBe('pending_pricing');
  });
});

describe("the profile's order figures come from the orders", () => {
  test('counts per status, the total of completed orders and the latest orders, for this customer only', async () => {
    const { tokens } = await signedInUser(app);
    const other = await signedInUser(app);
    await createOrder(other.tokens.access, simple());
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await createOrder(tokens.access, simple())).json().id);
    // pricing and payment arrive with the transitions; here the rows are set as those steps would leave them
    await db()
      .update(orders)
      .set({ status: 'waiting_customer_approval', quotedTotal: '1000000' })
      .where(eq(orders.id, ids[1]));
    await db()
      .update(orders)
      .set({ status: 'completed', quotedTotal: '2000000', totalWithTax: '2200000' })
      .where(eq(orders.id, ids[2]));

    const summary = await app.inject({
      method: 'GET',
      url: '/api/profile/orders-summary/',
      headers: auth(tokens.access),
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().summary).toEqual({
      total_orders: 3,
      pending_orders: 1,
      waiting_approval: 1,
      completed_orders: 1,
      total_spent: 2200000,
    });
    expect(
      summary.json().recent_orders.map((o: { id: number; total: number | null }) => [o.id, o.total]),
    ).toEqual([
      [ids[2], 2200000],
      [ids[1], 1000000],
      [ids[0], null],
    ]);

    const me = await app.inject({ method: 'GET', url: '/api/profile/me/', headers: auth(tokens.access) });
    expect(me.json().statistics).toMatchObject({
      total_orders: 3,
      completed_orders: 1,
      total_spent: 2200000,
    });
  });
});
