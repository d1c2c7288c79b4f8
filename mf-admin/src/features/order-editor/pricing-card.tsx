// Card 5, the status/edit card (spec 001 §2.2, §5 pricing form; spec README transition table): the loaded prices,
// and the multi-option pricing editor — editable at once while pending_pricing, otherwise after 'ویرایش قیمت‌ها'
// when the order allows pricing (never a completed one); cancel-edit returns to the loaded values. Also the
// staff's 'لغو سفارش' when the order allows it.
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { errorText, ordersApi, type Order } from '@sefaresh/shared-api';
import { STATUS, orderAllows } from '@sefaresh/shared-api/rules';
import { ReasonModal } from '@sefaresh/shared-ui';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';
import { PricesView } from './prices-view';
import { PricingEditor } from './pricing-editor';
import { RevisionRequestAlert } from './revision-request';
import { pricingVersion } from './pricing-form';

export interface PricingCardProps {
  order: Order;
  /** Pricing saved, an item removed or the order cancelled: the order as it now is. */
  onChanged(order: Order, message: string): void;
  onFailed(message: string): void;
}

export function PricingCard({ order, onChanged, onFailed }: PricingCardProps) {
  const [editRequested, setEditRequested] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const priceable = orderAllows(order, 'price');
  // a new request or the customer's request for a new price: the editor is open at once
  const firstPricing = order.status === STATUS.pendingPricing || order.status === STATUS.revisionRequested;
  const editing = (firstPricing || editRequested) && priceable;

  const extra = (
    <Flex gap={8}>
      {!editing && priceable && (
        <Button type="primary" onClick={() => setEditRequested(true)}>
          {T.editPrices}
        </Button>
      )}
      {orderAllows(order, 'cancel') && (
        <Button danger onClick={() => setCancelling(true)}>
          {T.cancelOrder}
        </Button>
      )}
    </Flex>
  );

  const inactive = order.items.filter((i) => !i.is_active).length;
  return (
    <EditorCard title={T.pricingCard} extra={extra}>
      {order.status === STATUS.completed && (
        <Alert type="info" showIcon title={T.completedLocked} style={{ marginBottom: 12 }} />
      )}
      {order.revision_request && <RevisionRequestAlert request={order.revision_request} />}
      {inactive > 0 && (
        <Typography.Paragraph type="secondary">{T.removedItems(inactive)}</Typography.Paragraph>
      )}
      {editing ? (
        <PricingEditor
          key={pricingVersion(order)}
          order={order}
          onDone={(saved) => {
            setEditRequested(false);
            onChanged(saved, T.pricingSaved);
          }}
          onCancel={() => setEditRequested(false)}
          onItemRemoved={onChanged}
          onFailed={onFailed}
        />
      ) : (
        <PricesView order={order} />
      )}
      <ReasonModal
        open={cancelling}
        title={T.cancelOrderTitle}
        explain={T.cancelOrderExplain}
        label={T.cancelReason}
        requiredMessage={T.cancelReasonRequired}
        okText={T.cancelOrderOk}
        cancelText={T.cancel}
        onClose={() => setCancelling(false)}
        onSubmit={async (reason) => {
          try {
            const answer = await ordersApi.cancel(order.id, reason);
            setCancelling(false);
            onChanged(answer, T.orderCancelled);
          } catch (error) {
            throw new Error(errorText(error, { fallback: T.cancelFailed }), { cause: error });
          }
        }}
      />
    </EditorCard>
  );
}
