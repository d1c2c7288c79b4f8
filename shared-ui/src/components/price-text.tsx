import type { CSSProperties } from 'react';
import { Typography } from 'antd';
import { formatRial, formatRialShort, parseAmount, PRICE_PENDING } from '../formatters';

export interface PriceTextProps {
  value: unknown;
  /** In Persian words of millions and billions for a tight space: '۱۹٫۷ میلیون ریال'. */
  short?: boolean;
  /** A sum or a statistic: zero reads '۰ ریال' instead of «در انتظار». */
  zero?: boolean;
  strong?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A rial amount in Persian; an empty, zero or non-numeric price shows 'در انتظار' in a muted colour. */
export function PriceText({ value, short, zero, strong, className, style }: PriceTextProps) {
  const text = short ? formatRialShort(value) : formatRial(value, { zero });
  const pending = text === PRICE_PENDING;
  return (
    <Typography.Text
      className={className}
      style={{ whiteSpace: 'nowrap', ...style }}
      strong={strong && !pending}
      type={pending ? 'secondary' : undefined}
      data-amount={parseAmount(value) ?? ''}
      title={short ? formatRial(value, { zero: true }) : undefined}
    >
      {text}
    </Typography.Text>
  );
}
