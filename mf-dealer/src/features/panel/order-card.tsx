// One assigned order in the panel's grid: number, date, status, customer, items, totals and the dealer's
// commission (amount and status).
import type { ReactNode } from 'react';
import { Button, Card, Flex, Typography, theme } from 'antd';
import {
  CommissionStatusTag,
  commissionText,
  formatJalaliDate,
  OrderStatusBadge,
  PriceText,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import type { CommissionFields, DealerOrderRow } from '../../shared/dealer-api';
import { PANEL_TEXTS as T } from './messages';

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="baseline" gap={8} wrap>
      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</span>
      <span style={{ minWidth: 0, overflowWrap: 'anywhere', textAlign: 'left' }}>{children}</span>
    </Flex>
  );
}

export interface DealerOrderCardProps {
  order: DealerOrderRow;
  commission: CommissionFields | undefined;
  onOpen: (order: DealerOrderRow) => void;
}

export function DealerOrderCard({ order, commission, onOpen }: DealerOrderCardProps) {
  const { token } = theme.useToken();
  const title = T.orderNumber(order.id);
  return (
    <Card
      size="small"
      role="article"
      aria-label={title}
      data-order-id={order.id}
      style={{ height: '100%' }}
      styles={{ body: { display: 'grid', gap: 8, height: '100%', alignContent: 'start' } }}
    >
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
          {title}
        </Typography.Text>
        <OrderStatusBadge status={order.status} />
      </Flex>
      <Field label={T.createdAt}>{formatJalaliDate(order.created_at)}</Field>
      <Field label={T.customer}>{order.customer_name}</Field>
      <Field label={T.phone}>
        {order.customer_phone ? <span dir="ltr">{toPersianDigits(order.customer_phone)}</span> : T.noPhone}
      </Field>
      <Field label={T.itemsCount}>{T.items(order.items_count)}</Field>
      <Field label={T.quotedTotal}>
        <PriceText value={order.quoted_total} />
      </Field>
      <Field label={T.totalWithTax}>
        <PriceText value={order.total_with_tax} strong />
      </Field>
      <Flex
        vertical
        gap={4}
        style={{ padding: '8px 12px', borderRadius: token.borderRadius, background: token.colorInfoBg }}
      >
        <Field label={T.commission}>
          {commission
            ? commissionText(
                commission.dealer_commission_amount,
                commission.effective_commission_rate,
                commission.commission_status,
              )
            : '—'}
        </Field>
        <Field label={T.commissionStatus}>
          <CommissionStatusTag status={commission?.commission_status} />
        </Field>
      </Flex>
      <Flex style={{ paddingTop: 4 }}>
        <Button type="primary" onClick={() => onOpen(order)}>
          {T.viewDetails}
        </Button>
      </Flex>
    </Card>
  );
}
