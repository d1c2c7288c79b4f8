// The staff's orders list and export with quotes: `status=revision_requested` and `expired=true|false` filter the
// list and the Excel export, a revision request counts as active and in its own stat card, and the export
// carries each order's current quote version.
import ExcelJS from 'exceljs';
import { EXPORT_HEADERS } from '../src/modules/orders/staff/messages';
import { quoteFixture } from './quotes-fixture';
import type { OrderJson } from './scenarios';

const f = quoteFixture();
const { s, people } = f;
let waiting: OrderJson;
let asked: OrderJson;
let expired: OrderJson;

beforeAll(async () => {
  await f.setUp();
  expired = await s.priced();
  // a week and a day later: the first quote has run out, the others are fresh
  await f.advanceTo('2026-11-28T08:00:00Z');
  waiting = await s.priced();
  asked = await s.priced();
  const res = await s.call('POST', `orders/${asked.id}/request-revision/`, people.customerA, {
    comment: 'لطفاً تخفیف بیشتری بدهید',
  });
  expect(res.statusCode).toBe(200);
}, 180_000);
afterAll(f.tearDown);

const ours = (ids: number[]) => ids.filter((id) => [waiting.id, asked.id, expired.id].includes(id)).sort();
async function listed(query: string) {
  const res = await s.call('GET', `admin/orders/?page_size=100&${query}`, people.staff);
  expect(res.statusCode).toBe(200);
  return res.json() as { results: { id: number; quote_expired: boolean }[]; stats: Record<string, number> };
}

describe('the admin orders list with quotes', () => {
  it('filters by status=revision_requested, and counts it active', async () => {
    expect(ours((await listed('status=revision_requested')).results.map((r) => r.id))).toEqual([asked.id]);
    const active = await listed('status=active');
    expect(ours(active.results.map((r) => r.id))).toEqual([waiting.id, asked.id, expired.id].sort());
  });

  it('filters by expired=true and expired=false', async () => {
    const only = await listed('expired=true');
    expect(ours(only.results.map((r) => r.id))).toEqual([expired.id]);
    expect(only.results.every((r) => r.quote_expired)).toBe(true);
    expect(ours((await listed('expired=false')).results.map((r) => r.id))).toEqual(
      [waiting.id, asked.id].sort(),
    );
    expect(ours((await listed('expired=true&status=revision_requested')).results.map((r) => r.id))).toEqual(
      [],
    );
  });

  it('refuses an expired value that is not true or false (400), and customers (403)', async () => {
    expect((await s.call('GET', 'admin/orders/?expired=maybe', people.staff)).statusCode).toBe(400);
    expect((await s.call('GET', 'admin/orders/?expired=true', people.customerA)).statusCode).toBe(403);
  });

  it('exports the filtered orders with their quote version', async () => {
    const res = await s.call('GET', 'admin/orders/export/?expired=true', people.staff);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const versionColumn = EXPORT_HEADERS.indexOf('نسخه پیش‌فاکتور') + 1;
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    const row = rows.find((r) => r.getCell(1).value === expired.id);
    expect(row?.getCell(versionColumn).value).toBe(1);
    expect(rows.map((r) => r.getCell(1).value)).not.toContain(waiting.id);
  });
});
