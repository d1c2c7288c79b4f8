// A product of the admin list (spec 002 §2): image carousel, tags, category, description cut to 150 characters,
// base price, tax rate, price with tax ('contact us' when the price is 0 or missing), stock, origin, the active
// and featured toggles, delete, and a checkbox for the bulk actions. A picture opens the image viewer (spec 002
// §2): each image large, previous/next, the thumbnails and the keyboard (shared-ui's gallery).
import { useState } from 'react';
import { Button, Card, Carousel, Checkbox, Descriptions, Flex, Tag, Typography } from 'antd';
import type { AdminProduct } from '@sefaresh/shared-api';
import { DESCRIPTION_PREVIEW_CHARS, lineTax, rials } from '@sefaresh/shared-api/rules';
import {
  CARD_IMAGE_STYLE,
  formatNumber,
  formatPercent,
  formatRial,
  ProductPicture,
  ReceiptGallery,
  StockBadge,
  truncate,
} from '@sefaresh/shared-ui';
import { CardActions } from '../../components/catalogue-editing';
import { PRODUCTS_TEXTS as T } from './messages';

function priceWithTax(product: AdminProduct): string {
  const base = rials(product.base_price);
  return formatRial(String(base + lineTax(base, product.tax_rate, true)));
}

export interface ProductCardProps {
  product: AdminProduct;
  selected: boolean;
  busy: boolean;
  onSelect(id: number, selected: boolean): void;
  onFlag(id: number, flag: 'is_active' | 'is_featured', value: boolean): void;
  onDelete(product: AdminProduct): void;
  onEdit(product: AdminProduct): void;
}

export function ProductCard({
  product,
  selected,
  busy,
  onSelect,
  onFlag,
  onDelete,
  onEdit,
}: ProductCardProps) {
  const priced = /^[0-9]+$/.test(product.base_price) && product.base_price.replace(/^0+/, '') !== '';
  const images = product.product_images;
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <Card
        size="small"
        data-product-id={product.id}
        style={{ height: '100%' }}
        cover={
          images.length > 0 ? (
            <Carousel dots={images.length > 1} arrows={images.length > 1}>
              {images.map((img, i) => (
                <div key={img.id}>
                  <Button
                    type="text"
                    onClick={() => setViewing(i)}
                    aria-label={T.viewImage(product.name, i + 1, images.length)}
                    style={{ display: 'block', width: '100%', height: 'auto', padding: 0 }}
                  >
                    <ProductPicture
                      src={img.thumbnail_url}
                      alt={img.alt_text || product.name}
                      style={CARD_IMAGE_STYLE}
                    />
                  </Button>
                </div>
              ))}
            </Carousel>
          ) : undefined
        }
      >
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="start" gap={8}>
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(product.id, e.target.checked)}
              aria-label={T.select(product.name)}
            >
              <Typography.Text strong>{product.name}</Typography.Text>
            </Checkbox>
            <Flex gap={4} wrap>
              <StockBadge product={product} />
              {product.is_featured && <Tag color="gold">{T.featured}</Tag>}
              {!product.is_active && <Tag>{T.inactive}</Tag>}
            </Flex>
          </Flex>
          <Typography.Text type="secondary">{product.category_name}</Typography.Text>
          <Typography.Paragraph style={{ margin: 0 }}>
            {truncate(product.description, DESCRIPTION_PREVIEW_CHARS)}
          </Typography.Paragraph>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'base',
                label: T.basePrice,
                children: priced ? formatRial(product.base_price) : T.contactUs,
              },
              { key: 'tax', label: T.taxRate, children: formatPercent(product.tax_rate ?? 10) },
              {
                key: 'with-tax',
                label: T.priceWithTax,
                children: priced ? priceWithTax(product) : T.contactUs,
              },
              { key: 'stock', label: T.stockCount, children: formatNumber(product.stock) },
              { key: 'origin', label: T.origin, children: product.origin || '—' },
            ]}
          />
          <CardActions
            item={product}
            name={product.name}
            busy={busy}
            deleteConfirm={T.deleteConfirm(product.name)}
            onFlag={onFlag}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </Flex>
      </Card>
      <ReceiptGallery
        open={viewing !== null}
        title={T.imagesOf(product.name)}
        thumbnailsLabel={T.imagesOf(product.name)}
        items={images.map((img, i) => ({
          key: img.id,
          name: img.alt_text || `${product.name} ${i + 1}`,
          src: img.image_url,
          kind: 'image' as const,
        }))}
        index={viewing ?? 0}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
