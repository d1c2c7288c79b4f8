// Response shapes of the catalogue endpoints (spec 001 §3, spec 000 §3, spec 002 §3).
import { Type, type Static } from 'typebox';
import {
  CATALOGUE_MAX_LIMIT,
  CATALOGUE_PAGE_SIZE,
  DEFAULT_PRODUCT_ORDERING,
  PRODUCT_ORDERINGS,
  STOCK_STATUSES,
} from '@sefaresh/shared-api/rules';
import { literalUnion } from '../../lib/schemas';

export const StockStatus = literalUnion(STOCK_STATUSES, {
  description: '0 → out_of_stock, 1–50 → low_stock, above 50 → in_stock',
});

const CategoryItem = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'English key: coffee, seeds, spices, nuts, confectionery' }),
  name_fa: Type.String(),
  display_name: Type.String(),
});
export const CategoriesResponse = Type.Array(CategoryItem);

const ProductForOrders = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category_id: Type.Integer(),
  stock: Type.Integer(),
});
export const ProductsForOrdersResponse = Type.Array(ProductForOrders);

const ProductImage = Type.Object({
  id: Type.Integer(),
  image: Type.String({ description: 'stored key (images/<sha256>.webp) or absolute URL' }),
  image_url: Type.String({ description: 'URL of the display size (WebP, immutable)' }),
  thumbnail_url: Type.String({ description: 'URL of the thumbnail (WebP, immutable)' }),
  is_primary: Type.Boolean(),
  alt_text: Type.String({ description: 'text for screen readers; the product name when none was given' }),
});

export const ProductItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  category: CategoryItem,
  category_id: Type.Integer(),
  category_name: Type.String({ description: 'Persian category name' }),
  origin: Type.String(),
  base_price: Type.String({ pattern: '^[0-9]+$', description: 'whole rials, exact' }),
  tax_rate: Type.Union([Type.Number(), Type.Null()], { description: 'percent; null → 10 in computations' }),
  stock: Type.Integer({ minimum: 0 }),
  stock_status: StockStatus,
  is_out_of_stock: Type.Boolean(),
  weight: Type.Number({ description: 'kg' }),
  is_active: Type.Boolean(),
  is_featured: Type.Boolean(),
  product_images: Type.Array(ProductImage, { description: 'primary first, then in the order staff set' }),
  primary_image_url: Type.Union([Type.String(), Type.Null()], {
    description: 'display URL of the primary image',
  }),
  image_url: Type.Union([Type.String(), Type.Null()], { description: 'the same as primary_image_url' }),
  thumbnail_url: Type.Union([Type.String(), Type.Null()], {
    description: 'thumbnail URL of the primary image',
  }),
  created_at: Type.String({ format: 'date-time' }),
  days_since_created: Type.Integer({ minimum: 0 }),
});
export const ProductsResponse = Type.Array(ProductItem);

export const ProductsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CATALOGUE_MAX_LIMIT,
      default: CATALOGUE_PAGE_SIZE,
      description: 'page size',
    }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  ordering: Type.Optional(
    literalUnion(PRODUCT_ORDERINGS, {
      default: DEFAULT_PRODUCT_ORDERING,
      description: 'a minus sorts descending',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'part of the name or description, case-insensitive' }),
  ),
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(
    Type.Union([Type.Literal('all'), StockStatus], {
      description: 'stock status; all (default) = every level',
    }),
  ),
  _: Type.Optional(Type.String({ maxLength: 30, description: 'cache-busting timestamp; ignored' })),
});
export type ProductsQuery = Static<typeof ProductsQuery>;

export const ProductsPage = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  next: Type.Union([Type.String(), Type.Null()], { description: 'path of the next page, or null' }),
  previous: Type.Union([Type.String(), Type.Null()], { description: 'path of the previous page, or null' }),
  results: Type.Array(ProductItem),
});
