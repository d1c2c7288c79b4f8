// Shapes of the admin product calls (spec 002 §3 Product, §7 Products).
import { Type, type Static } from 'typebox';
import { ADMIN_PRODUCTS_PAGE_SIZE, PRODUCT_ORDERINGS } from '@sefaresh/shared-api/rules';
import { literalUnion } from '../../../lib/schemas';
import { ProductItem, StockStatus } from '../schemas';

export const AdminProductsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ADMIN_PRODUCTS_PAGE_SIZE })),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'part of the name or description' })),
  status: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('inactive')], {
      description: 'is_active',
    }),
  ),
  stock_filter: Type.Optional(Type.Union([Type.Literal('all'), StockStatus])),
  stock: Type.Optional(
    Type.Union([Type.Literal('all'), StockStatus], { description: 'the same as stock_filter' }),
  ),
  category: Type.Optional(Type.Integer({ minimum: 1 })),
  ordering: Type.Optional(literalUnion(PRODUCT_ORDERINGS, { default: '-created_at' })),
});
export type AdminProductsQuery = Static<typeof AdminProductsQuery>;

const AdminProductStats = Type.Object({
  total_products: Type.Integer(),
  active_products: Type.Integer(),
  inactive_products: Type.Integer(),
  featured_products: Type.Integer(),
  in_stock: Type.Integer(),
  low_stock: Type.Integer(),
  out_of_stock: Type.Integer(),
  total_stock_value: Type.String({ pattern: '^[0-9]+$', description: 'Σ base_price × stock, whole rials' }),
});

export const AdminProductsResponse = Type.Object({
  count: Type.Integer(),
  next: Type.Union([Type.String(), Type.Null()]),
  previous: Type.Union([Type.String(), Type.Null()]),
  page: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(ProductItem),
  stats: AdminProductStats,
});

export const ProductIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ProductImageParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  imageId: Type.Integer({ minimum: 1 }),
});

const BULK_PRODUCT_ACTIONS = ['activate', 'deactivate', 'feature', 'unfeature', 'delete'] as const;
export const BulkProductsBody = Type.Object({
  action: literalUnion(BULK_PRODUCT_ACTIONS),
  product_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 }),
});
export type BulkProductsBody = Static<typeof BulkProductsBody>;

export const BulkProductsResponse = Type.Object({
  message: Type.String(),
  affected: Type.Integer({ description: 'products changed or deleted' }),
  kept: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: 'delete only: products in orders, not deleted',
  }),
});
