// One dealer (spec 002 §2): name, email, code, active tag, company and phone, join date, rate, assigned orders,
// commission earned and payable (rials), the payout IBAN; performance for everyone, edit-commission, the bank
// account and activation for super admins.
import { Button, Card, Flex, Tag } from 'antd';
import type { AdminDealer } from '@sefaresh/shared-api';
import { PAYMENT_INFO_LABELS } from '@sefaresh/shared-api/rules';
import {
  BankNumber,
  CardField,
  formatJalaliDate,
  formatPercent,
  formatRial,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { ActiveToggle } from '../../components/people';
import { DEALERS_TEXTS as T } from './messages';

const rialsOf = (value: string) => formatRial(value, { zero: true });

export interface DealerCardProps {
  dealer: AdminDealer;
  superuser: boolean;
  busy: boolean;
  onPerformance(): void;
  onEditRate(): void;
  onEditIban(): void;
  onToggleActive(): void;
}

export function DealerCard({
  dealer: d,
  superuser,
  busy,
  onPerformance,
  onEditRate,
  onEditIban,
  onToggleActive,
}: DealerCardProps) {
  return (
    <Card
      role="article"
      aria-label={d.name}
      size="small"
      title={d.name}
      extra={<Tag color={d.is_active ? 'green' : 'red'}>{d.is_active ? T.active : T.inactive}</Tag>}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={6}>
        <span dir="ltr" style={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
          {d.email}
        </span>
        {d.dealer_code && <Tag style={{ alignSelf: 'start' }}>{d.dealer_code}</Tag>}
        {d.company_name && <CardField label={T.company}>{d.company_name}</CardField>}
        {d.phone && <CardField label={T.phone}>{toPersianDigits(d.phone)}</CardField>}
        <CardField label={T.joined}>{formatJalaliDate(d.date_joined)}</CardField>
        <CardField label={T.rate}>
          {d.dealer_commission_rate ? formatPercent(d.dealer_commission_rate) : '—'}
        </CardField>
        <CardField label={T.assigned}>{toPersianDigits(d.assigned_orders_count)}</CardField>
        <CardField label={T.earned}>{rialsOf(d.total_commission_earned)}</CardField>
        <CardField label={T.pending}>{rialsOf(d.pending_commission)}</CardField>
        <CardField label={PAYMENT_INFO_LABELS.iban}>
          {d.dealer_iban ? <BankNumber label={T.ibanOf(d.name)} value={d.dealer_iban} /> : T.noIbanShort}
        </CardField>
        <Flex gap={8} wrap>
          <Button onClick={onPerformance}>{T.performance}</Button>
          {superuser && <Button onClick={onEditRate}>{T.editRate}</Button>}
          {superuser && <Button onClick={onEditIban}>{T.editIban}</Button>}
          {superuser && (
            <ActiveToggle
              active={d.is_active}
              confirm={T.confirmToggle}
              busy={busy}
              onConfirm={onToggleActive}
            />
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
