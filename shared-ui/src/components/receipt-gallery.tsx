// A modal gallery of payment receipts (spec 001 §2.4): the current image large (or a PDF notice with an open
// button), previous/next, a Persian 'x از n' counter, clickable thumbnails and the keyboard.
//
// Keyboard, chosen for a right-to-left page: the reading direction runs from right to left, so ArrowLeft moves
// forward (next) and ArrowRight moves back (previous); Escape closes. There is no wrap-around: previous is
// disabled on the first item and next on the last, and the arrow keys do nothing there.
import { useEffect } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { toPersianDigits } from '../formatters';

export interface ReceiptGalleryItem {
  key: string | number;
  name: string;
  /** An object URL (or any URL) of the file; null while it is not available. */
  src: string | null;
  kind: 'image' | 'pdf';
  caption?: string;
}

export interface ReceiptGalleryProps {
  open: boolean;
  items: ReceiptGalleryItem[];
  index: number;
  onIndexChange(i: number): void;
  onClose(): void;
  /** Opens a PDF (e.g. fetched with the bearer token into a new tab); without it the PDF's src is opened. */
  onOpenPdf?(i: number): void;
  /** The modal's title and the thumbnails' name, when it shows other images (a product's pictures). */
  title?: string;
  thumbnailsLabel?: string;
}

export const RECEIPT_GALLERY_TEXTS = Object.freeze({
  title: 'تصاویر رسید پرداخت',
  previous: 'قبلی',
  next: 'بعدی',
  close: 'بستن',
  counter: (current: number, total: number) => `${toPersianDigits(current)} از ${toPersianDigits(total)}`,
  pdfNotice: 'این رسید فایل PDF است و در این پنجره نمایش داده نمی‌شود.',
  openPdf: 'باز کردن PDF',
  imageMissing: 'تصویر در دسترس نیست',
  fileMissing: 'فایل در دسترس نیست',
  thumbnails: 'فهرست رسیدها',
  thumbnail: (name: string) => `نمایش ${name}`,
});

const T = RECEIPT_GALLERY_TEXTS;

export function ReceiptGallery({
  open,
  items,
  index,
  onIndexChange,
  onClose,
  onOpenPdf,
  title = T.title,
  thumbnailsLabel = T.thumbnails,
}: ReceiptGalleryProps) {
  const count = items.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const item = items[current];
  const hasPrevious = current > 0;
  const hasNext = current < count - 1;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft') {
        // RTL: left is forward
        if (current < count - 1) onIndexChange(current + 1);
      } else if (event.key === 'ArrowRight') {
        if (current > 0) onIndexChange(current - 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, current, count, onIndexChange, onClose]);

  const openPdf = () => {
    if (onOpenPdf) onOpenPdf(current);
    else if (item?.src) window.open(item.src, '_blank', 'noopener');
  };

  let stage;
  if (!item) stage = <Typography.Text type="secondary">{T.fileMissing}</Typography.Text>;
  else if (item.kind === 'pdf') {
    stage = (
      <Flex vertical align="center" gap={12} style={{ padding: 32 }}>
        <Typography.Text strong style={{ fontSize: 32, color: '#cf1322' }} aria-hidden>
          PDF
        </Typography.Text>
        <Typography.Text>{T.pdfNotice}</Typography.Text>
        {onOpenPdf || item.src ? (
          <Button type="primary" onClick={openPdf}>
            {T.openPdf}
          </Button>
        ) : (
          <Typography.Text type="danger">{T.fileMissing}</Typography.Text>
        )}
      </Flex>
    );
  } else if (!item.src) {
    stage = <Typography.Text type="secondary">{T.imageMissing}</Typography.Text>;
  } else {
    stage = (
      <img
        src={item.src}
        alt={item.name}
        style={{
          maxWidth: '100%',
          maxHeight: '60vh',
          objectFit: 'contain',
          display: 'block',
          margin: '0 auto',
        }}
      />
    );
  }

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={860}
      keyboard={false}
      destroyOnHidden
      centered
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center">
          <Button onClick={() => onIndexChange(current - 1)} disabled={!hasPrevious}>
            {T.previous}
          </Button>
          <Typography.Text data-testid="receipt-gallery-counter">
            {count ? T.counter(current + 1, count) : ''}
          </Typography.Text>
          <Button onClick={() => onIndexChange(current + 1)} disabled={!hasNext}>
            {T.next}
          </Button>
        </Flex>
        <Flex
          vertical
          align="center"
          justify="center"
          style={{ minHeight: 240, background: 'rgba(0,0,0,0.03)', borderRadius: 8 }}
        >
          {stage}
        </Flex>
        {item && (
          <Flex vertical align="center" gap={2}>
            <Typography.Text strong>{item.name}</Typography.Text>
            {item.caption && <Typography.Text type="secondary">{item.caption}</Typography.Text>}
          </Flex>
        )}
        {count > 1 && (
          <ul
            aria-label={thumbnailsLabel}
            style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' }}
          >
            {items.map((it, i) => (
              <li key={it.key}>
                <button
                  type="button"
                  aria-label={T.thumbnail(it.name)}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => onIndexChange(i)}
                  style={{
                    width: 64,
                    height: 64,
                    padding: 0,
                    cursor: 'pointer',
                    borderRadius: 6,
                    overflow: 'hidden',
                    background: '#fafafa',
                    border: i === current ? '2px solid #1677ff' : '1px solid rgba(0,0,0,0.15)',
                  }}
                >
                  {it.kind === 'image' && it.src ? (
                    <img src={it.src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                  ) : (
                    <span style={{ fontSize: 12 }}>{it.kind === 'pdf' ? 'PDF' : '—'}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Modal>
  );
}
