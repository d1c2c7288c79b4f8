// The price list out and in through HTTP into a real database: who may call it, the export read back with exceljs,
// the preview (changes, new products, errors by row and cell, warnings), all or nothing on apply, formula cells
// read by value, formula-like text kept as text, the size and row limits.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRICE_LIST_IMPORT } from '@sefaresh/shared-api/rules';
import { adminActions, products } from '../src/db/schema';
import { PRICE_LIST_COLUMNS, PRICE_LIST_FIELDS } from '../src/modules/price-list/layout';
import { PRICE_LIST_MESSAGES as M } from '../src/modules/price-list/messages';
import { PRODUCT_MESSAGES } from '../src/modules/catalogue/staff/messages';
import { seedCatalogue } from '../src/seed/seed';
import { createTestApp } from './helpers';
import { addProduct, bearer, sessionsByRole, type Session } from './catalogue-fixtures';
import { multipart } from './image-fixtures';

let app: FastifyInstance;
let s: Record<'customer' | 'dealer' | 'staff', Session>;
const tag = randomBytes(4).toString('hex');
const HEADERS = PRICE_LIST_FIELDS.map((f) => PRICE_LIST_COLUMNS[f].header);
const COFFEE = 'قهوه و ملزومات';

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  await seedCatalogue(app.database.db);
  s = await sessionsByRole(app, tag);
});
afterAll(async () => {
  await app.close();
});

type Cell = ExcelJS.CellValue;
async function workbook(rows: Cell[][], headers: string[] = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('قیمت');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(data: Buffer, dryRun: boolean, who: Session | null = s.staff) {
  const body = multipart([
    {
      field: 'file',
      name: 'prices.xlsx',
      data,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/products/import/${dryRun ? '?dry_run=true' : ''}`,
    headers: { ...bearer(who), 'content-type': body.contentType },
    payload: body.payload,
  });
}

interface ImportAnswer {
  dry_run: boolean;
  applied: boolean;
  counts: Record<'rows' | 'created' | 'updated' | 'unchanged' | 'errors' | 'warnings', number>;
  rows: Array<{
    row: number;
    code: string | null;
    action: string;
    name: string;
    changes: Array<{ field: string; old: string | null; new: string | null }>;
  }>;
  problems: Array<{ row: number; cell: string | null; field: string | null; level: string; message: string }>;
}

const productRow = (id: number) =>
  app.database.db
    .select()
    .from(products)
    .where(eq(products.id, id))
    .then((r) => r[0]);

test('staff only: anonymous 401, customers and dealers 403 on the export and the import', async () => {
  const file = await workbook([]);
  expect((await app.inject({ method: 'GET', url: '/api/admin/products/export/' })).statusCode).toBe(401);
  expect((await upload(file, true, null)).statusCode).toBe(401);
  for (const who of [s.customer, s.dealer]) {
    const res = await app.inject({ method: 'GET', url: '/api/admin/products/export/', headers: bearer(who) });
    expect(res.statusCode).toBe(403);
    expect((await upload(file, true, who)).statusCode).toBe(403);
    expect((await upload(file, false, who)).statusCode).toBe(403);
  }
});

test('the export: a right-to-left sheet with Persian headers frozen in place, every product, and a help sheet', async () => {
  const escaped = await addProduct(app, { name: `=HYPERLINK("x") ${tag}`, basePrice: '2500000', stock: 7 });
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/products/export/',
    headers: bearer(s.staff),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
  expect(res.headers['content-disposition']).toContain('price-list-');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const [sheet, help] = wb.worksheets;
  expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
  expect((sheet.getRow(1).values as Cell[]).slice(1)).toEqual(HEADERS);
  const count = (await app.database.db.select({ id: products.id }).from(products)).length;
  expect(sheet.actualRowCount).toBe(count + 1);
  const row = (
    Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).values as Cell[]).find(
      (v) => v[1] === `P-${escaped.id}`,
    ) ?? []
  ).slice(1);
  expect(row).toEqual([
    `P-${escaped.id}`,
    `'=HYPERLINK("x") ${tag}`,
    COFFEE,
    1,
    2500000,
    undefined,
    7,
    'کم‌موجودی',
    'بله',
  ]);
  expect(help.name).toBe(M.helpSheetName);
  expect(help.getColumn(1).values.slice(2)).toEqual(HEADERS);
});

test('the preview names every change, each new product and each problem by row and cell, and writes nothing', async () => {
  const a = await addProduct(app, { name: `الف ${tag}`, basePrice: '1000000', stock: 10, taxRate: '9.00' });
  const b = await addProduct(app, { name: `ب ${tag}`, basePrice: '1000000', stock: 10 });
  const c = await addProduct(app, { name: `پ ${tag}`, basePrice: '1000000', stock: 10 });
  const file = await workbook([
    // 2: a price in Persian digits with separators, and a new stock from a formula
    [`P-${a.id}`, `الف ${tag}`, COFFEE, 1, '۱٬۲۰۰٬۰۰۰', 9, { formula: '5*6', result: 30 } as Cell, '', 'بله'],
    // 3: a price more than 50% up (a warning) and deactivated
    [`P-${b.id}`, `ب ${tag}`, COFFEE, 1, 1_600_000, null, 10, '', 'خیر'],
    // 4: a new product whose name starts like a formula
    [null, `=1+2 ${tag}`, 'ادویه', 2.5, '3,000,000', 10, 100, '', 'بله'],
    // 5: an unknown category, a price with a fraction of a rial, a negative stock
    [`P-${c.id}`, `پ ${tag}`, 'میوه', 1, '1000.5', null, -3, '', 'بله'],
    // 6: the same code again, and an unknown product
    [`P-${a.id}`, `الف ${tag}`, COFFEE, 1, 1_000_000, null, 10, '', 'بله'],
    ['P-999999', 'ناشناس', COFFEE, 1, 1_000_000, null, 10, '', 'بله'],
    // 8: a code that is no product code, and neither yes nor no
    [`P-${c.id}`.replace(String(c.id), '۰'), 'x', COFFEE, 1, 1, null, 1, '', 'شاید'],
  ]);
  const res = await upload(file, true);
  expect(res.statusCode).toBe(200);
  const body = res.json() as ImportAnswer;
  expect(body).toMatchObject({ dry_run: true, applied: false });
  expect(body.rows.find((r) => r.row === 2)).toMatchObject({
    code: `P-${a.id}`,
    action: 'update',
    changes: [
      { field: 'base_price', old: '1000000', new: '1200000' },
      { field: 'stock', old: '10', new: '30' },
    ],
  });
  expect(body.rows.find((r) => r.row === 3)?.changes).toEqual([
    { field: 'base_price', old: '1000000', new: '1600000' },
    { field: 'is_active', old: 'بله', new: 'خیر' },
  ]);
  expect(body.rows.find((r) => r.row === 4)).toMatchObject({ action: 'create', name: `=1+2 ${tag}` });
  const problems = body.problems.map((p) => [p.cell, p.level, p.message]);
  expect(problems).toEqual(
    expect.arrayContaining([
      ['E3', 'warning', M.priceMoved('۶۰')],
      ['C5', 'error', M.categoryUnknown('میوه')],
      ['E5', 'error', PRODUCT_MESSAGES.priceInvalid],
      ['G5', 'error', PRODUCT_MESSAGES.stockInvalid],
      ['A6', 'error', M.codeDuplicate(2)],
      ['A7', 'error', M.codeUnknown('P-999999')],
      ['A8', 'error', M.codeInvalid('P-۰')],
      ['I8', 'error', M.activeInvalid],
    ]),
  );
  expect(body.counts).toMatchObject({ rows: 7, created: 1, updated: 2, warnings: 1 });
  expect(body.counts.errors).toBe(body.problems.filter((p) => p.level === 'error').length);
  expect(await productRow(a.id)).toMatchObject({ basePrice: '1000000', stock: 10 });
  expect(await productRow(b.id)).toMatchObject({ isActive: true });

  // the same file without dry_run: 400 by cell, and still nothing written (all or nothing)
  const applied = await upload(file, false);
  expect(applied.statusCode).toBe(400);
  expect(applied.json()).toMatchObject({
    error: M.hasErrors,
    details: { C5: [M.categoryUnknown('میوه')], A7: [M.codeUnknown('P-999999')] },
  });
  expect(await productRow(a.id)).toMatchObject({ basePrice: '1000000', stock: 10 });
  const created = await app.database.db
    .select()
    .from(products)
    .where(eq(products.name, `=1+2 ${tag}`));
  expect(created).toEqual([]);
});

test('applying a clean file writes every row in one go, keeps formula-like text as text and logs the counts', async () => {
  const a = await addProduct(app, { name: `ت ${tag}`, basePrice: '500000', stock: 3 });
  const b = await addProduct(app, { name: `ث ${tag}`, basePrice: '800000', stock: 3 });
  const file = await workbook([
    [
      `P-${a.id}`,
      `ت ${tag}`,
      COFFEE,
      1,
      { formula: 'E1*0+550000', result: 550000 } as Cell,
      9.5,
      4,
      '',
      'بله',
    ],
    [`P-${b.id}`, `ث ${tag}`, COFFEE, 1, 800000, null, 3, '', 'بله'],
    ['', `'@SUM(A1) ${tag}`, 'خشکبار', '۱٫۵', '۲۲۰۰۰۰۰', '', '۱۲', '', 'بله'],
    ['', `-منفی ${tag}`, 'nuts', 1, 100, 0, 0, '', 'خیر'],
  ]);
  const preview = (await upload(file, true)).json() as ImportAnswer;
  expect(preview.counts).toMatchObject({ rows: 4, created: 2, updated: 1, unchanged: 1, errors: 0 });
  const res = await upload(file, false);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    dry_run: false,
    applied: true,
    counts: { created: 2, updated: 1, unchanged: 1, errors: 0 },
  });
  expect(await productRow(a.id)).toMatchObject({ basePrice: '550000', taxRate: '9.50', stock: 4 });
  const made = await app.database.db
    .select()
    .from(products)
    .where(inArray(products.name, [`@SUM(A1) ${tag}`, `-منفی ${tag}`]));
  expect(made.map((p) => [p.name, p.basePrice, p.stock, p.weight, p.taxRate, p.isActive]).sort()).toEqual(
    [
      [`-منفی ${tag}`, '100', 0, '1.0', '0.00', false],
      [`@SUM(A1) ${tag}`, '2200000', 12, '1.5', null, true],
    ].sort(),
  );
  const [entry] = await app.database.db
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.action, 'price_list_imported'), eq(adminActions.actorId, s.staff.user.id)))
    .orderBy(desc(adminActions.id))
    .limit(1);
  expect(entry).toMatchObject({ note: M.logNote(2, 1) });
  expect(entry.details).toMatchObject({ created: 2, updated: 1, unchanged: 1, file_name: 'prices.xlsx' });
});

test('an exported list imported again changes nothing, and an edited price comes back as the only change', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/products/export/',
    headers: bearer(s.staff),
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const sheet = wb.worksheets[0];
  const again = (await upload(Buffer.from(await wb.xlsx.writeBuffer()), true)).json() as ImportAnswer;
  expect(again.counts).toMatchObject({ errors: 0, created: 0, updated: 0 });
  sheet.getRow(2).getCell(5).value = Number(sheet.getRow(2).getCell(5).value) + 10;
  const edited = (await upload(Buffer.from(await wb.xlsx.writeBuffer()), true)).json() as ImportAnswer;
  expect(edited.counts).toMatchObject({ errors: 0, updated: 1 });
  expect(edited.rows[0].changes.map((ch) => ch.field)).toEqual(['base_price']);
});

test('limits: not an .xlsx, missing columns, a file over 5 MB, more than 5,000 rows', async () => {
  const notXlsx = await upload(Buffer.from('name,price\n'), true);
  expect(notXlsx.statusCode).toBe(400);
  expect(notXlsx.json()).toEqual({ error: M.notXlsx });
  const noColumns = await upload(await workbook([['x']], ['ستون']), true);
  expect(noColumns.statusCode).toBe(400);
  expect(noColumns.json().error).toContain(PRICE_LIST_COLUMNS.base_price.header);
  const big = Buffer.alloc(PRICE_LIST_IMPORT.maxBytes + 4);
  big.set([0x50, 0x4b, 0x03, 0x04]);
  const tooBig = await upload(big, true);
  expect(tooBig.statusCode).toBe(413);
  expect(tooBig.json()).toEqual({ error: M.fileTooLarge });
  const rows = Array.from({ length: PRICE_LIST_IMPORT.maxRows + 1 }, (_, i) => [
    null,
    `زیاد ${i}`,
    COFFEE,
    1,
    1000,
    null,
    1,
    '',
    'بله',
  ]);
  const tooMany = await upload(await workbook(rows), true);
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json()).toEqual({ error: M.tooManyRows });
  expect((await app.database.db.select().from(products).where(eq(products.name, 'زیاد 0'))).length).toBe(0);
});

test('5,000 rows preview and apply within the memory budget', async () => {
  const rows = Array.from({ length: PRICE_LIST_IMPORT.maxRows }, (_, i) => [
    null,
    `بسیار ${tag} ${i}`,
    COFFEE,
    1,
    1000 + i,
    null,
    i,
    '',
    'بله',
  ]);
  const file = await workbook(rows);
  let peak = 0;
  const base = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed - base);
  }, 5);
  try {
    const res = await upload(file, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ created: PRICE_LIST_IMPORT.maxRows, errors: 0 });
  } finally {
    clearInterval(sampler);
  }
  // ARCHITECTURE.md §8: the API process stays under 300 MB; the import of the largest file adds well under it
  expect(peak).toBeLessThan(150 * 1024 * 1024);
  const made = await app.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, `بسیار ${tag} 4999`));
  expect(made).toHaveLength(1);
}, 120_000);
