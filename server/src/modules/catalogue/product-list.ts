// The product list filters and sorts shared by the public catalogue (spec 001 §7 GET /products/) and the admin list
// (spec 002 §7 GET /admin/products/): search over name and description, category, stock status, the eight sorts.
import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_MAX, type ProductOrdering, type StockStatus } from '@sefaresh/shared-api/rules';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { containsPattern, persianLetters } from '../../lib/paging';

export interface ProductFilters {
  search?: string;
  categoryId?: number;
  stock?: StockStatus | 'all';
  /** true: active only; false: inactive only; undefined: both. */
  active?: boolean;
}

const STOCK_CONDITIONS: Record<StockStatus, SQL> = {
  out_of_stock: lte(products.stock, 0),
  low_stock: and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_MAX))!,
  in_stock: gt(products.stock, LOW_STOCK_MAX),
};

/** Arabic yeh/kaf in the stored text compare as the Persian letters too. */
const persianText = (column: typeof products.name | typeof products.description) =>
  sql`translate(${column}, 'يك', 'یک')`;

function productWhere(f: ProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.active !== undefined) conditions.push(eq(products.isActive, f.active));
  if (f.categoryId !== undefined) conditions.push(eq(products.categoryId, f.categoryId));
  if (f.stock && f.stock !== 'all') conditions.push(STOCK_CONDITIONS[f.stock]);
  const term = persianLetters(f.search?.trim() ?? '');
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(
      or(ilike(persianText(products.name), pattern), ilike(persianText(products.description), pattern)),
    );
  }
  return and(...conditions);
}

const SORTS: Record<ProductOrdering, SQL[]> = {
  '-created_at': [desc(products.createdAt), desc(products.id)],
  created_at: [asc(products.createdAt), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
  '-name': [desc(products.name), desc(products.id)],
  base_price: [asc(products.basePrice), asc(products.id)],
  '-base_price': [desc(products.basePrice), desc(products.id)],
  '-stock': [desc(products.stock), desc(products.id)],
  stock: [asc(products.stock), asc(products.id)],
};

/** One page of products matching the filters, in the given order, and how many match in all. */
export async function productPage(
  db: Db,
  filters: ProductFilters,
  ordering: ProductOrdering,
  page: { limit: number; offset: number },
) {
  const where = productWhere(filters);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...SORTS[ordering])
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, count: n };
}
