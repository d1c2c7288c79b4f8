// The editor's money: what the order is worth and how much of it is paid, secured by cheques, outstanding and
// overdue; its payment schedule; and its cheques with staff's moves (allowed_moves) and «ثبت چک» for the
// customer while the order allows register_cheque. The receipts and their review are the verification card's.
import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { Order } from '@sefaresh/shared-api';
import { orderAllows } from '@sefaresh/shared-api/rules';
import { BalanceSummary, ChequeList, PaymentSchedule, RECEIVABLE_TEXTS as R } from '@sefaresh/shared-ui';
import { ChequeMoves } from './cheque-moves';
import { EditorCard } from './editor-card';
import { MONEY_TEXTS as M } from './money-messages';
import { RegisterChequeModal } from './register-cheque-modal';

export interface MoneyCardProps {
  order: Order;
  /** A change on the server: the order loads again (a cheque's move answers the cheque, not the order). */
  onChanged(order: Order | undefined, message: string): void;
  onFailed(message: string): void;
}

/** Whether the order has any money to show: a schedule, cheques, or a cheque that may be registered. */
export const hasMoney = (order: Order) =>
  order.payment_schedule.length > 0 || order.cheques.length > 0 || orderAllows(order, 'register_cheque');

export function MoneyCard({ order, onChanged, onFailed }: MoneyCardProps) {
  const [registering, setRegistering] = useState(false);
  const schedule = order.payment_schedule;
  const positionOf = (instalmentId: number | null) => schedule.find((i) => i.id === instalmentId)?.position;
  const mayRegister = orderAllows(order, 'register_cheque');
  return (
    <EditorCard
      title={M.moneyCard}
      extra={
        mayRegister && (
          <Button type="primary" size="small" onClick={() => setRegistering(true)}>
            {M.registerCheque}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        {order.balance && <BalanceSummary balance={order.balance} />}
        <div>
          <Typography.Title level={5}>{M.schedule}</Typography.Title>
          <PaymentSchedule instalments={schedule} emptyText={M.noSchedule} />
        </div>
        <section aria-label={M.cheques}>
          <Typography.Title level={5}>{M.cheques}</Typography.Title>
          <ChequeList
            cheques={order.cheques}
            emptyText={M.noCheques}
            instalmentLabel={(c) => {
              const position = positionOf(c.instalment_id);
              return position === undefined ? null : R.instalment(position);
            }}
            renderActions={(c) =>
              c.allowed_moves.length > 0 ? (
                <ChequeMoves
                  cheque={c}
                  onMoved={(message) => onChanged(undefined, message)}
                  onFailed={onFailed}
                />
              ) : null
            }
          />
        </section>
      </Flex>
      <RegisterChequeModal
        open={registering}
        orderId={order.id}
        instalments={schedule}
        onClose={() => setRegistering(false)}
        onRegistered={(message) => {
          setRegistering(false);
          onChanged(undefined, message);
        }}
      />
    </EditorCard>
  );
}
