// Catalogue reads: categories, products for the order form, the public product list, new arrivals.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { CATALOGUE_PAGE_SIZE, DEFAULT_PRODUCT_ORDERING } from '@sefaresh/shared-api/rules';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { pageLinks } from '../../lib/paging';
import { productPage } from './product-list';
import { createProductView } from './product-view';
import type { ProductsQuery } from './schemas';

const NEW_ARRIVALS_COUNT = 6;
const PRODUCTS_PATH = '/api/products/';

export function createCatalogueService({ db, clock }: { db: Db; clock: Clock }) {
  const viewProducts = createProductView({ db, clock });

  return {
    async categories() {
      const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((c) => ({ id: c.id, name: c.name, name_fa: c.nameFa, display_name: c.displayName }));
    },

    /** Active products that can be ordered (stock > 0), by name. */
    async productsForOrders() {
      return db
        .select({
          id: products.id,
          name: products.name,
          category_id: products.categoryId,
          stock: products.stock,
        })
        .from(products)
        .where(and(eq(products.isActive, true), gt(products.stock, 0)))
        .orderBy(asc(products.categoryId), asc(products.name), asc(products.id));
    },

    /** The public catalogue: active products only, filtered, sorted and paged by offset. */
    async list(query: ProductsQuery) {
      const limit = query.limit ?? CATALOGUE_PAGE_SIZE;
      const offset = query.offset ?? 0;
      const ordering = query.ordering ?? DEFAULT_PRODUCT_ORDERING;
      const { rows, count } = await productPage(
        db,
        { active: true, search: query.search, categoryId: query.category_id, stock: query.status },
        ordering,
        { limit, offset },
      );
      const kept = {
        ordering: query.ordering,
        search: query.search,
        category_id: query.category_id,
        status: query.status,
      };
      return {
        count,
        ...pageLinks(PRODUCTS_PATH, kept, { limit, offset }, count),
        results: await viewProducts(rows),
      };
    },

    /** The newest active products (in stock or not). */
    async newArrivals() {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(NEW_ARRIVALS_COUNT);
      return viewProducts(rows);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
