// The price selection (spec 000 §2, §4, §5): in waiting_customer_approval each active item with options is a
// choice among them, sent at once (the server recomputes the totals); the finalize button confirms the choices
// and issues the pre-invoice; the quote can be rejected with a reason. In later statuses the choices are shown.
import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Popconfirm, Radio, Typography } from 'antd';
import type { Order, OrderItem } from '@sefaresh/shared-api';
import { PriceText, ReasonModal } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { OptionsTable, percentText } from './options-table';
import {
  activeItems,
  canChoose,
  canFinalize,
  canReject,
  effectiveOption,
  selectionsComplete,
} from './order-rules';

export interface PricingCardProps {
  order: Order;
  onSelect(item: OrderItem, optionId: number): Promise<void>;
  onFinalize(): Promise<void>;
  onReject(reason: string): Promise<void>;
}

export function PricingCard({ order, onSelect, onFinalize, onReject }: PricingCardProps) {
  const [busyItem, setBusyItem] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const editable = canChoose(order);
  const items = activeItems(order).filter((i) => i.pricing_options.length > 0);
  const complete = selectionsComplete(order);
  const official = order.is_official_invoice;

  const choose = async (item: OrderItem, optionId: number) => {
    setBusyItem(item.id);
    try {
      await onSelect(item, optionId);
    } catch {
      // the page has shown the error
    } finally {
      setBusyItem(null);
    }
  };

  return (
    <Card title={T.pricingCard} size="small">
      {editable && <Typography.Paragraph type="secondary">{T.pricingHint}</Typography.Paragraph>}
      <Flex vertical gap={16}>
        {items.map((item) => {
          const chosen = effectiveOption(item);
          if (editable) {
            return (
              <Radio.Group
                key={item.id}
                aria-label={item.product_name}
                name={`order-item-${item.id}-option`}
                value={chosen?.id}
                disabled={busyItem !== null}
                onChange={(e) => choose(item, e.target.value as number)}
                style={{ width: '100%' }}
              >
                <OptionsTable
                  caption={item.product_name}
                  options={item.pricing_options}
                  official={official}
                  chosenId={chosen?.id}
                  choiceLabel={(o) => `${item.product_name} — ${o.term_display}`}
                />
              </Radio.Group>
            );
          }
          return (
            <Descriptions
              key={item.id}
              size="small"
              title={item.product_name}
              column={{ xs: 1, sm: 2 }}
              items={[
                {
                  key: 'chosen',
                  label: T.chosenOption,
                  children: chosen ? chosen.term_display : T.notChosen,
                },
                ...(chosen
                  ? [
                      { key: 'unit', label: T.unitPrice, children: <PriceText value={chosen.unit_price} /> },
                      {
                        key: 'discount',
                        label: T.discount,
                        children: percentText(chosen.discount_percentage),
                      },
                      {
                        key: 'total',
                        label: official ? T.totalWithTaxShort : T.total,
                        children: (
                          <PriceText value={official ? chosen.total_with_tax : chosen.total_price} strong />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          );
        })}
      </Flex>

      <Descriptions
        size="small"
        style={{ marginTop: 16 }}
        column={1}
        items={[
          { key: 'total', label: T.quotedTotal, children: <PriceText value={order.quoted_total} strong /> },
          ...(official
            ? [
                {
                  key: 'tax',
                  label: T.totalWithTax,
                  children: <PriceText value={order.total_with_tax} strong />,
                },
              ]
            : []),
        ]}
      />

      {(canReject(order) || canFinalize(order)) && (
        <Flex gap={8} justify="flex-end" wrap style={{ marginTop: 12 }}>
          {canReject(order) && (
            <Button danger onClick={() => setRejecting(true)}>
              {T.reject}
            </Button>
          )}
          {canFinalize(order) && (
            <Popconfirm
              title={T.finalizeTitle}
              description={T.finalizeConfirm}
              okText={T.finalizeOk}
              cancelText={T.cancel}
              disabled={!complete}
              onConfirm={() => onFinalize().catch(() => undefined)}
            >
              <Button type="primary" disabled={!complete || busyItem !== null}>
                {T.finalize}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
      {canFinalize(order) && !complete && (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', textAlign: 'end', marginTop: 4, fontSize: 12 }}
        >
          {T.finalizeNeedsChoice}
        </Typography.Text>
      )}

      <ReasonModal
        open={rejecting}
        title={T.rejectTitle}
        explain={T.rejectExplain}
        label={T.rejectReason}
        requiredMessage={T.rejectReasonRequired}
        cancelText={T.cancel}
        okText={T.rejectOk}
        onClose={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await onReject(reason);
          setRejecting(false);
        }}
      />
    </Card>
  );
}
