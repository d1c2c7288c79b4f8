// One order of the dashboard grid (spec 000 §2 "Order card"): its data and the buttons its status allows.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { invoiceFileName, ordersApi, serverErrorText, type OrderSummary } from '@sefaresh/shared-api';
import {
  CardField,
  saveBlob,
  formatJalaliDate,
  OrderStatusBadge,
  parseAmount,
  PriceText,
  QuoteExpiredNote,
  toPersianDigits,
  truncate,
} from '@sefaresh/shared-ui';
import { orderAllows, STATUS } from '@sefaresh/shared-api/rules';
import { ClosingReason } from './closing-reason';
import { ADMIN_COMMENT_PREVIEW_CHARS, CUSTOMER_COMMENT_PREVIEW_CHARS } from './constants';
import { DASHBOARD_MESSAGES as T } from './messages';

export interface OrderCardProps {
  order: OrderSummary;
  /** 'رد سفارش' (waiting_customer_approval): the dashboard asks for the reason. */
  onReject: (order: OrderSummary) => void;
  /** 'بارگذاری رسید پرداخت' (confirmed, no receipt yet): the dashboard opens the upload modal. */
  onUploadReceipt: (order: OrderSummary) => void;
  /** A failed invoice download: the dashboard shows the text in its error banner. */
  onError: (text: string) => void;
}

const Field = CardField;

/** A tinted block inside the card (invoice type, pricing, dealer, payment, comments). */
function Block({ children, tone }: { children: ReactNode; tone?: 'info' | 'success' | 'warning' }) {
  const { token } = theme.useToken();
  const background =
    tone === 'success'
      ? token.colorSuccessBg
      : tone === 'warning'
        ? token.colorWarningBg
        : tone === 'info'
          ? token.colorInfoBg
          : token.colorFillQuaternary;
  return (
    <Flex vertical gap={4} style={{ padding: '8px 12px', borderRadius: token.borderRadius, background }}>
      {children}
    </Flex>
  );
}

/** The amount the customer pays: with tax for an official invoice, else the quoted total. */
function orderTotal(order: Pick<OrderSummary, 'is_official_invoice' | 'total_with_tax' | 'quoted_total'>) {
  return order.is_official_invoice ? order.total_with_tax : order.quoted_total;
}

export function OrderCard({ order, onReject, onUploadReceipt, onError }: OrderCardProps) {
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const id = toPersianDigits(order.id);
  const title = T.orderNumber(id);
  const total = orderTotal(order);
  const priced = Boolean(order.priced_by_name || order.pricing_date);
  const showAdminComment = order.status !== STATUS.pendingPricing && Boolean(order.admin_comment?.trim());
  const showCustomerComment = Boolean(order.customer_comment?.trim());
  const completed = order.status === STATUS.completed;
  // the quote waits for the customer's answer: approve (on the order page) or reject it
  const canAnswerQuote = orderAllows(order, 'finalize');
  // rejecting the quote stays possible once it has expired (approving does not)
  const canReject = order.status === STATUS.waitingCustomerApproval && orderAllows(order, 'customer_reject');
  const canUploadReceipt = orderAllows(order, 'upload_receipt') && order.payment_receipts_count === 0;

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await ordersApi.invoicePdf(order.id, 'plain'), invoiceFileName('plain', order));
    } catch (error) {
      onError(serverErrorText(error) ?? T.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      role="article"
      aria-label={title}
      data-order-id={order.id}
      title={title}
      extra={<OrderStatusBadge status={order.status} />}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Field label={T.createdAt}>{formatJalaliDate(order.created_at)}</Field>

      <Block tone={order.is_official_invoice ? 'info' : undefined}>
        <Field label={T.invoiceType}>{order.business_invoice_type_display}</Field>
      </Block>

      {priced && (
        <Block>
          {order.priced_by_name && <Field label={T.pricedBy}>{order.priced_by_name}</Field>}
          {order.pricing_date && <Field label={T.pricingDate}>{formatJalaliDate(order.pricing_date)}</Field>}
          {order.quote_expired && <QuoteExpiredNote validUntil={order.quote_valid_until} />}
        </Block>
      )}

      {order.assigned_dealer_name && (
        <Block>
          <Field label={T.dealer}>{order.assigned_dealer_name}</Field>
          {order.assigned_dealer_code && <Field label={T.dealerCode}>{order.assigned_dealer_code}</Field>}
          {order.dealer_assigned_at && (
            <Field label={T.dealerAssignedAt}>{formatJalaliDate(order.dealer_assigned_at)}</Field>
          )}
        </Block>
      )}

      {order.has_payment_receipts && (
        <Block tone="success">
          <Field label={T.paymentUploaded}>
            {T.receiptsCount(toPersianDigits(order.payment_receipts_count))}
          </Field>
        </Block>
      )}

      <ClosingReason order={order} />

      {showAdminComment && (
        <Block tone="warning">
          <Field label={T.adminComment}>{truncate(order.admin_comment, ADMIN_COMMENT_PREVIEW_CHARS)}</Field>
        </Block>
      )}

      <Field label={order.is_official_invoice ? T.totalWithTax : T.total}>
        {parseAmount(total) ? (
          <PriceText value={total} strong />
        ) : (
          <Typography.Text type="secondary">{T.waitingForPricing}</Typography.Text>
        )}
      </Field>

      {showCustomerComment && (
        <Field label={T.customerComment}>
          {truncate(order.customer_comment, CUSTOMER_COMMENT_PREVIEW_CHARS)}
        </Field>
      )}

      {completed && order.completion_date && (
        <Field label={T.completionDate}>{formatJalaliDate(order.completion_date)}</Field>
      )}

      <Field label={T.itemsCount}>{T.items(toPersianDigits(order.items_count))}</Field>

      <Flex wrap gap={8} style={{ marginTop: 'auto', paddingTop: 8 }}>
        <Button onClick={() => navigate(`/orders/${order.id}`)}>{T.viewDetails}</Button>
        {canAnswerQuote && (
          <Button type="primary" onClick={() => navigate(`/orders/${order.id}`)}>
            {T.approve}
          </Button>
        )}
        {canReject && (
          <Button danger onClick={() => onReject(order)}>
            {T.reject}
          </Button>
        )}
        {canUploadReceipt && (
          <Button type="primary" onClick={() => onUploadReceipt(order)}>
            {T.uploadReceipt}
          </Button>
        )}
        {completed && (
          <Button type="primary" loading={downloading} onClick={download}>
            {T.downloadInvoice}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
