// Which stored files the rows name, and removing a file no row names without racing a row that starts naming it.
// Catalogue images are content-addressed (the same picture uploaded again has the same key), so a file the sweeper
// or a clean-up finds unnamed may be named a moment later by a new product with that picture. Both sides take the
// key's transaction-scoped advisory lock: a delete checks again under it that no row names the file, and a writer,
// under it and before its rows commit, makes sure the file is still there (writing it again when a delete won).
import { inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { announcementImages, cheques, paymentReceipts, productImages } from '../../db/schema';
import type { FileStore } from '../../lib/file-store';

/** The first key of the two-integer advisory locks of stored files (the second is the key's hash). */
const FILE_LOCKS = 0x5f11e;

async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  // one order for every transaction, so two writers sharing pictures never wait on each other in a circle
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(${FILE_LOCKS}, hashtext(${key}))`);
}

/** Every column that holds a stored file's key. */
const KEY_COLUMNS = [
  paymentReceipts.storageKey,
  cheques.pictureKey,
  productImages.image,
  productImages.thumbnail,
  announcementImages.image,
  announcementImages.thumbnail,
];

/** The keys of `keys` that some row names (one query after another: a transaction runs one at a time). */
export async function referencedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  if (!keys.length) return named;
  for (const column of KEY_COLUMNS) {
    const rows = await db.select({ k: column }).from(column.table).where(inArray(column, keys));
    for (const r of rows) if (r.k) named.add(r.k);
  }
  return named;
}

/** Removes each file that no row names at the moment of its removal; returns how many went. */
export async function deleteUnnamedFiles(db: Db, store: FileStore, keys: Iterable<string>): Promise<number> {
  let removed = 0;
  for (const key of new Set(keys)) {
    const gone = await db.transaction(async (tx) => {
      await lockKeys(tx, [key]);
      if ((await referencedKeys(tx, [key])).size) return false;
      await store.delete(key);
      return true;
    });
    if (gone) removed++;
  }
  return removed;
}

/** A file a writer's rows are about to name, with its bytes in case it has to be written again. */
export interface FileToKeep {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Inside the transaction that makes rows name these files: holds their locks until it commits and writes again any
 * file a clean-up removed since it was first written.
 */
export async function keepFiles(tx: Tx, store: FileStore, files: FileToKeep[]): Promise<void> {
  await lockKeys(
    tx,
    files.map((f) => f.key),
  );
  for (const f of files) if (!(await store.exists(f.key))) await store.put(f.key, f.bytes, f.contentType);
}
