// Step 5: the final summary, with a message for the order's status (a completed order: the commission has been
// calculated, with its amount), the order's balance, payment schedule and cheques, and the quote's versions.
import { Alert, Descriptions, Flex } from 'antd';
import { STATUS } from '@sefaresh/shared-api/rules';
import {
  CommissionAmount,
  CommissionStatusTag,
  formatPercent,
  formatRial,
  OrderStatusBadge,
  PriceText,
} from '@sefaresh/shared-ui';
import type { DealerOrder } from '../../shared/dealer-api';
import { summaryMessage, WIZARD_TEXTS as T } from './messages';
import { MoneyView } from './money-view';
import { QuoteVersions } from './quote-versions';

export function SummaryStep({ order }: { order: DealerOrder }) {
  const message = summaryMessage(order.status, formatRial(order.dealer_commission_amount));
  const tone =
    order.status === STATUS.completed
      ? 'success'
      : order.status === STATUS.rejected || order.status === STATUS.cancelled
        ? 'warning'
        : 'info';
  return (
    <Flex vertical gap={12}>
      {message && <Alert type={tone} showIcon title={message} data-testid="summary-message" />}
      <Descriptions
        bordered
        size="small"
        column={1}
        title={T.summaryTitle}
        items={[
          { key: 'status', label: T.status, children: <OrderStatusBadge status={order.status} /> },
          { key: 'quoted', label: T.quotedTotal, children: <PriceText value={order.quoted_total} /> },
          {
            key: 'total',
            label: T.totalWithTax,
            children: <PriceText value={order.total_with_tax} strong />,
          },
          {
            key: 'commission',
            label: T.commissionAmount,
            children: (
              <CommissionAmount
                amount={order.dealer_commission_amount}
                status={order.commission_status}
                strong
              />
            ),
          },
          {
            key: 'rate',
            label: T.commissionRate,
            children: formatPercent(order.effective_commission_rate) || T.none,
          },
          {
            key: 'commission-status',
            label: T.commissionStatus,
            children: <CommissionStatusTag status={order.commission_status} />,
          },
        ]}
      />
      <MoneyView order={order} />
      <QuoteVersions order={order} />
    </Flex>
  );
}
