// The catalogue's rules (spec 001 §4, §9; spec 002 §4, §5, §9): stock levels, the public list's sorts and page
// size, the admin list's page size, and the image upload limits that the forms show and the server enforces.
import { normalizeDigits } from './digits';

/** Stock of 1..LOW_STOCK_MAX is low_stock; 0 is out_of_stock; above it in_stock. */
export const LOW_STOCK_MAX = 50;

export const STOCK_STATUSES = Object.freeze(['in_stock', 'low_stock', 'out_of_stock'] as const);
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** The stock statuses in Persian, as the product screens and the price list show them. */
export const STOCK_STATUS_LABELS: Readonly<Record<StockStatus, string>> = Object.freeze({
  in_stock: 'موجود',
  low_stock: 'کم‌موجودی',
  out_of_stock: 'ناموجود',
});

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

/** A product's code, as orders, exports and the price list write it: `P-` and the product id ('P-17'). */
export function productCode(id: number): string {
  return `P-${id}`;
}

/** The product id of a code ('P-17', 'p-۱۷', '17'), or null when the text is not a code. */
export function parseProductCode(text: string): number | null {
  const plain = normalizeDigits(text).trim();
  const m = /^(?:P-?)?([1-9]\d{0,8})$/i.exec(plain);
  return m && Number(m[1]) <= 2_147_483_647 ? Number(m[1]) : null;
}

/**
 * The price-list import: at most this file size and data rows; a price that moves by more than
 * `warnPriceMovePercent` percent is a warning in the preview, never an error.
 */
export const PRICE_LIST_IMPORT = Object.freeze({
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5000,
  warnPriceMovePercent: 50,
});
