// The catalogue's filters live in the address (/product?search=…&stock=…&category=…&sort=…&page=…), so a
// filtered page can be shared, reloaded and reached with the back button.
import {
  DEFAULT_PRODUCT_ORDERING,
  PRODUCT_ORDERINGS,
  STOCK_STATUSES,
  type ProductOrdering,
  type StockStatus,
} from '@sefaresh/shared-api/rules';

export interface CatalogueFilters {
  search: string;
  stock: StockStatus | 'all';
  category: number | null;
  sort: ProductOrdering;
  page: number;
}

export const DEFAULT_FILTERS: CatalogueFilters = Object.freeze({
  search: '',
  stock: 'all',
  category: null,
  sort: DEFAULT_PRODUCT_ORDERING,
  page: 1,
}) as CatalogueFilters;

const positive = (text: string | null) =>
  text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const stock = params.get('stock');
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    stock: (STOCK_STATUSES as readonly string[]).includes(stock ?? '') ? (stock as StockStatus) : 'all',
    category: positive(params.get('category')),
    sort: (PRODUCT_ORDERINGS as readonly string[]).includes(sort ?? '')
      ? (sort as ProductOrdering)
      : DEFAULT_PRODUCT_ORDERING,
    page: positive(params.get('page')) ?? 1,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.stock !== 'all') params.set('stock', filters.stock);
  if (filters.category !== null) params.set('category', String(filters.category));
  if (filters.sort !== DEFAULT_PRODUCT_ORDERING) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function isFiltered(filters: CatalogueFilters): boolean {
  return (
    Boolean(filters.search) ||
    filters.stock !== 'all' ||
    filters.category !== null ||
    filters.sort !== DEFAULT_PRODUCT_ORDERING
  );
}
