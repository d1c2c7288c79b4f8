// /admin: what needs action now (spec README "Other gaps"), each number linking into the filtered admin page:
// orders per status, receipts to verify, orders without a dealer, low stock, and today's and this month's orders
// and sales (Tehran time, Persian month); below, the notifications that could not be sent, with their retry.
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { STATUS } from '@sefaresh/shared-api/rules';
import { dashboardQuery, failedNotificationKeys, type AdminDashboard } from '@sefaresh/shared-api';
import {
  ErrorState,
  formatJalaliDateTime,
  formatNumber,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PriceText,
  RIAL_UNIT,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { loadErrorText } from '../../lib/load-error';
import { FailedNotificationsCard } from './failed-notifications-card';
import { DASHBOARD_TEXTS as T } from './messages';

const dashboardLinks = {
  status: (status: string) => `/admin/orders?status=${status}`,
  receipts: `/admin/orders?status=${STATUS.paymentUploaded}`,
  withoutDealer: '/admin/orders?dealer=unassigned',
  lowStock: '/admin/products?stock=low_stock',
  outOfStock: '/admin/products?stock=out_of_stock',
  orders: '/admin/orders',
  reports: '/admin/reports/orders',
  receivables: '/admin/receivables',
} as const;

/** Whole rials; zero is '۰ ریال' here (PriceText shows 'در انتظار' for an unpriced 0). */
function Rials({ value }: { value: string }) {
  if (/^0*$/.test(value))
    return <Typography.Text strong>{`${toPersianDigits(0)} ${RIAL_UNIT}`}</Typography.Text>;
  return <PriceText value={value} strong />;
}

function CountCard({
  to,
  label,
  value,
  accent,
  hint,
}: {
  to: string;
  label: string;
  value: number;
  accent?: string;
  hint?: ReactNode;
}) {
  return (
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      <Card
        hoverable
        size="small"
        style={{ height: '100%', borderTop: accent ? `3px solid ${accent}` : undefined }}
      >
        <Typography.Text type="secondary">{label}</Typography.Text>
        <div style={{ fontSize: 26, fontWeight: 700, lineHeight: 1.4 }} data-testid="count">
          {formatNumber(value)}
        </div>
        {hint}
      </Card>
    </Link>
  );
}

/** The overdue receivables: an amount (red while there is any), not a count, linking to the receivables page. */
function OverdueCard({ receivables }: { receivables: AdminDashboard['receivables'] }) {
  const overdue = !/^0*$/.test(receivables.overdue_total);
  return (
    <Link to={dashboardLinks.receivables} style={{ display: 'block', height: '100%' }}>
      <Card hoverable size="small" style={{ height: '100%', borderTop: '3px solid #cf1322' }}>
        <Typography.Text type="secondary">{T.overdueReceivables}</Typography.Text>
        <div style={{ fontSize: 18, lineHeight: 1.8 }} data-testid="overdue-total">
          <PriceText
            value={receivables.overdue_total}
            zero
            strong
            style={overdue ? { color: '#cf1322' } : undefined}
          />
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${T.dueThisWeek}: `}
          <Rials value={receivables.due_this_week_total} />
        </Typography.Text>
      </Card>
    </Link>
  );
}

const STATUS_ACCENT: Record<string, string> = {
  gold: '#d4b106',
  orange: '#d46b08',
  blue: '#1677ff',
  purple: '#722ed1',
  green: '#389e0d',
  red: '#cf1322',
  default: '#8c8c8c',
};

function Period({ title, period }: { title: string; period: AdminDashboard['today'] }) {
  return (
    <Card size="small" title={title} role="region" aria-label={title}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text type="secondary">{T.orders}</Typography.Text>
          <Link to={dashboardLinks.orders}>
            <Typography.Text strong>{formatNumber(period.orders)}</Typography.Text>
          </Link>
        </Flex>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text type="secondary">{T.sales}</Typography.Text>
          <Link to={dashboardLinks.reports}>
            <Rials value={period.sales} />
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The counts that ask for action, each a link to the list that shows them, with its accent colour. */
const NEEDS_ACTION: Array<{
  link: 'receipts' | 'withoutDealer' | 'lowStock' | 'outOfStock';
  label: string;
  count: 'receipts_to_verify' | 'orders_without_dealer' | 'low_stock_count' | 'out_of_stock_count';
  accent: string;
}> = [
  { link: 'receipts', label: T.receiptsToVerify, count: 'receipts_to_verify', accent: '#722ed1' },
  { link: 'withoutDealer', label: T.ordersWithoutDealer, count: 'orders_without_dealer', accent: '#d46b08' },
  { link: 'lowStock', label: T.lowStock, count: 'low_stock_count', accent: '#d4b106' },
  { link: 'outOfStock', label: T.outOfStock, count: 'out_of_stock_count', accent: '#cf1322' },
];

function DashboardBody({ data }: { data: AdminDashboard }) {
  return (
    <Flex vertical gap={24}>
      <section aria-label={T.needsAction}>
        <Typography.Title level={5}>{T.needsAction}</Typography.Title>
        <Row gutter={[12, 12]}>
          {NEEDS_ACTION.map(({ link, label, count, accent }) => (
            <Col key={link} xs={24} sm={12} lg={8} xl={{ flex: '1 1 0' }}>
              <CountCard to={dashboardLinks[link]} label={label} value={data[count]} accent={accent} />
            </Col>
          ))}
          <Col xs={24} sm={12} lg={8} xl={{ flex: '1 1 0' }}>
            <OverdueCard receivables={data.receivables} />
          </Col>
        </Row>
      </section>

      <section aria-label={T.byStatus}>
        <Typography.Title level={5}>{T.byStatus}</Typography.Title>
        <Row gutter={[12, 12]}>
          {ORDER_STATUSES.map((status) => (
            <Col key={status} xs={12} sm={8} lg={6} xl={3} flex="auto">
              <CountCard
                to={dashboardLinks.status(status)}
                label={ORDER_STATUS_LABELS[status]}
                value={data.orders_by_status[status]}
                accent={STATUS_ACCENT[ORDER_STATUS_COLORS[status]]}
              />
            </Col>
          ))}
        </Row>
      </section>

      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Flex vertical gap={12}>
            <Period title={T.today} period={data.today} />
            <Period title={T.month} period={data.month} />
          </Flex>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={T.lowStockList}
            role="region"
            aria-label={T.lowStockList}
            extra={<Link to={dashboardLinks.lowStock}>{T.lowStockAll}</Link>}
          >
            {data.low_stock_products.length === 0 ? (
              <Typography.Text type="secondary">{T.noLowStock}</Typography.Text>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.low_stock_products.map((p) => (
                  <li key={p.id} style={{ padding: '6px 0', borderBottom: '1px solid #f0ebe4' }}>
                    <Flex justify="space-between" align="center" gap={8}>
                      <Typography.Text>{p.name}</Typography.Text>
                      {p.stock <= 0 ? (
                        <Tag color="red">{T.outOfStockTag}</Tag>
                      ) : (
                        <Tag color="gold">{`${formatNumber(p.stock)} ${T.stockUnit}`}</Tag>
                      )}
                    </Flex>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

export function AdminDashboardPage() {
  const client = useQueryClient();
  const query = useQuery(dashboardQuery());
  const { data } = query;
  const loading = query.isFetching;
  const errorText = query.isError && !loading ? loadErrorText(query.error, T.loadError) : null;
  /** The numbers and the failed notifications' card. */
  const reload = () => {
    void query.refetch();
    void client.invalidateQueries({ queryKey: failedNotificationKeys.all });
  };
  return (
    <Flex vertical gap={16}>
      <Flex align="center" justify="space-between" gap={12} wrap>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {T.title}
          </Typography.Title>
          {data ? (
            <Typography.Text type="secondary">{`${T.updatedAt}: ${formatJalaliDateTime(data.generated_at)}`}</Typography.Text>
          ) : null}
        </div>
        <Button onClick={reload} loading={loading && !!data} disabled={loading}>
          {T.refresh}
        </Button>
      </Flex>
      {errorText && data ? (
        <Alert
          type="error"
          showIcon
          closable
          title={errorText}
          action={
            <Button size="small" onClick={reload}>
              تلاش دوباره
            </Button>
          }
        />
      ) : null}
      {data ? (
        <DashboardBody data={data} />
      ) : errorText ? (
        <ErrorState title={T.loadError} message={errorText} onRetry={reload} />
      ) : loading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="در حال بارگذاری" />
        </Flex>
      ) : null}
      <FailedNotificationsCard />
    </Flex>
  );
}
