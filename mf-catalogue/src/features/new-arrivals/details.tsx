// The details of an announcement: origin, shipment date, estimated arrival, categories and the number of products.
import { Descriptions } from 'antd';
import type { ShipmentAnnouncement } from '@sefaresh/shared-api';
import { formatJalaliDate, formatNumber } from '@sefaresh/shared-ui';
import { ARRIVALS_TEXTS as T } from './messages';

export function AnnouncementDetails({ item }: { item: ShipmentAnnouncement }) {
  const rows = [
    { key: 'origin', label: T.origin, children: item.origin_country },
    {
      key: 'shipment',
      label: T.shipmentDate,
      children: item.shipment_date ? formatJalaliDate(item.shipment_date) : '',
    },
    {
      key: 'arrival',
      label: T.estimatedArrival,
      children: item.estimated_arrival ? formatJalaliDate(item.estimated_arrival) : '',
    },
    { key: 'categories', label: T.categories, children: item.product_categories },
    {
      key: 'count',
      label: T.productsCount,
      children: item.products_count ? formatNumber(item.products_count) : '',
    },
  ].filter((row) => row.children);
  if (rows.length === 0) return null;
  return <Descriptions size="small" column={1} items={rows} />;
}
