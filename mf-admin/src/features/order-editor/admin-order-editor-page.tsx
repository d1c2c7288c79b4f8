// The admin order editor (/admin/orders/:orderId; spec 001 §2.1–§2.4, §4, §8; spec 002 §2 common behaviour):
// the header with the status, the eight cards in the spec's order with their visibility rules, and the history.
// After a major status change the answer is shown at once and the order is loaded again 1 second later.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { logout, ordersApi, type Order } from '@sefaresh/shared-api';
import { ErrorState, OrderStatusBadge, useFlash, useResource } from '@sefaresh/shared-ui';
import { DealerAssignmentCard } from '../../components/dealer-assignment';
import { CompleteCard } from './complete-card';
import { CustomerInfoCard } from './customer-info-card';
import { loadFailure } from './errors';
import { HistoryCard } from './history-card';
import { InvoiceTypeCard } from './invoice-type-card';
import { EDITOR_TEXTS as T } from './messages';
import { OrderInfoCard } from './order-info-card';
import { PaymentInfoCard } from './payment-info-card';
import { PricingCard } from './pricing-card';
import { VerificationCard } from './verification-card';

/** Spec 001 §9: the admin view reloads the order this long after a major status change. */
export const RELOAD_DELAY_MS = 1000;
/** Spec 002 §2, spec 001 §9: after a 401 the message stays this long, then the user is signed out. */
export const SESSION_REDIRECT_MS = 2000;

export function parseOrderId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Which cards an order shows (spec 001 §2.1). */
export function visibleCards(order: Order) {
  const s = order.status;
  return {
    info: true,
    invoiceType: true,
    customerInfo: order.business_invoice_type === 'official',
    dealer: true,
    pricing: s !== 'cancelled' && s !== 'rejected',
    verification:
      s === 'payment_uploaded' ||
      (s === 'completed' && (order.has_payment_receipts || order.payment_receipts_count > 0)),
    complete: s === 'confirmed',
    paymentInfo: true,
    history: true,
  };
}

export interface AdminOrderEditorPageProps {
  /** The order id from the area's own route match; else the router's `:orderId`. */
  orderId?: string;
}

export function AdminOrderEditorPage(props: AdminOrderEditorPageProps) {
  const params = useParams<{ orderId: string }>();
  const orderId = parseOrderId(props.orderId ?? params.orderId);
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
  const { flash, show, clear } = useFlash();
  const [version, setVersion] = useState(0);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failure = error ? loadFailure(error) : null;
  const sessionEnded = failure?.kind === 'session';

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  useEffect(() => {
    if (!sessionEnded) return;
    const timer = setTimeout(() => {
      logout();
      navigate('/');
    }, SESSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sessionEnded, navigate]);

  const refresh = useCallback(() => {
    reload();
    setVersion((v) => v + 1);
  }, [reload]);

  /** A major status change: show the answer and the message, then load the order again after 1 s. */
  const statusChanged = useCallback(
    (next: Order, message: string) => {
      setOrder(next);
      show('success', message);
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(refresh, RELOAD_DELAY_MS);
    },
    [setOrder, show, refresh],
  );
  const changed = useCallback(
    (next: Order, message: string) => {
      setOrder(next);
      setVersion((v) => v + 1);
      show('success', message);
    },
    [setOrder, show],
  );
  const failed = useCallback((message: string) => show('error', message), [show]);

  const title = T.heading(props.orderId ?? params.orderId ?? '');
  const heading = (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {order && <OrderStatusBadge status={order.status} />}
      </Flex>
      <Flex gap={8}>
        <Button onClick={() => navigate('/admin')}>{T.dashboard}</Button>
        <Button onClick={() => navigate('/admin/orders')}>{T.backToOrders}</Button>
      </Flex>
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
            <Button type="primary" onClick={() => navigate('/admin/orders')}>
              {T.backToOrders}
            </Button>
          }
        />
      </Card>
    );
  } else if (failure?.kind === 'session') {
    body = <Alert type="warning" showIcon role="alert" title={T.sessionExpired} />;
  } else if (loading || (!order && !failure)) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={T.loading} />
      </Flex>
    );
  } else if (failure?.kind === 'other' || !order) {
    body = (
      <ErrorState
        title={T.loadFailedTitle}
        message={failure?.kind === 'other' && failure.text ? failure.text : T.loadFailed}
        onRetry={retry}
        retryLabel={T.retry}
      />
    );
  } else {
    const show = visibleCards(order);
    body = (
      <Flex vertical gap={16}>
        <OrderInfoCard order={order} />
        <InvoiceTypeCard
          order={order}
          onChanged={(message, next) => statusChanged(next, message)}
          onFailed={failed}
        />
        {show.customerInfo && <CustomerInfoCard order={order} />}
        <DealerAssignmentCard order={order} onChanged={refresh} />
        {show.pricing && (
          <PricingCard
            order={order}
            onStatusChange={statusChanged}
            onItemRemoved={changed}
            onFailed={failed}
          />
        )}
        {show.verification && <VerificationCard order={order} onVerified={statusChanged} onFailed={failed} />}
        {show.complete && <CompleteCard order={order} onCompleted={statusChanged} onFailed={failed} />}
        <PaymentInfoCard order={order} onFailed={failed} />
        <HistoryCard order={order} version={version} />
      </Flex>
    );
  }

  return (
    <section aria-label={title} style={{ maxWidth: 1180, margin: '0 auto' }}>
      {heading}
      {flash && (
        <Alert
          type={flash.type}
          showIcon
          closable={{ onClose: clear }}
          title={flash.text}
          role={flash.type === 'error' ? 'alert' : 'status'}
          style={{ marginBottom: 16, position: 'sticky', top: 8, zIndex: 10 }}
        />
      )}
      {body}
    </section>
  );
}
