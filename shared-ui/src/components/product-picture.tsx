// A product or announcement picture that falls back to a placeholder when it is missing or fails to load (spec
// 001 §8); the catalogue's cards and the admin's product cards show pictures alike.
import { useState, type CSSProperties } from 'react';
import { theme } from 'antd';

/** A card's picture: the width of the card, at the 4:3 of the demo drawings, so a card shows them whole. */
export const CARD_IMAGE_STYLE = { width: '100%', aspectRatio: '4 / 3', height: 'auto' } as const;

/** Shown in place of a missing or failed picture. */
export const NO_IMAGE_TEXT = 'بدون تصویر';

export interface ProductPictureProps {
  src: string | null | undefined;
  alt: string;
  style?: CSSProperties;
}

export function ProductPicture({ src, alt, style }: ProductPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const { token } = theme.useToken();
  if (!src || failed === src) {
    return (
      <div
        role="img"
        aria-label={`${alt} (${NO_IMAGE_TEXT})`}
        data-placeholder
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: token.colorFillTertiary,
          color: token.colorTextSecondary,
          ...style,
        }}
      >
        {NO_IMAGE_TEXT}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(src)}
      style={{ objectFit: 'cover', ...style }}
    />
  );
}
