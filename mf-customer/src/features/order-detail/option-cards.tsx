// An item's pricing options on a phone: each payment term is a card, the term with the customer's mark at
// the top and its amounts below in two columns, so no column falls off a narrow screen. With `choiceLabel` (the
// price selection) the whole card is the term's radio button, drawn large.
import type { ReactNode } from 'react';
import { ConfigProvider, Flex, Radio, Tag, Typography, theme } from 'antd';
import type { PricingOption } from '@sefaresh/shared-api';
import { BRAND_COLORS, PriceText } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { percentText, type OptionsTableProps } from './option-view';

/** The radio of a term card: larger than antd's default, to be hit with a thumb. */
const LARGE_RADIO = { components: { Radio: { radioSize: 24, dotSize: 12 } } };

function Amount({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical data-field={label} style={{ minWidth: 0 }}>
      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</span>
      <span style={{ overflowWrap: 'anywhere' }}>{children}</span>
    </Flex>
  );
}

export function OptionCards({ options, official, chosenId, choiceLabel, caption }: OptionsTableProps) {
  const { token } = theme.useToken();
  const card = (o: PricingOption) => {
    const chosen = o.id === chosenId;
    // the amount the customer pays for the term: with tax on an official invoice
    const pays = official ? o.total_with_tax : o.total_price;
    const body = (
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong>{o.term_display}</Typography.Text>
            {chosen && <Tag color="blue">{T.yourChoice}</Tag>}
          </Flex>
          <Amount label={official ? T.totalWithTaxShort : T.total}>
            <PriceText value={pays} strong />
          </Amount>
        </Flex>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6px 12px' }}>
          <Amount label={T.unitPrice}>
            <PriceText value={o.unit_price} />
          </Amount>
          <Amount label={T.discount}>{percentText(o.discount_percentage)}</Amount>
          {official && (
            <Amount label={T.total}>
              <PriceText value={o.total_price} />
            </Amount>
          )}
          {official && (
            <Amount label={T.tax}>
              <PriceText value={o.tax_amount} />
            </Amount>
          )}
        </div>
      </Flex>
    );
    return (
      <div
        key={o.id}
        role="listitem"
        data-option={o.id}
        style={{
          border: `1px solid ${chosen ? token.colorPrimary : token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          padding: 12,
          background: chosen ? BRAND_COLORS.highlight : token.colorBgContainer,
        }}
      >
        {choiceLabel ? (
          <Radio
            value={o.id}
            aria-label={choiceLabel(o)}
            style={{ width: '100%', alignItems: 'flex-start', marginInlineEnd: 0 }}
            styles={{ label: { flex: 1, minWidth: 0, paddingInlineEnd: 0 } }}
          >
            {body}
          </Radio>
        ) : (
          body
        )}
      </div>
    );
  };
  return (
    <ConfigProvider theme={LARGE_RADIO}>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        {caption && <Typography.Text strong>{caption}</Typography.Text>}
        <Flex vertical gap={8} role="list" aria-label={caption}>
          {options.map(card)}
        </Flex>
      </Flex>
    </ConfigProvider>
  );
}
