// The product answer of the catalogue calls (spec 001 §3 Product, spec 002 §3): the category object, the images in
// order (primary first) with their display and thumbnail URLs and alt text, and the stock status.
import { asc, desc, inArray } from 'drizzle-orm';
import { stockStatus } from '@sefaresh/shared-api/rules';
import type { Db } from '../../db/client';
import { categories, productImages, type Product } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { imageUrl } from './images';

const DAY_MS = 24 * 60 * 60 * 1000;

type ImageRow = typeof productImages.$inferSelect;

/** The images of these products, each product's in display order: the primary one, then by position. */
async function imagesOf(db: Db, productIds: number[]): Promise<Map<number, ImageRow[]>> {
  const byProduct = new Map<number, ImageRow[]>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(desc(productImages.isPrimary), asc(productImages.sortOrder), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export function createProductView({ db, clock }: { db: Db; clock: Clock }) {
  /** The answers of these products, in the order given. */
  return async function viewProducts(rows: Product[]) {
    if (!rows.length) return [];
    const [images, cats] = await Promise.all([
      imagesOf(
        db,
        rows.map((r) => r.id),
      ),
      db.select().from(categories),
    ]);
    const categoryById = new Map(cats.map((c) => [c.id, c]));
    const now = clock().getTime();
    return rows.map((r) => {
      const category = categoryById.get(r.categoryId);
      const own = (images.get(r.id) ?? []).map((i) => ({
        id: i.id,
        image: i.image,
        image_url: imageUrl(i.image),
        thumbnail_url: imageUrl(i.thumbnail ?? i.image),
        is_primary: i.isPrimary,
        alt_text: i.altText || r.name,
      }));
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        category: {
          id: r.categoryId,
          name: category?.name ?? '',
          name_fa: category?.nameFa ?? '',
          display_name: category?.displayName ?? '',
        },
        category_id: r.categoryId,
        category_name: category?.nameFa ?? '',
        origin: r.origin,
        base_price: r.basePrice,
        tax_rate: r.taxRate === null ? null : Number(r.taxRate),
        stock: r.stock,
        stock_status: stockStatus(r.stock),
        is_out_of_stock: r.stock <= 0,
        weight: Number(r.weight),
        is_active: r.isActive,
        is_featured: r.isFeatured,
        product_images: own,
        primary_image_url: own[0]?.image_url ?? null,
        image_url: own[0]?.image_url ?? null,
        thumbnail_url: own[0]?.thumbnail_url ?? null,
        created_at: r.createdAt.toISOString(),
        days_since_created: Math.max(0, Math.floor((now - r.createdAt.getTime()) / DAY_MS)),
      };
    });
  };
}
