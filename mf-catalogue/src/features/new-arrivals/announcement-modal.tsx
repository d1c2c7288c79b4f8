// An announcement's detail modal (spec 001 §2.8): an image carousel, the whole description, details and every
// related product with its inquiry button. Opening it reads the announcement again, which counts a view.
import { useQuery } from '@tanstack/react-query';
import { Button, Carousel, Flex, Modal, Typography } from 'antd';
import { shipmentAnnouncementQuery, type ShipmentAnnouncement } from '@sefaresh/shared-api';
import { ProductPicture, toPersianDigits } from '@sefaresh/shared-ui';
import { AnnouncementDetails } from './details';
import { ARRIVALS_TEXTS as T } from './messages';
import { RelatedProducts } from './related-products';

export interface AnnouncementModalProps {
  item: ShipmentAnnouncement | null;
  onClose(): void;
}

export function AnnouncementModal({ item, onClose }: AnnouncementModalProps) {
  const fresh = useQuery({
    ...shipmentAnnouncementQuery(item?.id ?? 0),
    enabled: item !== null,
    staleTime: Infinity,
  });
  if (!item) return null;
  const shown = fresh.data ?? item;
  return (
    <Modal
      open
      onCancel={onClose}
      title={shown.title}
      width={760}
      closable={{ 'aria-label': T.close }}
      footer={<Button onClick={onClose}>{T.close}</Button>}
    >
      <Flex vertical gap={12}>
        {shown.images.length > 0 ? (
          <Carousel dots arrows={shown.images.length > 1} adaptiveHeight>
            {shown.images.map((img, i) => (
              <div key={img.id}>
                <ProductPicture
                  src={img.image}
                  alt={T.imageOf(shown.title, toPersianDigits(i + 1))}
                  style={{ width: '100%', height: 320, objectFit: 'contain' }}
                />
              </div>
            ))}
          </Carousel>
        ) : (
          <ProductPicture src={null} alt={shown.title} style={{ width: '100%', height: 160 }} />
        )}
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
          {shown.description}
        </Typography.Paragraph>
        <AnnouncementDetails item={shown} />
        <RelatedProducts products={shown.related_products_info} shipmentTitle={shown.title} withInquiry />
      </Flex>
    </Modal>
  );
}
