import type { CSSProperties } from 'react';
import { Typography } from 'antd';
import { formatRial, formatToman, parseAmount, PRICE_PENDING } from '../formatters';

export interface PriceTextProps {
  value: unknown;
  /** 'rial' (default): '۱٬۵۰۰٬۰۰۰ ریال' or 'در انتظار'. 'toman': statistics style, '۱٫۵M تومان'. */
  unit?: 'rial' | 'toman';
  strong?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** An amount in Persian; an empty, zero or non-numeric rial price shows 'در انتظار' in a muted colour. */
export function PriceText({ value, unit = 'rial', strong, className, style }: PriceTextProps) {
  const text = unit === 'toman' ? formatToman(value, { withUnit: true }) : formatRial(value);
  const pending = unit === 'rial' && text === PRICE_PENDING;
  return (
    <Typography.Text
      className={className}
      style={{ whiteSpace: 'nowrap', ...style }}
      strong={strong && !pending}
      type={pending ? 'secondary' : undefined}
      data-amount={parseAmount(value) ?? ''}
    >
      {text}
    </Typography.Text>
  );
}
