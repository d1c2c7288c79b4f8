// The invoices (spec 000 §2, §4, §7, §8): which documents exist and may be downloaded (from invoice-status, or
// derived from the order when that call fails), the totals and numbers, and the two downloads.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Typography } from 'antd';
import {
  invoiceFileName,
  invoiceStatusQuery,
  ordersApi,
  type InvoiceStatus,
  type Order,
} from '@sefaresh/shared-api';
import {
  isInvoiceInfoComplete,
  PAYMENT_DEADLINE_TEXTS,
  STATUS,
  STATUS_GROUPS,
  statusIn,
} from '@sefaresh/shared-api/rules';
import { formatJalaliDate, InvoiceDownloads, PriceText, toPersianDigits } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { actionError } from './order-errors';
import { canEditInvoiceInfo } from './order-rules';
import { QUOTE_MESSAGES } from './quote-messages';

export interface InvoiceCardProps {
  order: Order;
  notify(type: 'success' | 'error', text: string): void;
  onEditInvoiceInfo(): void;
}

/** Spec 000 §4: when invoice-status fails, the availability follows the order's status. */
function statusFromOrder(order: Order): InvoiceStatus {
  const pre = statusIn(order.status, STATUS_GROUPS.quoted);
  const final = order.status === STATUS.completed;
  return {
    business_invoice_type_display: order.business_invoice_type_display,
    quoted_total: order.quoted_total,
    total_with_tax: order.total_with_tax,
    can_download_pre_invoice: pre,
    pre_invoice_available: pre,
    can_download_final_invoice: final,
    final_invoice_available: final,
    payment_verified: final,
    order_status: order.status,
    pre_invoice_number: order.pre_invoice_number,
    final_invoice_number: order.final_invoice_number,
  };
}

/** How long the pre-invoice holds, worded as the PDF words it: a quote until its valid-until day, then the payment deadline. */
function preInvoiceValidity(order: Order): string | null {
  if (order.payment_deadline)
    return PAYMENT_DEADLINE_TEXTS.confirmedValidity(formatJalaliDate(order.payment_deadline));
  if (order.quote_expired && order.quote_valid_until)
    return QUOTE_MESSAGES.expiredTitle(formatJalaliDate(order.quote_valid_until));
  if (order.status === STATUS.waitingCustomerApproval && order.quote_valid_until)
    return PAYMENT_DEADLINE_TEXTS.quoteValidity(
      order.payment_deadline_days,
      formatJalaliDate(order.quote_valid_until),
    );
  return null;
}

export function InvoiceCard({ order, notify, onEditInvoiceInfo }: InvoiceCardProps) {
  const orderId = order.id;
  const invoiceStatus = useQuery(invoiceStatusQuery(orderId));
  const status = invoiceStatus.isError ? null : (invoiceStatus.data ?? null);

  const shown = status ?? statusFromOrder(order);
  const validity = preInvoiceValidity(order);
  const official = order.is_official_invoice;

  const preNumber = shown.pre_invoice_number ?? order.pre_invoice_number;
  const finalNumber = shown.final_invoice_number ?? order.final_invoice_number;

  return (
    <Card title={T.invoiceCard} size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'type', label: T.invoiceType, children: shown.business_invoice_type_display },
          { key: 'total', label: T.quotedTotal, children: <PriceText value={shown.quoted_total} strong /> },
          ...(official
            ? [
                {
                  key: 'tax',
                  label: T.totalWithTax,
                  children: <PriceText value={shown.total_with_tax} strong />,
                },
              ]
            : []),
          ...(preNumber
            ? [{ key: 'pre', label: T.preInvoiceNumber, children: toPersianDigits(preNumber) }]
            : []),
          ...(finalNumber
            ? [{ key: 'final', label: T.finalInvoiceNumber, children: toPersianDigits(finalNumber) }]
            : []),
          { key: 'paid', label: T.paymentVerified, children: shown.payment_verified ? T.yes : T.no },
        ]}
      />
      {shown.can_download_pre_invoice && !shown.can_download_final_invoice && validity && (
        <Typography.Paragraph type={order.quote_expired ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {validity}
        </Typography.Paragraph>
      )}
      {official && !isInvoiceInfoComplete(order.customer_info ?? {}) && canEditInvoiceInfo(order) && (
        <Alert type="warning" showIcon title={T.invoiceInfoIncomplete} style={{ marginBottom: 12 }} />
      )}
      <InvoiceDownloads
        available={{ pre: shown.can_download_pre_invoice, final: shown.can_download_final_invoice }}
        labels={{ pre: T.downloadPre, final: T.downloadFinal }}
        fetchPdf={(kind) => ordersApi.invoicePdf(orderId, kind)}
        fileName={(kind) => invoiceFileName(kind, order)}
        onFailed={(kind, error) =>
          notify('error', actionError(error, kind === 'pre' ? T.downloadPreFailed : T.downloadFinalFailed))
        }
      >
        {canEditInvoiceInfo(order) && <Button onClick={onEditInvoiceInfo}>{T.editInvoiceInfo}</Button>}
      </InvoiceDownloads>
    </Card>
  );
}
