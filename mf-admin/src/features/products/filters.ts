// The list's filters. The address may carry ?stock=low_stock or ?stock=out_of_stock (the dashboard's links) and
// ?search=, ?status=, ?category=; the page starts from them.
import {
  PRODUCT_ORDERINGS,
  STOCK_STATUSES,
  type ProductOrdering,
  type StockStatus,
} from '@sefaresh/shared-api/rules';
import type { AdminProductsQuery } from '@sefaresh/shared-api';

type ActiveFilter = 'all' | 'active' | 'inactive';

export interface ProductFilters {
  search: string;
  status: ActiveFilter;
  stock: StockStatus | 'all';
  category: number | null;
  ordering: ProductOrdering;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function filtersFromAddress(params: URLSearchParams): ProductFilters {
  const category = Number(params.get('category'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(['all', 'active', 'inactive'] as const, params.get('status'), 'all'),
    stock: oneOf(['all', ...STOCK_STATUSES] as const, params.get('stock'), 'all'),
    category: Number.isInteger(category) && category > 0 ? category : null,
    ordering: oneOf(PRODUCT_ORDERINGS, params.get('ordering'), '-created_at'),
  };
}

/** The request of one page (12 a page, the server's default) for the filters, the search already debounced. */
export function listQuery(filters: ProductFilters, page: number): AdminProductsQuery {
  const query: AdminProductsQuery = { page, ordering: filters.ordering };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.stock !== 'all') query.stock_filter = filters.stock;
  if (filters.category !== null) query.category = filters.category;
  return query;
}
