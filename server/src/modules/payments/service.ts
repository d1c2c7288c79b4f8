// Payment receipts (spec 000 §3, §5, §7; spec README transitions upload-payment-receipt and
// delete-payment-receipt). The order's customer uploads receipts while the order is confirmed, which moves it to
// payment_uploaded, and may delete an unverified receipt while it is still confirmed. The files are checked by
// their content (magic bytes) as they stream into the file store; the rows, the status change and the order event
// are written in one transaction, and a refused file or a failed transaction removes the stored objects, so
// nothing is left behind. The receipts and their files are visible to the order's
// customer, staff and the order's assigned dealer.
import { MESSAGES, ORDER_TRANSITIONS, RECEIPT_REVIEW, statusAllows } from '@sefaresh/shared-api/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { orders, paymentReceipts, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { deleteAll, type FileStore } from '../../lib/file-store';
import { authorizeMove } from '../orders/authorize';
import { assertCanViewOrder, lockOrder, recordEvent } from '../orders/lifecycle';
import { detectReceiptType, extensionOf, type DetectedType } from './file-types';
import { isStaffUser } from '../../lib/current-user';
import { receivablesOf } from '../receivables/figures';
import { markDuplicates, refuseSameFile } from './duplicates';
import { RECEIPT_TEXTS } from './messages';
import { receiptFields } from './receipt-fields';
import { openReceiptFile } from './stored-receipts';
import { receiptColumns, receiptsColumn, receiptViews, toView } from './receipt-views';
import type { PaymentReceiptView } from './schemas';

export type { PaymentReceiptView } from './schemas';

/** The multipart field that carries the files (repeated). */
export const RECEIPT_FIELD = 'payment_receipts';

/** One file as streamed from the request into the file store. */
export interface IncomingReceiptFile {
  /** The file name the client sent (may be empty or contain anything). */
  fileName: string;
  /** Where the bytes are in the file store. */
  key: string;
  /** The first bytes, for the content check. */
  head: Buffer;
  size: number;
  /** SHA-256 (hex) of the bytes as uploaded. */
  sha256: string;
}

/** A file that passed every check, ready to record. */
export interface PreparedReceiptFile {
  fileName: string;
  type: DetectedType;
  key: string;
  size: number;
  sha256: string;
}

const MAX_NAME_LENGTH = 255;
// C0 and C1 control characters, and the bidirectional embedding, override and isolate controls and marks (they
// can disguise an extension, e.g. "receipt\u202Egpj.exe"); ZWNJ, which Persian words use, is kept.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** A file name fit for display and for Content-Disposition: base name only, no control characters, trimmed. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(UNSAFE_CHARS, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

const truncate = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
};

/** The stored name: the clean name with the extension of the detected content, at most 255 characters. */
function storedFileName(clean: string, type: DetectedType): string {
  const ext = extensionOf(clean);
  const base = ext ? clean.slice(0, clean.length - ext.length - 1) : clean;
  const keepExt =
    ext && type.extensions.includes(ext) ? clean.slice(clean.length - ext.length) : type.extension;
  const stem = truncate(base.trim().replace(/\.+$/, '') || 'receipt', MAX_NAME_LENGTH - keepExt.length - 1);
  return `${stem}.${keepExt}`;
}

/** A short name for the Persian messages. */
const displayName = (clean: string) => truncate(clean || 'بدون نام', 100);

/**
 * Checks every file before anything is written: at least one, none empty, each a JPEG, PNG, GIF, WebP or PDF by
 * content. 400 with a Persian message per file (details.payment_receipts) otherwise. An extension that disagrees
 * with the content is corrected and reported as a warning.
 */
function prepareReceiptFiles(files: IncomingReceiptFile[]): {
  files: PreparedReceiptFile[];
  warnings: string[];
} {
  if (files.length === 0) {
    throw new HttpError(400, RECEIPT_TEXTS.required, { [RECEIPT_FIELD]: [RECEIPT_TEXTS.required] });
  }
  const empties: string[] = [];
  const badTypes: string[] = [];
  const warnings: string[] = [];
  const prepared: PreparedReceiptFile[] = [];
  for (const file of files) {
    const clean = cleanFileName(file.fileName);
    const shown = displayName(clean);
    if (file.size === 0) {
      empties.push(RECEIPT_TEXTS.empty(shown));
      continue;
    }
    const type = detectReceiptType(file.head);
    if (!type) {
      badTypes.push(RECEIPT_TEXTS.notImageOrPdf(shown));
      continue;
    }
    const ext = extensionOf(clean);
    if (ext && !type.extensions.includes(ext))
      warnings.push(RECEIPT_TEXTS.extensionMismatch(shown, type.label));
    prepared.push({
      fileName: storedFileName(clean, type),
      type,
      key: file.key,
      size: file.size,
      sha256: file.sha256,
    });
  }
  if (badTypes.length > 0) {
    throw new HttpError(400, RECEIPT_TEXTS.badType, { [RECEIPT_FIELD]: [...empties, ...badTypes] });
  }
  if (empties.length > 0) throw new HttpError(400, empties[0], { [RECEIPT_FIELD]: empties });
  return { files: prepared, warnings };
}

const receiptsOfOrder = preparedStatement('order_receipts', (db) =>
  db
    .select({ receipts: receiptsColumn(orders.id) })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId'))),
);

/** The receipts of an order, oldest first, metadata only (the bytes are never read here). No access check. */
export async function listReceiptViews(db: Db, orderId: number): Promise<PaymentReceiptView[]> {
  const [row] = await receiptsOfOrder(db).execute({ orderId });
  return receiptViews(row?.receipts);
}

/** The first payment moves a confirmed order to payment_uploaded; later ones pay an instalment where it stands. */
const receiptAction = (status: string) =>
  statusAllows('pay_instalment', status) ? ('pay_instalment' as const) : ('upload_receipt' as const);

export function createPaymentsService({ db, clock, files }: { db: Db; clock: Clock; files: FileStore }) {
  const assertCanView = (user: User, orderId: number) => assertCanViewOrder(db, user, orderId);

  async function record(
    user: User,
    orderId: number,
    incoming: IncomingReceiptFile[],
    rawFields: Record<string, string>,
  ) {
    const { files: prepared, warnings } = prepareReceiptFiles(incoming);
    const now = clock();
    const uploaded = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const action = receiptAction(order.status);
      authorizeMove(order, action, user);
      const schedule = (await receivablesOf(tx, [orderId], now)).get(orderId)?.instalments ?? [];
      const fields = receiptFields(rawFields, schedule, now);
      await refuseSameFile(
        tx,
        orderId,
        prepared.map((f) => f.sha256),
      );
      const views: PaymentReceiptView[] = [];
      // One statement per file keeps each statement's parameters at one file's size. The pages of one payment
      // share its fields; its amount is on the first page only, so it counts once.
      for (const [index, file] of prepared.entries()) {
        const [row] = await tx
          .insert(paymentReceipts)
          .values({
            orderId,
            fileName: file.fileName,
            fileType: file.type.fileType,
            mimeType: file.type.mimeType,
            fileSize: file.size,
            storageKey: file.key,
            sha256: file.sha256,
            amount: index === 0 ? fields.amount : null,
            paidOn: fields.paidOn,
            trackingNumber: fields.trackingNumber,
            instalmentId: fields.instalmentId,
            uploadedAt: now,
            uploadedBy: user.id,
          })
          .returning(receiptColumns);
        views.push(toView({ ...row, uploaderName: user.name }));
      }
      await recordEvent(tx, {
        order,
        actor: user,
        to: action === 'upload_receipt' ? ORDER_TRANSITIONS.upload_receipt.to : undefined,
        note: RECEIPT_TEXTS.uploadEvent(prepared.length),
        now,
      });
      return views;
    });
    return { uploaded_receipts: uploaded, warnings, message: RECEIPT_TEXTS.uploaded };
  }

  return {
    /** GET orders/{id}/payment-receipts/ */
    async list(user: User, orderId: number) {
      await assertCanView(user, orderId);
      const views = await listReceiptViews(db, orderId);
      return { receipts: isStaffUser(user) ? await markDuplicates(db, orderId, views) : views };
    },

    /**
     * The checks of an upload before its body is read (no lock; the transaction checks again): the order exists,
     * the user is its customer, it is confirmed.
     */
    async checkCanUpload(user: User, orderId: number) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound(MESSAGES.orderNotFound);
      authorizeMove(order, receiptAction(order.status), user);
    },

    /**
     * POST orders/{id}/upload-payment-receipt/: confirmed → payment_uploaded, all files or none. The files are
     * already in the store; when anything is refused or the transaction fails, they are removed.
     */
    async upload(
      user: User,
      orderId: number,
      incoming: IncomingReceiptFile[],
      fields: Record<string, string> = {},
    ) {
      try {
        return await record(user, orderId, incoming, fields);
      } catch (err) {
        await deleteAll(
          files,
          incoming.map((f) => f.key),
        );
        throw err;
      }
    },

    /** DELETE orders/{id}/delete-payment-receipt/{receiptId}/: an unverified receipt while confirmed. */
    async remove(user: User, orderId: number, receiptId: number) {
      const key = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        authorizeMove(order, 'delete_receipt', user);
        const [receipt] = await tx
          .select({
            id: paymentReceipts.id,
            fileName: paymentReceipts.fileName,
            reviewStatus: paymentReceipts.reviewStatus,
            storageKey: paymentReceipts.storageKey,
          })
          .from(paymentReceipts)
          .where(and(eq(paymentReceipts.id, receiptId), eq(paymentReceipts.orderId, orderId)))
          .for('update');
        if (!receipt) throw notFound(RECEIPT_TEXTS.notFound);
        if (receipt.reviewStatus === RECEIPT_REVIEW.verified)
          throw conflict(RECEIPT_TEXTS.verifiedCannotDelete);
        await tx.delete(paymentReceipts).where(eq(paymentReceipts.id, receipt.id));
        await recordEvent(tx, {
          order,
          actor: user,
          note: RECEIPT_TEXTS.deleteEvent(receipt.fileName),
          now: clock(),
        });
        return receipt.storageKey;
      });
      // after the commit: a rolled-back delete keeps its file
      if (key) await files.delete(key);
    },

    /** GET orders/{id}/payment-receipts/{receiptId}/file/: the file, for those who may see the order. */
    async file(user: User, orderId: number, receiptId: number) {
      await assertCanView(user, orderId);
      return openReceiptFile(db, files, orderId, receiptId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
