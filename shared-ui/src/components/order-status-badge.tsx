import { Tag } from 'antd';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  isOrderStatus,
  orderStatusLabel,
  type OrderStatus,
} from '@sefaresh/shared-api/rules';

export { ORDER_STATUSES, ORDER_STATUS_LABELS, isOrderStatus, orderStatusLabel };
export type { OrderStatus };

/** antd Tag colours (preset names) per status. */
export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  pending_pricing: 'gold',
  waiting_customer_approval: 'orange',
  revision_requested: 'volcano',
  confirmed: 'blue',
  payment_uploaded: 'purple',
  completed: 'green',
  rejected: 'red',
  cancelled: 'default',
});

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
