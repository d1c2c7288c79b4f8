// The file sweeper's pass: removes stored files that no row names once they are older than the grace period
// (FILES_ORPHAN_GRACE_HOURS): what a replica killed during an upload, or a clean-up that failed with the store,
// left behind. An upload writes its files first and its rows a moment later, so a file younger than the grace is
// never touched. Only the folders the API writes are swept (receipts/, cheques/, images/): anything else in the
// store (legacy catalogue/ files, the health probe) stays. The disk store's temporary parts of cut-short writes go
// too. One replica a period (FILES_SWEEP_INTERVAL) through the lease `file-sweep`; works on disk and S3 alike. A
// file is removed only if no row names it at that moment (file-references.ts).
import type { Db } from '../../db/client';
import type { FileStore, ListedObject } from '../../lib/file-store';
import { takeLease } from '../../lib/job-lease';
import { deleteUnnamedFiles, referencedKeys } from './file-references';

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
    // each candidate is checked again as it goes: a new product may have started naming a shared picture
    result.removed += await deleteUnnamedFiles(
      db,
      files,
      batch.filter((o) => !named.has(o.key)).map((o) => o.key),
    );
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
