// Receipt files in the file store: opening one for the permission-checked file endpoint, and the start-up step
// that carries receipts uploaded before the file store (their bytes in payment_receipts.content) into it.
import { Readable } from 'node:stream';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { paymentReceipts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { RECEIPT_TEXTS } from './messages';

// Legacy bytes travel as base64 text: PGlite serialises a bytea value byte by byte (a 15 MB file took seconds).
const contentBase64 = sql<string | null>`encode(${paymentReceipts.content}, 'base64')`;

/** The receipt's file as a stream with its size, from the store (or the legacy bytes not yet carried over). */
export async function openReceiptFile(db: Db, files: FileStore, orderId: number, receiptId: number) {
  const [receipt] = await db
    .select({
      id: paymentReceipts.id,
      fileName: paymentReceipts.fileName,
      mimeType: paymentReceipts.mimeType,
      storageKey: paymentReceipts.storageKey,
      legacy: contentBase64,
    })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.id, receiptId), eq(paymentReceipts.orderId, orderId)));
  if (!receipt) throw notFound(RECEIPT_TEXTS.notFound);
  const { id, fileName, mimeType } = receipt;
  if (receipt.legacy !== null) {
    const bytes = Buffer.from(receipt.legacy, 'base64');
    return { id, fileName, mimeType, size: bytes.length, body: Readable.from([bytes]) };
  }
  const stored = receipt.storageKey ? await files.get(receipt.storageKey) : null;
  if (!stored) throw notFound(RECEIPT_TEXTS.notFound);
  return { id, fileName, mimeType, size: stored.size, body: stored.body };
}

/** The key a carried-over receipt gets: fixed per receipt, so a second run after a crash writes the same object. */
const carriedKey = (orderId: number, receiptId: number) => `receipts/${orderId}/db-${receiptId}`;

/**
 * Moves every receipt still held as bytes in the database into the file store and clears the bytes, one receipt
 * at a time (memory stays at one file). Idempotent: a receipt is cleared only after its object is written, and
 * a second run finds nothing. Returns how many were moved.
 */
export async function carryReceiptsToStore(
  db: Db,
  files: FileStore,
  log?: FastifyBaseLogger,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const [row] = await db
      .select({
        id: paymentReceipts.id,
        orderId: paymentReceipts.orderId,
        mimeType: paymentReceipts.mimeType,
        legacy: contentBase64,
      })
      .from(paymentReceipts)
      .where(isNotNull(paymentReceipts.content))
      .orderBy(asc(paymentReceipts.id))
      .limit(1);
    if (!row || row.legacy === null) break;
    const key = carriedKey(row.orderId, row.id);
    await files.put(key, Buffer.from(row.legacy, 'base64'), row.mimeType);
    await db
      .update(paymentReceipts)
      .set({ storageKey: key, content: null })
      .where(and(eq(paymentReceipts.id, row.id), isNotNull(paymentReceipts.content)));
    moved++;
  }
  if (moved) log?.info(`receipts: ${moved} moved from the database into the file store`);
  return moved;
}
