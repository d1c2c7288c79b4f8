// Card 8 (spec 001 §2.2 admin invoice card, §3, §7; spec README money): the payment's verification date, notes and
// receipt count, and the invoices — numbers and both PDF downloads (staff download whichever exists).
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { errorText, invoiceFileName, invoiceStatusQuery, ordersApi, type Order } from '@sefaresh/shared-api';
import { formatJalaliDateTime, InvoiceDownloads, toPersianDigits } from '@sefaresh/shared-ui';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';

export interface PaymentInfoCardProps {
  order: Order;
  onFailed(message: string): void;
}

export function PaymentInfoCard({ order, onFailed }: PaymentInfoCardProps) {
  // a failure leaves the numbers of the order itself
  const { data: status } = useQuery(invoiceStatusQuery(order.id));

  const preNumber = status?.pre_invoice_number ?? order.pre_invoice_number;
  const finalNumber = status?.final_invoice_number ?? order.final_invoice_number;
  // staff may download whichever document exists, in any status
  const preExists =
    Boolean(preNumber) || Boolean(status?.pre_invoice_available || status?.can_download_pre_invoice);
  const finalExists =
    Boolean(finalNumber) || Boolean(status?.final_invoice_available || status?.can_download_final_invoice);

  return (
    <EditorCard title={T.paymentInfoCard}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'verified',
            label: T.paymentVerifiedAt,
            children: order.payment_verified_at
              ? formatJalaliDateTime(order.payment_verified_at)
              : T.notVerified,
          },
          { key: 'notes', label: T.paymentNotesShown, children: order.payment_notes || '—' },
          {
            key: 'count',
            label: T.receiptsCount,
            children: toPersianDigits(order.payment_receipts_count ?? 0),
          },
        ]}
      />
      <section aria-label={T.invoiceCard} style={{ marginTop: 12 }}>
        <Descriptions
          size="small"
          title={T.invoiceCard}
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'pre',
              label: T.preInvoiceNumber,
              children: preNumber ? toPersianDigits(preNumber) : T.notIssued,
            },
            {
              key: 'final',
              label: T.finalInvoiceNumber,
              children: finalNumber ? toPersianDigits(finalNumber) : T.notIssued,
            },
          ]}
        />
        <InvoiceDownloads
          available={{ pre: preExists, final: finalExists }}
          labels={{ pre: T.downloadPre, final: T.downloadFinal }}
          fetchPdf={(kind) => ordersApi.invoicePdf(order.id, kind)}
          fileName={(kind) => invoiceFileName(kind, order)}
          onFailed={(kind, error) =>
            onFailed(
              errorText(error, { fallback: kind === 'pre' ? T.downloadPreFailed : T.downloadFinalFailed }),
            )
          }
        />
      </section>
    </EditorCard>
  );
}
