// Receipts uploaded twice (docs/contracts.md "Money after the quote", duplicates): each receipt keeps the SHA-256
// of its bytes. The same file on the same order again is refused; the same file, or the same bank tracking number,
// on another order is accepted and pointed out to staff only (duplicate_of), never to a customer or a dealer.
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentReceipts } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { jalaliDate } from '../invoices/pdf-text';
import { RECEIPT_TEXTS } from './messages';
import type { PaymentReceiptView } from './schemas';

/** 409 when one of these files is already a receipt of this order (naming the day it was uploaded). */
export async function refuseSameFile(tx: DbOrTx, orderId: number, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  const [earlier] = await tx
    .select({ uploadedAt: paymentReceipts.uploadedAt })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.orderId, orderId), inArray(paymentReceipts.sha256, hashes)))
    .orderBy(asc(paymentReceipts.id))
    .limit(1);
  if (earlier) throw conflict(RECEIPT_TEXTS.sameFileAgain(jalaliDate(earlier.uploadedAt)));
  if (new Set(hashes).size < hashes.length) throw conflict(RECEIPT_TEXTS.sameFileTwice);
}

/**
 * The views with duplicate_of set where another order already held the same file or tracking number: the later
 * receipt points at the earliest earlier one (staff's views).
 */
export async function markDuplicates(
  db: DbOrTx,
  orderId: number,
  views: PaymentReceiptView[],
): Promise<PaymentReceiptView[]> {
  if (views.length === 0) return views;
  const own = await db
    .select({
      id: paymentReceipts.id,
      sha256: paymentReceipts.sha256,
      tracking: paymentReceipts.trackingNumber,
    })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.orderId, orderId));
  const hashes = own.flatMap((r) => (r.sha256 ? [r.sha256] : []));
  const tracking = own.flatMap((r) => (r.tracking ? [r.tracking] : []));
  if (hashes.length === 0 && tracking.length === 0) return views;
  const matches = [
    ...(hashes.length ? [inArray(paymentReceipts.sha256, hashes)] : []),
    ...(tracking.length ? [inArray(paymentReceipts.trackingNumber, tracking)] : []),
  ];
  const others = await db
    .select({
      id: paymentReceipts.id,
      orderId: paymentReceipts.orderId,
      sha256: paymentReceipts.sha256,
      tracking: paymentReceipts.trackingNumber,
    })
    .from(paymentReceipts)
    .where(and(ne(paymentReceipts.orderId, orderId), or(...matches)))
    .orderBy(asc(paymentReceipts.id));
  const byId = new Map(own.map((r) => [r.id, r]));
  return views.map((view) => {
    const mine = byId.get(view.id);
    const other =
      mine &&
      others.find(
        (o) =>
          o.id < view.id &&
          ((mine.sha256 && o.sha256 === mine.sha256) || (mine.tracking && o.tracking === mine.tracking)),
      );
    return other ? { ...view, duplicate_of: { order_id: other.orderId, receipt_id: other.id } } : view;
  });
}
