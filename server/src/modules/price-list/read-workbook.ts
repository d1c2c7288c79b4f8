// Reads an uploaded price list: the first sheet, its first row as the headers (matched to the layout's fields),
// every later non-empty row as text per field. Formula cells are read by their stored value; text cells are read
// as written, so `=…` in a name stays text. The zip's declared sizes are checked before anything is inflated.
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { PRICE_LIST_IMPORT } from '@sefaresh/shared-api/rules';
import { HttpError, badRequest } from '../../lib/errors';
import { PRICE_LIST_COLUMNS, PRICE_LIST_FIELDS, type PriceListField } from './layout';
import { PRICE_LIST_MESSAGES as M } from './messages';

/** What a cell holds: its text (null when empty), or a problem that makes it unreadable. */
export type CellRead = { text: string | null } | { problem: string };

export interface SheetRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  cells: Partial<Record<PriceListField, CellRead>>;
}

export interface PriceListFile {
  /** The column letter of each field in this file. */
  columns: Partial<Record<PriceListField, string>>;
  rows: SheetRow[];
}

// An .xlsx whose parts inflate to more than this is refused unread (a 5 MB zip could hold gigabytes of XML).
const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function checkPackage(data: Buffer) {
  if (data.length < 4 || ZIP_MAGIC.some((b, i) => data[i] !== b)) throw badRequest(M.notXlsx);
  let inflated = 0;
  try {
    unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.length), {
      filter: (file) => {
        inflated += file.originalSize;
        return false;
      },
    });
  } catch {
    throw badRequest(M.unreadable);
  }
  if (inflated > MAX_INFLATED_BYTES) throw new HttpError(413, M.fileTooLarge);
}

const HEADER_KEYS = new Map<string, PriceListField>(
  PRICE_LIST_FIELDS.flatMap((f) => [
    [headerKey(PRICE_LIST_COLUMNS[f].header), f],
    [headerKey(f), f],
  ]),
);

function headerKey(text: string): string {
  return text
    .replace(/[\u200c\s]+/g, '')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .toLowerCase();
}

function plainText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

function readCell(cell: ExcelJS.Cell): CellRead {
  const value = cell.value;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    if ('error' in value) return { problem: M.cellError };
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      if (result === undefined) return { problem: M.formulaWithoutValue };
      if (result && typeof result === 'object' && 'error' in result) return { problem: M.cellError };
      return { text: emptyToNull(plainText(result)) };
    }
  }
  return { text: emptyToNull(plainText(value)) };
}

function emptyToNull(text: string | null): string | null {
  return text === null || text.trim() === '' ? null : text;
}

/** The price list in `data`; 400 (or 413) in Persian when it is not a readable price list. */
export async function readPriceList(data: Buffer): Promise<PriceListFile> {
  checkPackage(data);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as never);
  } catch {
    throw badRequest(M.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(M.noSheet);
  const columns: Partial<Record<PriceListField, string>> = {};
  const byColumn = new Map<number, PriceListField>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = HEADER_KEYS.get(headerKey(plainText(cell.value) ?? ''));
    if (field && !columns[field]) {
      columns[field] = cell.address.replace(/\d+$/, '');
      byColumn.set(col, field);
    }
  });
  const missing = PRICE_LIST_FIELDS.filter(
    (f) => f !== 'stock_status' && f !== 'weight' && f !== 'tax_rate' && !columns[f],
  );
  if (missing.length) throw badRequest(M.missingColumns(missing.map((f) => PRICE_LIST_COLUMNS[f].header)));
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow((row, number) => {
    if (number === 1 || tooMany) return;
    const cells: SheetRow['cells'] = {};
    let filled = false;
    for (const [col, field] of byColumn) {
      if (field === 'stock_status') continue;
      const read = readCell(row.getCell(col));
      if (!('text' in read) || read.text !== null) filled = true;
      cells[field] = read;
    }
    if (!filled) return;
    if (rows.length >= PRICE_LIST_IMPORT.maxRows) tooMany = true;
    else rows.push({ row: number, cells });
  });
  if (tooMany) throw badRequest(M.tooManyRows);
  if (!rows.length) throw badRequest(M.noRows);
  return { columns, rows };
}
