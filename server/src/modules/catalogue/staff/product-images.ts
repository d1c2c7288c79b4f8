// A product's images on create and update (spec 002 §5, §7): new files rendered and stored first (outside the
// transaction), the rows rewritten in the transaction in the order asked for, the first (or the one marked) as
// primary; files that end up unused (refused uploads, a rolled-back transaction, removed images) are deleted.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productImages } from '../../../db/schema';
import type { FileStore } from '../../../lib/file-store';
import { conflict, validationFailed } from '../../../lib/errors';
import type { Tx } from '../../../db/client';
import { PRODUCT_MESSAGES as M } from './messages';
import { IMAGES_FIELD, type ImagePlan, type UploadedImage } from './product-form';
import {
  ImageNotStored,
  ImageRefused,
  keepImageFiles,
  removeUnusedImageFiles,
  storeImage,
  type StoredImage,
} from '../image-pipeline';

export type StoredUpload = StoredImage;

const refusal = (err: ImageRefused, name: string) =>
  err.reason === 'type'
    ? M.imageType(name)
    : err.reason === 'pixels'
      ? M.imagePixels(name)
      : M.imageBroken(name);

/** Renders and stores every upload, or none: one refused file refuses the request (400 naming each). */
export async function storeUploads(
  db: Db,
  files: FileStore,
  uploads: UploadedImage[],
): Promise<StoredUpload[]> {
  // one image at a time: each decodes to tens of megabytes, and five at once would hold them all together
  const results: PromiseSettledResult<StoredUpload>[] = [];
  for (const u of uploads) {
    const [result] = await Promise.allSettled([storeImage(files, u.data)]);
    if ('reason' in result && result.reason instanceof ImageNotStored) {
      // the store failed (503): nothing of this request stays, whatever was written of it
      await discardUploads(db, files, [
        ...results.flatMap((r) => ('value' in r ? [r.value] : [])),
        result.reason.keys,
      ]);
      throw result.reason.cause;
    }
    results.push(result);
  }
  const problems = results.flatMap((r, i) =>
    // a settled promise that failed carries `reason` (its status word is also an order status, so not named here)
    'reason' in r
      ? [
          r.reason instanceof ImageRefused
            ? refusal(r.reason, uploads[i].fileName || 'بدون نام')
            : M.imageBroken(uploads[i].fileName),
        ]
      : [],
  );
  const stored = results.flatMap((r) => ('value' in r ? [r.value] : []));
  if (problems.length) {
    await discardUploads(db, files, stored);
    throw validationFailed({ [IMAGES_FIELD]: problems }, M.imagesInvalid);
  }
  return stored;
}

export const discardUploads = (db: Db, files: FileStore, stored: { image: string; thumbnail: string }[]) =>
  removeUnusedImageFiles(
    db,
    files,
    stored.flatMap((s) => [s.image, s.thumbnail]),
  );

/**
 * Rewrites the product's image rows: keeps plan.keep (every existing one when not given), adds the uploads, in
 * plan.order when given (else kept ones first, then the uploads), and returns the removed rows' file keys.
 */
export async function applyImages(
  tx: Tx,
  files: FileStore,
  productId: number,
  altText: string,
  uploads: StoredUpload[],
  plan: ImagePlan,
): Promise<string[]> {
  await keepImageFiles(tx, files, uploads);
  const current = await tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  const keepIds = new Set(plan.keep ?? current.map((c) => c.id));
  const kept = current.filter((c) => keepIds.has(c.id));
  const removed = current.filter((c) => !keepIds.has(c.id));
  type Slot = { existing?: number; upload?: StoredUpload; isPrimary: boolean };
  let slots: Slot[];
  if (plan.order) {
    const used = new Set<string>();
    slots = plan.order.flatMap((o): Slot[] => {
      const id = `${o.type}:${o.src}`;
      if (used.has(id)) return [];
      used.add(id);
      if (o.type === 'existing')
        return keepIds.has(o.src) && kept.some((k) => k.id === o.src)
          ? [{ existing: o.src, isPrimary: o.isPrimary }]
          : [];
      return uploads[o.src] ? [{ upload: uploads[o.src], isPrimary: o.isPrimary }] : [];
    });
    // anything the order left out goes at the end, in its own order
    for (const k of kept) if (!used.has(`existing:${k.id}`)) slots.push({ existing: k.id, isPrimary: false });
    uploads.forEach((u, i) => {
      if (!used.has(`new:${i}`)) slots.push({ upload: u, isPrimary: false });
    });
  } else {
    slots = [
      ...kept.map((k) => ({ existing: k.id, isPrimary: k.isPrimary })),
      ...uploads.map((u) => ({ upload: u, isPrimary: false })),
    ];
  }
  if (!slots.length) throw conflict(M.lastImage);
  const primary = Math.max(
    0,
    slots.findIndex((s) => s.isPrimary),
  );
  if (removed.length)
    for (const r of removed) await tx.delete(productImages).where(eq(productImages.id, r.id));
  for (const [i, slot] of slots.entries()) {
    const values = { sortOrder: i, isPrimary: i === primary };
    if (slot.existing !== undefined)
      await tx.update(productImages).set(values).where(eq(productImages.id, slot.existing));
    else
      await tx.insert(productImages).values({
        productId,
        image: slot.upload!.image,
        thumbnail: slot.upload!.thumbnail,
        altText,
        ...values,
      });
  }
  return removed.flatMap((r) => [r.image, r.thumbnail ?? '']).filter(Boolean);
}
