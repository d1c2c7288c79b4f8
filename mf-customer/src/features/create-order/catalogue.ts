// The two lists the order form needs (spec 000 §3 Category, Product for orders; §7) through the area's query
// client and the typed catalogue calls, and the product an address preselects. Failures become the Persian texts
// of spec 000 §8.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  categoriesQuery,
  isApiError,
  productsForOrdersQuery,
  serverErrorText,
  type CategoriesResponse,
  type ProductsForOrdersResponse,
} from '@sefaresh/shared-api';
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

const toOrderCategories = (list: CategoriesResponse): OrderCategory[] =>
  list.map((c) => ({ id: c.id, name: c.name_fa || c.display_name || c.name }));

const toOrderProducts = (list: ProductsForOrdersResponse): OrderProduct[] =>
  list.map((p) => ({ id: p.id, name: p.name, categoryId: p.category_id, stock: p.stock }));

/** The categories and the orderable products, read once per visit of the area. */
export function useOrderCatalogue() {
  return {
    categories: useQuery({ ...categoriesQuery(), select: toOrderCategories }),
    products: useQuery({ ...productsForOrdersQuery(), select: toOrderProducts }),
  };
}

/** Spec 000 §8, category load. */
export function categoryLoadError(error: unknown): string {
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

/** Spec 000 §8, products load: the server's message, else the generic text. */
export function productLoadError(error: unknown): string {
  if (!isApiError(error)) return P.invalidFormat;
  return serverErrorText(error) ?? (error.message || P.fallback);
}

/** The products a row may offer: of its category and in stock. */
export function productsOf(products: readonly OrderProduct[], categoryId: number | null): OrderProduct[] {
  if (categoryId === null) return [];
  return products.filter((p) => p.categoryId === categoryId && p.stock > 0);
}

/**
 * Once the products are in, a preselected product that can be ordered (active, in stock) fills the first row;
 * one that cannot is left out and the customer picks from the lists.
 */
export function usePreselectedProduct(
  productId: number | undefined,
  products: readonly OrderProduct[] | undefined,
  setFieldValue: (field: string, value: unknown) => unknown,
) {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || productId === undefined || !products) return;
    applied.current = true;
    const product = products.find((p) => p.id === productId && p.stock > 0);
    if (!product) return;
    void setFieldValue('items.0.category_id', product.categoryId);
    void setFieldValue('items.0.product_id', product.id);
  }, [productId, products, setFieldValue]);
}
