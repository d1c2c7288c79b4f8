// Card 1 (spec 001 §2.1, §5 tax and totals): who ordered, when, the status, the invoice type, the customer's
// comment and the order total — subtotal, tax and total with tax for official invoices; 'محاسبه نشده' at 0.
import { Descriptions, Typography, type DescriptionsProps } from 'antd';
import type { Order } from '@sefaresh/shared-api';
import { STATUS } from '@sefaresh/shared-api/rules';
import { formatJalaliDateTime, formatRial, OrderStatusBadge, toPersianDigits } from '@sefaresh/shared-ui';
import { amountOf, EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';

function Money({ value }: { value: number | null }) {
  return value === null ? (
    <Typography.Text type="secondary">{T.notCalculated}</Typography.Text>
  ) : (
    <Typography.Text strong>{formatRial(value)}</Typography.Text>
  );
}

function OrderTotal({ order }: { order: Order }) {
  const subtotal = amountOf(order.quoted_total);
  if (!order.is_official_invoice || subtotal === null) return <Money value={subtotal} />;
  const withTax = amountOf(order.total_with_tax) ?? subtotal;
  return (
    <div data-testid="order-total">
      <div>
        {T.subtotal}: <Money value={subtotal} />
      </div>
      <div>
        {T.tax}: <Money value={withTax - subtotal || null} />
      </div>
      <div>
        {T.totalWithTax}: <Money value={withTax} />
      </div>
    </div>
  );
}

export function OrderInfoCard({ order }: { order: Order }) {
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'name', label: T.customerName, children: order.customer_name },
    {
      key: 'phone',
      label: T.customerPhone,
      children: order.customer_phone ? toPersianDigits(order.customer_phone) : T.notRegistered,
    },
    { key: 'created', label: T.createdAt, children: formatJalaliDateTime(order.created_at) },
    { key: 'status', label: T.status, children: <OrderStatusBadge status={order.status} /> },
    { key: 'type', label: T.invoiceType, children: order.business_invoice_type_display },
    { key: 'comment', label: T.customerComment, children: order.customer_comment || '—' },
    { key: 'total', label: T.orderTotal, children: <OrderTotal order={order} /> },
  ];
  if (order.status === STATUS.completed && order.completion_date)
    items.push({
      key: 'completion',
      label: T.completionDate,
      children: formatJalaliDateTime(order.completion_date),
    });
  if (order.customer_rejection_reason)
    items.push({ key: 'rejection', label: T.rejectionReason, children: order.customer_rejection_reason });
  if (order.cancellation_reason)
    items.push({ key: 'cancellation', label: T.cancellationReason, children: order.cancellation_reason });
  return (
    <EditorCard title={T.infoCard}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
    </EditorCard>
  );
}
