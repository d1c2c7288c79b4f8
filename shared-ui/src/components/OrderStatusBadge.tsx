import { Tag } from 'antd';

export const ORDER_STATUSES = [
  'pending_pricing',
  'waiting_customer_approval',
  'confirmed',
  'payment_uploaded',
  'completed',
  'rejected',
  'cancelled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  pending_pricing: 'در انتظار قیمت‌گذاری',
  waiting_customer_approval: 'در انتظار تأیید مشتری',
  confirmed: 'تأیید شده',
  payment_uploaded: 'رسید پرداخت بارگذاری شده',
  completed: 'تکمیل شده',
  rejected: 'رد شده',
  cancelled: 'لغو شده',
});

/** antd Tag colours (preset names) per status. */
export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  pending_pricing: 'gold',
  waiting_customer_approval: 'orange',
  confirmed: 'blue',
  payment_uploaded: 'purple',
  completed: 'green',
  rejected: 'red',
  cancelled: 'default',
});

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The Persian label of a status; an unknown value is shown as it is. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

export interface OrderStatusBadgeProps {
  status: OrderStatus | string;
  className?: string;
}

export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  const known = isOrderStatus(status);
  return (
    <Tag color={known ? ORDER_STATUS_COLORS[status] : 'default'} className={className} data-status={status}>
      {orderStatusLabel(status)}
    </Tag>
  );
}
