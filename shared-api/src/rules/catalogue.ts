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

/**
 * The longest texts of the product and announcement forms, in characters (the forms cap them, the server refuses
 * longer ones with a 400), and the most related products an announcement names. A description is shown whole
 * in the catalogue's lists, so its cap is what bounds a page of them.
 */
export const CATALOGUE_TEXT_LIMITS = Object.freeze({
  productName: 200,
  productDescription: 5000,
  productOrigin: 100,
  announcementTitle: 200,
  announcementDescription: 5000,
  announcementOrigin: 100,
  announcementCategories: 500,
  relatedProducts: 100,
});

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

/**
 * A product's number fields, as the product form checks them and the server stores them: the base price in whole
 * rials (at most 14 digits), the stock a whole number from 0 to the database's integer limit, the tax a percent
 * from 0 to 100 with at most two decimals, the weight in kilograms, non-negative with at most one decimal.
 */
export const PRODUCT_NUMBER_LIMITS = Object.freeze({
  priceDigits: 14,
  stockMax: 2_147_483_647,
  taxMax: 100,
  taxDecimals: 2,
  weightDecimals: 1,
});

/** What the product form and the server say about a product's number fields. */
export const PRODUCT_FIELD_MESSAGES = Object.freeze({
  priceRequired: 'قیمت پایه الزامی است',
  priceInvalid: 'قیمت پایه باید عددی صحیح و نامنفی (ریال) باشد',
  stockRequired: 'موجودی الزامی است',
  stockNegative: 'موجودی نمی‌تواند منفی باشد',
  stockInvalid: 'موجودی باید عددی صحیح و نامنفی باشد',
  taxInvalid: 'نرخ مالیات باید بین ۰ تا ۱۰۰ و با حداکثر دو رقم اعشار باشد',
  weightInvalid: 'وزن باید عددی نامنفی با حداکثر یک رقم اعشار باشد',
});

const M = PRODUCT_FIELD_MESSAGES;

/** Digits after the decimal point of a number (1.25 → 2). */
function decimals(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/** A number field's value as a number: null when empty, NaN when it is not a number. */
function numberOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = normalizeDigits(value).trim();
  return text === '' ? null : Number(text);
}

/** The problem of a base price (whole rials as typed: digits in any script), or null when it is fine. */
export function productPriceProblem(value: string | null | undefined): string | null {
  const text = normalizeDigits(value ?? '').trim();
  if (!text) return M.priceRequired;
  return new RegExp(`^\\d{1,${PRODUCT_NUMBER_LIMITS.priceDigits}}$`).test(text) ? null : M.priceInvalid;
}

/** The problem of a stock (required, a whole number, not negative), or null when it is fine. */
export function productStockProblem(value: number | string | null | undefined): string | null {
  const n = numberOf(value);
  if (n === null) return M.stockRequired;
  if (!Number.isFinite(n)) return M.stockInvalid;
  if (n < 0) return M.stockNegative;
  return Number.isInteger(n) && n <= PRODUCT_NUMBER_LIMITS.stockMax ? null : M.stockInvalid;
}

/** The problem of a tax rate (empty means the default rate), or null when it is fine. */
export function productTaxRateProblem(value: number | string | null | undefined): string | null {
  const n = numberOf(value);
  if (n === null) return null;
  const fine =
    Number.isFinite(n) &&
    n >= 0 &&
    n <= PRODUCT_NUMBER_LIMITS.taxMax &&
    decimals(n) <= PRODUCT_NUMBER_LIMITS.taxDecimals;
  return fine ? null : M.taxInvalid;
}

/** The problem of a weight (optional), or null when it is fine. */
export function productWeightProblem(value: number | string | null | undefined): string | null {
  const n = numberOf(value);
  if (n === null) return null;
  return Number.isFinite(n) && n >= 0 && decimals(n) <= PRODUCT_NUMBER_LIMITS.weightDecimals
    ? null
    : M.weightInvalid;
}
