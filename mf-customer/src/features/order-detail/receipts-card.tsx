// The payment receipts (spec 000 §2, §3 Payment receipt, §4, §8): list with status, previews, PDF view, download;
// unverified receipts can be deleted while the order is confirmed, and the upload form is shown then.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Popconfirm, Spin, Tag, Typography } from 'antd';
import { ordersApi, type Order, type PaymentReceipt, type ReceiptUploadResponse } from '@sefaresh/shared-api';
import {
  EmptyState,
  formatFileSize,
  formatJalaliDateTime,
  openPdfInNewTab,
  saveBlob,
} from '@sefaresh/shared-ui';
import { ReceiptUploadForm } from '../../components/receipt-upload';
import { ORDER_MESSAGES as T } from './messages';
import { canUploadReceipts } from './order-rules';
import { actionError } from './order-errors';
import { ReceiptImage } from './receipt-preview';

export interface ReceiptsCardProps {
  order: Order;
  notify(type: 'success' | 'error', text: string): void;
  /** After an upload or a deletion: the order changed on the server. */
  onChanged(result?: ReceiptUploadResponse): void;
}

type ReceiptState = 'verified' | 'pending' | 'rejected';

/** A receipt the manager reviewed and did not accept keeps is_verified false and carries the manager's notes. */
export function receiptState(receipt: PaymentReceipt): ReceiptState {
  if (receipt.is_verified) return 'verified';
  return receipt.admin_notes.trim() ? 'rejected' : 'pending';
}

const STATE_TAGS: Record<ReceiptState, { color: string; text: string }> = {
  verified: { color: 'green', text: T.receiptVerified },
  pending: { color: 'gold', text: T.receiptPending },
  rejected: { color: 'red', text: T.receiptRejected },
};

export function ReceiptsCard({ order, notify, onChanged }: ReceiptsCardProps) {
  const [receipts, setReceipts] = useState<PaymentReceipt[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const orderId = order.id;
  const version = `${order.status}/${order.payment_receipts_count}/${order.payment_receipt_uploaded_at ?? ''}`;

  useEffect(() => {
    let live = true;
    setFailed(false);
    ordersApi.receipts(orderId).then(
      (answer) => live && setReceipts(answer.receipts),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [orderId, version, attempt]);

  const reloadList = useCallback(() => setAttempt((n) => n + 1), []);

  const remove = async (receipt: PaymentReceipt) => {
    try {
      await ordersApi.deleteReceipt(orderId, receipt.id);
      notify('success', T.receiptDeleted);
      setReceipts((list) => list?.filter((r) => r.id !== receipt.id) ?? null);
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

  const deletable = (r: PaymentReceipt) => order.status === 'confirmed' && !r.is_verified;

  let list;
  if (failed) {
    list = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={T.receiptsLoadFailed}
        action={
          <Button size="small" onClick={reloadList}>
            {T.retry}
          </Button>
        }
      />
    );
  } else if (receipts === null) {
    list = (
      <Flex justify="center" style={{ padding: 16 }}>
        <Spin />
      </Flex>
    );
  } else if (receipts.length === 0) {
    list = <EmptyState description={T.noReceipts} />;
  } else {
    list = (
      <ul aria-label={T.receiptsCard} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {receipts.map((r) => {
          const state = receiptState(r);
          return (
            <li
              key={r.id}
              aria-label={r.file_name}
              style={{
                display: 'flex',
                gap: 12,
                padding: '10px 0',
                borderBottom: '1px solid rgba(0,0,0,0.06)',
              }}
            >
              {r.file_type === 'image' ? (
                <ReceiptImage url={r.file_url} alt={r.file_name} />
              ) : (
                <Tag color="red" style={{ alignSelf: 'start' }}>
                  PDF
                </Tag>
              )}
              <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong ellipsis>
                  {r.file_name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {T.receiptSize}: {formatFileSize(r.file_size)} — {T.receiptUploadedAt}:{' '}
                  {formatJalaliDateTime(r.uploaded_at)}
                  {r.uploaded_by ? ` — ${T.receiptUploadedBy}: ${r.uploaded_by}` : ''}
                </Typography.Text>
                <div>
                  <Tag color={STATE_TAGS[state].color}>{STATE_TAGS[state].text}</Tag>
                </div>
                {state !== 'pending' && r.admin_notes && (
                  <Typography.Text
                    type={state === 'rejected' ? 'danger' : 'secondary'}
                    style={{ fontSize: 12 }}
                  >
                    {T.receiptNotes}: {r.admin_notes}
                  </Typography.Text>
                )}
                <Flex gap={8} wrap style={{ marginTop: 4 }}>
                  {r.file_type === 'pdf' && (
                    <Button size="small" onClick={() => openPdf(r)}>
                      {T.openPdf}
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() => download(r)}
                    aria-label={`${T.download} ${r.file_name}`}
                  >
                    {T.download}
                  </Button>
                  {deletable(r) && (
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
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card title={T.receiptsCard} size="small">
      {list}
      {canUploadReceipts(order) && (
        <section aria-label={T.uploadTitle} style={{ marginTop: 16 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {T.uploadTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{T.uploadHint}</Typography.Paragraph>
          <ReceiptUploadForm orderId={order.id} onUploaded={(result) => onChanged(result)} />
        </section>
      )}
    </Card>
  );
}
