// Staff's product management (spec 002 §2 Admin products page, §5, §7): the list with stat cards and filters,
// create and update with images, toggles, delete (409 when the product is in orders), image removal, bulk actions.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { LOW_STOCK_MAX } from '@sefaresh/shared-api/rules';
import type { Db } from '../../../db/client';
import { categories, orderItems, productImages, products } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { conflict, notFound, validationFailed } from '../../../lib/errors';
import type { FileStore } from '../../../lib/file-store';
import { PRODUCT_MESSAGES as M } from './messages';
import { applyImages, discardUploads, storeUploads } from './product-images';
import { imagePlan, productValues, type ProductForm, type ProductValues } from './product-form';
import type { AdminProductsQuery, BulkProductsBody } from './schemas';
import { removeUnusedImageFiles } from '../image-pipeline';
import { productPage } from '../product-list';
import { createProductView } from '../product-view';
import { emitWebhookEvent, emitWebhookEvents } from '../../webhooks/emit';

const ADMIN_PATH = '/api/admin/products/';

export function createAdminProductsService({ db, clock, files }: { db: Db; clock: Clock; files: FileStore }) {
  const view = createProductView({ db, clock });
  const one = async (id: number) => {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound(M.notFound);
    return (await view([row]))[0];
  };
  async function assertCategory(values: ProductValues) {
    if (values.categoryId === undefined) return;
    const [c] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, values.categoryId));
    if (!c) throw validationFailed({ category: [M.categoryInvalid] });
  }
  const inOrders = async (ids: number[]) =>
    new Set(
      ids.length
        ? (
            await db
              .selectDistinct({ id: orderItems.productId })
              .from(orderItems)
              .where(inArray(orderItems.productId, ids))
          ).map((r) => r.id)
        : [],
    );
  /** Writes a product with its images; stored uploads are discarded if anything fails. */
  async function save(id: number | null, form: ProductForm) {
    const values = productValues(form.fields, { partial: id !== null });
    const plan = imagePlan(form.fields);
    if (id === null && form.images.length === 0)
      throw validationFailed({ images: [M.imageRequired] }, M.imageRequired);
    await assertCategory(values);
    const uploads = await storeUploads(db, files, form.images);
    const touchesImages = uploads.length > 0 || plan.keep !== undefined || plan.order !== undefined;
    let removedKeys: string[] = [];
    try {
      const productId = await db.transaction(async (tx) => {
        let row;
        if (id === null) {
          [row] = await tx
            .insert(products)
            // create: name, category, price and stock were required above
            .values(values as typeof products.$inferInsert)
            .returning();
        } else {
          [row] = await tx
            .update(products)
            .set({ ...values, updatedAt: clock() })
            .where(eq(products.id, id))
            .returning();
          if (!row) throw notFound(M.notFound);
        }
        if (touchesImages) removedKeys = await applyImages(tx, files, row.id, row.name, uploads, plan);
        await emitWebhookEvent(tx, 'product.changed', { kind: 'product', id: row.id }, clock());
        return row.id;
      });
      await removeUnusedImageFiles(db, files, removedKeys);
      return one(productId);
    } catch (err) {
      await discardUploads(db, files, uploads);
      throw err;
    }
  }

  return {
    async list(q: AdminProductsQuery) {
      const limit = q.limit ?? 12;
      const page = q.page ?? 1;
      const stock = q.stock_filter ?? q.stock;
      const active = q.status === 'active' ? true : q.status === 'inactive' ? false : undefined;
      const [{ rows, count: total }, [s]] = await Promise.all([
        productPage(
          db,
          { search: q.search, categoryId: q.category, stock, active },
          q.ordering ?? '-created_at',
          {
            limit,
            offset: (page - 1) * limit,
          },
        ),
        db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where ${products.isActive})`.mapWith(Number),
            featured: sql<number>`count(*) filter (where ${products.isFeatured})`.mapWith(Number),
            out: sql<number>`count(*) filter (where ${products.stock} <= 0)`.mapWith(Number),
            low: sql<number>`count(*) filter (where ${products.stock} between 1 and ${LOW_STOCK_MAX})`.mapWith(
              Number,
            ),
            value: sql<string>`coalesce(sum(${products.basePrice} * ${products.stock}), 0)::text`,
          })
          .from(products),
      ]);
      const totalPages = Math.max(1, Math.ceil(total / limit));
      const link = (p: number) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries({ ...q, page: p, limit }))
          if (v !== undefined && v !== '') params.set(k, String(v));
        return `${ADMIN_PATH}?${params.toString()}`;
      };
      return {
        count: total,
        next: page < totalPages ? link(page + 1) : null,
        previous: page > 1 ? link(Math.min(page - 1, totalPages)) : null,
        page,
        total_pages: totalPages,
        results: await view(rows),
        stats: {
          total_products: s.total,
          active_products: s.active,
          inactive_products: s.total - s.active,
          featured_products: s.featured,
          in_stock: s.total - s.out - s.low,
          low_stock: s.low,
          out_of_stock: s.out,
          total_stock_value: s.value,
        },
      };
    },

    get: one,
    create: (form: ProductForm) => save(null, form),
    update: (id: number, form: ProductForm) => save(id, form),

    async remove(id: number) {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!row) throw notFound(M.notFound);
      if ((await inOrders([id])).size) throw conflict(M.inOrders);
      const images = await db.delete(productImages).where(eq(productImages.productId, id)).returning();
      await db.delete(products).where(eq(products.id, id));
      await emitWebhookEvent(db, 'product.changed', { kind: 'product', id }, clock());
      await removeUnusedImageFiles(
        db,
        files,
        images.flatMap((i) => [i.image, i.thumbnail]),
      );
    },

    async removeImage(id: number, imageId: number) {
      const keys = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!row) throw notFound(M.notFound);
        const own = await tx.select().from(productImages).where(eq(productImages.productId, id));
        if (!own.some((i) => i.id === imageId)) throw notFound(M.imageNotFound);
        return applyImages(tx, files, id, '', [], {
          keep: own.filter((i) => i.id !== imageId).map((i) => i.id),
        });
      });
      await removeUnusedImageFiles(db, files, keys);
      return one(id);
    },

    async bulk({ action, product_ids }: BulkProductsBody) {
      const ids = [...new Set(product_ids)];
      if (!ids.length) throw validationFailed({ product_ids: [M.noneSelected] }, M.noneSelected);
      const set = {
        activate: { isActive: true },
        deactivate: { isActive: false },
        feature: { isFeatured: true },
        unfeature: { isFeatured: false },
      } as const;
      if (action !== 'delete') {
        const changed = await db
          .update(products)
          .set({ ...set[action], updatedAt: clock() })
          .where(inArray(products.id, ids))
          .returning({ id: products.id });
        await emitWebhookEvents(
          db,
          'product.changed',
          'product',
          changed.map((c) => c.id),
          clock(),
        );
        return { message: M.bulkDone(changed.length), affected: changed.length, kept: [] };
      }
      const used = await inOrders(ids);
      const deletable = ids.filter((i) => !used.has(i));
      const kept = used.size
        ? await db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(inArray(products.id, [...used]))
        : [];
      let deleted = 0;
      if (deletable.length) {
        const images = await db
          .delete(productImages)
          .where(inArray(productImages.productId, deletable))
          .returning();
        const gone = await db
          .delete(products)
          .where(and(inArray(products.id, deletable)))
          .returning({ id: products.id });
        deleted = gone.length;
        await emitWebhookEvents(
          db,
          'product.changed',
          'product',
          gone.map((g) => g.id),
          clock(),
        );
        await removeUnusedImageFiles(
          db,
          files,
          images.flatMap((i) => [i.image, i.thumbnail]),
        );
      }
      const message = kept.length
        ? `${M.bulkDone(deleted)}؛ ${M.bulkKept(kept.length)}`
        : M.bulkDone(deleted);
      return { message, affected: deleted, kept };
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
