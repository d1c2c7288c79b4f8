// An item's pricing options (spec 000 §3 Pricing option): term, unit price, discount, total, tax (official only),
// total with tax; the customer's choice is marked.
import type { ReactNode } from 'react';
import { Tag, theme } from 'antd';
import type { PricingOption } from '@sefaresh/shared-api';
import { BRAND_COLORS, formatNumber, PriceText } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';

export interface OptionsTableProps {
  options: PricingOption[];
  official: boolean;
  /** The option the item counts with (chosen, or the only one). */
  chosenId?: number;
  /** A control before each row (the radio of the pricing card). */
  lead?: (option: PricingOption) => ReactNode;
  caption?: string;
}

export function percentText(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `${formatNumber(n, Number.isInteger(n) ? 0 : 2)}٪`;
}

export function OptionsTable({ options, official, chosenId, lead, caption }: OptionsTableProps) {
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
          {lead && <th style={cell} aria-label="انتخاب" />}
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
            {lead && <td style={cell}>{lead(o)}</td>}
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
