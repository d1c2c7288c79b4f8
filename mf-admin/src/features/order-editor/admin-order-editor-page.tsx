// The admin order editor (/admin/orders/:orderId; spec 001 §2.1–§2.4, §4, §8; spec 002 §2 common behaviour):
// the header with the status, the eight cards in the spec's order with their visibility rules, and the history.
// The order is one query; after a change the answer is shown at once and the order loads again in the background.
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, Flex, Typography } from 'antd';
import { isApiError, type Order } from '@sefaresh/shared-api';
import {
  isOfficial,
  orderAllows,
  parseOrderId,
  STATUS,
  STATUS_GROUPS,
  statusIn,
} from '@sefaresh/shared-api/rules';
import {
  FlashMessage,
  ORDER_PAGE_TEXTS,
  OrderLoadState,
  OrderStatusBadge,
  useFlash,
} from '@sefaresh/shared-ui';
import { DealerAssignmentCard } from '../../components/dealer-assignment';
import { backTarget, type ListReturnState } from '../../components/list-return';
import { loadErrorText } from '../../lib/load-error';
import { CompleteCard } from './complete-card';
import { CustomerInfoCard } from './customer-info-card';
import { HistoryCard } from './history-card';
import { InvoiceTypeCard } from './invoice-type-card';
import { hasMoney, MoneyCard } from './money-card';
import { EDITOR_TEXTS as T } from './messages';
import { OrderInfoCard } from './order-info-card';
import { PaymentInfoCard } from './payment-info-card';
import { PricingCard } from './pricing-card';
import { QuoteHistoryCard } from './quote-history-card';
import { useEditorOrder, useOrderChanged } from './use-editor-order';
import { VerificationCard } from './verification-card';

/** Which cards an order shows (spec 001 §2.1): what its allowed actions offer, and the spec's display rules. */
function visibleCards(order: Order) {
  const s = order.status;
  return {
    info: true,
    invoiceType: true,
    customerInfo: isOfficial(order.business_invoice_type),
    dealer: true,
    pricing: !statusIn(s, STATUS_GROUPS.withdrawn),
    verification:
      orderAllows(order, 'verify_payment') ||
      (s === STATUS.completed && (order.has_payment_receipts || order.payment_receipts_count > 0)),
    complete: orderAllows(order, 'complete'),
    money: hasMoney(order),
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
  const location = useLocation();
  // back to the list the order was opened from, with its filters, page and scroll position
  const backToList = () =>
    navigate(backTarget(location.state), { state: { restoreScroll: true } satisfies ListReturnState });
  const { data: order, error, refetch } = useEditorOrder(orderId);
  const { flash, show, clear } = useFlash();
  const orderChanged = useOrderChanged(orderId ?? 0);

  /** A change: the answer and its message at once, then the order loads again. */
  const changed = useCallback(
    (next: Order | undefined, message: string) => {
      orderChanged(next);
      show('success', message);
    },
    [orderChanged, show],
  );
  const failed = useCallback((message: string) => show('error', message), [show]);

  const title = ORDER_PAGE_TEXTS.heading(props.orderId ?? params.orderId ?? '');
  const heading = (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {order && <OrderStatusBadge status={order.status} />}
      </Flex>
      <Flex gap={8}>
        <Button onClick={() => navigate('/admin')}>{T.dashboard}</Button>
        <Button onClick={() => backToList()}>{T.backToOrders}</Button>
      </Flex>
    </Flex>
  );

  const visible = order && visibleCards(order);
  const failure =
    !order && error
      ? { message: loadErrorText(error, T.loadFailed), onRetry: () => void refetch(), retryLabel: T.retry }
      : null;
  const body = order && visible && (
    <Flex vertical gap={16}>
      <OrderInfoCard order={order} />
      <InvoiceTypeCard
        order={order}
        onChanged={(message, next) => changed(next, message)}
        onFailed={failed}
      />
      {visible.customerInfo && <CustomerInfoCard order={order} />}
      <DealerAssignmentCard order={order} onChanged={() => orderChanged()} />
      {visible.pricing && <PricingCard order={order} onChanged={changed} onFailed={failed} />}
      {order.quote_version > 0 && <QuoteHistoryCard order={order} onChanged={changed} onFailed={failed} />}
      {visible.money && <MoneyCard order={order} onChanged={changed} onFailed={failed} />}
      {visible.verification && <VerificationCard order={order} onVerified={changed} onFailed={failed} />}
      {visible.complete && <CompleteCard order={order} onCompleted={changed} onFailed={failed} />}
      <PaymentInfoCard order={order} onFailed={failed} />
      <HistoryCard orderId={order.id} />
    </Flex>
  );

  return (
    <section aria-label={title} style={{ maxWidth: 1180, margin: '0 auto' }}>
      {heading}
      <FlashMessage
        flash={flash}
        onClose={clear}
        style={{ marginBottom: 16, position: 'sticky', top: 8, zIndex: 10 }}
      />
      <OrderLoadState
        notFound={orderId === null || (!order && isApiError(error) && error.status === 404)}
        loading={!order && !error}
        failure={failure}
        backLabel={T.backToOrders}
        onBack={backToList}
      >
        {body}
      </OrderLoadState>
    </section>
  );
}
