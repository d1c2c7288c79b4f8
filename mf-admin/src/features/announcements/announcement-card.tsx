// An announcement of the admin list (spec 002 §2, §3): a checkbox for the bulk actions, the title with its tags,
// up to 3 thumbnails that open the gallery, the description cut to 150 characters, the shipment details, and the
// active and featured toggles, edit and delete.
import { Card, Checkbox, Descriptions, Flex, Tag, Typography } from 'antd';
import type { AdminAnnouncement } from '@sefaresh/shared-api';
import { DESCRIPTION_PREVIEW_CHARS } from '@sefaresh/shared-api/rules';
import { formatJalaliDate, formatNumber, truncate } from '@sefaresh/shared-ui';
import { CardActions } from '../../components/catalogue-editing';
import { ANNOUNCEMENTS_TEXTS as T } from './messages';
import type { AnnouncementFlag } from './use-admin-announcements';

/** Thumbnails a card shows; the gallery shows them all. */
const CARD_THUMBNAILS = 3;

export interface AnnouncementCardProps {
  announcement: AdminAnnouncement;
  selected: boolean;
  busy: boolean;
  onSelect(id: number, selected: boolean): void;
  onFlag(id: number, flag: AnnouncementFlag, value: boolean): void;
  onEdit(announcement: AdminAnnouncement): void;
  onDelete(announcement: AdminAnnouncement): void;
  onGallery(announcement: AdminAnnouncement): void;
}

export function AnnouncementCard({
  announcement: a,
  selected,
  busy,
  onSelect,
  onFlag,
  onEdit,
  onDelete,
  onGallery,
}: AnnouncementCardProps) {
  const shown = a.images.slice(0, CARD_THUMBNAILS);
  const more = a.images.length - shown.length;
  return (
    <Card size="small" data-announcement-id={a.id} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8}>
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(a.id, e.target.checked)}
            aria-label={T.select(a.title)}
          >
            <Typography.Text strong>{a.title}</Typography.Text>
          </Checkbox>
          <Flex gap={4} wrap>
            {a.is_featured && <Tag color="gold">{T.featured}</Tag>}
            {!a.is_active && <Tag>{T.inactive}</Tag>}
          </Flex>
        </Flex>
        {shown.length > 0 && (
          <button
            type="button"
            onClick={() => onGallery(a)}
            aria-label={T.openGallery(a.title, a.images.length)}
            style={{ display: 'flex', gap: 6, padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
          >
            {shown.map((img) => (
              <img
                key={img.id}
                src={img.thumbnail}
                alt=""
                style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 4 }}
              />
            ))}
            {more > 0 && (
              <Flex align="center" justify="center" style={{ width: 48, height: 72 }}>
                {T.moreImages(more)}
              </Flex>
            )}
          </button>
        )}
        <Typography.Paragraph style={{ margin: 0 }}>
          {truncate(a.description, DESCRIPTION_PREVIEW_CHARS)}
        </Typography.Paragraph>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'shipment', label: T.shipmentDate, children: formatJalaliDate(a.shipment_date) },
            { key: 'arrival', label: T.estimatedArrival, children: formatJalaliDate(a.estimated_arrival) },
            { key: 'origin', label: T.origin, children: a.origin_country || '—' },
            { key: 'categories', label: T.categories, children: a.product_categories || '—' },
            { key: 'products', label: T.products, children: formatNumber(a.products_count) },
            { key: 'views', label: T.views, children: formatNumber(a.view_count) },
            { key: 'created', label: T.createdAt, children: formatJalaliDate(a.created_at) },
          ]}
        />
        <CardActions
          item={a}
          name={a.title}
          busy={busy}
          deleteConfirm={T.deleteConfirm(a.title)}
          onFlag={onFlag}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Flex>
    </Card>
  );
}
