// The price list as an .xlsx: every product, oldest first, read in batches (keyset on id) and written row by row, so
// memory stays flat however many products there are; a second sheet explains each column.
import type { Writable } from 'node:stream';
import { asc, eq, gt } from 'drizzle-orm';
import { STOCK_STATUS_LABELS, productCode, stockStatus } from '@sefaresh/shared-api/rules';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { escapeCell, writeXlsx, type XlsxCell } from '../../lib/xlsx-stream';
import { PRICE_LIST_COLUMNS, PRICE_LIST_FIELDS } from './layout';
import { PRICE_LIST_MESSAGES as M } from './messages';

const BATCH = 1000;

async function* productRows(db: Db): AsyncGenerator<XlsxCell[]> {
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        id: products.id,
        name: products.name,
        category: categories.nameFa,
        weight: products.weight,
        basePrice: products.basePrice,
        taxRate: products.taxRate,
        stock: products.stock,
        isActive: products.isActive,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(BATCH);
    for (const p of batch)
      yield [
        productCode(p.id),
        escapeCell(p.name),
        escapeCell(p.category),
        Number(p.weight),
        Number(p.basePrice),
        p.taxRate === null ? null : Number(p.taxRate),
        p.stock,
        STOCK_STATUS_LABELS[stockStatus(p.stock)],
        p.isActive ? M.yes : M.no,
      ];
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1].id;
  }
}

/** Writes the price list workbook to `out` and ends it. */
export function writePriceList(db: Db, out: Writable): Promise<void> {
  const columns = PRICE_LIST_FIELDS.map((f) => PRICE_LIST_COLUMNS[f]);
  return writeXlsx(
    [
      { name: M.sheetName, columns, rows: productRows(db) },
      {
        name: M.helpSheetName,
        columns: [
          { header: M.helpColumn, width: 28 },
          { header: M.helpText, width: 100 },
        ],
        rows: columns.map((c) => [c.header, c.help]),
      },
    ],
    out,
  );
}
