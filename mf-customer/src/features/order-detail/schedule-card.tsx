// The order's payment schedule and balance once it is confirmed: what it is worth, paid, secured by cheques,
// outstanding and overdue, and each instalment with its due date and state.
import { Card, Flex } from 'antd';
import type { Order } from '@sefaresh/shared-api';
import { BalanceSummary, PaymentSchedule } from '@sefaresh/shared-ui';
import { MONEY_MESSAGES as T } from './money-messages';
import { scheduleOf } from './order-rules';

export const showsSchedule = (order: Order) => scheduleOf(order).length > 0;

export function ScheduleCard({ order }: { order: Order }) {
  return (
    <Card title={T.scheduleCard} size="small" role="region" aria-label={T.scheduleCard}>
      <Flex vertical gap={16}>
        {order.balance && <BalanceSummary balance={order.balance} />}
        <PaymentSchedule instalments={scheduleOf(order)} />
      </Flex>
    </Card>
  );
}
