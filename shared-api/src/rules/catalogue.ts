// The catalogue's rules (spec 001 §4, §9; spec 002 §4, §5, §9): stock levels, the public list's sorts and page
// size, the admin list's page size, and the image upload limits that the forms show and the server enforces.

/** Stock of 1..LOW_STOCK_MAX is low_stock; 0 is out_of_stock; above it in_stock. */
export const LOW_STOCK_MAX = 50;

export const STOCK_STATUSES = Object.freeze(['in_stock', 'low_stock', 'out_of_stock'] as const);
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** The stock status of a product with this stock. */
export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_MAX ? 'low_stock' : 'in_stock';
}

/** The eight sorts of the public catalogue (spec 001 §9), the first is the default. */
export const PRODUCT_ORDERINGS = Object.freeze([
  '-created_at',
  'created_at',
  'name',
  '-name',
  'base_price',
  '-base_price',
  '-stock',
  'stock',
] as const);
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];
export const DEFAULT_PRODUCT_ORDERING: ProductOrdering = '-created_at';

/** Products a page of the public catalogue shows, and the most one request may ask for. */
export const CATALOGUE_PAGE_SIZE = 9;
export const CATALOGUE_MAX_LIMIT = 100;
/** Products a page of the admin list shows (spec 002 §9). */
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;
/** Characters of a description the cards show (spec 001 §9, spec 002 §9). */
export const DESCRIPTION_PREVIEW_CHARS = 150;

/** Product and announcement images (spec 002 §5, §9): per request, per file, the accepted kinds. */
export const IMAGE_UPLOAD = Object.freeze({
  maxFiles: 5,
  maxBytes: 5 * 1024 * 1024,
  extensions: Object.freeze(['jpeg', 'jpg', 'png', 'gif', 'webp'] as const),
  types: Object.freeze(['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const),
});
