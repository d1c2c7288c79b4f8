// Payment receipts (spec 000 §3, §5, §7; spec README transitions upload-payment-receipt and
// delete-payment-receipt). The order's customer uploads receipts while the order is confirmed, which moves it to
// payment_uploaded, and may delete an unverified receipt while it is still confirmed. The files are checked by
// their content (magic bytes) and stored as bytes in the database in the same transaction as the status change,
// so a refused or failed upload leaves nothing behind. The receipts and their files are visible to the order's
// customer, staff and the order's assigned dealer.
import { MESSAGES, ORDER_TRANSITIONS } from '@sefaresh/shared-api/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentReceipts, users, type User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, HttpError, notFound } from '../../lib/errors';
import {
  assertCustomer,
  assertStatus,
  assertCanViewOrder,
  lockOrder,
  recordEvent,
  type Tx,
} from '../orders/lifecycle';
import { detectReceiptType, extensionOf, type DetectedType } from './file-types';
import { RECEIPT_TEXTS } from './messages';
import type { PaymentReceiptView } from './schemas';

export type { PaymentReceiptView } from './schemas';

/** The multipart field that carries the files (repeated). */
export const RECEIPT_FIELD = 'payment_receipts';

/** One file as read from the request. */
export interface IncomingReceiptFile {
  /** The file name the client sent (may be empty or contain anything). */
  fileName: string;
  data: Buffer;
}

/** A file that passed every check, ready to store. */
export interface PreparedReceiptFile {
  fileName: string;
  type: DetectedType;
  data: Buffer;
}

// The bytes travel as base64 text and are converted by the database (decode/encode): PGlite serialises a bytea
// parameter byte by byte (a 15 MB file took about 5 s to write and 2 s to read, against 0.5 s and 0.1 s as
// base64); on PostgreSQL the cost is the same either way.
const toBytea = (data: Buffer) => sql<Buffer>`decode(${data.toString('base64')}, 'base64')`;

export const receiptFileUrl = (orderId: number, receiptId: number) =>
  `/api/orders/${orderId}/payment-receipts/${receiptId}/file/`;

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
export function prepareReceiptFiles(files: IncomingReceiptFile[]): {
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
    if (file.data.length === 0) {
      empties.push(RECEIPT_TEXTS.empty(shown));
      continue;
    }
    const type = detectReceiptType(file.data);
    if (!type) {
      badTypes.push(RECEIPT_TEXTS.notImageOrPdf(shown));
      continue;
    }
    const ext = extensionOf(clean);
    if (ext && !type.extensions.includes(ext))
      warnings.push(RECEIPT_TEXTS.extensionMismatch(shown, type.label));
    prepared.push({ fileName: storedFileName(clean, type), type, data: file.data });
  }
  if (badTypes.length > 0) {
    throw new HttpError(400, RECEIPT_TEXTS.badType, { [RECEIPT_FIELD]: [...empties, ...badTypes] });
  }
  if (empties.length > 0) throw new HttpError(400, empties[0], { [RECEIPT_FIELD]: empties });
  return { files: prepared, warnings };
}

type ReceiptRow = {
  id: number;
  orderId: number;
  fileType: string;
  fileName: string;
  fileSize: number;
  uploadedAt: Date;
  uploaderName: string | null;
  isVerified: boolean;
  adminNotes: string;
};

function toView(row: ReceiptRow): PaymentReceiptView {
  const fileUrl = receiptFileUrl(row.orderId, row.id);
  return {
    id: row.id,
    file_type: row.fileType === 'pdf' ? 'pdf' : 'image',
    file_name: row.fileName,
    file_size: row.fileSize,
    file_url: fileUrl,
    download_url: `${fileUrl}?download=1`,
    uploaded_at: row.uploadedAt.toISOString(),
    uploaded_by: row.uploaderName,
    is_verified: row.isVerified,
    admin_notes: row.adminNotes,
  };
}

const metadataColumns = {
  id: paymentReceipts.id,
  orderId: paymentReceipts.orderId,
  fileType: paymentReceipts.fileType,
  fileName: paymentReceipts.fileName,
  fileSize: paymentReceipts.fileSize,
  uploadedAt: paymentReceipts.uploadedAt,
  uploaderName: users.name,
  isVerified: paymentReceipts.isVerified,
  adminNotes: paymentReceipts.adminNotes,
};

/** The receipts of an order, oldest first, metadata only (the bytes are never read here). No access check. */
export async function listReceiptViews(db: Db | Tx, orderId: number): Promise<PaymentReceiptView[]> {
  const rows = await db
    .select(metadataColumns)
    .from(paymentReceipts)
    .leftJoin(users, eq(users.id, paymentReceipts.uploadedBy))
    .where(eq(paymentReceipts.orderId, orderId))
    .orderBy(asc(paymentReceipts.uploadedAt), asc(paymentReceipts.id));
  return rows.map(toView);
}

export function createPaymentsService({ db, clock }: { db: Db; clock: Clock }) {
  const assertCanView = (user: User, orderId: number) => assertCanViewOrder(db, user, orderId);

  return {
    /** GET orders/{id}/payment-receipts/ */
    async list(user: User, orderId: number) {
      await assertCanView(user, orderId);
      return { receipts: await listReceiptViews(db, orderId) };
    },

    /**
     * The checks of an upload before its body is read (no lock; the transaction checks again): the order exists,
     * the user is its customer, it is confirmed.
     */
    async checkCanUpload(user: User, orderId: number) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound(MESSAGES.orderNotFound);
      assertCustomer(order, user);
      assertStatus(order, 'upload_receipt');
    },

    /** POST orders/{id}/upload-payment-receipt/: confirmed → payment_uploaded, all files or none. */
    async upload(user: User, orderId: number, incoming: IncomingReceiptFile[]) {
      const { files, warnings } = prepareReceiptFiles(incoming);
      const now = clock();
      const uploaded = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        assertCustomer(order, user);
        assertStatus(order, 'upload_receipt');
        const views: PaymentReceiptView[] = [];
        // One statement per file keeps each statement's parameters at one file's size.
        for (const file of files) {
          const [row] = await tx
            .insert(paymentReceipts)
            .values({
              orderId,
              fileName: file.fileName,
              fileType: file.type.fileType,
              mimeType: file.type.mimeType,
              fileSize: file.data.length,
              content: toBytea(file.data),
              uploadedAt: now,
              uploadedBy: user.id,
            })
            .returning({
              id: paymentReceipts.id,
              orderId: paymentReceipts.orderId,
              fileType: paymentReceipts.fileType,
              fileName: paymentReceipts.fileName,
              fileSize: paymentReceipts.fileSize,
              uploadedAt: paymentReceipts.uploadedAt,
              isVerified: paymentReceipts.isVerified,
              adminNotes: paymentReceipts.adminNotes,
            });
          views.push(toView({ ...row, uploaderName: user.name }));
        }
        await recordEvent(tx, {
          order,
          actor: user,
          to: ORDER_TRANSITIONS.upload_receipt.to,
          note: RECEIPT_TEXTS.uploadEvent(files.length),
          now,
        });
        return views;
      });
      return { uploaded_receipts: uploaded, warnings, message: RECEIPT_TEXTS.uploaded };
    },

    /** DELETE orders/{id}/delete-payment-receipt/{receiptId}/: an unverified receipt while confirmed. */
    async remove(user: User, orderId: number, receiptId: number) {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        assertCustomer(order, user);
        assertStatus(order, 'delete_receipt');
        const [receipt] = await tx
          .select({
            id: paymentReceipts.id,
            fileName: paymentReceipts.fileName,
            isVerified: paymentReceipts.isVerified,
          })
          .from(paymentReceipts)
          .where(and(eq(paymentReceipts.id, receiptId), eq(paymentReceipts.orderId, orderId)))
          .for('update');
        if (!receipt) throw notFound(RECEIPT_TEXTS.notFound);
        if (receipt.isVerified) throw conflict(RECEIPT_TEXTS.verifiedCannotDelete);
        await tx.delete(paymentReceipts).where(eq(paymentReceipts.id, receipt.id));
        await recordEvent(tx, {
          order,
          actor: user,
          note: RECEIPT_TEXTS.deleteEvent(receipt.fileName),
          now: clock(),
        });
      });
    },

    /** GET orders/{id}/payment-receipts/{receiptId}/file/: the bytes, for those who may see the order. */
    async file(user: User, orderId: number, receiptId: number) {
      await assertCanView(user, orderId);
      const [receipt] = await db
        .select({
          id: paymentReceipts.id,
          fileName: paymentReceipts.fileName,
          mimeType: paymentReceipts.mimeType,
          content: sql<string>`encode(${paymentReceipts.content}, 'base64')`,
        })
        .from(paymentReceipts)
        .where(and(eq(paymentReceipts.id, receiptId), eq(paymentReceipts.orderId, orderId)));
      if (!receipt) throw notFound(RECEIPT_TEXTS.notFound);
      return { ...receipt, content: Buffer.from(receipt.content, 'base64') };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
