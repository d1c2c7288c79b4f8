// An item's pricing options (spec 000 §3 Pricing option): term, unit price, discount, total, tax (official only),
// total with tax; the customer's choice is marked. A table on a wide screen, a card per term on a phone.
import { Radio, Tag, theme } from 'antd';
import { BRAND_COLORS, PriceText, usePhone } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { OptionCards } from './option-cards';
import { percentText, type OptionsTableProps } from './option-view';

export { percentText, type OptionsTableProps };

export function OptionsTable(props: OptionsTableProps) {
  const phone = usePhone();
  return phone ? <OptionCards {...props} /> : <OptionRows {...props} />;
}

function OptionRows({ options, official, chosenId, choiceLabel, caption }: OptionsTableProps) {
  const { token } = theme.useToken();
  const cell = {
    padding: '6px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start' as const,
  };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSizeSM }}>
      {caption && (
        <caption style={{ textAlign: 'start', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      )}
      <thead>
        <tr style={{ background: token.colorFillAlter }}>
          {choiceLabel && <th style={cell} aria-label="انتخاب" />}
          <th style={cell}>{T.term}</th>
          <th style={cell}>{T.unitPrice}</th>
          <th style={cell}>{T.discount}</th>
          <th style={cell}>{T.total}</th>
          {official && <th style={cell}>{T.tax}</th>}
          {official && <th style={cell}>{T.totalWithTaxShort}</th>}
        </tr>
      </thead>
      <tbody>
        {options.map((o) => (
          <tr
            key={o.id}
            data-option={o.id}
            style={o.id === chosenId ? { background: BRAND_COLORS.highlight } : undefined}
          >
            {choiceLabel && (
              <td style={cell}>
                <Radio value={o.id} aria-label={choiceLabel(o)} />
              </td>
            )}
            <td style={cell}>
              {o.term_display}
              {o.id === chosenId && (
                <Tag color="blue" style={{ marginInlineStart: 6 }}>
                  {T.yourChoice}
                </Tag>
              )}
            </td>
            <td style={cell}>
              <PriceText value={o.unit_price} />
            </td>
            <td style={cell}>{percentText(o.discount_percentage)}</td>
            <td style={cell}>
              <PriceText value={o.total_price} />
            </td>
            {official && (
              <td style={cell}>
                <PriceText value={o.tax_amount} />
              </td>
            )}
            {official && (
              <td style={cell}>
                <PriceText value={o.total_with_tax} strong />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
