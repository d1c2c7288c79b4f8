import { Button, Card, Flex, theme } from 'antd';
import {
  EmptyState,
  formatJalaliDate,
  formatRial,
  OrderStatusBadge,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { ordersSummaryQuery, type OrdersSummaryResponse } from '@sefaresh/shared-api';
import { Counter } from './counter';
import { count, isPresent, rialSum } from './format';
import { PROFILE_MESSAGES as T } from './messages';
import { TabQuery } from './tab-query';

export function OrdersSummaryTab({ onViewAll }: { onViewAll: () => void }) {
  const query = useQuery(ordersSummaryQuery());
  return (
    <TabQuery query={query} failTitle={T.ordersLoadFailed}>
      {(data) => <OrdersSummary data={data} onViewAll={onViewAll} />}
    </TabQuery>
  );
}

function OrdersSummary({ data, onViewAll }: { data: OrdersSummaryResponse; onViewAll: () => void }) {
  const { token } = theme.useToken();
  const summary = data.summary ?? {};
  const recent = Array.isArray(data.recent_orders) ? data.recent_orders : [];
  return (
    <Flex vertical gap={16}>
      <Card
        title={T.ordersCard}
        extra={
          <Button type="link" onClick={onViewAll}>
            {T.viewAll}
          </Button>
        }
      >
        <Flex gap={12} wrap>
          <Counter label={T.totalOrders} value={count(summary.total_orders)} />
          <Counter label={T.pendingOrders} value={count(summary.pending_orders)} />
          <Counter label={T.waitingApproval} value={count(summary.waiting_approval)} />
          <Counter label={T.completedOrders} value={count(summary.completed_orders)} />
          {isPresent(summary.total_spent) && (
            <Counter label={T.totalSpent} value={rialSum(summary.total_spent)} />
          )}
        </Flex>
      </Card>

      <Card title={T.recentOrders}>
        {recent.length === 0 ? (
          <EmptyState description={T.noOrders} />
        ) : (
          <ul aria-label={T.recentOrders} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {recent.map((order, index) => (
              <li
                key={order.id}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 12,
                  padding: '12px 0',
                  borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                <strong style={{ minWidth: 96 }}>{T.orderNumber(toPersianDigits(order.id))}</strong>
                <OrderStatusBadge status={order.status} />
                <span style={{ color: token.colorTextSecondary }}>{formatJalaliDate(order.created_at)}</span>
                <span style={{ marginInlineStart: 'auto', fontWeight: 600 }}>{formatRial(order.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Flex>
  );
}
