// The payment receipts (spec 000 §2, §3 Payment receipt, §4, §8): list with status, previews, PDF view, download;
// unverified receipts can be deleted while the order is confirmed, and the upload form is shown then.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Tag, Typography } from 'antd';
import {
  ordersApi,
  receiptsQuery,
  type Order,
  type PaymentReceipt,
  type ReceiptUploadResponse,
} from '@sefaresh/shared-api';
import { openPdfInNewTab, ReceiptList, saveBlob, type ReceiptListTexts } from '@sefaresh/shared-ui';
import { ReceiptUploadForm } from '../../components/receipt-upload';
import { ORDER_MESSAGES as T } from './messages';
import { canDeleteReceipt, canUploadReceipts, scheduleOf } from './order-rules';
import { actionError } from './order-errors';
import { ReceiptImage } from './receipt-preview';

export interface ReceiptsCardProps {
  order: Order;
  notify(type: 'success' | 'error', text: string): void;
  /** After an upload or a deletion: the order changed on the server. */
  onChanged(result?: ReceiptUploadResponse): void;
}

const LIST_TEXTS: ReceiptListTexts = {
  list: T.receiptsCard,
  loadFailed: T.receiptsLoadFailed,
  retry: T.retry,
  empty: T.noReceipts,
  size: T.receiptSize,
  uploadedAt: T.receiptUploadedAt,
  uploadedBy: T.receiptUploadedBy,
  notes: T.receiptNotes,
  review: { verified: T.receiptVerified, pending: T.receiptPending, returned: T.receiptRejected },
};

export function ReceiptsCard({ order, notify, onChanged }: ReceiptsCardProps) {
  const orderId = order.id;
  const client = useQueryClient();
  const receipts = useQuery(receiptsQuery(orderId));

  const remove = async (receipt: PaymentReceipt) => {
    try {
      await ordersApi.deleteReceipt(orderId, receipt.id);
      notify('success', T.receiptDeleted);
      client.setQueryData<PaymentReceipt[]>(receiptsQuery(orderId).queryKey, (list) =>
        list?.filter((r) => r.id !== receipt.id),
      );
      onChanged();
    } catch (error) {
      const server = actionError(error, '');
      notify('error', server ? `${T.deleteReceiptFailed}: ${server}` : T.deleteReceiptFailed);
    }
  };

  const download = async (receipt: PaymentReceipt) => {
    try {
      const blob = await ordersApi.receiptFile(receipt.download_url || receipt.file_url);
      saveBlob(blob, receipt.file_name);
    } catch (error) {
      notify('error', actionError(error, T.downloadFailed));
    }
  };

  const openPdf = async (receipt: PaymentReceipt) => {
    try {
      await openPdfInNewTab(() => ordersApi.receiptFile(receipt.file_url));
    } catch (error) {
      notify('error', actionError(error, T.downloadFailed));
    }
  };

  const list = (
    <ReceiptList
      receipts={receipts.isFetching && receipts.isError ? undefined : receipts.data}
      failed={receipts.isError && !receipts.isFetching}
      onRetry={() => void receipts.refetch()}
      texts={LIST_TEXTS}
      renderPreview={(r) =>
        r.file_type === 'image' ? (
          <ReceiptImage id={r.id} url={r.file_url} alt={r.file_name} />
        ) : (
          <Tag color="red" style={{ alignSelf: 'start' }}>
            PDF
          </Tag>
        )
      }
      renderActions={(r) => (
        <>
          {r.file_type === 'pdf' && (
            <Button size="small" onClick={() => openPdf(r)}>
              {T.openPdf}
            </Button>
          )}
          <Button size="small" onClick={() => download(r)} aria-label={`${T.download} ${r.file_name}`}>
            {T.download}
          </Button>
          {canDeleteReceipt(order, r) && (
            <Popconfirm
              title={T.deleteReceiptTitle}
              description={T.deleteReceiptConfirm(r.file_name)}
              okText={T.deleteReceiptOk}
              cancelText={T.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(r)}
            >
              <Button size="small" danger aria-label={T.deleteReceiptLabel(r.file_name)}>
                {T.deleteReceipt}
              </Button>
            </Popconfirm>
          )}
        </>
      )}
    />
  );

  return (
    <Card title={T.receiptsCard} size="small">
      {list}
      {canUploadReceipts(order) && (
        <section aria-label={T.uploadTitle} style={{ marginTop: 16 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {T.uploadTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{T.uploadHint}</Typography.Paragraph>
          <ReceiptUploadForm
            orderId={order.id}
            schedule={scheduleOf(order)}
            onUploaded={(result) => onChanged(result)}
          />
        </section>
      )}
    </Card>
  );
}
