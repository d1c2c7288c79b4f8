// Step 4: the payment receipts (GET /orders/{id}/payment-receipts/), image previews fetched with the bearer
// token, PDFs opened in a new tab, and shared-ui's ReceiptGallery; every receipt message of spec 001 §7–§8.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Tag, Typography } from 'antd';
import {
  errorText,
  ordersApi,
  receiptFileQuery,
  receiptsQuery,
  useAuthStore,
  type PaymentReceipt,
} from '@sefaresh/shared-api';
import {
  EmptyState,
  formatFileSize,
  formatJalaliDateTime,
  openPdfInNewTab,
  ReceiptGallery,
  ReceiptPaidLine,
  receiptReview,
  ReceiptReviewLine,
  useFetchedImages,
  type ReceiptReview,
  type FetchedImage,
  type ReceiptGalleryItem,
} from '@sefaresh/shared-ui';
import { RECEIPT_REVIEW_LABELS } from '@sefaresh/shared-api/rules';
import type { DealerOrder } from '../../shared/dealer-api';
import { WIZARD_TEXTS as T } from './messages';

const THUMB = 96;

function Preview({
  receipt,
  state,
  onOpen,
}: {
  receipt: PaymentReceipt;
  state: FetchedImage | undefined;
  onOpen(): void;
}) {
  const [broken, setBroken] = useState(false);
  const box = { width: THUMB, minHeight: THUMB, flex: 'none' } as const;
  if (!state)
    return (
      <Typography.Text type="secondary" style={box}>
        {T.imageMissing}
      </Typography.Text>
    );
  if (state.kind === 'loading') return <Spin size="small" style={box} />;
  if (state.kind === 'failed')
    return (
      <Flex vertical gap={4} style={box}>
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {T.imageLoadFailed}
        </Typography.Text>
        <Button size="small" onClick={state.retry}>
          {T.retry}
        </Button>
      </Flex>
    );
  if (broken)
    return (
      <Typography.Text type="danger" style={{ ...box, fontSize: 12 }}>
        {T.imageRenderFailed}
      </Typography.Text>
    );
  return (
    <button
      type="button"
      aria-label={T.openGallery(receipt.file_name)}
      onClick={onOpen}
      style={{ ...box, padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
    >
      <img
        src={state.src}
        alt={receipt.file_name}
        onError={() => setBroken(true)}
        style={{ width: THUMB, height: THUMB, objectFit: 'cover', borderRadius: 8 }}
      />
    </button>
  );
}

/** Each receipt's own review: verified, waiting, or rejected with its reason. */
const REVIEW_TAGS: Record<ReceiptReview, { color: string; text: string }> = {
  verified: { color: 'green', text: T.receiptVerified },
  pending: { color: 'gold', text: T.receiptPending },
  returned: { color: 'red', text: RECEIPT_REVIEW_LABELS.rejected },
};

export function ReceiptsStep({ order }: { order: DealerOrder }) {
  const signedIn = useAuthStore((s) => Boolean(s.accessToken));
  const [message, setMessage] = useState<string | null>(null);
  const [gallery, setGallery] = useState<number | null>(null);
  const list = useQuery({
    ...receiptsQuery(order.id),
    placeholderData: order.payment_receipts?.length ? order.payment_receipts : undefined,
  });
  const receipts = useMemo(() => list.data ?? [], [list.data]);
  // an image receipt without a file shows as missing
  const images = useFetchedImages(
    receipts
      .filter((r) => r.file_type === 'image' && r.file_url)
      .map((r) => ({ id: r.id, query: receiptFileQuery(r.file_url) })),
    signedIn,
  );

  const openPdf = async (receipt: PaymentReceipt) => {
    setMessage(null);
    const url = receipt.file_url || receipt.download_url;
    if (!url) return setMessage(T.noLink);
    if (!signedIn) return setMessage(T.loginAgain);
    try {
      await openPdfInNewTab(() => ordersApi.receiptFile(url), {
        onBlocked: () => setMessage(T.popupBlocked),
      });
    } catch (error) {
      setMessage(errorText(error, { fallback: T.pdfFailed }));
    }
  };

  if (list.isError && !list.data)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={T.receiptsLoadFailed}
        action={
          <Button size="small" onClick={() => list.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  if (list.isPending) return <Spin />;
  if (receipts.length === 0) return <EmptyState description={T.noReceipts} />;

  const galleryItems: ReceiptGalleryItem[] = receipts.map((r) => {
    const state = images.get(r.id);
    return {
      key: r.id,
      name: r.file_name,
      kind: r.file_type === 'pdf' ? 'pdf' : 'image',
      src: state?.kind === 'ready' ? state.src : null,
      caption: formatJalaliDateTime(r.uploaded_at),
    };
  });

  return (
    <Flex vertical gap={12}>
      {!signedIn && <Alert type="warning" showIcon title={T.loginAgain} />}
      {message && <Alert type="error" showIcon role="alert" title={message} />}
      <ul aria-label={T.receiptsList} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {receipts.map((r, i) => (
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
            {r.file_type === 'pdf' ? (
              <Tag color="red" style={{ alignSelf: 'start' }}>
                PDF
              </Tag>
            ) : (
              <Preview receipt={r} state={images.get(r.id)} onOpen={() => setGallery(i)} />
            )}
            <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {r.file_name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {T.size}: {formatFileSize(r.file_size)} — {T.uploadedAt}:{' '}
                {formatJalaliDateTime(r.uploaded_at)}
              </Typography.Text>
              <ReceiptPaidLine receipt={r} />
              <div>
                <Tag color={REVIEW_TAGS[receiptReview(r)].color}>{REVIEW_TAGS[receiptReview(r)].text}</Tag>
              </div>
              <ReceiptReviewLine receipt={r} review={receiptReview(r)} />
              {r.file_type === 'pdf' && (
                <div>
                  {r.file_url || r.download_url ? (
                    <Button size="small" onClick={() => openPdf(r)}>
                      {T.openPdf}
                    </Button>
                  ) : (
                    <Typography.Text type="danger">{T.fileMissing}</Typography.Text>
                  )}
                </div>
              )}
            </Flex>
          </li>
        ))}
      </ul>
      <ReceiptGallery
        open={gallery !== null}
        items={galleryItems}
        index={gallery ?? 0}
        onIndexChange={setGallery}
        onClose={() => setGallery(null)}
        onOpenPdf={(i) => void openPdf(receipts[i])}
      />
    </Flex>
  );
}
