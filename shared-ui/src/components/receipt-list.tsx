// The payment receipts of an order as a list (the customer's order page and the admin's verification card): each
// with its preview, name, size, upload date and uploader, what it says was paid (amount, day, tracking number),
// its review (status, the verified amount when staff corrected it, the reason of a rejection) and the caller's
// buttons; with the loading, failed (retry) and empty states.
import type { ReactNode } from 'react';
import { Alert, Button, Flex, Spin, Tag, Typography } from 'antd';
import type { ReceiptReviewStatus } from '@sefaresh/shared-api/rules';
import {
  formatFileSize,
  formatJalaliDate,
  formatJalaliDateTime,
  formatRial,
  toPersianDigits,
} from '../formatters';
import { EmptyState } from './empty-state';

export interface ReceiptListItem {
  id: number;
  file_name: string;
  file_type: string;
  file_size: number;
  uploaded_at: string;
  uploaded_by?: string | null;
  is_verified: boolean;
  admin_notes: string;
  /** What the receipt says was paid, and its own review (receipts sent before reviews were per receipt lack them). */
  status?: ReceiptReviewStatus;
  amount?: string | null;
  paid_on?: string | null;
  tracking_number?: string | null;
  verified_amount?: string | null;
  rejection_reason?: string | null;
}

export type ReceiptReview = 'verified' | 'pending' | 'returned';

const BY_STATUS: Record<ReceiptReviewStatus, ReceiptReview> = {
  pending: 'pending',
  verified: 'verified',
  rejected: 'returned',
};

/**
 * A receipt's review: its own status when the answer carries one; otherwise a reviewed receipt that was not
 * accepted keeps is_verified false and carries the reviewer's notes.
 */
export function receiptReview(
  receipt: Pick<ReceiptListItem, 'is_verified' | 'admin_notes' | 'status'>,
): ReceiptReview {
  if (receipt.status) return BY_STATUS[receipt.status];
  if (receipt.is_verified) return 'verified';
  return receipt.admin_notes.trim() ? 'returned' : 'pending';
}

export const RECEIPT_MONEY_TEXTS = Object.freeze({
  amount: 'مبلغ',
  paidOn: 'تاریخ پرداخت',
  trackingNumber: 'شماره پیگیری',
  verifiedAmount: 'مبلغ تأیید شده',
  rejectionReason: 'دلیل رد',
});

/** The amount, day and tracking number a receipt was sent with, on one line. */
export function ReceiptPaidLine({ receipt: r }: { receipt: ReceiptListItem }) {
  const T = RECEIPT_MONEY_TEXTS;
  const parts = [
    r.amount ? `${T.amount}: ${formatRial(r.amount)}` : null,
    r.paid_on ? `${T.paidOn}: ${formatJalaliDate(r.paid_on)}` : null,
    r.tracking_number ? `${T.trackingNumber}: ${toPersianDigits(r.tracking_number)}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography.Text style={{ fontSize: 12 }} data-testid="receipt-paid">
      {parts.join(' — ')}
    </Typography.Text>
  );
}

/** The verified amount when staff confirmed another amount than the customer's, and a rejection's reason. */
export function ReceiptReviewLine({
  receipt: r,
  review,
}: {
  receipt: ReceiptListItem;
  review: ReceiptReview;
}) {
  const T = RECEIPT_MONEY_TEXTS;
  if (review === 'verified' && r.verified_amount && r.verified_amount !== r.amount)
    return (
      <Typography.Text type="success" style={{ fontSize: 12 }}>
        {T.verifiedAmount}: {formatRial(r.verified_amount)}
      </Typography.Text>
    );
  if (review === 'returned' && r.rejection_reason)
    return (
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        {T.rejectionReason}: {r.rejection_reason}
      </Typography.Text>
    );
  return null;
}

const REVIEW_COLORS: Record<ReceiptReview, string> = { verified: 'green', pending: 'gold', returned: 'red' };

export interface ReceiptListTexts {
  /** The list's accessible name. */
  list: string;
  loadFailed: ReactNode;
  retry: ReactNode;
  empty: ReactNode;
  size: ReactNode;
  uploadedAt: ReactNode;
  uploadedBy: ReactNode;
  notes: ReactNode;
  review: Record<ReceiptReview, ReactNode>;
}

export interface ReceiptListProps<R extends ReceiptListItem> {
  /** undefined while loading. */
  receipts: R[] | undefined;
  failed: boolean;
  onRetry(): void;
  texts: ReceiptListTexts;
  /** The thumbnail or PDF mark at the start of a row. */
  renderPreview(receipt: R, index: number): ReactNode;
  /** The row's buttons. */
  renderActions(receipt: R): ReactNode;
  /** Shown above the list when there are receipts (e.g. a summary). */
  header?: ReactNode;
}

export function ReceiptList<R extends ReceiptListItem>({
  receipts,
  failed,
  onRetry,
  texts,
  renderPreview,
  renderActions,
  header,
}: ReceiptListProps<R>) {
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={texts.loadFailed}
        action={
          <Button size="small" onClick={onRetry}>
            {texts.retry}
          </Button>
        }
      />
    );
  if (receipts === undefined)
    return (
      <Flex justify="center" style={{ padding: 16 }}>
        <Spin />
      </Flex>
    );
  if (receipts.length === 0) return <EmptyState description={texts.empty} />;
  return (
    <>
      {header}
      <ul aria-label={texts.list} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {receipts.map((r, i) => {
          const review = receiptReview(r);
          return (
            <li
              key={r.id}
              aria-label={r.file_name}
              style={{
                display: 'flex',
                gap: 12,
                padding: '10px 0',
                borderBottom: '1px solid rgba(0,0,0,0.06)',
              }}
            >
              {renderPreview(r, i)}
              <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong ellipsis>
                  {r.file_name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {texts.size}: {formatFileSize(r.file_size)} — {texts.uploadedAt}:{' '}
                  {formatJalaliDateTime(r.uploaded_at)}
                  {r.uploaded_by ? ` — ${String(texts.uploadedBy)}: ${r.uploaded_by}` : ''}
                </Typography.Text>
                <ReceiptPaidLine receipt={r} />
                <div>
                  <Tag color={REVIEW_COLORS[review]}>{texts.review[review]}</Tag>
                </div>
                <ReceiptReviewLine receipt={r} review={review} />
                {review !== 'pending' && r.admin_notes && r.admin_notes !== r.rejection_reason && (
                  <Typography.Text
                    type={review === 'returned' ? 'danger' : 'secondary'}
                    style={{ fontSize: 12 }}
                  >
                    {texts.notes}: {r.admin_notes}
                  </Typography.Text>
                )}
                <Flex gap={8} wrap style={{ marginTop: 4 }}>
                  {renderActions(r)}
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ul>
    </>
  );
}
