// Card 4 of the admin order editor (spec 001 §2.1, §2.3, §5, §8): the order's sales dealer. With a dealer: name,
// code, assigned date, effective rate, commission status and amount, notes, and the change and remove buttons
// (remove after a confirmation in the product's Popconfirm). Without one: the assignment form. An order whose allowed actions do not
// include the assignment (completed, cancelled, rejected) is locked, with a note why. A success shows the
// server's message, then onChanged() invalidates the order.
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { dealersApi, errorText, type Order } from '@sefaresh/shared-api';
import { orderAllows } from '@sefaresh/shared-api/rules';
import { CommissionStatusTag, formatJalaliDate, formatPercent, formatRial } from '@sefaresh/shared-ui';
import { DealerAssignmentForm } from './dealer-assignment-form';
import { DEALER_ASSIGNMENT_TEXTS as T } from './messages';

export interface DealerAssignmentCardProps {
  order: Order;
  /** After an assignment or removal: the order changed on the server (the editor reloads it). */
  onChanged(): void;
}

type Flash = { type: 'success' | 'error'; text: string } | null;

export function DealerAssignmentCard({ order, onChanged }: DealerAssignmentCardProps) {
  const [changing, setChanging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [flash, setFlash] = useState<Flash>(null);
  // the order's allowed actions: completed, cancelled and rejected orders offer neither
  const locked = !orderAllows(order, 'assign_dealer');
  const removable = orderAllows(order, 'remove_dealer');
  const hasDealer = order.assigned_dealer_id !== null || !!order.assigned_dealer_name;

  const assigned = (message: string) => {
    setChanging(false);
    setFlash({ type: 'success', text: message });
    onChanged();
  };

  const remove = async () => {
    setFlash(null);
    setRemoving(true);
    try {
      const answer = await dealersApi.remove(order.id);
      setChanging(false);
      setFlash({ type: 'success', text: answer.message });
      onChanged();
    } catch (error) {
      setFlash({ type: 'error', text: errorText(error, { fallback: T.removeFailed }) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section aria-label={T.cardTitle}>
      <Card title={T.cardTitle} size="small">
        <Flex vertical gap={12}>
          {flash && (
            <Alert
              type={flash.type}
              showIcon
              closable={{ onClose: () => setFlash(null) }}
              title={flash.text}
            />
          )}
          {locked && <Alert type="info" showIcon title={T.locked} />}

          {hasDealer ? (
            <>
              <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
                <Descriptions.Item label={T.dealerName}>
                  {order.assigned_dealer_name ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={T.dealerCode}>
                  {order.assigned_dealer_code ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={T.assignedAt}>
                  {order.dealer_assigned_at ? formatJalaliDate(order.dealer_assigned_at) : '—'}
                </Descriptions.Item>
                <Descriptions.Item label={T.effectiveRate}>
                  {order.effective_commission_rate === null
                    ? '—'
                    : formatPercent(order.effective_commission_rate)}
                </Descriptions.Item>
                <Descriptions.Item label={T.commissionStatus}>
                  <CommissionStatusTag status={order.commission_status} />
                </Descriptions.Item>
                <Descriptions.Item label={T.commissionAmount}>
                  {formatRial(order.dealer_commission_amount)}
                </Descriptions.Item>
                <Descriptions.Item label={T.notes} span="filled">
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {order.dealer_notes || T.noNotes}
                  </Typography.Paragraph>
                </Descriptions.Item>
              </Descriptions>
              <Flex gap={8} wrap>
                <Button disabled={locked || removing} onClick={() => setChanging((c) => !c)}>
                  {changing ? T.cancelChange : T.change}
                </Button>
                <Popconfirm
                  title={T.removeConfirm}
                  okText={T.yes}
                  cancelText={T.no}
                  okButtonProps={{ danger: true }}
                  disabled={!removable || removing}
                  onConfirm={remove}
                >
                  <Button danger loading={removing} disabled={!removable || removing}>
                    {T.remove}
                  </Button>
                </Popconfirm>
              </Flex>
              {changing && !locked && (
                <DealerAssignmentForm order={order} startWithYes onAssigned={assigned} />
              )}
            </>
          ) : (
            <>
              <Typography.Text type="secondary">{T.noDealer}</Typography.Text>
              {!locked && <DealerAssignmentForm order={order} onAssigned={assigned} />}
            </>
          )}
        </Flex>
      </Card>
    </section>
  );
}
