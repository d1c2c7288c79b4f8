// One announcement (spec 001 §2.8, §9): title, relative date, featured badge, author, the first image with up to
// three more thumbnails, the description cut at 150 characters, details and up to three related products.
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ShipmentAnnouncement } from '@sefaresh/shared-api';
import { DESCRIPTION_PREVIEW_CHARS } from '@sefaresh/shared-api/rules';
import {
  CARD_IMAGE_STYLE,
  formatJalaliDate,
  ProductPicture,
  toPersianDigits,
  truncate,
} from '@sefaresh/shared-ui';
import { AnnouncementDetails } from './details';
import { ARRIVALS_TEXTS as T } from './messages';
import { RelatedProducts } from './related-products';
import { shipmentAge } from './shipment-age';

const EXTRA_THUMBNAILS = 3;
const RELATED_ON_CARD = 3;

export interface AnnouncementCardProps {
  item: ShipmentAnnouncement;
  onOpen(item: ShipmentAnnouncement): void;
}

export function AnnouncementCard({ item, onOpen }: AnnouncementCardProps) {
  const [first, ...rest] = item.images;
  const extra = rest.slice(0, EXTRA_THUMBNAILS);
  return (
    <Card
      style={{ height: '100%' }}
      data-announcement-id={item.id}
      cover={
        <div>
          <ProductPicture src={first?.image} alt={item.title} style={CARD_IMAGE_STYLE} />
          {extra.length > 0 && (
            <Flex gap={6} style={{ padding: '6px 12px 0' }}>
              {extra.map((img, i) => (
                <ProductPicture
                  key={img.id}
                  src={img.thumbnail}
                  alt={T.imageOf(item.title, toPersianDigits(i + 2))}
                  style={{ width: 56, height: 56, borderRadius: 4 }}
                />
              ))}
            </Flex>
          )}
        </div>
      }
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {item.title}
          </Typography.Title>
          {item.is_featured && <Tag color="gold">{T.featured}</Tag>}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={item.created_at} title={formatJalaliDate(item.created_at)}>
            {shipmentAge(item.created_at)}
          </time>
          {item.created_by_name ? ` · ${T.author(item.created_by_name)}` : ''}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0 }} data-description>
          {truncate(item.description, DESCRIPTION_PREVIEW_CHARS)}
        </Typography.Paragraph>
        <AnnouncementDetails item={item} />
        <RelatedProducts
          products={item.related_products_info}
          shipmentTitle={item.title}
          limit={RELATED_ON_CARD}
        />
        <Button onClick={() => onOpen(item)} aria-label={`${T.details}: ${item.title}`}>
          {T.details}
        </Button>
      </Flex>
    </Card>
  );
}
