// The one .xlsx writer of every export (orders, dealers, reports): right-to-left sheets with a bold, frozen
// header row, written as SpreadsheetML straight into a streamed zip (fflate), row by row. Nothing is kept per
// row, so memory stays flat whatever the row count (exceljs' streaming writer kept about 1.7 KB a row).
// Strings are inline (no shared-string table to hold); text a spreadsheet would read as a formula is escaped.
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type XlsxCell = string | number | null | undefined;

interface XlsxColumn {
  header: string;
  width: number;
  /** Whole amounts shown with thousands separators (#,##0). */
  money?: boolean;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  rows: Iterable<XlsxCell[]> | AsyncIterable<XlsxCell[]>;
}

/** A cell text that starts with =, +, -, @, tab or CR gets a leading apostrophe, so it stays text. */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// style ids of STYLES below: 0 plain, 1 bold header, 2 money
const HEADER_STYLE = 1;
const MONEY_STYLE = 2;
const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="2"><font><sz val="11"/><name val="Tahoma"/></font>' +
  '<font><b/><sz val="11"/><name val="Tahoma"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '</styleSheet>';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument';

// eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot carry
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xml = (s: string) =>
  s
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Column letters of a 0-based index: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(ref: string, value: XlsxCell, style: number): string {
  if (value === null || value === undefined) return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>`;
}

function rowXml(index: number, cells: XlsxCell[], styleOf: (column: number) => number): string {
  let out = `<row r="${index}">`;
  cells.forEach((value, c) => (out += cellXml(`${columnName(c)}${index}`, value, styleOf(c))));
  return `${out}</row>`;
}

function sheetHead(columns: readonly XlsxColumn[]): string {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView rightToLeft="1" workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData>` +
    rowXml(
      1,
      columns.map((c) => c.header),
      () => HEADER_STYLE,
    )
  );
}

function packageParts(sheets: readonly XlsxSheet[]): Array<[name: string, content: string]> {
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${CT}.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const sheetList = sheets
    .map((s, i) => `<sheet name="${xml(s.name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const sheetRels = sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CT}.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CT}.spreadsheetml.styles+xml"/>` +
        `${overrides}</Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
        `<sheets>${sheetList}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${sheetRels}` +
        `<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
  ];
}

/** Resolves when `out` drains or closes (a reader that goes away never drains). */
function drainOrClose(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

const encoder = new TextEncoder();
// rows are gathered into chunks of about this many characters before they are compressed
const CHUNK_CHARS = 64 * 1024;

/** Writes the workbook to `out` and ends it; waits for `out` to drain, so a slow reader holds memory flat. */
export async function writeXlsx(sheets: readonly XlsxSheet[], out: Writable): Promise<void> {
  let failure: Error | null = null;
  const zip = new Zip((err, data, final) => {
    if (err) failure = err;
    else out.write(data);
    if (final) out.end();
  });
  const drained = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain && !out.destroyed) await drainOrClose(out);
    if (out.destroyed) throw new Error('xlsx: the reader went away before the export was written');
  };

  for (const [name, content] of packageParts(sheets)) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(encoder.encode(content), true);
  }
  for (const [i, sheet] of sheets.entries()) {
    const part = new ZipDeflate(`xl/worksheets/sheet${i + 1}.xml`, { level: 6 });
    zip.add(part);
    const styleOf = (c: number) => (sheet.columns[c]?.money ? MONEY_STYLE : 0);
    let pending = sheetHead(sheet.columns);
    let index = 1;
    for await (const cells of sheet.rows) {
      pending += rowXml(++index, cells, styleOf);
      if (pending.length >= CHUNK_CHARS) {
        part.push(encoder.encode(pending));
        pending = '';
        await drained();
      }
    }
    part.push(encoder.encode(`${pending}</sheetData></worksheet>`), true);
    await drained();
  }
  zip.end();
  if (failure) throw failure;
}

/**
 * Reads the first batch before the answer starts, so a failing query answers 500 instead of a 200 whose file
 * breaks off (a failure after that aborts the transfer, which the browser reports as a failed download).
 */
export async function readAhead<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}
