// The details modal of one order (GET admin/orders/{id}/details/): customer, items, totals, receipts and the
// recent events.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { adminOrderQuery, errorText, type AdminOrderDetails } from '@sefaresh/shared-api';
import {
  formatJalaliDate,
  formatJalaliDateTime,
  OrderStatusBadge,
  orderStatusLabel,
  PriceText,
  toPersianDigits,
  toPersianDigitsInText,
} from '@sefaresh/shared-ui';
import { PlainList, PlainListItem } from '../../components/plain-list';
import { RECENT_EVENTS } from './constants';
import { ORDERS_LIST_MESSAGES as T } from './messages';

export interface OrderDetailsModalProps {
  orderId: number | null;
  onClose: () => void;
  onOpenEditor: (id: number) => void;
}

export function OrderDetailsModal({ orderId, onClose, onOpenEditor }: OrderDetailsModalProps) {
  // the editor's order query: opening the editor afterwards shows it at once
  const query = useQuery({ ...adminOrderQuery(orderId ?? 0), enabled: orderId !== null });
  const order = orderId === null ? undefined : query.data;
  const error = !order && query.isError ? errorText(query.error, { fallback: T.detailsError }) : undefined;
  return (
    <Modal
      open={orderId !== null}
      onCancel={onClose}
      title={orderId !== null ? T.detailsTitle(toPersianDigits(orderId)) : ''}
      width={760}
      footer={[
        <Button key="editor" onClick={() => orderId !== null && onOpenEditor(orderId)}>
          {T.openEditor}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {T.close}
        </Button>,
      ]}
    >
      {error && <Alert type="error" showIcon role="alert" title={T.detailsError} description={error} />}
      {!order && !error && <Spin />}
      {order && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={T.status}>
              <OrderStatusBadge status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={T.createdAt}>{formatJalaliDate(order.created_at)}</Descriptions.Item>
            <Descriptions.Item label={T.customerName}>{order.customer_name}</Descriptions.Item>
            <Descriptions.Item label={T.email}>{order.customer_email}</Descriptions.Item>
            <Descriptions.Item label={T.phone}>
              {toPersianDigits(order.customer_phone) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={T.invoiceType}>{order.business_invoice_type_display}</Descriptions.Item>
            <Descriptions.Item label={T.pricer}>{order.priced_by_name || '—'}</Descriptions.Item>
            <Descriptions.Item label={T.assignedDealer}>
              {order.assigned_dealer_name || T.noDealer}
            </Descriptions.Item>
            <Descriptions.Item label={T.quotedTotal}>
              <PriceText value={order.quoted_total} />
            </Descriptions.Item>
            <Descriptions.Item label={T.totalWithTax}>
              <PriceText value={order.total_with_tax} />
            </Descriptions.Item>
            <Descriptions.Item label={T.receipts}>
              {toPersianDigits(order.payment_receipts_count)}
            </Descriptions.Item>
            {order.completion_date && (
              <Descriptions.Item label={T.completionDate}>
                {formatJalaliDate(order.completion_date)}
              </Descriptions.Item>
            )}
            {order.customer_comment && (
              <Descriptions.Item label={T.comment} span={2}>
                {order.customer_comment}
              </Descriptions.Item>
            )}
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>{T.items}</h4>
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={order.items.filter((i) => i.is_active)}
            columns={[
              { title: T.product, dataIndex: 'product_name' },
              {
                title: T.quantity,
                render: (_: unknown, i: AdminOrderDetails['items'][number]) =>
                  toPersianDigits(i.final_quantity ?? i.requested_quantity),
              },
            ]}
          />
          <h4 style={{ marginTop: 16 }}>{T.events}</h4>
          {order.events.length === 0 ? (
            <Typography.Text type="secondary">{T.noEvents}</Typography.Text>
          ) : (
            <PlainList aria-label={T.events}>
              {order.events.slice(0, RECENT_EVENTS).map((e) => (
                <PlainListItem key={e.id} size="small">
                  <span>
                    {e.from_status ? `${orderStatusLabel(e.from_status)} ← ` : ''}
                    {e.from_status ? orderStatusLabel(e.to_status) : T.orderCreated}
                    {e.note ? ` — ${toPersianDigitsInText(e.note)}` : ''}
                  </span>
                  <Typography.Text type="secondary">
                    {e.actor_name ? `${e.actor_name} · ` : ''}
                    {formatJalaliDateTime(e.created_at)}
                  </Typography.Text>
                </PlainListItem>
              ))}
            </PlainList>
          )}
        </>
      )}
    </Modal>
  );
}
