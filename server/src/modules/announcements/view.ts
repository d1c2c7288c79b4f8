// The announcement answer (spec 001 §3 Shipment announcement, spec 002 §3 Announcement): images in order with
// thumbnails, the author's name, and the related products with their stock status through announcement_products.
import { asc, eq, inArray } from 'drizzle-orm';
import { stockStatus } from '@sefaresh/shared-api/rules';
import type { Db } from '../../db/client';
import {
  announcementImages,
  announcementProducts,
  products,
  users,
  type ShipmentAnnouncement,
} from '../../db/schema';
import { imageUrl } from '../catalogue/images';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/** The answers of these announcements, in the order given; the public ones name active products only. */
export async function viewAnnouncements(db: Db, rows: ShipmentAnnouncement[], { publicView = false } = {}) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.createdBy).filter((id): id is number => id !== null))];
  const [images, related, authors] = await Promise.all([
    db
      .select()
      .from(announcementImages)
      .where(inArray(announcementImages.announcementId, ids))
      .orderBy(asc(announcementImages.sortOrder), asc(announcementImages.id)),
    db
      .select({
        announcementId: announcementProducts.announcementId,
        id: products.id,
        name: products.name,
        stock: products.stock,
        isActive: products.isActive,
      })
      .from(announcementProducts)
      .innerJoin(products, eq(products.id, announcementProducts.productId))
      .where(inArray(announcementProducts.announcementId, ids))
      .orderBy(asc(announcementProducts.sortOrder), asc(products.id)),
    authorIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds))
      : Promise.resolve([]),
  ]);
  const imagesOf = groupBy(images, (i) => i.announcementId);
  const relatedOf = groupBy(related, (p) => p.announcementId);
  const authorName = new Map(authors.map((a) => [a.id, a.name]));
  return rows.map((r) => {
    const own = (imagesOf.get(r.id) ?? []).map((i) => ({
      id: i.id,
      image: imageUrl(i.image),
      thumbnail: imageUrl(i.thumbnail ?? i.image),
    }));
    const linked = (relatedOf.get(r.id) ?? []).filter((p) => !publicView || p.isActive);
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      is_active: r.isActive,
      is_featured: r.isFeatured,
      images: own,
      image_url: own[0]?.image ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      created_by: r.createdBy,
      created_by_name: r.createdBy === null ? '' : (authorName.get(r.createdBy) ?? ''),
      shipment_date: r.shipmentDate,
      origin_country: r.originCountry,
      estimated_arrival: r.estimatedArrival,
      product_categories: r.productCategories,
      view_count: r.viewCount,
      products_count: linked.length,
      related_products: linked.map((p) => p.id),
      related_products_info: linked.map((p) => ({
        id: p.id,
        name: p.name,
        stock: p.stock,
        stock_status: stockStatus(p.stock),
        is_active: p.isActive,
      })),
    };
  });
}
