// The order's items (spec 000 §2, §3 Order item): product, quantities, notes, pricing options; removed items are
// struck through. Active items can be removed while pending_pricing or waiting_customer_approval; removing the
// last one rejects the whole order and asks for a reason. Once priced, the prices are shown once, in the pricing
// card; a line keeps the customer's note of a revision request.
import { useState } from 'react';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import type { Order, OrderItem } from '@sefaresh/shared-api';
import { EmptyState, formatJalaliDateTime, ReasonModal, toPersianDigits } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { OptionsTable } from './options-table';
import { activeItems, canRemoveItems, effectiveOption, showsPricing } from './order-rules';
import { QUOTE_MESSAGES as Q } from './quote-messages';

export interface ItemsTableProps {
  order: Order;
  /** Removes an item; with a reason the whole order is rejected (the last active item). */
  onRemove(item: OrderItem, rejectionReason?: string): Promise<void>;
}

export function ItemsTable({ order, onRemove }: ItemsTableProps) {
  const [lastItem, setLastItem] = useState<OrderItem | null>(null);
  const removable = canRemoveItems(order);
  const activeCount = activeItems(order).length;
  const official = order.is_official_invoice;
  const pricedElsewhere = showsPricing(order);

  return (
    <Card title={T.itemsCard} size="small">
      {order.items.length === 0 && <EmptyState description={T.noItems} />}
      <Flex vertical gap={12}>
        {order.items.map((item) => {
          const removed = !item.is_active;
          const chosen = effectiveOption(item);
          return (
            <article
              key={item.id}
              aria-label={item.product_name}
              data-item={item.id}
              style={{
                border: '1px solid rgba(0,0,0,0.08)',
                borderRadius: 8,
                padding: 12,
                opacity: removed ? 0.6 : 1,
              }}
            >
              <Flex justify="space-between" align="start" gap={8} wrap>
                <div>
                  <Typography.Text strong delete={removed}>
                    {item.product_name}
                  </Typography.Text>
                  {item.product_code && (
                    <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                      {T.productCode}: <bdi>{item.product_code}</bdi>
                    </Typography.Text>
                  )}
                  {removed && (
                    <Tag color="red" style={{ marginInlineStart: 8 }}>
                      {T.removed}
                    </Tag>
                  )}
                  {removed && item.removed_at && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {T.removedAt(formatJalaliDateTime(item.removed_at))}
                    </Typography.Text>
                  )}
                </div>
                {removable &&
                  !removed &&
                  (activeCount > 1 ? (
                    <Popconfirm
                      title={T.removeItemTitle}
                      description={T.removeItemConfirm(item.product_name)}
                      okText={T.removeItemOk}
                      cancelText={T.cancel}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onRemove(item).catch(() => undefined)}
                    >
                      <Button size="small" danger aria-label={T.removeItemLabel(item.product_name)}>
                        {T.removeItem}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button
                      size="small"
                      danger
                      aria-label={T.removeItemLabel(item.product_name)}
                      onClick={() => setLastItem(item)}
                    >
                      {T.removeItem}
                    </Button>
                  ))}
              </Flex>
              <Flex gap={16} wrap style={{ marginTop: 6, fontSize: 13 }}>
                <span>
                  {T.requestedQuantity}: {toPersianDigits(item.requested_quantity)}
                </span>
                <span>
                  {T.finalQuantity}:{' '}
                  {item.final_quantity === null ? '—' : toPersianDigits(item.final_quantity)}
                </span>
              </Flex>
              {item.customer_notes && (
                <div style={{ marginTop: 4, fontSize: 13 }}>
                  {T.customerNotes}: {item.customer_notes}
                </div>
              )}
              {item.admin_notes && (
                <div style={{ marginTop: 4, fontSize: 13 }}>
                  {T.adminNotes}: {item.admin_notes}
                </div>
              )}
              {item.revision_comment && (
                <div style={{ marginTop: 4, fontSize: 13 }} data-testid="revision-comment">
                  {Q.yourLineNote}: {item.revision_comment}
                </div>
              )}
              {!removed && !pricedElsewhere && (
                <div style={{ marginTop: 8, overflowX: 'auto' }}>
                  {item.pricing_options.length > 0 ? (
                    <OptionsTable
                      options={item.pricing_options}
                      official={official}
                      chosenId={chosen?.is_selected ? chosen.id : undefined}
                    />
                  ) : (
                    <Typography.Text type="secondary">{T.noOptions}</Typography.Text>
                  )}
                </div>
              )}
            </article>
          );
        })}
      </Flex>
      <ReasonModal
        open={lastItem !== null}
        title={T.lastItemTitle}
        explain={lastItem ? T.lastItemExplain(lastItem.product_name) : ''}
        label={T.rejectReason}
        requiredMessage={T.rejectReasonRequired}
        cancelText={T.cancel}
        okText={T.lastItemOk}
        onClose={() => setLastItem(null)}
        onSubmit={async (reason) => {
          if (!lastItem) return;
          await onRemove(lastItem, reason);
          setLastItem(null);
        }}
      />
    </Card>
  );
}
