// Receivables for staff through HTTP: the unpaid instalments split into overdue, due this week and open, the
// received cheques to deposit, the totals, the filters (customer, dealer, due days), the .xlsx twin with Persian
// headers and Jalali dates, the dashboard's totals; customers, dealers and anonymous callers refused.
import ExcelJS from 'exceljs';
import { INSTALMENT_STATE_LABELS } from '@sefaresh/shared-api/rules';
import { paymentReceipts } from '../src/db/schema';
import { jalaliDate } from '../src/modules/invoices/pdf-text';
import { RECEIVABLES_EXPORT } from '../src/modules/receivables/messages';
import { quoteFixture } from './quotes-fixture';
import { addCheque, setSchedule } from './receivables-fixture';
import { orderScenarios, type Session } from './scenarios';

const f = quoteFixture('2026-11-20T08:00:00Z');
const { s, people } = f;
const ids: Record<string, number> = {};

beforeAll(async () => {
  await f.setUp();
  const a = await s.confirmed();
  await f.assignDealer(a);
  const productOf = (i: number) => (a.items[i] as unknown as { product: { id: number } }).product;
  const other = orderScenarios({
    app: f.app,
    customer: () => people.customerB,
    staff: () => people.staff,
    coffee: () => productOf(0),
    saffron: () => productOf(1),
  });
  const b = await other.confirmed();
  ids.a = a.id;
  ids.b = b.id;
  const [overdue, week, later, paid] = await setSchedule(f.app(), a.id, [
    { due: new Date('2026-12-01T20:29:59Z'), amount: '1000000' },
    { due: new Date('2026-12-13T20:29:59Z'), amount: '2000000', term: '1_month' },
    { due: new Date('2027-01-30T20:29:59Z'), amount: '500000', term: '3_month' },
    { due: new Date('2026-12-05T20:29:59Z'), amount: '500000' },
  ]);
  Object.assign(ids, { overdue: overdue.id, week: week.id, later: later.id, paid: paid.id });
  const [bOverdue] = await setSchedule(f.app(), b.id, [
    { due: new Date('2026-12-03T20:29:59Z'), amount: '700000' },
  ]);
  ids.bOverdue = bOverdue.id;
  const receipt = {
    orderId: a.id,
    fileName: 'r.png',
    fileType: 'image',
    mimeType: 'image/png',
    fileSize: 4,
    storageKey: 'receipts/x',
    reviewStatus: 'verified' as const,
  };
  await f
    .app()
    .database.db.insert(paymentReceipts)
    .values([
      { ...receipt, instalmentId: overdue.id, verifiedAmount: '300000' },
      { ...receipt, instalmentId: paid.id, verifiedAmount: '500000' },
    ]);
  ids.toDeposit = (
    await addCheque(f.app(), a.id, { dueDate: '2026-12-14', amount: '500000', instalmentId: later.id })
  ).id;
  await addCheque(f.app(), a.id, {
    dueDate: '2026-12-12',
    amount: '100000',
    status: 'deposited',
    instalmentId: week.id,
  });
  await addCheque(f.app(), b.id, { dueDate: '2027-02-01', amount: '100000' });
  await f.advanceTo('2026-12-10T08:00:00Z');
});
afterAll(f.tearDown);

const get = (url: string, who: Session | null) => s.call('GET', url, who);

test('lists overdue, this week, open and cheques to deposit with their totals', async () => {
  const res = await get('admin/receivables/', people.staff);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.overdue.map((r: { instalment_id: number }) => r.instalment_id)).toEqual([
    ids.overdue,
    ids.bOverdue,
  ]);
  expect(body.overdue[0]).toMatchObject({
    order_id: ids.a,
    position: 1,
    customer_name: 'مشتری الف',
    dealer_name: 'نماینده',
    amount: '1000000',
    paid: '300000',
    outstanding: '700000',
    state: 'overdue',
    state_display: INSTALMENT_STATE_LABELS.overdue,
    days_overdue: 9,
  });
  expect(body.overdue[1]).toMatchObject({ customer_name: 'مشتری ب', dealer_name: null, days_overdue: 7 });
  expect(body.due_this_week.map((r: { instalment_id: number }) => r.instalment_id)).toEqual([ids.week]);
  expect(body.due_this_week[0]).toMatchObject({ secured: '100000', outstanding: '1900000', state: 'due' });
  expect(body.open.map((r: { instalment_id: number }) => r.instalment_id)).toEqual([
    ids.overdue,
    ids.bOverdue,
    ids.week,
    ids.later,
  ]);
  expect(body.cheques_to_deposit.map((c: { id: number }) => c.id)).toEqual([ids.toDeposit]);
  expect(body.cheques_to_deposit[0]).toMatchObject({ customer_name: 'مشتری الف', status: 'received' });
  expect(body.totals).toEqual({
    overdue: '1400000',
    due_this_week: '2000000',
    cheques_to_deposit: '500000',
    open: '3900000',
  });

  const dashboard = (await get('admin/dashboard/', people.staff)).json();
  expect(dashboard.receivables).toEqual({ overdue_total: '1400000', due_this_week_total: '2000000' });
});

test('filters by customer, dealer and due days', async () => {
  const only = async (query: string) =>
    (await get(`admin/receivables/?${query}`, people.staff))
      .json()
      .open.map((r: { instalment_id: number }) => r.instalment_id);
  expect(await only(`customer=${people.customerB.user.id}`)).toEqual([ids.bOverdue]);
  expect(await only(`dealer=${people.dealer.user.id}`)).toEqual([ids.overdue, ids.week, ids.later]);
  // Tehran days, inclusive: 2 Dec to 13 Dec
  expect(await only('from=2026-12-02&to=2026-12-13')).toEqual([ids.bOverdue, ids.week]);
  const bad = await get('admin/receivables/?from=tomorrow', people.staff);
  expect(bad.statusCode).toBe(400);
});

test('exports the open instalments and the cheques as a Persian sheet with Jalali dates', async () => {
  const res = await f.app().inject({
    method: 'GET',
    url: '/api/admin/receivables/export/',
    headers: { authorization: `Bearer ${people.staff.tokens.access}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(res.headers['content-disposition']).toContain('receivables-2026-12-10.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const [sheet, cheques] = wb.worksheets;
  expect(sheet.name).toBe(RECEIVABLES_EXPORT.instalmentsSheet);
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...RECEIVABLES_EXPORT.instalmentHeaders]);
  expect(sheet.rowCount).toBe(5);
  const first = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(first.slice(0, 3)).toEqual([ids.a, 1, 'مشتری الف']);
  expect(first[6]).toBe(jalaliDate(new Date('2026-12-01T20:29:59Z')));
  expect(first[6]).toBe('۱۴۰۵/۰۹/۱۰');
  expect(first.slice(7, 13)).toEqual([1000000, 300000, 0, 700000, INSTALMENT_STATE_LABELS.overdue, 9]);
  expect(cheques.name).toBe(RECEIVABLES_EXPORT.chequesSheet);
  expect(cheques.rowCount).toBe(2);
});

test('is for staff only', async () => {
  for (const url of ['admin/receivables/', 'admin/receivables/export/']) {
    expect((await get(url, people.customerA)).statusCode).toBe(403);
    expect((await get(url, people.dealer)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
  }
});
