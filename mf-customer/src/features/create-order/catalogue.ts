// The two lists the order form needs (spec 000 §3 Category, Product for orders; §7), read leniently: categories
// come as an array or a results list and name themselves by name_fa, display_name or name; products carry
// category_id or category. Failures become the Persian texts of spec 000 §8.
import { catalogueApi, isApiError, serverErrorText } from '@sefaresh/shared-api';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { CATEGORY_LOAD_ERRORS as C, PRODUCT_LOAD_ERRORS as P } from './messages';

export interface OrderCategory {
  id: number;
  name: string;
}

export interface OrderProduct {
  id: number;
  name: string;
  categoryId: number | null;
  stock: number;
}

/** A load failure whose message is already the Persian text to show. */
export class LoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoadError';
  }
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function toId(value: unknown): number | null {
  if (isRow(value)) return toId(value.id);
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An array, or the array under `results`; else null. */
function listOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (isRow(body) && Array.isArray(body.results)) return body.results;
  return null;
}

export function parseCategories(body: unknown): OrderCategory[] {
  const list = listOf(body);
  if (!list) throw new LoadError(C.invalidFormat);
  const out: OrderCategory[] = [];
  for (const item of list) {
    if (!isRow(item)) continue;
    const id = toId(item.id);
    const name = text(item.name_fa) || text(item.display_name) || text(item.name);
    if (id !== null && name) out.push({ id, name });
  }
  return out;
}

export function parseProducts(body: unknown): OrderProduct[] {
  const list = listOf(body);
  if (!list) throw new LoadError(P.invalidFormat);
  const out: OrderProduct[] = [];
  for (const item of list) {
    if (!isRow(item)) continue;
    const id = toId(item.id);
    const name = text(item.name);
    const stock = Number(item.stock);
    if (id === null || !name) continue;
    out.push({
      id,
      name,
      categoryId: toId(item.category_id ?? item.category),
      stock: Number.isFinite(stock) ? stock : 0,
    });
  }
  return out;
}

/** Spec 000 §8, category load. */
export function categoryLoadError(error: unknown): string {
  if (error instanceof LoadError) return error.message;
  if (!isApiError(error)) return C.invalidFormat;
  if (error.kind === 'network') return C.noConnection;
  if (error.kind === 'timeout' || error.kind === 'aborted') return C.noResponse;
  const code = toPersianDigits(error.status);
  if (error.status === 404) return C.notFound(code);
  if (error.status === 403) return C.forbidden(code);
  if (error.status === 401) return C.unauthorized(code);
  if (error.status >= 500) return C.server(code);
  return C.other(code);
}

/** Spec 000 §8, products load: invalid format, else the server's message. */
export function productLoadError(error: unknown): string {
  if (error instanceof LoadError) return error.message;
  if (!isApiError(error)) return P.invalidFormat;
  return serverErrorText(error) ?? (error.message || P.fallback);
}

export async function loadCategories(): Promise<OrderCategory[]> {
  // The typed call promises the documented array; the body is read as unknown to accept older shapes.
  const body: unknown = await catalogueApi.categories();
  return parseCategories(body);
}

export async function loadProducts(): Promise<OrderProduct[]> {
  const body: unknown = await catalogueApi.productsForOrders();
  return parseProducts(body);
}

/** The products a row may offer: of its category and in stock. */
export function productsOf(products: readonly OrderProduct[], categoryId: number | null): OrderProduct[] {
  if (categoryId === null) return [];
  return products.filter((p) => p.categoryId === categoryId && p.stock > 0);
}
