// Step 4: the payment receipts (GET /orders/{id}/payment-receipts/), image previews fetched with the bearer
// token, PDFs opened in a new tab, and shared-ui's ReceiptGallery; every receipt message of spec 001 §7–§8.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Tag, Typography } from 'antd';
import { errorText, ordersApi, useAuthStore, type PaymentReceipt } from '@sefaresh/shared-api';
import {
  EmptyState,
  formatFileSize,
  formatJalaliDateTime,
  OBJECT_URL_LIFETIME_MS,
  ReceiptGallery,
  type ReceiptGalleryItem,
} from '@sefaresh/shared-ui';
import type { DealerOrder } from '../../shared/dealer-api';
import { WIZARD_TEXTS as T } from './messages';
import { dealerReceiptsKey } from '../../shared/queries';

const THUMB = 96;

type ImageState =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'failed'; retry(): void }
  | { kind: 'ready'; src: string };

/** Each image receipt's file fetched with the token, as an object URL released when it is no longer shown. */
function useImageFiles(receipts: PaymentReceipt[], signedIn: boolean): Map<number, ImageState> {
  const images = receipts.filter((r) => r.file_type === 'image' && r.file_url);
  const files = useQueries({
    queries: images.map((r) => ({
      queryKey: ['dealer', 'receipt-file', r.file_url],
      queryFn: () => ordersApi.receiptFile(r.file_url),
      enabled: signedIn,
      staleTime: Infinity,
    })),
  });
  const blobs = files.map((f) => f.data);
  const stamp = files.map((f) => f.dataUpdatedAt).join(',');
  const current = useRef(blobs);
  current.current = blobs;
  const [urls, setUrls] = useState<Map<Blob, string>>(new Map());
  useEffect(() => {
    const made = new Map<Blob, string>();
    for (const blob of current.current) if (blob) made.set(blob, URL.createObjectURL(blob));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [stamp]);

  const states = new Map<number, ImageState>();
  for (const r of receipts) if (r.file_type === 'image') states.set(r.id, { kind: 'missing' });
  images.forEach((r, i) => {
    const file = files[i];
    const src = file.data ? urls.get(file.data) : undefined;
    if (file.isError) states.set(r.id, { kind: 'failed', retry: () => void file.refetch() });
    else if (src) states.set(r.id, { kind: 'ready', src });
    else states.set(r.id, { kind: 'loading' });
  });
  return states;
}

function Preview({
  receipt,
  state,
  onOpen,
}: {
  receipt: PaymentReceipt;
  state: ImageState | undefined;
  onOpen(): void;
}) {
  const [broken, setBroken] = useState(false);
  const box = { width: THUMB, minHeight: THUMB, flex: 'none' } as const;
  if (!state || state.kind === 'missing')
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

export function ReceiptsStep({ order }: { order: DealerOrder }) {
  const signedIn = useAuthStore((s) => Boolean(s.accessToken));
  const [message, setMessage] = useState<string | null>(null);
  const [gallery, setGallery] = useState<number | null>(null);
  const list = useQuery({
    queryKey: dealerReceiptsKey(order.id),
    queryFn: async () => (await ordersApi.receipts(order.id)).receipts,
    placeholderData: order.payment_receipts?.length ? order.payment_receipts : undefined,
  });
  const receipts = useMemo(() => list.data ?? [], [list.data]);
  const images = useImageFiles(receipts, signedIn);

  const openPdf = async (receipt: PaymentReceipt) => {
    setMessage(null);
    const url = receipt.file_url || receipt.download_url;
    if (!url) return setMessage(T.noLink);
    if (!signedIn) return setMessage(T.loginAgain);
    const tab = window.open('', '_blank'); // within the click, before the file arrives (pop-up blockers)
    if (!tab) return setMessage(T.popupBlocked);
    try {
      const blob = await ordersApi.receiptFile(url);
      const objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      tab.location.href = objectUrl;
      setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
    } catch (error) {
      tab.close();
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
              <div>
                <Tag color={r.is_verified ? 'green' : 'gold'}>
                  {r.is_verified ? T.receiptVerified : T.receiptPending}
                </Tag>
              </div>
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
