// Response shapes of the catalogue endpoints (spec 001 §3, spec 000 §3, spec 002 §3).
import { Type } from 'typebox';

export const StockStatus = Type.Union(
  [Type.Literal('out_of_stock'), Type.Literal('low_stock'), Type.Literal('in_stock')],
  { description: '0 → out_of_stock, 1–50 → low_stock, above 50 → in_stock' },
);

export const CategoryItem = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'English key: coffee, seeds, spices, nuts, confectionery' }),
  name_fa: Type.String(),
  display_name: Type.String(),
});
export const CategoriesResponse = Type.Array(CategoryItem);

export const ProductForOrders = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category_id: Type.Integer(),
  stock: Type.Integer(),
});
export const ProductsForOrdersResponse = Type.Array(ProductForOrders);

export const ProductImage = Type.Object({
  id: Type.Integer(),
  image: Type.String({ description: 'stored path (catalogue/<file>) or absolute URL' }),
  image_url: Type.String({ description: 'URL to show' }),
  is_primary: Type.Boolean(),
});

export const ProductItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  category: Type.Integer({ description: 'category id' }),
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
  product_images: Type.Array(ProductImage),
  image_url: Type.Union([Type.String(), Type.Null()], { description: 'URL of the primary image' }),
  created_at: Type.String({ format: 'date-time' }),
  days_since_created: Type.Integer({ minimum: 0 }),
});
export const ProductsResponse = Type.Array(ProductItem);

export const AnnouncementItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  is_featured: Type.Boolean(),
  images: Type.Array(Type.Object({ image: Type.String({ description: 'URL to show' }) })),
  created_at: Type.String({ format: 'date-time' }),
  shipment_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  origin_country: Type.String(),
  estimated_arrival: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  product_categories: Type.String(),
});
export const AnnouncementsResponse = Type.Array(AnnouncementItem);
