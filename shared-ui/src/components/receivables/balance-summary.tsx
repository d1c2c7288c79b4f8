// An order's (or a customer's) balance in five figures: the total, what is paid, what cheques secure, what is
// outstanding and what of it is overdue (in red when there is any). The figures wrap, so they fit a phone.
import { Typography } from 'antd';
import { parseAmount } from '../../formatters';
import { BRAND_COLORS } from '../../theme/tokens';
import { PriceText } from '../price-text';
import { RECEIVABLE_TEXTS as T } from './receivable-texts';
import type { BalanceView } from './receivable-types';

export interface BalanceSummaryProps {
  balance: BalanceView;
  /** The group's accessible name (default «وضعیت حساب سفارش»). */
  label?: string;
}

export function BalanceSummary({ balance, label = T.balance }: BalanceSummaryProps) {
  const overdue = (parseAmount(balance.overdue) ?? 0) > 0;
  const figures = [
    { key: 'total', title: T.total, value: balance.total },
    { key: 'paid', title: T.paid, value: balance.paid },
    { key: 'secured', title: T.secured, value: balance.secured },
    { key: 'outstanding', title: T.outstanding, value: balance.outstanding },
    { key: 'overdue', title: T.overdue, value: balance.overdue, danger: overdue },
  ];
  return (
    <dl aria-label={label} style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {figures.map((f) => (
        <div
          key={f.key}
          data-figure={f.key}
          style={{
            flex: '1 1 140px',
            minWidth: 0,
            border: `1px solid ${f.danger ? '#ffa39e' : BRAND_COLORS.border}`,
            background: f.danger ? '#fff1f0' : undefined,
            borderRadius: 8,
            padding: '8px 12px',
          }}
        >
          <dt>
            <Typography.Text type={f.danger ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
              {f.title}
            </Typography.Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <PriceText
              value={f.value}
              zero
              strong
              style={{ whiteSpace: 'normal', ...(f.danger ? { color: '#cf1322' } : {}) }}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
