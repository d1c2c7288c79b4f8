// The stock badge of spec 001 §4: discontinued for an inactive product; out of stock for out_of_stock or stock 0;
// available for in_stock or stock above 50; low stock for 50 or below.
import { Tag } from 'antd';

export const LOW_STOCK_LIMIT = 50;

export type StockBadgeKind = 'discontinued' | 'out_of_stock' | 'in_stock' | 'low_stock';

export const STOCK_BADGE_LABELS: Readonly<Record<StockBadgeKind, string>> = Object.freeze({
  discontinued: 'توقف فروش',
  out_of_stock: 'ناموجود',
  in_stock: 'موجود',
  low_stock: 'موجودی کم',
});

const COLORS: Record<StockBadgeKind, string> = {
  discontinued: 'default',
  out_of_stock: 'red',
  in_stock: 'green',
  low_stock: 'orange',
};

export interface StockInfo {
  is_active?: boolean;
  stock: number;
  stock_status?: string;
}

export function stockBadgeKind({ is_active = true, stock, stock_status }: StockInfo): StockBadgeKind {
  if (!is_active) return 'discontinued';
  if (stock_status === 'out_of_stock' || stock <= 0) return 'out_of_stock';
  if (stock_status === 'in_stock' || stock > LOW_STOCK_LIMIT) return 'in_stock';
  return 'low_stock';
}

/** Whether a customer may order it: active and not out of stock. */
export function isOrderable(product: StockInfo): boolean {
  const kind = stockBadgeKind(product);
  return kind === 'in_stock' || kind === 'low_stock';
}

export interface StockBadgeProps {
  product: StockInfo;
}

export function StockBadge({ product }: StockBadgeProps) {
  const kind = stockBadgeKind(product);
  return (
    <Tag color={COLORS[kind]} data-stock={kind} style={{ marginInlineEnd: 0 }}>
      {STOCK_BADGE_LABELS[kind]}
    </Tag>
  );
}
