// The file sweeper's pass: removes stored files that no row names once they are older than the grace period
// (FILES_ORPHAN_GRACE_HOURS): what a replica killed during an upload, or a clean-up that failed with the store,
// left behind. An upload writes its files first and its rows a moment later, so a file younger than the grace is
// never touched. Only the folders the API writes are swept (receipts/, cheques/, images/): anything else in the
// store (legacy catalogue/ files, the health probe) stays. The disk store's temporary parts of cut-short writes go
// too. One replica a period (FILES_SWEEP_INTERVAL) through the lease `file-sweep`; works on disk and S3 alike.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcementImages, cheques, paymentReceipts, productImages } from '../../db/schema';
import type { FileStore, ListedObject } from '../../lib/file-store';
import { takeLease } from '../../lib/job-lease';

export const SWEPT_PREFIXES = ['receipts/', 'cheques/', 'images/'] as const;
const BATCH = 500;

export interface SweepResult {
  /** false: another replica holds the lease this period (nothing was looked at). */
  swept: boolean;
  /** Files old enough to be looked at. */
  checked: number;
  /** Of them, files no row names, removed. */
  removed: number;
  /** Temporary parts of cut-short writes removed (disk store). */
  parts: number;
}

/** Every column that holds a stored file's key, and the keys of `keys` that some row names. */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const [receipts, chequePictures, products, announcements] = await Promise.all([
    db
      .select({ k: paymentReceipts.storageKey })
      .from(paymentReceipts)
      .where(inArray(paymentReceipts.storageKey, keys)),
    db.select({ k: cheques.pictureKey }).from(cheques).where(inArray(cheques.pictureKey, keys)),
    ...[productImages, announcementImages].map((t) =>
      Promise.all([
        db.select({ k: t.image }).from(t).where(inArray(t.image, keys)),
        db.select({ k: t.thumbnail }).from(t).where(inArray(t.thumbnail, keys)),
      ]).then(([a, b]) => [...a, ...b]),
    ),
  ]);
  return new Set(
    [...receipts, ...chequePictures, ...products, ...announcements].flatMap((r) => (r.k ? [r.k] : [])),
  );
}

export async function orphanSweepPass(
  db: Db,
  files: FileStore,
  { orphanGraceMs, sweepEveryMs }: { orphanGraceMs: number; sweepEveryMs: number },
  now: Date,
): Promise<SweepResult> {
  const result: SweepResult = { swept: false, checked: 0, removed: 0, parts: 0 };
  // a lease a little shorter than the period, so the next pass of the holder (or of another replica) takes it
  const until = new Date(now.getTime() + Math.max(0, sweepEveryMs - 1_000));
  if (!(await takeLease(db, 'file-sweep', now, until))) return result;
  result.swept = true;
  const cutoff = new Date(now.getTime() - orphanGraceMs);

  const sweep = async (batch: ListedObject[]) => {
    const named = await referencedKeys(
      db,
      batch.map((o) => o.key),
    );
    for (const o of batch)
      if (!named.has(o.key)) {
        await files.delete(o.key);
        result.removed++;
      }
  };
  for (const prefix of SWEPT_PREFIXES) {
    let batch: ListedObject[] = [];
    for await (const o of files.list(prefix)) {
      if (o.modified >= cutoff) continue;
      result.checked++;
      batch.push(o);
      if (batch.length >= BATCH) {
        await sweep(batch);
        batch = [];
      }
    }
    await sweep(batch);
  }
  result.parts = await files.removeStaleParts(cutoff);
  return result;
}
