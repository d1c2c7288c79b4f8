// One user of the customers page (spec 002 §2): name, email, tags, company, phone, join date, dealer code, order
// count, spend in rials, commission; a selection box, the details button and (super admins) the
// activation switch.
import { Button, Card, Checkbox, Flex, Tag } from 'antd';
import type { AdminCustomer } from '@sefaresh/shared-api';
import { CardField, formatJalaliDate, formatRial, toPersianDigits } from '@sefaresh/shared-ui';
import { ActiveToggle } from '../../components/people';
import { CUSTOMERS_TEXTS as T } from './messages';

export interface CustomerCardProps {
  user: AdminCustomer;
  selected: boolean;
  onSelect(selected: boolean): void;
  onDetails(): void;
  /** Only for super admins; undefined hides the action. */
  onToggleActive?: () => void;
  busy?: boolean;
}

const rialsOf = (rials: string) => formatRial(rials, { zero: true });

export function CustomerCard({
  user,
  selected,
  onSelect,
  onDetails,
  onToggleActive,
  busy,
}: CustomerCardProps) {
  return (
    <Card
      role="article"
      aria-label={user.name}
      size="small"
      style={{ height: '100%' }}
      title={
        <Flex gap={8} align="center">
          <Checkbox
            aria-label={T.select(user.name)}
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
          />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{user.name}</span>
        </Flex>
      }
      extra={<Tag color={user.is_active ? 'green' : 'red'}>{user.is_active ? T.active : T.inactive}</Tag>}
    >
      <Flex vertical gap={6}>
        <span dir="ltr" style={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
          {user.email}
        </span>
        <Flex gap={4} wrap>
          {user.is_superuser && <Tag color="magenta">{T.tagSuperuser}</Tag>}
          {user.is_staff && !user.is_superuser && <Tag color="purple">{T.tagStaff}</Tag>}
          {user.is_dealer && <Tag color="blue">{T.tagDealer}</Tag>}
          {!user.is_dealer && !user.is_staff && !user.is_superuser && <Tag>{T.tagCustomer}</Tag>}
        </Flex>
        {user.company_name && <CardField label={T.company}>{user.company_name}</CardField>}
        <CardField label={T.phone}>{user.phone ? toPersianDigits(user.phone) : '—'}</CardField>
        <CardField label={T.joined}>{formatJalaliDate(user.date_joined)}</CardField>
        {user.dealer_code && <CardField label={T.dealerCode}>{user.dealer_code}</CardField>}
        <CardField label={T.orders}>{toPersianDigits(user.total_orders)}</CardField>
        <CardField label={T.spent}>{rialsOf(user.total_spent)}</CardField>
        {user.is_dealer && <CardField label={T.commission}>{rialsOf(user.commission)}</CardField>}
        <CardField label={T.lastLogin}>
          {user.last_login ? formatJalaliDate(user.last_login) : T.never}
        </CardField>
        <Flex gap={8} wrap>
          <Button onClick={onDetails}>{T.details}</Button>
          {onToggleActive && (
            <ActiveToggle
              active={user.is_active}
              confirm={T.bulkConfirm(1)}
              busy={busy}
              onConfirm={onToggleActive}
            />
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
