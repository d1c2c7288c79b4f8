// The order page (/orders/:orderId; spec 000 §2 order detail): the order's data, its items, the price selection,
// the receipts and the invoices, with the customer's moves of the transition table; the quote's versions and the
// request for a new price; the request's cancellation.
import { parseOrderId } from '@sefaresh/shared-api/rules';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import {
  isApiError,
  ordersApi,
  quotesQuery,
  type OrderItem,
  type ReceiptUploadResponse,
} from '@sefaresh/shared-api';
import {
  FlashMessage,
  ORDER_PAGE_TEXTS,
  OrderLoadState,
  useFlash,
  type OrderLoadFailure,
} from '@sefaresh/shared-ui';
import { isSessionEnded } from '../../server-state';
import { CancelRequestButton } from './cancel-request';
import { ChequesCard, showsCheques } from './cheques-card';
import { HowToPayCard } from './how-to-pay-card';
import { InvoiceCard } from './invoice-card';
import { InvoiceInfoModal } from './invoice-info-modal';
import { ItemsTable } from './items-table';
import { ORDER_MESSAGES as T } from './messages';
import { MONEY_MESSAGES as M } from './money-messages';
import { actionError, loadFailureText } from './order-errors';
import { OrderInfoCard } from './order-info-card';
import {
  canEditInvoiceInfo,
  canReject,
  hasQuotes,
  scheduleOf,
  showsPricing,
  showsReceipts,
} from './order-rules';
import { PricingCard } from './pricing-card';
import { QuoteCard } from './quote-card';
import { QUOTE_MESSAGES as Q } from './quote-messages';
import { ReceiptsCard } from './receipts-card';
import { RevisionModal } from './revision-modal';
import { ScheduleCard, showsSchedule } from './schedule-card';
import { useOrder } from './use-order';

function failureOf(error: unknown, retry: () => void): OrderLoadFailure | null {
  if (!error || isSessionEnded(error)) return null; // a 401: the shell shows the expired session
  if (isApiError(error) && error.status === 403) return { title: T.forbidden, message: T.forbidden };
  return { message: loadFailureText(error), onRetry: retry, retryLabel: T.retry };
}

export function OrderDetailPage() {
  const params = useParams<{ orderId: string }>();
  const orderId = parseOrderId(params.orderId);
  const navigate = useNavigate();
  const { query, reload, replace } = useOrder(orderId);
  const order = query.data;
  const { flash, show } = useFlash();
  const [editingInfo, setEditingInfo] = useState(false);
  const [revising, setRevising] = useState(false);
  const quotes = useQuery({
    ...quotesQuery(orderId ?? 0),
    enabled: orderId !== null && order !== undefined && hasQuotes(order),
  });
  const goBack = () => navigate('/dashboard');
  const error = query.isFetching ? null : query.error;

  const notify = useCallback((type: 'success' | 'error', text: string) => show(type, text), [show]);

  /** Runs a move that answers the order; its failure is shown and passed on (to keep a modal open). */
  const move = useCallback(
    async (call: () => ReturnType<typeof ordersApi.get>, success: string | null, fallback: string) => {
      try {
        replace(await call());
        if (success) show('success', success);
      } catch (e) {
        const text = actionError(e, fallback);
        show('error', text);
        throw new Error(text, { cause: e });
      }
    },
    [replace, show],
  );

  const heading = (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ORDER_PAGE_TEXTS.heading(params.orderId ?? '')}
      </Typography.Title>
      <Button onClick={goBack}>{T.back}</Button>
    </Flex>
  );

  let body = null;
  if (order) {
    const id = order.id;
    const priced = showsPricing(order);
    body = (
      <Flex vertical gap={16}>
        <OrderInfoCard
          order={order}
          extra={
            <Flex gap={8} wrap>
              {!priced && canEditInvoiceInfo(order) && (
                <Button size="small" onClick={() => setEditingInfo(true)}>
                  {T.editInvoiceInfo}
                </Button>
              )}
              {canReject(order) && (
                <CancelRequestButton
                  onCancel={(reason) =>
                    move(() => ordersApi.reject(id, reason), Q.requestCancelled, Q.cancelRequestFailed)
                  }
                />
              )}
            </Flex>
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
        {hasQuotes(order) && (
          <QuoteCard order={order} quotes={quotes.data} failed={quotes.isError} notify={notify} />
        )}
        {priced && (
          <PricingCard
            order={order}
            onSelect={(item, optionId) =>
              move(() => ordersApi.selectOption(id, item.id, optionId), null, T.selectionFailed)
            }
            onFinalize={() => move(() => ordersApi.finalizeSelections(id), T.finalized, T.selectionFailed)}
            onRequestRevision={() => setRevising(true)}
          />
        )}
        {order.payment_instructions && (
          <HowToPayCard payment={order.payment_instructions} schedule={scheduleOf(order)} />
        )}
        {showsSchedule(order) && <ScheduleCard order={order} />}
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
        {showsCheques(order) && (
          <ChequesCard
            order={order}
            onRegistered={() => {
              show('success', M.chequeRegistered);
              reload();
            }}
          />
        )}
        {priced && (
          <InvoiceCard order={order} notify={notify} onEditInvoiceInfo={() => setEditingInfo(true)} />
        )}
        <RevisionModal
          open={revising}
          order={order}
          requestsLeft={quotes.data?.revision_requests_left ?? null}
          onClose={() => setRevising(false)}
          onSent={(next) => {
            replace(next);
            setRevising(false);
            show('success', Q.revisionSent);
          }}
        />
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
    <section
      aria-label={ORDER_PAGE_TEXTS.heading(params.orderId ?? '')}
      style={{ maxWidth: 1080, margin: '0 auto' }}
    >
      {heading}
      <FlashMessage flash={flash} />
      <OrderLoadState
        notFound={orderId === null || (isApiError(error) && error.status === 404)}
        loading={!order && !error}
        failure={order ? null : failureOf(error, () => void query.refetch())}
        backLabel={T.back}
        onBack={goBack}
      >
        {body}
      </OrderLoadState>
    </section>
  );
}
