// The order page (/orders/:orderId; spec 000 §2 order detail): the order's data, its items, the price selection,
// the receipts and the invoices, with the customer's moves of the transition table.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { logout, ordersApi, type OrderItem, type ReceiptUploadResponse } from '@sefaresh/shared-api';
import { ErrorState, useFlash, useResource } from '@sefaresh/shared-ui';
import { InvoiceCard } from './invoice-card';
import { InvoiceInfoModal } from './invoice-info-modal';
import { ItemsTable } from './items-table';
import { ORDER_MESSAGES as T } from './messages';
import { actionError, loadFailure } from './order-errors';
import { OrderInfoCard } from './order-info-card';
import { canEditInvoiceInfo, showsPricing, showsReceipts } from './order-rules';
import { PricingCard } from './pricing-card';
import { ReceiptsCard } from './receipts-card';

/** Spec 000 §4, §9: after a 401 on the order load the message stays this long, then the user is signed out. */
export const SESSION_EXPIRED_LOGOUT_MS = 2000;

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function OrderDetailPage() {
  const params = useParams<{ orderId: string }>();
  const orderId = parseId(params.orderId);
  const navigate = useNavigate();
  const loadOrder = useCallback(() => ordersApi.get(orderId!), [orderId]);
  const {
    data: order,
    error,
    loading,
    reload,
    retry,
    set: setOrder,
  } = useResource(orderId === null ? null : loadOrder);
  const { flash, show } = useFlash();
  const [editingInfo, setEditingInfo] = useState(false);
  const failure = error ? loadFailure(error) : null;
  const sessionEnded = failure?.kind === 'session';
  const goBack = () => navigate('/dashboard');

  useEffect(() => {
    if (!sessionEnded) return;
    const timer = setTimeout(() => {
      logout();
      navigate('/login');
    }, SESSION_EXPIRED_LOGOUT_MS);
    return () => clearTimeout(timer);
  }, [sessionEnded, navigate]);

  const notify = useCallback((type: 'success' | 'error', text: string) => show(type, text), [show]);

  /** Runs a move that answers the order; its failure is shown and passed on (to keep a modal open). */
  const move = useCallback(
    async (
      call: () => Promise<Awaited<ReturnType<typeof ordersApi.get>>>,
      success: string | null,
      fallback: string,
    ) => {
      try {
        setOrder(await call());
        if (success) show('success', success);
      } catch (e) {
        const text = actionError(e, fallback);
        show('error', text);
        throw new Error(text, { cause: e });
      }
    },
    [setOrder, show],
  );

  const heading = (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {T.heading(params.orderId ?? '')}
      </Typography.Title>
      <Button onClick={goBack}>{T.back}</Button>
    </Flex>
  );

  let body;
  if (orderId === null || failure?.kind === 'not-found') {
    body = (
      <Card>
        <Result
          status="404"
          title={T.notFound}
          subTitle={T.notFoundHint}
          extra={
            <Button type="primary" onClick={goBack}>
              {T.back}
            </Button>
          }
        />
      </Card>
    );
  } else if (loading || (!order && !failure)) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={T.loading} />
      </Flex>
    );
  } else if (failure?.kind === 'session') {
    body = <Alert type="warning" showIcon role="alert" title={T.sessionExpired} />;
  } else if (failure?.kind === 'forbidden') {
    body = <ErrorState title={T.forbidden} message={T.forbidden} />;
  } else if (failure?.kind === 'other' || !order) {
    body = (
      <ErrorState
        title={T.loadFailedTitle}
        message={failure?.kind === 'other' ? failure.text : ''}
        onRetry={retry}
        retryLabel={T.retry}
      />
    );
  } else {
    const id = order.id;
    const priced = showsPricing(order);
    body = (
      <Flex vertical gap={16}>
        <OrderInfoCard
          order={order}
          extra={
            !priced && canEditInvoiceInfo(order) ? (
              <Button size="small" onClick={() => setEditingInfo(true)}>
                {T.editInvoiceInfo}
              </Button>
            ) : undefined
          }
        />
        <ItemsTable
          order={order}
          onRemove={(item: OrderItem, reason?: string) =>
            move(
              () => ordersApi.removeItem(id, item.id, reason ? { rejectionReason: reason } : undefined),
              reason ? T.rejected : T.itemRemoved,
              reason ? T.rejectFailed : T.removeFailed,
            )
          }
        />
        {priced && (
          <PricingCard
            order={order}
            onSelect={(item, optionId) =>
              move(() => ordersApi.selectOption(id, item.id, optionId), null, T.selectionFailed)
            }
            onFinalize={() => move(() => ordersApi.finalizeSelections(id), T.finalized, T.selectionFailed)}
            onReject={(reason) => move(() => ordersApi.reject(id, reason), T.rejected, T.rejectFailed)}
          />
        )}
        {showsReceipts(order) && (
          <ReceiptsCard
            order={order}
            notify={notify}
            onChanged={(result?: ReceiptUploadResponse) => {
              if (result) show('success', [result.message, ...result.warnings].filter(Boolean).join(' — '));
              reload();
            }}
          />
        )}
        {priced && (
          <InvoiceCard order={order} notify={notify} onEditInvoiceInfo={() => setEditingInfo(true)} />
        )}
        <InvoiceInfoModal
          open={editingInfo}
          order={order}
          onClose={() => setEditingInfo(false)}
          onSaved={() => {
            show('success', T.invoiceInfoUpdated);
            reload();
          }}
        />
      </Flex>
    );
  }

  return (
    <section aria-label={T.heading(params.orderId ?? '')} style={{ maxWidth: 1080, margin: '0 auto' }}>
      {heading}
      {flash && (
        <Alert
          type={flash.type}
          showIcon
          title={flash.text}
          role={flash.type === 'error' ? 'alert' : 'status'}
          style={{ marginBottom: 16 }}
        />
      )}
      {body}
    </section>
  );
}
