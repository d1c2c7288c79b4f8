// The invoices (spec 000 §2, §4, §7, §8): which documents exist and may be downloaded (from invoice-status, or
// derived from the order when that call fails), the totals and numbers, and the two downloads.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { invoiceFileName, ordersApi, type InvoiceStatus, type Order } from '@sefaresh/shared-api';
import { PriceText, saveBlob, toPersianDigits } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { actionError } from './order-errors';
import { canEditInvoiceInfo, invoiceInfoReady } from './order-rules';

export interface InvoiceCardProps {
  order: Order;
  notify(type: 'success' | 'error', text: string): void;
  onEditInvoiceInfo(): void;
}

const PRE_STATUSES: readonly string[] = ['waiting_customer_approval', 'confirmed', 'payment_uploaded'];

/** Spec 000 §4: when invoice-status fails, the availability follows the order's status. */
export function statusFromOrder(order: Order): InvoiceStatus {
  const pre = PRE_STATUSES.includes(order.status);
  const final = order.status === 'completed';
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

type Kind = 'pre' | 'final';

export function InvoiceCard({ order, notify, onEditInvoiceInfo }: InvoiceCardProps) {
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [busy, setBusy] = useState<Kind | null>(null);
  const orderId = order.id;
  const version = `${order.status}/${order.quoted_total}/${order.total_with_tax}/${order.business_invoice_type}`;

  useEffect(() => {
    let live = true;
    ordersApi.invoiceStatus(orderId).then(
      (answer) => live && setStatus(answer),
      () => live && setStatus(null),
    );
    return () => {
      live = false;
    };
  }, [orderId, version]);

  const shown = status ?? statusFromOrder(order);
  const official = order.is_official_invoice;

  const download = async (kind: Kind) => {
    setBusy(kind);
    try {
      const blob = await ordersApi.invoicePdf(order.id, kind);
      saveBlob(blob, invoiceFileName(kind, order));
    } catch (error) {
      notify('error', actionError(error, kind === 'pre' ? T.downloadPreFailed : T.downloadFinalFailed));
    } finally {
      setBusy(null);
    }
  };

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
      {shown.can_download_pre_invoice && !shown.can_download_final_invoice && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {T.preValidity}
        </Typography.Paragraph>
      )}
      {official && !invoiceInfoReady(order.customer_info) && canEditInvoiceInfo(order) && (
        <Alert type="warning" showIcon title={T.invoiceInfoIncomplete} style={{ marginBottom: 12 }} />
      )}
      <Flex gap={8} wrap>
        <Button
          type="primary"
          disabled={!shown.can_download_pre_invoice || busy !== null}
          loading={busy === 'pre'}
          onClick={() => download('pre')}
        >
          {T.downloadPre}
        </Button>
        <Button
          type="primary"
          disabled={!shown.can_download_final_invoice || busy !== null}
          loading={busy === 'final'}
          onClick={() => download('final')}
        >
          {T.downloadFinal}
        </Button>
        {canEditInvoiceInfo(order) && <Button onClick={onEditInvoiceInfo}>{T.editInvoiceInfo}</Button>}
      </Flex>
    </Card>
  );
}
