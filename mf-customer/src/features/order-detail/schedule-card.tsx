// The order's payment schedule and balance once it is confirmed: what it is worth, paid, secured by cheques,
// outstanding and overdue, and each instalment with its due date and state.
import { Card, Flex } from 'antd';
import type { Order } from '@sefaresh/shared-api';
import { BalanceSummary, PaymentSchedule } from '@sefaresh/shared-ui';
import { MONEY_MESSAGES as T } from './money-messages';

export const showsSchedule = (order: Order) => order.payment_schedule.length > 0;

export function ScheduleCard({ order }: { order: Order }) {
  return (
    <Card title={T.scheduleCard} size="small" aria-label={T.scheduleCard}>
      <Flex vertical gap={16}>
        {order.balance && <BalanceSummary balance={order.balance} />}
        <PaymentSchedule instalments={order.payment_schedule} />
      </Flex>
    </Card>
  );
}
