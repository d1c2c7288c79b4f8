// The one .xlsx writer of the exports: what a spreadsheet reads back (sheets, right-to-left frozen header, text
// kept as text, amounts as numbers with separators, blanks), and that it writes only as fast as its reader
// takes, so a slow download holds memory flat instead of buffering the whole file.
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnName, escapeCell, readAhead, writeXlsx, type XlsxCell } from '../src/lib/xlsx-stream';

async function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}

async function readBack(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

const ROWS = 3000; // several 64 KB chunks of sheet XML

async function* slowRows(): AsyncIterable<XlsxCell[]> {
  for (let i = 1; i <= ROWS; i++) yield [i, `مشتری ${i} <& "نقل">`, i % 2 ? null : 1_250_000 * i];
}

test('column names run A…Z, AA…', () => {
  expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
});

test('a spreadsheet reads back every sheet, row and cell as written', async () => {
  const out = new PassThrough();
  const written = writeXlsx(
    [
      {
        name: 'سفارش‌ها',
        columns: [
          { header: 'شناسه', width: 10 },
          { header: 'مشتری', width: 30 },
          { header: 'مبلغ (ریال)', width: 20, money: true },
        ],
        rows: slowRows(),
      },
      {
        name: 'خلاصه',
        columns: [{ header: 'شاخص', width: 20 }],
        rows: [[escapeCell('=HYPERLINK("x")')], ['bell\u0007 removed']],
      },
    ],
    out,
  );
  const [bytes] = await Promise.all([collect(out), written]);
  const wb = await readBack(bytes);

  expect(wb.worksheets.map((s) => s.name)).toEqual(['سفارش‌ها', 'خلاصه']);
  const orders = wb.worksheets[0];
  expect(orders.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
  expect(orders.getRow(1).values).toEqual([undefined, 'شناسه', 'مشتری', 'مبلغ (ریال)']);
  expect(orders.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(orders.getColumn(2).width).toBe(30);
  expect(orders.rowCount).toBe(ROWS + 1);
  expect(orders.getRow(2).getCell(2).value).toBe('مشتری 1 <& "نقل">');
  expect(orders.getRow(2).getCell(3).value).toBeNull();
  const last = orders.getRow(ROWS + 1);
  expect([last.getCell(1).value, last.getCell(3).value]).toEqual([ROWS, 1_250_000 * ROWS]);
  expect(last.getCell(3).numFmt).toBe('#,##0');

  const summary = wb.worksheets[1];
  expect(summary.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("x")');
  expect(summary.getRow(3).getCell(1).value).toBe('bell removed');
});

test('it pulls rows only as fast as the reader takes the file', async () => {
  let pulled = 0;
  async function* rows(): AsyncIterable<XlsxCell[]> {
    for (let i = 0; i < 30_000; i++) {
      pulled++;
      yield [i, `ردیف شماره ${i} با متنی که فشرده نمی‌شود ${Math.random()}`];
    }
  }
  const out = new PassThrough({ highWaterMark: 1024 });
  const written = writeXlsx(
    [
      {
        name: 'ردیف‌ها',
        columns: [
          { header: 'شماره', width: 10 },
          { header: 'متن', width: 40 },
        ],
        rows: rows(),
      },
    ],
    out,
  );
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
  expect(pulled).toBeLessThan(5_000); // nobody reads: the writer waits after its first chunks

  const [bytes] = await Promise.all([collect(out), written]);
  expect(pulled).toBe(30_000);
  expect(bytes.length).toBeGreaterThan(0);
});

test('a reader that goes away ends the export with an error instead of writing on', async () => {
  async function* endless(): AsyncIterable<XlsxCell[]> {
    for (let i = 0; ; i++) yield [i, `ردیف ${i} ${Math.random()}`];
  }
  const out = new Writable({
    highWaterMark: 1024,
    write(_chunk, _encoding, done) {
      out.destroy();
      done();
    },
  });
  await expect(
    writeXlsx([{ name: 'بی‌پایان', columns: [{ header: 'الف', width: 10 }], rows: endless() }], out),
  ).rejects.toThrow();
});

test('readAhead: a first batch that fails rejects before anything is sent; otherwise every batch comes, in order', async () => {
  const failing: AsyncIterable<number[]> = {
    [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('the query failed')) }),
  };
  await expect(readAhead(failing)).rejects.toThrow('the query failed');
  async function* three() {
    yield [1];
    yield [2];
    yield [3];
  }
  const seen: number[][] = [];
  for await (const batch of await readAhead(three())) seen.push(batch);
  expect(seen).toEqual([[1], [2], [3]]);
  const none: number[][] = [];
  for await (const batch of await readAhead((async function* () {})())) none.push(batch);
  expect(none).toEqual([]);
});
