// Catalogue reads: categories, products for the order form, new arrivals, shipment announcements.
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  announcementImages,
  categories,
  productImages,
  products,
  shipmentAnnouncements,
  type Product,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { imageUrl } from './images';

/** Above this stock a product is in_stock; 1..LOW_STOCK_MAX is low_stock; 0 is out_of_stock (spec 002 §4/§9). */
export const LOW_STOCK_MAX = 50;
export const NEW_ARRIVALS_COUNT = 6;

export type StockStatus = 'out_of_stock' | 'low_stock' | 'in_stock';

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_MAX ? 'low_stock' : 'in_stock';
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createCatalogueService({ db, clock }: { db: Db; clock: Clock }) {
  async function serializeProducts(rows: Product[]) {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [images, cats] = await Promise.all([
      db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(desc(productImages.isPrimary), asc(productImages.sortOrder), asc(productImages.id)),
      db.select({ id: categories.id, nameFa: categories.nameFa }).from(categories),
    ]);
    const catName = new Map(cats.map((c) => [c.id, c.nameFa]));
    const now = clock().getTime();
    return rows.map((r) => {
      const own = images
        .filter((i) => i.productId === r.id)
        .map((i) => ({ id: i.id, image: i.image, image_url: imageUrl(i.image), is_primary: i.isPrimary }));
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        category: r.categoryId,
        category_name: catName.get(r.categoryId) ?? '',
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
        image_url: own[0]?.image_url ?? null,
        created_at: r.createdAt.toISOString(),
        days_since_created: Math.max(0, Math.floor((now - r.createdAt.getTime()) / DAY_MS)),
      };
    });
  }

  return {
    async categories() {
      const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((c) => ({ id: c.id, name: c.name, name_fa: c.nameFa, display_name: c.displayName }));
    },

    /** Active products that can be ordered (stock > 0), by name. */
    async productsForOrders() {
      return db
        .select({
          id: products.id,
          name: products.name,
          category_id: products.categoryId,
          stock: products.stock,
        })
        .from(products)
        .where(and(eq(products.isActive, true), gt(products.stock, 0)))
        .orderBy(asc(products.categoryId), asc(products.name), asc(products.id));
    },

    /** The newest active products (in stock or not). */
    async newArrivals() {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(NEW_ARRIVALS_COUNT);
      return serializeProducts(rows);
    },

    /** Active shipment announcements, newest first, with their images. */
    async announcements() {
      const rows = await db
        .select()
        .from(shipmentAnnouncements)
        .where(eq(shipmentAnnouncements.isActive, true))
        .orderBy(desc(shipmentAnnouncements.createdAt), desc(shipmentAnnouncements.id));
      if (!rows.length) return [];
      const images = await db
        .select()
        .from(announcementImages)
        .where(
          inArray(
            announcementImages.announcementId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(announcementImages.sortOrder), asc(announcementImages.id));
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        is_featured: r.isFeatured,
        images: images.filter((i) => i.announcementId === r.id).map((i) => ({ image: imageUrl(i.image) })),
        created_at: r.createdAt.toISOString(),
        shipment_date: r.shipmentDate,
        origin_country: r.originCountry,
        estimated_arrival: r.estimatedArrival,
        product_categories: r.productCategories,
      }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
