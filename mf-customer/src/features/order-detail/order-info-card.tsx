// The order's data (spec 000 §2 order detail): status, customer, dates, invoice type, totals, pricer, dealer,
// comments, and the reasons of a rejection or cancellation.
import type { ReactNode } from 'react';
import { Card, Descriptions, Typography } from 'antd';
import type { Order } from '@sefaresh/shared-api';
import { formatJalaliDateTime, OrderStatusBadge, PriceText, toPersianDigits } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { showsPaymentNotes } from './order-rules';

export function OrderInfoCard({ order, extra }: { order: Order; extra?: ReactNode }) {
  const rows: { key: string; label: string; children: ReactNode; span?: number }[] = [
    { key: 'status', label: T.status, children: <OrderStatusBadge status={order.status} /> },
    { key: 'created', label: T.createdAt, children: formatJalaliDateTime(order.created_at) },
    { key: 'name', label: T.customerName, children: order.customer_name || '—' },
    {
      key: 'phone',
      label: T.customerPhone,
      children: order.customer_phone ? <span dir="ltr">{toPersianDigits(order.customer_phone)}</span> : '—',
    },
    { key: 'type', label: T.invoiceType, children: order.business_invoice_type_display },
    { key: 'total', label: T.quotedTotal, children: <PriceText value={order.quoted_total} strong /> },
  ];
  if (order.is_official_invoice)
    rows.push({
      key: 'tax',
      label: T.totalWithTax,
      children: <PriceText value={order.total_with_tax} strong />,
    });
  if (order.pricing_date || order.priced_by_name) {
    rows.push({
      key: 'pricing-date',
      label: T.pricingDate,
      children: formatJalaliDateTime(order.pricing_date),
    });
    rows.push({ key: 'priced-by', label: T.pricedBy, children: order.priced_by_name || '—' });
  }
  if (order.assigned_dealer_name)
    rows.push({ key: 'dealer', label: T.dealer, children: order.assigned_dealer_name });
  if (order.completion_date)
    rows.push({
      key: 'completion',
      label: T.completionDate,
      children: formatJalaliDateTime(order.completion_date),
    });

  const notes: { key: string; label: string; text: string; type?: 'danger' }[] = [];
  if (order.customer_comment)
    notes.push({ key: 'cc', label: T.customerComment, text: order.customer_comment });
  if (order.admin_comment) notes.push({ key: 'ac', label: T.adminComment, text: order.admin_comment });
  if (order.payment_notes && showsPaymentNotes(order))
    notes.push({ key: 'pn', label: T.paymentNotes, text: order.payment_notes });
  if (order.customer_rejection_reason)
    notes.push({
      key: 'rr',
      label: T.rejectionReason,
      text: order.customer_rejection_reason,
      type: 'danger',
    });
  if (order.cancellation_reason)
    notes.push({ key: 'cr', label: T.cancellationReason, text: order.cancellation_reason, type: 'danger' });

  return (
    <Card title={T.infoCard} extra={extra} size="small">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={rows} />
      {notes.map((n) => (
        <section key={n.key} aria-label={n.label} style={{ marginTop: 12 }}>
          <Typography.Text strong>{n.label}</Typography.Text>
          <Typography.Paragraph type={n.type} style={{ whiteSpace: 'pre-line', margin: '4px 0 0' }}>
            {n.text}
          </Typography.Paragraph>
        </section>
      ))}
    </Card>
  );
}
