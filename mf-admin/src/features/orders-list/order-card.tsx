// One order of the admin list (spec 002 §2): number, date, status, customer, phone, pricer, dealer, item count,
// quoted total, a receipts notice, completion date, the comment cut to 80 characters, and the buttons its
// status allows.
import { Alert, Button, Card, Flex } from 'antd';
import type { AdminOrderRow } from '@sefaresh/shared-api';
import { STATUS, orderAllows } from '@sefaresh/shared-api/rules';
import {
  QuoteExpiredNote,
  CardField,
  formatJalaliDate,
  OrderStatusBadge,
  PriceText,
  toPersianDigits,
  truncate,
} from '@sefaresh/shared-ui';
import { COMMENT_PREVIEW_CHARS } from './constants';
import { ORDERS_LIST_MESSAGES as T } from './messages';

export interface AdminOrderCardProps {
  order: AdminOrderRow;
  onDetails: (order: AdminOrderRow) => void;
  /** قیمت‌گذاری / بررسی رسید / تکمیل سفارش: the order editor. */
  onOpenEditor: (order: AdminOrderRow) => void;
}

const Field = CardField;

/** The editor button the order's allowed actions offer, if any (the first pricing, a receipt, completion). */
function editorActionOf(order: AdminOrderRow): string | null {
  if (
    orderAllows(order, 'price') &&
    (order.status === STATUS.pendingPricing || order.status === STATUS.revisionRequested)
  )
    return T.price;
  if (orderAllows(order, 'verify_payment')) return T.reviewReceipt;
  if (orderAllows(order, 'complete')) return T.complete;
  return null;
}

export function AdminOrderCard({ order, onDetails, onOpenEditor }: AdminOrderCardProps) {
  const title = T.orderTitle(toPersianDigits(order.id));
  const action = editorActionOf(order);
  return (
    <Card
      role="article"
      aria-label={title}
      size="small"
      title={title}
      extra={<OrderStatusBadge status={order.status} />}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={6}>
        <Field label={T.createdAt}>{formatJalaliDate(order.created_at)}</Field>
        <Field label={T.customerName}>{order.customer_name}</Field>
        <Field label={T.phone}>{order.customer_phone ? toPersianDigits(order.customer_phone) : '—'}</Field>
        <Field label={T.pricer}>{order.priced_by_name || '—'}</Field>
        <Field label={T.assignedDealer}>{order.assigned_dealer_name || T.noDealer}</Field>
        <Field label={T.itemsCount}>{toPersianDigits(order.items_count)}</Field>
        <Field label={T.quotedTotal}>
          <PriceText value={order.quoted_total} strong />
        </Field>
        {order.quote_expired && <QuoteExpiredNote validUntil={order.quote_valid_until} />}
        {order.completion_date && (
          <Field label={T.completionDate}>{formatJalaliDate(order.completion_date)}</Field>
        )}
        {order.has_payment_receipts && (
          <Alert
            type="info"
            showIcon
            title={T.receiptsUploaded(toPersianDigits(order.payment_receipts_count))}
          />
        )}
        {order.customer_comment && (
          <Field label={T.comment}>
            <span data-testid="comment" title={order.customer_comment}>
              {truncate(order.customer_comment, COMMENT_PREVIEW_CHARS)}
            </span>
          </Field>
        )}
        <Flex gap={8} wrap>
          <Button onClick={() => onDetails(order)}>{T.viewDetails}</Button>
          {action && (
            <Button type="primary" onClick={() => onOpenEditor(order)}>
              {action}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
