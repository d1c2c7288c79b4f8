// Card 6, payment verification (spec 001 §2.4, §4, §5 payment verification, §7, §8): what payments and cheques
// cover of the total (a warning when not all), the receipts with a summary, image thumbnails (fetched with the
// bearer token into object URLs), PDF view and downloads, the gallery, each pending receipt's own review and a red
// notice on a receipt sent before on another order; and — while the order allows verify_payment — a notes box
// with approve and reject, each after a confirmation.
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Popconfirm, Spin, Typography } from 'antd';
import {
  errorText,
  ordersApi,
  receiptFileQuery,
  receiptsQuery,
  type Order,
  type PaymentReceipt,
} from '@sefaresh/shared-api';
import { PAYMENT_INFO_LABELS, orderAllows } from '@sefaresh/shared-api/rules';
import {
  formatFileSize,
  openPdfInNewTab,
  PriceText,
  ReceiptGallery,
  ReceiptList,
  receiptReview,
  saveBlob,
  useFetchedImages,
  type ReceiptListTexts,
} from '@sefaresh/shared-ui';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';
import { MONEY_TEXTS as M } from './money-messages';
import { CoverageNotice, DuplicateNotice, leavesUncovered } from './money-notices';
import { ReceiptReviewButtons } from './receipt-review';

export interface VerificationCardProps {
  order: Order;
  onVerified(order: Order, message: string): void;
  onFailed(message: string): void;
}

const REVIEW_TEXTS = {
  verified: T.receiptVerified,
  pending: T.receiptPending,
  returned: T.receiptRejected,
};

const LIST_TEXTS: ReceiptListTexts = {
  list: T.verificationCard,
  loadFailed: T.receiptsLoadFailed,
  retry: T.retry,
  empty: T.noReceipts,
  size: T.receiptSize,
  uploadedAt: T.receiptUploadedAt,
  uploadedBy: T.receiptUploadedBy,
  notes: T.receiptNotes,
  review: REVIEW_TEXTS,
};

export function VerificationCard({ order, onVerified, onFailed }: VerificationCardProps) {
  const list = useQuery(receiptsQuery(order.id));
  const receipts = list.data ?? null;
  const failed = list.isError && !list.isFetching;
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [gallery, setGallery] = useState<number | null>(null);
  const images = useFetchedImages(
    (receipts ?? [])
      .filter((r) => r.file_type === 'image')
      .map((r) => ({ id: r.id, query: receiptFileQuery(r.file_url) })),
  );

  const download = async (r: PaymentReceipt) => {
    try {
      saveBlob(await ordersApi.receiptFile(r.download_url || r.file_url), r.file_name);
    } catch (error) {
      onFailed(errorText(error, { fallback: T.downloadFailed }));
    }
  };

  const openPdf = useCallback(
    async (r: PaymentReceipt) => {
      try {
        await openPdfInNewTab(() => ordersApi.receiptFile(r.file_url));
      } catch (error) {
        onFailed(errorText(error, { fallback: T.downloadFailed }));
      }
    },
    [onFailed],
  );

  const verify = async (approved: boolean) => {
    setBusy(approved ? 'approve' : 'reject');
    try {
      const answer = await ordersApi.verifyPayment(order.id, {
        payment_verified: approved,
        payment_notes: notes.trim(),
      });
      onVerified(answer, approved ? T.paymentApproved : T.paymentRejected);
    } catch (error) {
      onFailed(errorText(error, { fallback: T.verifyFailed }));
    } finally {
      setBusy(null);
    }
  };

  const preview = (r: PaymentReceipt, i: number) => {
    if (r.file_type !== 'image')
      return (
        <button
          type="button"
          aria-label={T.openGallery(r.file_name)}
          onClick={() => setGallery(i)}
          style={{
            width: 96,
            height: 96,
            border: '1px solid #ffccc7',
            borderRadius: 8,
            background: '#fff1f0',
            cursor: 'pointer',
          }}
        >
          <Typography.Text strong style={{ color: '#cf1322' }}>
            PDF
          </Typography.Text>
        </button>
      );
    const image = images.get(r.id);
    if (image?.kind === 'failed')
      return (
        <Flex vertical align="center" gap={4} style={{ width: 96 }}>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {T.imageFailed}
          </Typography.Text>
          <Button size="small" onClick={image.retry}>
            {T.retry}
          </Button>
        </Flex>
      );
    if (image?.kind !== 'ready') return <Spin size="small" />;
    return (
      <button
        type="button"
        aria-label={T.openGallery(r.file_name)}
        onClick={() => setGallery(i)}
        style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
      >
        <img
          src={image.src}
          alt={r.file_name}
          style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 8 }}
        />
      </button>
    );
  };

  const verified = receipts?.filter((r) => r.is_verified).length ?? 0;
  const reviewsReceipts = orderAllows(order, 'review_receipt');
  const receiptList = (
    <ReceiptList
      receipts={receipts ?? undefined}
      failed={failed}
      onRetry={() => void list.refetch()}
      texts={LIST_TEXTS}
      header={
        receipts && (
          <Typography.Paragraph data-testid="receipts-summary">
            {T.receiptsSummary(
              receipts.length,
              formatFileSize(receipts.reduce((sum, r) => sum + (r.file_size || 0), 0)),
              verified,
              receipts.length - verified,
            )}
          </Typography.Paragraph>
        )
      }
      renderPreview={preview}
      renderActions={(r) => (
        <>
          <DuplicateNotice receipt={r} />
          {reviewsReceipts && <ReceiptReviewButtons orderId={order.id} receipt={r} onReviewed={onVerified} />}
          {order.amount_due !== null && (
            // what this receipt should show paid: the amount due of the chosen terms
            <Typography.Text data-testid={`amount-due-${r.id}`} style={{ marginInlineEnd: 8 }}>
              {PAYMENT_INFO_LABELS.amountDue}: <PriceText value={order.amount_due} strong />
            </Typography.Text>
          )}
          {r.file_type === 'pdf' && (
            <Button size="small" onClick={() => openPdf(r)}>
              {T.viewPdf}
            </Button>
          )}
          <Button size="small" aria-label={T.downloadOf(r.file_name)} onClick={() => download(r)}>
            {T.download}
          </Button>
        </>
      )}
    />
  );
  const gallery_ = receipts && receipts.length > 0 && (
    <ReceiptGallery
      open={gallery !== null}
      index={gallery ?? 0}
      onIndexChange={setGallery}
      onClose={() => setGallery(null)}
      onOpenPdf={(i) => openPdf(receipts[i])}
      items={receipts.map((r) => {
        const image = images.get(r.id);
        return {
          key: r.id,
          name: r.file_name,
          kind: r.file_type,
          src: image?.kind === 'ready' ? image.src : null,
          caption: REVIEW_TEXTS[receiptReview(r)],
        };
      })}
    />
  );

  const reviewing = orderAllows(order, 'verify_payment');
  return (
    <EditorCard title={T.verificationCard}>
      {order.balance && <CoverageNotice balance={order.balance} />}
      {receiptList}
      {gallery_}
      {reviewing && (
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <label htmlFor="payment-notes">{T.paymentNotes}</label>
          <Input.TextArea
            id="payment-notes"
            rows={2}
            value={notes}
            disabled={busy !== null}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Flex gap={8}>
            <Popconfirm
              title={T.approve}
              description={
                leavesUncovered(order.balance)
                  ? `${T.approveConfirm} ${M.approveUncovered}`
                  : T.approveConfirm
              }
              okText={T.approveOk}
              cancelText={T.cancel}
              onConfirm={() => verify(true)}
            >
              <Button type="primary" loading={busy === 'approve'} disabled={busy !== null}>
                {T.approve}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={T.reject}
              description={T.rejectConfirm}
              okText={T.rejectOk}
              cancelText={T.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => verify(false)}
            >
              <Button danger loading={busy === 'reject'} disabled={busy !== null}>
                {T.reject}
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      )}
    </EditorCard>
  );
}
