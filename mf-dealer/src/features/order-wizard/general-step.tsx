// Step 1: the order's general information.
import { Descriptions } from 'antd';
import {
  formatJalaliDate,
  formatJalaliDateTime,
  OrderStatusBadge,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import type { DealerOrder } from '../../shared/dealer-api';
import { WIZARD_TEXTS as T } from './messages';

export function GeneralStep({ order }: { order: DealerOrder }) {
  const info = order.customer_info;
  const phone = order.customer_phone || info?.phone;
  const items = [
    { key: 'id', label: T.orderNumber, children: `#${toPersianDigits(order.id)}` },
    { key: 'status', label: T.status, children: <OrderStatusBadge status={order.status} /> },
    { key: 'created', label: T.createdAt, children: formatJalaliDateTime(order.created_at) },
    { key: 'invoice', label: T.invoiceType, children: order.business_invoice_type_display || T.none },
    { key: 'customer', label: T.customer, children: order.customer_name || info?.name || T.none },
    {
      key: 'phone',
      label: T.phone,
      children: phone ? <span dir="ltr">{toPersianDigits(phone)}</span> : T.notRegistered,
    },
    ...(info?.company_name ? [{ key: 'company', label: T.company, children: info.company_name }] : []),
    ...(info?.complete_address
      ? [{ key: 'address', label: T.address, children: info.complete_address, span: 'filled' as const }]
      : []),
    ...(order.dealer_assigned_at
      ? [{ key: 'assigned', label: T.assignedAt, children: formatJalaliDate(order.dealer_assigned_at) }]
      : []),
    ...(order.completion_date
      ? [{ key: 'completion', label: T.completionDate, children: formatJalaliDate(order.completion_date) }]
      : []),
    ...(order.customer_comment
      ? [
          {
            key: 'comment',
            label: T.customerComment,
            children: order.customer_comment,
            span: 'filled' as const,
          },
        ]
      : []),
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={items}
      styles={{ label: { whiteSpace: 'nowrap' }, content: { overflowWrap: 'anywhere' } }}
    />
  );
}
