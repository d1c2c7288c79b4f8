// The admin orders' Excel export (parsed back), the details with history and the customer's invoice data from
// its three sources (spec 002 §3, §7) through HTTP into the database. The known rows: admin-orders-fixture.ts.
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { escapeCell } from '../src/lib/xlsx-stream';
import { EXPORT_HEADERS } from '../src/modules/orders/staff/messages';
import { DAY, ago, snapshot, adminOrdersFixture, auth, type Session } from './admin-orders-fixture';

let app: FastifyInstance;
let staff: Session;
let ali: Session; // a customer with a token
let dealerOne: Session;
let sara: { id: number; email: string };
let o: Record<string, number>;

beforeAll(async () => {
  ({ app, staff, ali, dealerOne, sara, o } = await adminOrdersFixture());
}, 180_000);
afterAll(async () => {
  await app.close();
});

const the = (...keys: string[]) => keys.map((k) => o[k]);

describe('GET /api/admin/orders/export/', () => {
  async function download(url: string, headers: Record<string, string> = {}) {
    const res = await app.inject({ method: 'GET', url, headers });
    return res;
  }
  async function sheetOf(payload: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as unknown as ArrayBuffer);
    return wb.worksheets[0];
  }
  const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

  it('streams a right-to-left sheet with Persian headers, Jalali dates and escaped formulas', async () => {
    const res = await download('/api/admin/orders/export/', auth(staff));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // a Persian name with the Persian-calendar day (RFC 5987 filename*), an ASCII name for old clients
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-2026-03-25.xlsx"; filename*=UTF-8''${encodeURIComponent('فهرست-سفارش-۱۴۰۵-۰۱-۰۵.xlsx')}`,
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(values(sheet.getRow(1))).toEqual([...EXPORT_HEADERS]);
    expect(sheet.rowCount).toBe(10);
    const column = (n: number) => Array.from({ length: 9 }, (_, i) => sheet.getRow(i + 2).getCell(n).value);
    expect(column(1)).toEqual(the('o1', 'o6', 'o8', 'o9', 'o2', 'o7', 'o3', 'o4', 'o5'));
    const row = sheet.getRow(6); // o2
    expect(values(row)).toEqual([
      o.o2,
      '۱۴۰۵/۰۱/۰۳ ۱۲:۳۰',
      'در انتظار تأیید مشتری',
      'سارا محمدی',
      sara.email,
      '09351234567',
      'نماینده یک',
      'کارمند فروش',
      6,
      5000000,
      5450000,
      'رسمی',
      undefined, // not completed: an empty cell
      'ب'.repeat(100),
      2, // the quote version
    ]);
    expect(sheet.getRow(2).getCell(14).value).toBe("'=cmd|calc"); // o1
    expect(sheet.getRow(5).getCell(13).value).toBe('۱۴۰۵/۰۱/۰۵ ۰۹:۳۰'); // o9's completion date
    expect(sheet.getRow(2).getCell(10).value).toBeNull(); // unpriced
    expect(sheet.getRow(2).getCell(7).value).toBeNull(); // no dealer
  });

  it('applies the filters and the oldest sort', async () => {
    const sheet = await sheetOf(
      (await download('/api/admin/orders/export/?status=completed&sort=oldest', auth(staff))).rawPayload,
    );
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual(the('o5', 'o9'));
    const none = await sheetOf(
      (await download('/api/admin/orders/export/?search=nobody', auth(staff))).rawPayload,
    );
    expect(none.rowCount).toBe(1);
  });

  it('reads in keyset batches without losing or repeating a row', async () => {
    const seen: number[] = [];
    for await (const batch of app.services.adminOrders.exportBatches({}, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((r) => r.order.id));
    }
    expect(seen).toEqual(the('o1', 'o6', 'o8', 'o9', 'o2', 'o7', 'o3', 'o4', 'o5'));
    const oldest: number[] = [];
    for await (const batch of app.services.adminOrders.exportBatches(
      { sort: 'oldest', status: 'active' },
      2,
    )) {
      oldest.push(...batch.map((r) => r.order.id));
    }
    expect(oldest).toEqual(the('o4', 'o3', 'o2', 'o8', 'o1'));
  });

  it('answers the Authorization header only, for staff only (a ?token= in the URL is not a credential)', async () => {
    const ok = await download('/api/admin/orders/export/?dealer=unassigned', auth(staff));
    expect(ok.statusCode).toBe(200);
    expect((await sheetOf(ok.rawPayload)).rowCount).toBe(6);
    expect((await download(`/api/admin/orders/export/?token=${staff.tokens.access}`)).statusCode).toBe(401);
    expect((await download('/api/admin/orders/export/', auth(dealerOne))).statusCode).toBe(403);
    expect((await download('/api/admin/orders/export/')).statusCode).toBe(401);
    expect((await download('/api/admin/orders/export/', auth(ali))).statusCode).toBe(403);
  });

  it('escapes text that a spreadsheet would run as a formula', () => {
    for (const s of ['=1+1', '+98', '-2', '@SUM(A1)', '\tx', '\rx']) expect(escapeCell(s)).toBe(`'${s}`);
    expect(escapeCell('علی')).toBe('علی');
    expect(escapeCell('a=b')).toBe('a=b');
  });
});

describe('GET /api/admin/orders/{id}/details/', () => {
  it('answers the order with the customer email and its events, newest first', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${o.o2}/details/`,
      headers: auth(staff),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown> & {
      events: Record<string, unknown>[];
      items: unknown[];
    };
    expect(body).toMatchObject({ id: o.o2, customer_name: 'سارا محمدی', customer_email: sara.email });
    expect(body.items).toHaveLength(7);
    expect(body.events).toEqual([
      {
        id: expect.any(Number),
        from_status: 'pending_pricing',
        to_status: 'waiting_customer_approval',
        note: 'قیمت‌گذاری شد',
        created_at: ago(DAY).toISOString(),
        actor_name: 'کارمند فروش',
      },
      {
        id: expect.any(Number),
        from_status: null,
        to_status: 'pending_pricing',
        note: '',
        created_at: ago(2 * DAY).toISOString(),
        actor_name: 'سارا محمدی',
      },
    ]);
  });

  it('is for staff only, and 404 for a missing order', async () => {
    const url = `/api/admin/orders/${o.o1}/details/`;
    expect((await app.inject({ method: 'GET', url, headers: auth(ali) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: auth(dealerOne) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/99999999/details/',
      headers: auth(staff),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/admin/orders/{id}/customer-info/', () => {
  const info = (id: number, who: Session | null = staff) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/customer-info/`,
      headers: who ? auth(who) : {},
    });

  it("answers the order's snapshot first", async () => {
    const res = await info(o.o2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer_info: snapshot, is_complete: true, source: 'order' });
  });

  it("else the customer's saved invoice data", async () => {
    expect((await info(o.o3)).json()).toEqual({
      customer_info: { ...snapshot, name: 'زهرا احمدی', postal_code: '' },
      is_complete: false,
      source: 'saved',
    });
  });

  it("else the account's name, phone and company", async () => {
    expect((await info(o.o1)).json()).toEqual({
      customer_info: {
        name: 'علی رضایی',
        phone: '09121110001',
        company_name: '',
        national_id: '',
        economic_id: '',
        postal_code: '',
        complete_address: '',
        province: '',
        city: '',
      },
      is_complete: false,
      source: 'account',
    });
  });

  it('is for staff only, and 404 for a missing order', async () => {
    expect((await info(o.o1, ali)).statusCode).toBe(403);
    expect((await info(o.o1, dealerOne)).statusCode).toBe(403);
    expect((await info(o.o1, null)).statusCode).toBe(401);
    expect((await info(99999999)).statusCode).toBe(404);
  });
});
