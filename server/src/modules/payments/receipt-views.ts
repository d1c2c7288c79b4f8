// How a payment receipt is shown (its metadata, never its bytes), and the receipts of an order as one JSON column
// of a query about the order (db/json-rows.ts): the order's detail reads them in its own row, and the receipts
// list reads the same column.
import { RECEIPT_REVIEW, RECEIPT_REVIEW_LABELS, type ReceiptReviewStatus } from '@sefaresh/shared-api/rules';
import { sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodeJsonRows, jsonRows } from '../../db/json-rows';
import { paymentReceipts, users } from '../../db/schema';
import type { PaymentReceiptView } from './schemas';

const receiptFileUrl = (orderId: number, receiptId: number) =>
  `/api/orders/${orderId}/payment-receipts/${receiptId}/file/`;

export interface ReceiptRow {
  id: number;
  orderId: number;
  fileType: string;
  fileName: string;
  fileSize: number;
  uploadedAt: Date;
  uploaderName: string | null;
  reviewStatus: ReceiptReviewStatus;
  adminNotes: string;
  amount: string | null;
  trackingNumber: string | null;
  paidOn: string | null;
  instalmentId: number | null;
  verifiedAmount: string | null;
  rejectionReason: string;
  reviewedAt: Date | null;
}

export function toView(row: ReceiptRow): PaymentReceiptView {
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
    is_verified: row.reviewStatus === RECEIPT_REVIEW.verified,
    admin_notes: row.adminNotes,
    amount: row.amount,
    tracking_number: row.trackingNumber,
    paid_on: row.paidOn,
    instalment_id: row.instalmentId,
    status: row.reviewStatus,
    status_display: RECEIPT_REVIEW_LABELS[row.reviewStatus],
    verified_amount: row.verifiedAmount,
    rejection_reason: row.rejectionReason,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    // staff's views only (duplicates.ts markDuplicates)
    duplicate_of: null,
  };
}

/** A receipt's own columns its view shows. */
export const receiptColumns = {
  id: paymentReceipts.id,
  orderId: paymentReceipts.orderId,
  fileType: paymentReceipts.fileType,
  fileName: paymentReceipts.fileName,
  fileSize: paymentReceipts.fileSize,
  uploadedAt: paymentReceipts.uploadedAt,
  reviewStatus: paymentReceipts.reviewStatus,
  adminNotes: paymentReceipts.adminNotes,
  amount: paymentReceipts.amount,
  trackingNumber: paymentReceipts.trackingNumber,
  paidOn: paymentReceipts.paidOn,
  instalmentId: paymentReceipts.instalmentId,
  verifiedAmount: paymentReceipts.verifiedAmount,
  rejectionReason: paymentReceipts.rejectionReason,
  reviewedAt: paymentReceipts.reviewedAt,
};

const metadataColumns = {
  ...receiptColumns,
  uploaderName: users.name,
} satisfies Record<keyof ReceiptRow, PgColumn>;

/** The receipts of the order whose id is `orderId` (a column of the outer query), oldest first; receiptViews reads it. */
export const receiptsColumn = (orderId: AnyColumn) =>
  jsonRows(
    metadataColumns,
    sql`from ${paymentReceipts} left join ${users} on ${users.id} = ${paymentReceipts.uploadedBy} where ${paymentReceipts.orderId} = ${orderId}`,
    [paymentReceipts.uploadedAt, paymentReceipts.id],
  );

/** A receiptsColumn's value as rows (what receivables are figured from). */
export const receiptRows = (value: unknown) => decodeJsonRows(metadataColumns, value);

/** A receiptsColumn's value as receipt views. */
export const receiptViews = (value: unknown): PaymentReceiptView[] => receiptRows(value).map(toView);
