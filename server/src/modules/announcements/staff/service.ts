// Staff's announcement management (spec 002 §2 Admin announcements page, §5, §7): the list with stat cards,
// week/month filters and search; create and edit with images and related products; delete; bulk actions;
// toggles. Saving an active announcement for the first time publishes it (new-arrivals.ts).
import { and, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  announcementImages,
  announcementProducts,
  products,
  shipmentAnnouncements,
} from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { notFound, validationFailed } from '../../../lib/errors';
import type { FileStore } from '../../../lib/file-store';
import { containsPattern, persianLetters } from '../../../lib/paging';
import { persianMonthStart, tehranPersianDate } from '../../../lib/tehran-time';
import { discardUploads, storeUploads } from '../../catalogue/staff/product-images';
import type { ProductForm } from '../../catalogue/staff/product-form';
import { keepImageFiles, removeUnusedImageFiles } from '../../catalogue/image-pipeline';
import type { Tx } from '../../../db/client';
import { announcementValues } from './form';
import { ANNOUNCEMENT_MESSAGES as M } from '../messages';
import { announceNewArrival } from '../new-arrivals';
import { viewAnnouncements } from '../view';

export interface AdminAnnouncementsQuery {
  search?: string;
  date?: 'all' | 'week' | 'month';
  status?: 'all' | 'active' | 'inactive';
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createAdminAnnouncementsService({
  db,
  clock,
  files,
}: {
  db: Db;
  clock: Clock;
  files: FileStore;
}) {
  const one = async (id: number) => {
    const [row] = await db.select().from(shipmentAnnouncements).where(eq(shipmentAnnouncements.id, id));
    if (!row) throw notFound(M.notFound);
    return (await viewAnnouncements(db, [row]))[0];
  };

  async function linkProducts(tx: Tx, id: number, productIds: number[]) {
    if (productIds.length) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, productIds));
      if (found.length !== productIds.length)
        throw validationFailed({ related_products: [M.productsNotFound] });
    }
    await tx.delete(announcementProducts).where(eq(announcementProducts.announcementId, id));
    if (productIds.length)
      await tx
        .insert(announcementProducts)
        .values(productIds.map((productId, sortOrder) => ({ announcementId: id, productId, sortOrder })));
  }

  async function save(id: number | null, form: ProductForm, userId: number) {
    const values = announcementValues(form.fields, { partial: id !== null });
    const uploads = await storeUploads(db, files, form.images);
    let removed: string[] = [];
    try {
      const savedId = await db.transaction(async (tx) => {
        const now = clock();
        const { relatedProducts, ...columns } = values;
        let row;
        if (id === null) {
          [row] = await tx
            .insert(shipmentAnnouncements)
            .values({ title: '', ...columns, createdBy: userId, createdAt: now, updatedAt: now })
            .returning();
        } else {
          [row] = await tx
            .update(shipmentAnnouncements)
            .set({ ...columns, updatedAt: now })
            .where(eq(shipmentAnnouncements.id, id))
            .returning();
          if (!row) throw notFound(M.notFound);
        }
        if (relatedProducts) await linkProducts(tx, row.id, relatedProducts);
        // new files replace the images; no files keep them
        if (uploads.length) {
          const old = await tx
            .delete(announcementImages)
            .where(eq(announcementImages.announcementId, row.id))
            .returning();
          removed = old.flatMap((o) => [o.image, o.thumbnail ?? '']);
          await keepImageFiles(tx, files, uploads);
          await tx.insert(announcementImages).values(
            uploads.map((u, i) => ({
              announcementId: row.id,
              image: u.image,
              thumbnail: u.thumbnail,
              sortOrder: i,
            })),
          );
        }
        await announceNewArrival(tx, row.id, now);
        return row.id;
      });
      await removeUnusedImageFiles(db, files, removed);
      return one(savedId);
    } catch (err) {
      await discardUploads(db, files, uploads);
      throw err;
    }
  }

  async function removeMany(ids: number[]) {
    const images = await db
      .delete(announcementImages)
      .where(inArray(announcementImages.announcementId, ids))
      .returning();
    const gone = await db
      .delete(shipmentAnnouncements)
      .where(inArray(shipmentAnnouncements.id, ids))
      .returning({ id: shipmentAnnouncements.id });
    await removeUnusedImageFiles(
      db,
      files,
      images.flatMap((i) => [i.image, i.thumbnail]),
    );
    return gone.length;
  }

  return {
    async list(q: AdminAnnouncementsQuery) {
      const now = clock();
      // week: the last 7 days; month: since the start of the current Persian month (Tehran time)
      const { jy, jm } = tehranPersianDate(now);
      const monthStart = persianMonthStart(jy, jm);
      const conditions: (SQL | undefined)[] = [];
      const term = persianLetters(q.search?.trim() ?? '');
      if (term)
        conditions.push(
          or(
            ilike(shipmentAnnouncements.title, containsPattern(term)),
            ilike(shipmentAnnouncements.description, containsPattern(term)),
          ),
        );
      if (q.date === 'week')
        conditions.push(gte(shipmentAnnouncements.createdAt, new Date(now.getTime() - 7 * DAY_MS)));
      if (q.date === 'month') conditions.push(gte(shipmentAnnouncements.createdAt, monthStart));
      if (q.status === 'active' || q.status === 'inactive')
        conditions.push(eq(shipmentAnnouncements.isActive, q.status === 'active'));
      const [rows, [stats]] = await Promise.all([
        db
          .select()
          .from(shipmentAnnouncements)
          .where(and(...conditions))
          .orderBy(desc(shipmentAnnouncements.createdAt), desc(shipmentAnnouncements.id)),
        db
          .select({
            total: sql<number>`count(*)`.mapWith(Number),
            active: sql<number>`count(*) filter (where ${shipmentAnnouncements.isActive})`.mapWith(Number),
            featured: sql<number>`count(*) filter (where ${shipmentAnnouncements.isFeatured})`.mapWith(
              Number,
            ),
            this_month:
              sql<number>`count(*) filter (where ${shipmentAnnouncements.createdAt} >= ${monthStart.toISOString()}::timestamptz)`.mapWith(
                Number,
              ),
          })
          .from(shipmentAnnouncements),
      ]);
      return { results: await viewAnnouncements(db, rows), stats };
    },
    get: one,
    create: (form: ProductForm, userId: number) => save(null, form, userId),
    update: (id: number, form: ProductForm, userId: number) => save(id, form, userId),
    async remove(id: number) {
      if (!(await removeMany([id]))) throw notFound(M.notFound);
    },
    async bulk(action: 'activate' | 'deactivate' | 'delete', ids: number[]) {
      const unique = [...new Set(ids)];
      if (!unique.length) throw validationFailed({ announcement_ids: [M.noneSelected] }, M.noneSelected);
      if (action === 'delete') {
        const n = await removeMany(unique);
        return { message: M.bulkDone(n), affected: n };
      }
      const n = await db.transaction(async (tx) => {
        const now = clock();
        const changed = await tx
          .update(shipmentAnnouncements)
          .set({ isActive: action === 'activate', updatedAt: now })
          .where(inArray(shipmentAnnouncements.id, unique))
          .returning({ id: shipmentAnnouncements.id });
        if (action === 'activate') for (const c of changed) await announceNewArrival(tx, c.id, now);
        return changed.length;
      });
      return { message: M.bulkDone(n), affected: n };
    },
  };
}

export type AdminAnnouncementsService = ReturnType<typeof createAdminAnnouncementsService>;
