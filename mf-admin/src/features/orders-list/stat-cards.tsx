// The six stat cards (spec 002 §2): counts over all orders; clicking one sets the status filter.
import { Card, Col, Row, Typography, theme } from 'antd';
import type { AdminOrderStats, AdminOrderStatusFilter } from '@sefaresh/shared-api';
import { STATUS } from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { ORDERS_LIST_MESSAGES as T } from './messages';

const CARDS: ReadonlyArray<{
  key: keyof AdminOrderStats;
  label: string;
  status?: AdminOrderStatusFilter;
  color: string;
}> = [
  { key: 'total', label: T.statTotal, color: '#1677ff' },
  { key: 'active', label: T.statActive, status: 'active', color: '#13c2c2' },
  { key: STATUS.pendingPricing, label: T.statPending, status: STATUS.pendingPricing, color: '#faad14' },
  {
    key: STATUS.waitingCustomerApproval,
    label: T.statWaiting,
    status: STATUS.waitingCustomerApproval,
    color: '#fa8c16',
  },
  {
    key: STATUS.paymentUploaded,
    label: T.statPaymentUploaded,
    status: STATUS.paymentUploaded,
    color: '#722ed1',
  },
  { key: STATUS.completed, label: T.statCompleted, status: STATUS.completed, color: '#52c41a' },
];

export interface StatCardsProps {
  stats: AdminOrderStats | null;
  current?: AdminOrderStatusFilter;
  /** undefined: the total card (every status). */
  onSelect: (status: AdminOrderStatusFilter | undefined) => void;
}

export function StatCards({ stats, current, onSelect }: StatCardsProps) {
  const { token } = theme.useToken();
  return (
    <section aria-label={T.stats}>
      <Row gutter={[12, 12]}>
        {CARDS.map((c) => {
          const value = stats ? toPersianDigits(stats[c.key]) : '…';
          const selected = c.status ? current === c.status : !current;
          return (
            <Col key={c.key} xs={12} sm={8} lg={4}>
              <Card
                size="small"
                hoverable
                role="button"
                tabIndex={0}
                aria-label={`${c.label}: ${value}`}
                aria-pressed={selected}
                onClick={() => onSelect(c.status)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onSelect(c.status);
                  }
                }}
                style={{
                  borderColor: selected ? c.color : undefined,
                  borderInlineStartWidth: 4,
                  borderInlineStartColor: c.color,
                }}
              >
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {c.label}
                </Typography.Text>
                <div style={{ fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorText }}>
                  {value}
                </div>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
