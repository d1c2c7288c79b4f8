// The price selection (spec 000 §2, §4, §5): in waiting_customer_approval each active item with options is a
// choice among them, sent at once (the server recomputes the totals); the finalize button confirms the choices
// and issues the pre-invoice; the customer may ask for a new price instead. The choice is made here only
// (the items card shows no second table of prices), and its buttons sit in a footer that stays at the bottom of the
// screen while the card is in view, so the approve button is reachable on a phone. Past the
// quote's validity the choice is not offered and the footer says why. After the choice the choices are shown.
import { useState } from 'react';
import { Card, Descriptions, Flex, Radio, Typography } from 'antd';
import type { Order, OrderItem } from '@sefaresh/shared-api';
import { STATUS_GROUPS, statusIn } from '@sefaresh/shared-api/rules';
import { PriceText } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { OptionsTable, percentText } from './options-table';
import {
  activeItems,
  canChoose,
  canFinalize,
  canRequestRevision,
  effectiveOption,
  selectionsComplete,
} from './order-rules';
import { PricingFooter, PricingTotals } from './pricing-footer';

export interface PricingCardProps {
  order: Order;
  onSelect(item: OrderItem, optionId: number): Promise<void>;
  onFinalize(): Promise<void>;
  onRequestRevision(): void;
}

export function PricingCard({ order, onSelect, onFinalize, onRequestRevision }: PricingCardProps) {
  const [busyItem, setBusyItem] = useState<number | null>(null);
  const editable = canChoose(order);
  const chosenAlready = statusIn(order.status, STATUS_GROUPS.chosen);
  const footer = canFinalize(order) || canRequestRevision(order) || order.quote_expired;
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
          if (!chosenAlready)
            return (
              <OptionsTable
                key={item.id}
                caption={item.product_name}
                options={item.pricing_options}
                official={official}
              />
            );
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

      {!footer && <PricingTotals order={order} />}

      {footer && (
        <PricingFooter
          order={order}
          complete={complete}
          busy={busyItem !== null}
          onFinalize={onFinalize}
          onRequestRevision={onRequestRevision}
        />
      )}
    </Card>
  );
}
