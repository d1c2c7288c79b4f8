// What a price list would change: each row checked with the product form's own rules (productValues), its
// category and code looked up, and compared with the product as it is now. Errors and warnings name their row
// and column; the plan's writes are only used when there is no error.
import { inArray } from 'drizzle-orm';
import {
  PRICE_LIST_IMPORT,
  parseProductCode,
  percentHundredths,
  plainNumber,
  productCode,
  toPersianDigits,
} from '@sefaresh/shared-api/rules';
import { categories, products, type Product } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { DbOrTx } from '../../db/client';
import { productValues } from '../catalogue/staff/product-form';
import type { EditableField, PriceListField } from './layout';
import { PRICE_LIST_MESSAGES as M } from './messages';
import type { CellRead, PriceListFile, SheetRow } from './read-workbook';

interface FieldChange {
  field: EditableField;
  old: string | null;
  new: string | null;
}

interface PreviewRow {
  row: number;
  code: string | null;
  product_id: number | null;
  name: string;
  action: 'create' | 'update';
  changes: FieldChange[];
}

interface Problem {
  row: number;
  /** The cell ('E7'), or null for a problem of the whole row. */
  cell: string | null;
  field: PriceListField | null;
  level: 'error' | 'warning';
  message: string;
}

/** The product columns the import writes. */
export interface ProductWrite {
  name: string;
  categoryId: number;
  weight: string;
  basePrice: string;
  taxRate: string | null;
  stock: number;
  isActive: boolean;
}

export interface ImportPlan {
  /** Product rows in the file. */
  total: number;
  rows: PreviewRow[];
  problems: Problem[];
  unchanged: number;
  creates: ProductWrite[];
  updates: Array<ProductWrite & { id: number }>;
}

const NEW_PRODUCT_WEIGHT = '1.0';
const YES = new Set(['بله', 'آری', 'فعال', 'yes', 'true', '1']);
const NO = new Set(['خیر', 'نه', 'غیرفعال', 'no', 'false', '0']);
// the export writes formula-like text with a leading apostrophe; read back, the apostrophe goes
const ESCAPED_FORMULA = /^'(?=[=+\-@])/;

const letters = (s: string) =>
  s.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' ').trim().toLowerCase();
const sameAmount = (a: string, b: string) => BigInt(a) === BigInt(b);
const samePercent = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : percentHundredths(a) === percentHundredths(b);
const decimalText = (v: string | null) => (v === null ? null : String(Number(v)));

function flagOf(text: string): boolean | null {
  const key = letters(text);
  if (YES.has(key)) return true;
  return NO.has(key) ? false : null;
}

/** Persian percent of the move from `before` to `after` (one decimal), when it is above the warning line. */
function priceMove(before: string, after: string): string | null {
  const old = BigInt(before);
  if (old === 0n) return null;
  const diff = BigInt(after) - old;
  const moved = diff < 0n ? -diff : diff;
  if (moved * 100n <= BigInt(PRICE_LIST_IMPORT.warnPriceMovePercent) * old) return null;
  const tenths = (moved * 1000n + old / 2n) / old;
  const text = `${tenths / 10n}${tenths % 10n ? `.${tenths % 10n}` : ''}`;
  return toPersianDigits(text).replace('.', '٫');
}

export async function planImport(db: DbOrTx, file: PriceListFile, lock = false): Promise<ImportPlan> {
  const cell = (field: PriceListField, row: number) =>
    file.columns[field] ? `${file.columns[field]}${row}` : null;
  const problems: Problem[] = [];
  const rowsWithErrors = new Set<number>();
  const add = (
    row: number,
    field: PriceListField | null,
    message: string,
    level: Problem['level'] = 'error',
  ) => {
    problems.push({ row, cell: field ? cell(field, row) : null, field, level, message });
    if (level === 'error') rowsWithErrors.add(row);
  };

  const cats = await db.select().from(categories);
  const categoryByName = new Map<string, (typeof cats)[number]>();
  for (const c of cats)
    for (const name of [c.nameFa, c.name, c.displayName]) categoryByName.set(letters(name), c);
  const categoryName = new Map(cats.map((c) => [c.id, c.nameFa]));

  const ids = new Map<SheetRow, number | null>();
  const firstRowOf = new Map<number, number>();
  for (const r of file.rows) {
    const code = r.cells.code;
    if (!code || !('text' in code) || code.text === null) {
      if (code && 'problem' in code) add(r.row, 'code', code.problem);
      ids.set(r, null);
      continue;
    }
    const id = parseProductCode(code.text);
    if (id === null) add(r.row, 'code', M.codeInvalid(code.text.trim()));
    else {
      const first = firstRowOf.get(id);
      if (first !== undefined) add(r.row, 'code', M.codeDuplicate(first));
      else firstRowOf.set(id, r.row);
    }
    ids.set(r, id);
  }
  const wanted = [...firstRowOf.keys()];
  const existing = new Map<number, Product>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const query = db
      .select()
      .from(products)
      .where(inArray(products.id, wanted.slice(i, i + 1000)));
    for (const p of await (lock ? query.for('update') : query)) existing.set(p.id, p);
  }

  const plan: ImportPlan = {
    total: file.rows.length,
    rows: [],
    problems,
    unchanged: 0,
    creates: [],
    updates: [],
  };
  for (const r of file.rows) {
    const id = ids.get(r) ?? null;
    const current = id === null ? undefined : existing.get(id);
    const codeCell = r.cells.code;
    if (id !== null && !current && firstRowOf.get(id) === r.row && codeCell && 'text' in codeCell)
      add(r.row, 'code', M.codeUnknown(codeCell.text ?? ''));

    const raw: Record<string, unknown> = {};
    const textOf = (field: PriceListField): string | undefined => {
      const read: CellRead | undefined = r.cells[field];
      if (!read) return undefined;
      if ('problem' in read) {
        add(r.row, field, read.problem);
        return undefined;
      }
      return read.text ?? undefined;
    };
    // the name is kept as written (its digits too); productValues only checks it
    const name = textOf('name')?.replace(ESCAPED_FORMULA, '').trim() ?? '';
    raw.name = name;
    const price = textOf('base_price');
    raw.base_price = price === undefined ? '' : plainNumber(price);
    const stock = textOf('stock');
    raw.stock = stock === undefined ? '' : plainNumber(stock);
    const tax = textOf('tax_rate');
    // an empty tax cell means the default rate; a file without the column keeps each product's rate
    if (tax !== undefined) raw.tax_rate = plainNumber(tax);
    else if (r.cells.tax_rate) raw.tax_rate = '';
    const weight = textOf('weight');
    if (weight !== undefined) raw.weight = plainNumber(weight);
    const categoryText = textOf('category');
    const category = categoryText ? categoryByName.get(letters(categoryText)) : undefined;
    if (category) raw.category = String(category.id);
    const activeText = textOf('is_active');
    const active = activeText === undefined ? true : flagOf(activeText);
    if (active === null) add(r.row, 'is_active', M.activeInvalid);

    let values: ReturnType<typeof productValues> | null = null;
    try {
      values = productValues(raw, { partial: false });
    } catch (err) {
      if (!(err instanceof HttpError) || !err.details) throw err;
      for (const [key, messages] of Object.entries(err.details)) {
        // an unknown category is told by its own name below; an unreadable cell was told above
        if (key === 'category' && categoryText) continue;
        if (!r.cells[key as PriceListField] || !('problem' in r.cells[key as PriceListField]!))
          for (const message of messages) add(r.row, key as PriceListField, message);
      }
    }
    if (categoryText && !category) add(r.row, 'category', M.categoryUnknown(categoryText.trim()));
    if (rowsWithErrors.has(r.row) || !values || active === null || (id !== null && !current)) continue;

    const write: ProductWrite = {
      name,
      categoryId: values.categoryId!,
      weight: values.weight ?? current?.weight ?? NEW_PRODUCT_WEIGHT,
      basePrice: values.basePrice!,
      taxRate: values.taxRate !== undefined ? values.taxRate : (current?.taxRate ?? null),
      stock: values.stock!,
      isActive: active,
    };
    if (!current) {
      plan.creates.push(write);
      plan.rows.push({
        row: r.row,
        code: null,
        product_id: null,
        name: write.name,
        action: 'create',
        changes: changesOf(null, write, categoryName),
      });
      continue;
    }
    const changes = changesOf(current, write, categoryName);
    if (!changes.length) {
      plan.unchanged += 1;
      continue;
    }
    const moved = priceMove(current.basePrice, write.basePrice);
    if (moved) add(r.row, 'base_price', M.priceMoved(moved), 'warning');
    plan.updates.push({ id: current.id, ...write });
    plan.rows.push({
      row: r.row,
      code: productCode(current.id),
      product_id: current.id,
      name: write.name,
      action: 'update',
      changes,
    });
  }
  problems.sort((a, b) => a.row - b.row);
  return plan;
}

function changesOf(
  current: Product | null,
  next: ProductWrite,
  categoryName: Map<number, string>,
): FieldChange[] {
  const flag = (v: boolean) => (v ? M.yes : M.no);
  const out: FieldChange[] = [];
  const push = (field: EditableField, old: string | null, value: string | null, same: boolean) => {
    if (!current || !same) out.push({ field, old: current ? old : null, new: value });
  };
  push('name', current?.name ?? null, next.name, current?.name === next.name);
  push(
    'category',
    current ? (categoryName.get(current.categoryId) ?? null) : null,
    categoryName.get(next.categoryId) ?? null,
    current?.categoryId === next.categoryId,
  );
  push(
    'weight',
    decimalText(current?.weight ?? null),
    decimalText(next.weight),
    !!current && Number(current.weight) === Number(next.weight),
  );
  push(
    'base_price',
    current?.basePrice ?? null,
    next.basePrice,
    !!current && sameAmount(current.basePrice, next.basePrice),
  );
  push(
    'tax_rate',
    decimalText(current?.taxRate ?? null),
    decimalText(next.taxRate),
    !!current && samePercent(current.taxRate, next.taxRate),
  );
  push('stock', current ? String(current.stock) : null, String(next.stock), current?.stock === next.stock);
  push(
    'is_active',
    current ? flag(current.isActive) : null,
    flag(next.isActive),
    current?.isActive === next.isActive,
  );
  return out;
}
