// Shapes of the announcement calls (spec 001 §3 Shipment announcement, §7; spec 002 §3 Announcement, §7).
import { Type } from 'typebox';
import { StockStatus } from '../catalogue/schemas';

const DateOnly = Type.Union([Type.String({ format: 'date' }), Type.Null()]);

const AnnouncementImage = Type.Object({
  id: Type.Integer(),
  image: Type.String({ description: 'URL of the display size' }),
  thumbnail: Type.String({ description: 'URL of the thumbnail' }),
});

const RelatedProductInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  stock: Type.Integer({ minimum: 0 }),
  stock_status: StockStatus,
  is_active: Type.Boolean({ description: 'inactive products cannot be ordered' }),
});

export const AnnouncementItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  is_active: Type.Boolean(),
  is_featured: Type.Boolean(),
  images: Type.Array(AnnouncementImage, { description: 'in the order staff set' }),
  image_url: Type.Union([Type.String(), Type.Null()], { description: 'the first image' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  created_by: Type.Union([Type.Integer(), Type.Null()]),
  created_by_name: Type.String({ description: "the author's name; empty when the author was removed" }),
  shipment_date: DateOnly,
  origin_country: Type.String(),
  estimated_arrival: DateOnly,
  product_categories: Type.String(),
  view_count: Type.Integer({ minimum: 0 }),
  products_count: Type.Integer({ minimum: 0 }),
  related_products: Type.Array(Type.Integer(), { description: 'ids of the related products' }),
  related_products_info: Type.Array(RelatedProductInfo),
});
export const AnnouncementsResponse = Type.Array(AnnouncementItem);

export const AnnouncementIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
