// A product of the catalogue grid: the primary image (the second on hover), name, category, price and stock badge.
// The whole card opens the product's modal.
import { useState, type KeyboardEvent } from 'react';
import { Card, Flex, Typography } from 'antd';
import type { Product } from '@sefaresh/shared-api';
import { CARD_IMAGE_STYLE, PriceText, ProductPicture, StockBadge } from '@sefaresh/shared-ui';

export interface ProductCardProps {
  product: Product;
  onOpen(product: Product): void;
}

export function ProductCard({ product, onOpen }: ProductCardProps) {
  const [hover, setHover] = useState(false);
  const images = product.product_images;
  const primary = product.primary_image_url ?? images[0]?.image_url ?? null;
  const second = images.find((img) => img.image_url !== primary)?.image_url ?? null;
  const shown = hover && second ? second : primary;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(product);
    }
  };
  return (
    <Card
      hoverable
      role="button"
      tabIndex={0}
      aria-label={product.name}
      data-product-id={product.id}
      onClick={() => onOpen(product)}
      onKeyDown={onKey}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      style={{ height: '100%' }}
      cover={
        <ProductPicture src={shown} alt={images[0]?.alt_text || product.name} style={CARD_IMAGE_STYLE} />
      }
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Text strong style={{ minWidth: 0 }} ellipsis={{ tooltip: product.name }}>
            {product.name}
          </Typography.Text>
          <StockBadge product={product} />
        </Flex>
        <Typography.Text type="secondary">{product.category_name}</Typography.Text>
        <PriceText value={product.base_price} />
      </Flex>
    </Card>
  );
}
