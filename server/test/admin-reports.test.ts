// The report pages' calls against hand-computed data to the rial, across the Persian new year in
// Tehran time (1 Farvardin 1405 begins 2026-03-20T20:30:00Z): the hub, orders, dealer sales and commission
// analysis, their Persian date ranges, the .xlsx exports, and who may call.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { COMMISSION_STATUS, STATUS } from '@sefaresh/shared-api/rules';
import { categories, dealerCommissions, orderItems, orders, products, users } from '../src/db/schema';
import { seedCatalogue } from '../src/seed/seed';
import { createTestApp, signedInUser } from './helpers';

let app: FastifyInstance;
const db = () => app.database.db;
type Session = Awaited<ReturnType<typeof signedInUser>>;
let staff: Session;
let dealer: Session;
let a: Session;
let b: Session;
const NOW = new Date('2026-04-10T12:00:00Z'); // 21 Farvardin 1405
const NEW_YEAR = '2026-03-20T20:30:00Z';
const LAST_SECOND_1404 = '2026-03-20T20:29:59Z';

const get = (url: string, who: Session | null = staff) =>
  app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.tokens.access}` } : {},
  });

beforeAll(async () => {
  app = await createTestApp({}, () => NOW);
  await app.ready();
  [staff, dealer, a, b] = await Promise.all([
    signedInUser(app, { name: 'کارمند' }),
    signedInUser(app, { name: 'نماینده دال' }),
    signedInUser(app, { name: 'مشتری الف' }),
    signedInUser(app, { name: 'مشتری ب' }),
  ]);
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  await db()
    .update(users)
    .set({ isDealer: true, dealerCode: 'DLR-5', dealerCommissionRate: '5.00' })
    .where(eq(users.id, dealer.user.id));
  await seedCatalogue(db());
  const [cat] = await db().select().from(categories).limit(1);
  const [p1, p2] = await db()
    .insert(products)
    .values([
      { categoryId: cat.id, name: 'قهوه', basePrice: '1', stock: 10 },
      { categoryId: cat.id, name: 'زعفران', basePrice: '1', stock: 10 },
    ])
    .returning();
  const order = async (
    who: Session,
    status: (typeof STATUS)[keyof typeof STATUS],
    created: string,
    extra: Partial<typeof orders.$inferInsert>,
    c: Partial<typeof dealerCommissions.$inferInsert> & {
      status: (typeof COMMISSION_STATUS)[keyof typeof COMMISSION_STATUS];
    },
    item?: { productId: number; qty: number },
  ) => {
    const [o] = await db()
      .insert(orders)
      .values({
        customerId: who.user.id,
        status,
        createdAt: new Date(created),
        assignedDealerId: dealer.user.id,
        ...extra,
      })
      .returning();
    await db()
      .insert(dealerCommissions)
      .values({ orderId: o.id, dealerId: dealer.user.id, rate: '5.00', createdAt: new Date(created), ...c });
    if (item)
      await db().insert(orderItems).values({
        orderId: o.id,
        productId: item.productId,
        requestedQuantity: item.qty,
        finalQuantity: item.qty,
      });
  };
  await order(
    a,
    STATUS.completed,
    '2026-03-10T08:00:00Z',
    {
      businessInvoiceType: 'official',
      quotedTotal: '1000000',
      totalWithTax: '1100000',
      completionDate: new Date(NEW_YEAR),
    },
    { status: COMMISSION_STATUS.calculated, amount: '50000', calculatedAt: new Date(NEW_YEAR) },
    { productId: p1.id, qty: 3 },
  );
  await order(
    b,
    STATUS.completed,
    '2026-03-15T08:00:00Z',
    { quotedTotal: '2000000', totalWithTax: '2000000', completionDate: new Date(LAST_SECOND_1404) },
    {
      status: COMMISSION_STATUS.paid,
      amount: '100000',
      calculatedAt: new Date(LAST_SECOND_1404),
      paidAt: new Date('2026-04-05T10:00:00Z'),
      paymentReference: 'PAY-A',
    },
    { productId: p2.id, qty: 5 },
  );
  await order(
    a,
    STATUS.pendingPricing,
    '2026-04-02T08:00:00Z',
    { quotedTotal: '600000' },
    { status: COMMISSION_STATUS.pending },
  );
  await order(b, STATUS.cancelled, '2026-04-03T08:00:00Z', {}, { status: COMMISSION_STATUS.cancelled });
});
afterAll(async () => {
  await app.close();
});

const reports = ['summary', 'orders', 'dealer-sales', 'commission-analysis'];

test('customers and dealers are refused, anonymous 401', async () => {
  for (const r of reports) {
    for (const who of [a, dealer]) {
      expect((await get(`admin/reports/${r}/`, who)).statusCode).toBe(403);
      expect((await get(`admin/reports/${r}/export/`, who)).statusCode).toBe(403);
    }
    expect((await get(`admin/reports/${r}/`, null)).statusCode).toBe(401);
  }
});

test('the hub: this Persian month against the last, split at the new-year second', async () => {
  expect((await get('admin/reports/summary/')).json()).toEqual({
    this_month: '1405-01',
    last_month: '1404-12',
    sales: { this_month: '1100000', last_month: '2000000' },
    orders: { this_month: 2, last_month: 2 },
    commission: { this_month: '50000', last_month: '100000' },
  });
});

test('orders: default this Persian year; a range over the new year', async () => {
  const year = (await get('admin/reports/orders/')).json();
  expect(year.range).toMatchObject({
    date_from: '1405-01-01',
    date_to: '1405-12-29',
    from: '2026-03-20T20:30:00.000Z',
  });
  expect(year.totals).toEqual({ orders: 2, completed: 1, sales: '1100000', average_order_value: '1100000' });
  expect(year.monthly).toHaveLength(12);
  expect(year.monthly[0]).toEqual({
    month: '1405-01',
    name: 'فروردین ۱۴۰۵',
    orders: 2,
    completed: 1,
    sales: '1100000',
  });
  expect(year.by_status).toEqual([
    { status: STATUS.cancelled, count: 1 },
    { status: STATUS.pendingPricing, count: 1 },
  ]);
  expect(year.by_invoice_type).toEqual([{ invoice_type: 'official', completed: 1, sales: '1100000' }]);
  expect(year.top_products).toEqual([expect.objectContaining({ name: 'قهوه', orders: 1, quantity: 3 })]);
  expect(year.top_customers).toEqual([
    expect.objectContaining({ customer_id: a.user.id, completed: 1, sales: '1100000' }),
  ]);

  const span = (await get('admin/reports/orders/?date_from=1404-12-01&date_to=1405-01-31')).json();
  expect(span.totals).toEqual({ orders: 4, completed: 2, sales: '3100000', average_order_value: '1550000' });
  expect(span.monthly.map((m: { month: string; sales: string }) => [m.month, m.sales])).toEqual([
    ['1404-12', '2000000'],
    ['1405-01', '1100000'],
  ]);
  expect(span.by_invoice_type).toEqual([
    { invoice_type: 'official', completed: 1, sales: '1100000' },
    { invoice_type: 'unofficial', completed: 1, sales: '2000000' },
  ]);
  expect((await get('admin/reports/orders/?date_from=1405-02-01&date_to=1405-01-01')).statusCode).toBe(400);
  expect((await get('admin/reports/orders/?date_from=1405-13-01')).statusCode).toBe(400);
});

test('dealer sales: assigned, completed, conversion, commission per month', async () => {
  const body = (await get('admin/reports/dealer-sales/')).json();
  expect(body.dealers).toHaveLength(1);
  expect(body.dealers[0]).toMatchObject({
    dealer_id: dealer.user.id,
    assigned: 2,
    cancelled: 1,
    completed: 1,
    sales: '1100000',
    conversion_rate: 100,
    commission: '50000',
  });
  expect(body.dealers[0].monthly[0]).toMatchObject({
    month: '1405-01',
    completed: 1,
    sales: '1100000',
    commission: '50000',
  });
});

test('commission analysis: projected, payable, paid; payouts by reference', async () => {
  const body = (await get('admin/reports/commission-analysis/')).json();
  expect(body.totals).toEqual({ projected: '30000', payable: '50000', paid: '100000' });
  expect(body.monthly[0]).toMatchObject({
    month: '1405-01',
    projected: '30000',
    payable: '50000',
    paid: '100000',
  });
  expect(body.dealers).toEqual([
    { dealer_id: dealer.user.id, name: 'نماینده دال', projected: '30000', payable: '50000', paid: '100000' },
  ]);
  expect(body.payouts).toEqual([
    {
      payment_reference: 'PAY-A',
      paid_at: '2026-04-05T10:00:00.000Z',
      dealer_names: ['نماینده دال'],
      commissions: 1,
      amount: '100000',
    },
  ]);
});

test('each report exports what it shows as a right-to-left workbook', async () => {
  for (const r of reports) {
    const res = await get(`admin/reports/${r}/export/`);
    expect(res.statusCode).toBe(200);
    // named in Persian with the Persian-calendar day (filename*), with an ASCII twin
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="report-${r}-\\d{4}-\\d\\d-\\d\\d\\.xlsx"; filename\\*=UTF-8''`),
    );
    const name = decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]);
    expect(name).toMatch(/^گزارش-[^A-Za-z0-9]+-[۰-۹]{4}-[۰-۹]{2}-[۰-۹]{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].views[0].rightToLeft).toBe(true);
  }
  const res = await get('admin/reports/commission-analysis/export/');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const payouts = wb.getWorksheet('پرداخت‌ها')!;
  expect(payouts.getRow(2).getCell(1).value).toBe('PAY-A');
  expect(payouts.getRow(2).getCell(5).value).toBe(100000);
  // every date a Persian-calendar date in Tehran time (10:00 UTC is 13:30 in Tehran), not an ISO timestamp
  expect(payouts.getRow(2).getCell(2).value).toBe('۱۴۰۵/۰۱/۱۶ ۱۳:۳۰');
});
