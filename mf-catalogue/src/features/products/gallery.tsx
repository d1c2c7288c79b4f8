// The product modal's gallery: the chosen image large, thumbnails to choose another, and a fullscreen overlay
// (Escape closes it, the arrow keys move between images). Failed images fall back to the placeholder.
import { useEffect, useState } from 'react';
import { Button, Flex, Modal } from 'antd';
import type { ProductImage } from '@sefaresh/shared-api';
import { ProductPicture, toPersianDigits } from '@sefaresh/shared-ui';
import { CATALOGUE_TEXTS as T } from './messages';

export interface GalleryProps {
  name: string;
  images: readonly ProductImage[];
}

export function Gallery({ name, images }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const current = images[index];
  const count = images.length;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  useEffect(() => {
    if (!fullscreen || count < 2) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((i) => (i + 1) % count);
      if (event.key === 'ArrowRight') setIndex((i) => (i - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen, count]);
  const label = (i: number) => images[i]?.alt_text || T.imageOf(name, toPersianDigits(i + 1));

  return (
    <Flex vertical gap={8}>
      <ProductPicture
        src={current?.image_url}
        alt={label(index)}
        style={{ width: '100%', height: 280, borderRadius: 8 }}
      />
      {count > 0 && (
        <Flex gap={8} wrap align="center">
          {images.map((img, i) => (
            <button
              key={img.id}
              type="button"
              aria-label={label(i)}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              style={{
                padding: 0,
                border: i === index ? '2px solid #1677ff' : '1px solid #d9d9d9',
                borderRadius: 6,
                background: 'none',
                cursor: 'pointer',
              }}
            >
              <ProductPicture
                src={img.thumbnail_url}
                alt=""
                style={{ width: 56, height: 56, borderRadius: 4 }}
              />
            </button>
          ))}
          <Button onClick={() => setFullscreen(true)}>{T.enlarge}</Button>
        </Flex>
      )}
      <Modal
        open={fullscreen}
        onCancel={() => setFullscreen(false)}
        footer={null}
        width="100%"
        style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
        styles={{
          body: { minHeight: '85vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
        }}
        title={label(index)}
        closable={{ 'aria-label': T.close }}
        destroyOnHidden
      >
        <Flex align="center" gap={8} justify="center">
          {count > 1 && (
            <Button aria-label={T.previousImage} onClick={() => move(-1)}>
              ›
            </Button>
          )}
          <ProductPicture
            src={current?.image_url}
            alt={label(index)}
            style={{ maxWidth: '100%', maxHeight: '80vh', objectFit: 'contain' }}
          />
          {count > 1 && (
            <Button aria-label={T.nextImage} onClick={() => move(1)}>
              ‹
            </Button>
          )}
        </Flex>
      </Modal>
    </Flex>
  );
}
