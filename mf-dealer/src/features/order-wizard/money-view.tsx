// The money of an assigned order, read-only: its balance, its payment schedule and its cheques (the order
// answer's payment_schedule, balance and cheques), once the customer has confirmed it.
import { Flex, Typography } from 'antd';
import { BalanceSummary, ChequeList, PaymentSchedule, RECEIVABLE_TEXTS as R } from '@sefaresh/shared-ui';
import type { DealerOrder } from '../../shared/dealer-api';
import { WIZARD_TEXTS as T } from './messages';

export function MoneyView({ order }: { order: DealerOrder }) {
  const schedule = order.payment_schedule ?? [];
  const cheques = order.cheques ?? [];
  if (schedule.length === 0 && cheques.length === 0) return null;
  const positionOf = (instalmentId: number | null) => {
    const position = schedule.find((i) => i.id === instalmentId)?.position;
    return position === undefined ? null : R.instalment(position);
  };
  return (
    <Flex vertical gap={12}>
      {schedule.length > 0 && (
        <section aria-label={T.moneyTitle}>
          <Typography.Title level={5}>{T.moneyTitle}</Typography.Title>
          <Flex vertical gap={12}>
            {order.balance && <BalanceSummary balance={order.balance} />}
            <PaymentSchedule instalments={schedule} />
          </Flex>
        </section>
      )}
      {cheques.length > 0 && (
        <section aria-label={T.chequesTitle}>
          <Typography.Title level={5}>{T.chequesTitle}</Typography.Title>
          <ChequeList cheques={cheques} instalmentLabel={(c) => positionOf(c.instalment_id)} />
        </section>
      )}
    </Flex>
  );
}
