// The admin dealer calls of spec 002 §7 against hand-computed data: the list, stat cards,
// commissions with their summary, performance (conversion, retention, sales, commission to the rial), the
// dealer's customers, recent orders, monthly figures across the Persian new year in Tehran time, rate changes,
// paying commissions (409 and nothing paid for a non-payable one), creating dealers, the export; each role.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { COMMISSION_STATUS, MESSAGES, STATUS } from '@sefaresh/shared-api/rules';
import { adminActions, dealerCommissions, orders, users } from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { STRONG_PASSWORD, createTestApp, signedInUser, uniqueEmail } from './helpers';

let app: FastifyInstance;
const db = () => app.database.db;
type Session = Awaited<ReturnType<typeof signedInUser>>;
let boss: Session;
let staff: Session;
let dealerD: Session;
let dealerE: Session;
let c1: Session;
let c2: Session;
const commission: Record<string, number> = {};
const NOW = new Date('2026-11-23T12:00:00Z'); // 2 Azar 1405, Tehran

const call = (method: 'GET' | 'POST', url: string, who: Session | null, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.tokens.access}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

beforeAll(async () => {
  app = await createTestApp({}, () => NOW);
  await app.ready();
  [boss, staff, dealerD, dealerE, c1, c2] = await Promise.all([
    signedInUser(app, { name: 'مدیر ارشد' }),
    signedInUser(app, { name: 'کارمند' }),
    signedInUser(app, { name: 'پرهام نماینده', company_name: 'پخش پرهام' }),
    signedInUser(app, { name: 'بابک نماینده' }),
    signedInUser(app, { name: 'مشتری یک' }),
    signedInUser(app, { name: 'مشتری دو' }),
  ]);
  await db().update(users).set({ isStaff: true, isSuperuser: true }).where(eq(users.id, boss.user.id));
  await db().update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  const dealer = (s: Session, code: string, rate: string, joined: string) =>
    db()
      .update(users)
      .set({ isDealer: true, dealerCode: code, dealerCommissionRate: rate, dateJoined: new Date(joined) })
      .where(eq(users.id, s.user.id));
  await dealer(dealerD, 'DLR-7001', '5.00', '2026-01-01T00:00:00Z');
  await dealer(dealerE, '=DLR-7002', '7.50', '2026-02-01T00:00:00Z');
  type S = (typeof STATUS)[keyof typeof STATUS];
  type C = (typeof COMMISSION_STATUS)[keyof typeof COMMISSION_STATUS];
  const add = async (
    key: string,
    who: Session,
    by: Session,
    status: S,
    quoted: string,
    withTax: string | null,
    completion: string | null,
    c: { status: C; rate: string; amount: string | null; ref?: string },
  ) => {
    const [o] = await db()
      .insert(orders)
      .values({
        customerId: who.user.id,
        assignedDealerId: by.user.id,
        status,
        quotedTotal: quoted,
        totalWithTax: withTax,
        completionDate: completion ? new Date(completion) : null,
        createdAt: new Date(completion ?? '2026-11-01T08:00:00Z'),
      })
      .returning();
    const [rec] = await db()
      .insert(dealerCommissions)
      .values({
        orderId: o.id,
        dealerId: by.user.id,
        rate: c.rate,
        amount: c.amount,
        status: c.status,
        paidAt: c.ref ? new Date('2026-04-01T00:00:00Z') : null,
        paymentReference: c.ref ?? null,
      })
      .returning();
    commission[key] = rec.id;
  };
  const { completed, cancelled, confirmed } = STATUS;
  const { calculated, paid, pending } = COMMISSION_STATUS;
  // 1 Farvardin 1405 begins at 2026-03-20T20:30:00Z (00:00 Tehran); one second earlier is 29 Esfand 1404
  await add('o1', c1, dealerD, completed, '1000000', '1100000', '2026-03-20T20:30:00Z', {
    status: calculated,
    rate: '5.00',
    amount: '50000',
  });
  await add('o2', c1, dealerD, completed, '2000000', '2200000', '2026-03-20T20:29:59Z', {
    status: paid,
    rate: '5.00',
    amount: '100000',
    ref: 'PAY-1',
  });
  await add('o3', c2, dealerD, completed, '4000000', '4400000', '2026-05-01T10:00:00Z', {
    status: calculated,
    rate: '5.00',
    amount: '200000',
  });
  await add('o4', c2, dealerD, cancelled, '500000', null, null, {
    status: COMMISSION_STATUS.cancelled,
    rate: '5.00',
    amount: null,
  });
  await add('o5', c2, dealerD, confirmed, '1234567', null, null, {
    status: pending,
    rate: '5.00',
    amount: null,
  });
  await add('e1', c1, dealerE, completed, '1000000', '1000000', '2026-06-01T10:00:00Z', {
    status: calculated,
    rate: '7.50',
    amount: '75000',
  });
});
afterAll(async () => {
  await app.close();
});

describe('who may call', () => {
  test('customers and dealers are refused every call, anonymous 401', async () => {
    const id = dealerD.user.id;
    const reads = [
      'admin/dealers/',
      'admin/dashboard/stats/dealers/',
      'admin/dealers/commissions/',
      'admin/dealers/export/',
      `admin/dealers/${id}/performance/`,
      `admin/dealers/${id}/customers/`,
      `admin/dealers/${id}/recent-orders/`,
      `admin/dealers/${id}/monthly-stats/`,
    ];
    for (const who of [c1, dealerD]) {
      for (const url of reads) expect((await call('GET', url, who)).statusCode).toBe(403);
      expect(
        (await call('POST', `admin/dealers/${id}/update-commission/`, who, { commission_rate: 6 }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call('POST', 'admin/dealers/pay-commissions/', who, {
            commission_ids: [commission.o1],
            payment_reference: 'X',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', 'admin/dealers/', null)).statusCode).toBe(401);
  });

  test('staff read but may not change rates, pay or create: 403 with the Persian text', async () => {
    const refused = [
      await call('POST', `admin/dealers/${dealerD.user.id}/update-commission/`, staff, {
        commission_rate: 6,
      }),
      await call('POST', 'admin/dealers/pay-commissions/', staff, {
        commission_ids: [commission.o1],
        payment_reference: 'PAY-9',
      }),
      await call('POST', 'admin/dealers/create/', staff, {
        name: 'نماینده',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        commission_rate: 5,
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(SERVER_MESSAGES.superuserOnly);
    }
  });
});

describe('reads against hand-computed figures', () => {
  test('the list: figures, search, Persian name order, sorts', async () => {
    const body = (await call('GET', 'admin/dealers/', staff)).json();
    expect(body).toMatchObject({ count: 2, total: 2 });
    const d = body.results.find((r: { id: number }) => r.id === dealerD.user.id);
    expect(d).toMatchObject({
      dealer_code: 'DLR-7001',
      assigned_orders_count: 5,
      completed_orders_count: 3,
      cancelled_orders_count: 1,
      total_sales: '7700000',
      total_commission_earned: '350000',
      paid_commission: '100000',
      pending_commission: '250000',
      projected_commission: '61728',
    });
    const names = (q: string) =>
      call('GET', `admin/dealers/?${q}`, staff).then((r) =>
        r.json().results.map((x: { name: string }) => x.name),
      );
    expect(await names('sort=name')).toEqual(['بابک نماینده', 'پرهام نماینده']);
    expect(await names('sort=commission_rate')).toEqual(['بابک نماینده', 'پرهام نماینده']);
    expect(await names('sort=assigned_orders')).toEqual(['پرهام نماینده', 'بابک نماینده']);
    expect(await names('sort=oldest')).toEqual(['پرهام نماینده', 'بابک نماینده']);
    expect(await names(`search=${encodeURIComponent('پخش')}`)).toEqual(['پرهام نماینده']);
    expect(await names('search=dlr-7001')).toEqual(['پرهام نماینده']);
    expect(await names('status=inactive')).toEqual([]);
  });

  test('stat cards and the commission list with its summary and filters', async () => {
    expect((await call('GET', 'admin/dashboard/stats/dealers/', staff)).json()).toEqual({
      total_dealers: 2,
      active_dealers: 2,
      inactive_dealers: 0,
      total: 2,
      active: 2,
      inactive: 0,
      orders_assigned: 6,
      total_commission: '425000',
      paid_commission: '100000',
      pending_commission: '325000',
      projected_commission: '61728',
    });
    const all = (await call('GET', 'admin/dealers/commissions/', staff)).json();
    expect(all.count).toBe(6);
    expect(all.summary).toEqual({ total: '425000', paid: '100000', pending: '325000', projected: '61728' });
    const mine = (
      await call('GET', `admin/dealers/commissions/?dealer_id=${dealerD.user.id}&status=calculated`, staff)
    ).json();
    expect(mine.count).toBe(2);
    expect(mine.summary.total).toBe('350000');
    expect(mine.results.every((r: { is_payable: boolean }) => r.is_payable)).toBe(true);
    const projected = (await call('GET', `admin/dealers/commissions/?status=pending`, staff)).json();
    expect(projected.results[0]).toMatchObject({
      commission_amount: '61728',
      is_paid: false,
      is_payable: false,
    });
    const paid = (await call('GET', `admin/dealers/commissions/?status=paid`, staff)).json();
    expect(paid.results[0]).toMatchObject({
      is_paid: true,
      payment_reference: 'PAY-1',
      paid_at: '2026-04-01T00:00:00.000Z',
    });
  });

  test('performance: conversion, retention, averages to the rial', async () => {
    const res = await call('GET', `admin/dealers/${dealerD.user.id}/performance/`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().overview).toEqual({
      total_orders: 5,
      completed_orders: 3,
      cancelled_orders: 1,
      conversion_rate: 75, // 3 ÷ (5 − 1)
      customer_retention_rate: 50, // one of the two customers with a completed order has two
      avg_order_value: '2566667', // 7,700,000 ÷ 3, half up
      total_sales: '7700000',
      total_commission_earned: '350000',
      paid_commission: '100000',
      pending_commission: '250000',
      projected_commission: '61728',
    });
    expect(res.json().dealer).toMatchObject({ days_of_cooperation: 326, dealer_commission_rate: '5.00' });
    expect((await call('GET', `admin/dealers/${c1.user.id}/performance/`, staff)).statusCode).toBe(404);
  });

  test("the dealer's customers, sorted and searched; recent orders", async () => {
    const list = (q = '') =>
      call('GET', `admin/dealers/${dealerD.user.id}/customers/${q}`, staff).then((r) => r.json());
    const byDefault = await list();
    expect(
      byDefault.results.map((r: { id: number; total_spent: string; total_orders: number }) => [
        r.id,
        r.total_spent,
        r.total_orders,
      ]),
    ).toEqual([
      [c2.user.id, '4400000', 3],
      [c1.user.id, '3300000', 2],
    ]);
    expect((await list('?sort_by=total_spent&order=asc')).results[0].id).toBe(c1.user.id);
    expect(
      (await list(`?search=${encodeURIComponent('یک')}`)).results.map((r: { id: number }) => r.id),
    ).toEqual([c1.user.id]);
    const recent = (
      await call('GET', `admin/dealers/${dealerD.user.id}/recent-orders/?limit=2`, staff)
    ).json();
    expect(recent.results).toHaveLength(2);
    const o5 = (await call('GET', `admin/dealers/${dealerD.user.id}/recent-orders/`, staff))
      .json()
      .results.find((r: { status: string }) => r.status === STATUS.confirmed);
    expect(o5).toMatchObject({ amount: '1234567', commission: '61728', customer_name: 'مشتری دو' });
  });

  test('monthly figures follow Persian months in Tehran time (the new-year second)', async () => {
    const y1405 = (await call('GET', `admin/dealers/${dealerD.user.id}/monthly-stats/`, staff)).json();
    expect(y1405.year).toBe(1405);
    expect(y1405.monthly_stats).toHaveLength(12);
    expect(y1405.monthly_stats[0]).toEqual({
      month: 1,
      name: 'فروردین',
      orders: 1,
      sales: '1100000',
      commission: '50000',
    });
    expect(y1405.monthly_stats[1]).toMatchObject({ orders: 1, sales: '4400000', commission: '200000' });
    expect(y1405.monthly_stats.slice(2).every((m: { orders: number }) => m.orders === 0)).toBe(true);
    const y1404 = (
      await call('GET', `admin/dealers/${dealerD.user.id}/monthly-stats/?year=1404`, staff)
    ).json();
    expect(y1404.monthly_stats[11]).toMatchObject({
      month: 12,
      orders: 1,
      sales: '2200000',
      commission: '100000',
    });
  });

  test('the export: a right-to-left sheet with escaped formula-like cells', async () => {
    const res = await call('GET', 'admin/dealers/export/', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="dealers-2026-11-23.xlsx"; filename*=UTF-8''${encodeURIComponent('نمایندگان-۱۴۰۵-۰۹-۰۲.xlsx')}`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.views[0].rightToLeft).toBe(true);
    expect(sheet.rowCount).toBe(3);
    const codes = [sheet.getRow(2).getCell(6).value, sheet.getRow(3).getCell(6).value];
    expect(codes).toContain("'=DLR-7002");
  });
});

describe('changes (super admins)', () => {
  test('rates above 0 and at most 50; the change is logged', async () => {
    const url = `admin/dealers/${dealerD.user.id}/update-commission/`;
    for (const bad of [0, 50.5, -1, 'abc', 7.25])
      expect((await call('POST', url, boss, { commission_rate: bad })).statusCode).toBe(400);
    const res = await call('POST', url, boss, { commission_rate: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json().dealer.dealer_commission_rate).toBe('50.00');
    const [log] = await db().select().from(adminActions).where(eq(adminActions.action, 'rate_changed'));
    expect(log).toMatchObject({
      actorId: boss.user.id,
      targetUserId: dealerD.user.id,
      details: { from: '5.00', to: '50.00' },
    });
  });

  test('paying: a non-payable commission in the request answers 409 and pays nothing; then all payable ones', async () => {
    const refused = await call('POST', 'admin/dealers/pay-commissions/', boss, {
      commission_ids: [commission.o1, commission.o2],
      payment_reference: 'PAY-2',
    });
    expect(refused.statusCode).toBe(409);
    const [o1] = await db().select().from(dealerCommissions).where(eq(dealerCommissions.id, commission.o1));
    expect(o1.status).toBe(COMMISSION_STATUS.calculated);
    expect(
      (
        await call('POST', 'admin/dealers/pay-commissions/', boss, {
          commission_ids: [commission.o5],
          payment_reference: 'PAY-2',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('POST', 'admin/dealers/pay-commissions/', boss, {
          commission_ids: [commission.o1],
          payment_reference: '  ',
        })
      ).statusCode,
    ).toBe(400);
    const res = await call('POST', 'admin/dealers/pay-commissions/', boss, {
      commission_ids: [commission.o1, commission.e1],
      payment_reference: 'PAY-20261123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paid_count: 2,
      total_amount: '125000',
      payment_reference: 'PAY-20261123',
    });
    expect(
      res
        .json()
        .commissions.every(
          (c: { is_paid: boolean; paid_at: string }) => c.is_paid && c.paid_at === NOW.toISOString(),
        ),
    ).toBe(true);
    const logs = await db().select().from(adminActions).where(eq(adminActions.action, 'commission_paid'));
    expect(logs).toHaveLength(2);
    expect((await call('GET', 'admin/dashboard/stats/dealers/', staff)).json()).toMatchObject({
      paid_commission: '225000',
      pending_commission: '200000',
    });
  });

  test('creating a dealer: DLR- code, rate rules under commission_rate, unique email', async () => {
    const email = uniqueEmail('dealer.new');
    const bad = await call('POST', 'admin/dealers/create/', boss, {
      name: 'نماینده نو',
      email,
      password: STRONG_PASSWORD,
      commission_rate: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.commission_rate).toBeDefined();
    // the one phone rule: a landline is refused on the staff's form as on registration
    const landline = await call('POST', 'admin/dealers/create/', boss, {
      name: 'نماینده نو',
      email,
      password: STRONG_PASSWORD,
      phone: '02188776655',
      commission_rate: 5,
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().details).toEqual({ phone: [MESSAGES.mobileInvalid] });
    const res = await call('POST', 'admin/dealers/create/', boss, {
      name: 'نماینده نو',
      email,
      password: STRONG_PASSWORD,
      phone: '09121234567',
      company_name: 'شرکت نو',
      commission_rate: 5,
      is_active: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().dealer).toMatchObject({
      is_active: true,
      dealer_commission_rate: '5.00',
      assigned_orders_count: 0,
    });
    expect(res.json().dealer.dealer_code).toMatch(/^DLR-\d+$/);
    expect(
      (
        await call('POST', 'admin/dealers/create/', boss, {
          name: 'دیگری',
          email,
          password: STRONG_PASSWORD,
          commission_rate: 5,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the performance report PDF', () => {
  test('one Persian page with the figures, words right to left (pdftotext)', async () => {
    const res = await call('GET', `admin/dealers/${dealerD.user.id}/performance/report/`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'dealer-report-'));
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, new Uint8Array(res.rawPayload));
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\b/);
    const xml = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    // pdftotext -bbox lists a Persian word's letters in visual order: reversed here to read them
    const words = [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
      (m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        text: /[\u0621-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC]/.test(m[3])
          ? [...m[3]].reverse().join('')
          : m[3],
      }),
    );
    const at = (t: string) => words.find((w) => w.text === t)!;
    // the title reads right to left: «گزارش» right of «عملکرد», right of «نماینده», on one line
    const [a, b, c] = [at('گزارش'), at('عملکرد'), at('نماینده')];
    expect(a.y).toBeCloseTo(b.y, 0);
    expect(a.x).toBeGreaterThan(b.x);
    expect(b.x).toBeGreaterThan(c.x);
    const all = words.map((w) => w.text).join(' ');
    expect(all).toContain('۷٬۷۰۰٬۰۰۰'); // total sales
    expect(all).toContain('۷۵٪'); // conversion
    expect(all).toContain('فروردین');
    expect((await call('GET', `admin/dealers/${dealerD.user.id}/performance/report/`, c1)).statusCode).toBe(
      403,
    );
  });
});
