// "My commission": earned, paid, payable and projected; this Persian month's sales; the completed
// sales per month of the current Persian year as a chart (its library loaded only here); the commission records,
// paged. Every figure is the server's exact rial string, only formatted. Only the caller's own data is asked for.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import {
  CommissionAmount,
  CommissionStatusTag,
  EmptyState,
  ErrorState,
  formatJalaliDate,
  formatPercent,
  formatRial,
  formatRialShort,
  JALALI_MONTH_NAMES,
  Pagination,
  PriceText,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { myCommissionsQuery } from '@sefaresh/shared-api';
import type { CommissionRecord, DashboardStats } from '../../shared/dealer-api';
import { useDashboardStats } from '../../shared/queries';
import { COMMISSION_TEXTS as T } from './messages';

const MonthlyChart = lazy(() => import('./monthly-chart'));

const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Figure({ label, hint, rials }: { label: string; hint: string; rials: string }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex vertical gap={2} role="group" aria-label={label}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <strong style={{ fontSize: token.fontSizeHeading3, color: token.colorPrimary }}>
          {formatRialShort(rials)}
        </strong>
        <Typography.Text style={{ fontSize: token.fontSizeSM }} data-testid="exact-rials">
          {formatRial(rials, { zero: true })}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {hint}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function Figures({ stats }: { stats: DashboardStats }) {
  const figures = [
    { label: T.earned, hint: T.earnedHint, rials: stats.commission_earned },
    { label: T.paid, hint: T.paidHint, rials: stats.commission_paid },
    { label: T.payable, hint: T.payableHint, rials: stats.commission_payable },
    { label: T.projected, hint: T.projectedHint, rials: stats.commission_projected },
  ];
  const monthName = JALALI_MONTH_NAMES[stats.persian_month - 1] ?? '';
  return (
    <section aria-label={T.figures}>
      <Row gutter={[12, 12]}>
        {figures.map((f) => (
          <Col key={f.label} xs={12} md={6}>
            <Figure {...f} />
          </Col>
        ))}
      </Row>
      <Flex wrap gap={12} justify="space-between" style={{ marginTop: 12 }}>
        {stats.dealer.commission_rate && (
          <Typography.Text type="secondary">
            {T.rate(formatPercent(stats.dealer.commission_rate))}
          </Typography.Text>
        )}
        <Typography.Text>
          {T.thisMonth(monthName, stats.persian_year)}: <PriceText value={stats.month_sales} strong /> (
          {T.monthCompleted(stats.month_completed_orders)})
        </Typography.Text>
      </Flex>
    </section>
  );
}

function Monthly({ stats }: { stats: DashboardStats }) {
  const title = T.monthly(stats.persian_year);
  return (
    <Card size="small" title={title} style={{ marginTop: 16 }}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <MonthlyChart months={stats.monthly} />
      </Suspense>
      <table style={SR_ONLY} aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{T.month}</th>
            <th scope="col">{T.sales}</th>
            <th scope="col">{T.completedOrders}</th>
          </tr>
        </thead>
        <tbody>
          {stats.monthly.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.name}</th>
              <td>{formatRial(m.sales)}</td>
              <td>{toPersianDigits(m.completed_orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Record({ record }: { record: CommissionRecord }) {
  const { token } = theme.useToken();
  const field = (label: string, value: ReactNode) => (
    <span>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {label}:{' '}
      </Typography.Text>
      {value}
    </span>
  );
  return (
    <li
      aria-label={T.order(record.order_id)}
      style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex wrap gap={12} align="center" justify="space-between">
        <strong>{T.order(record.order_id)}</strong>
        <CommissionStatusTag status={record.status} />
      </Flex>
      <Flex wrap gap="4px 16px" style={{ marginTop: 4 }}>
        {field(T.orderDate, formatJalaliDate(record.order_date))}
        {field(T.amount, <CommissionAmount amount={record.amount} status={record.status} strong />)}
        {field(T.rateLabel, formatPercent(record.rate))}
        {record.paid_at && field(T.paidAt, formatJalaliDate(record.paid_at))}
        {record.payment_reference && field(T.reference, <bdi>{record.payment_reference}</bdi>)}
      </Flex>
      {record.payout_blocked_reason && (
        <Typography.Text
          type="warning"
          style={{ display: 'block', marginTop: 4, fontSize: token.fontSizeSM }}
          data-testid="payout-blocked"
        >
          {T.payoutBlocked}: {record.payout_blocked_reason}
        </Typography.Text>
      )}
    </li>
  );
}

function Records() {
  const [page, setPage] = useState(1);
  const records = useQuery({ ...myCommissionsQuery(page), placeholderData: keepPreviousData });
  let body: ReactNode;
  if (records.isError)
    body = (
      <ErrorState
        title={T.recordsFailed}
        message={records.error.message}
        onRetry={() => records.refetch()}
        retryLabel={T.retry}
      />
    );
  else if (!records.data) body = <Skeleton active />;
  else if (records.data.results.length === 0) body = <EmptyState description={T.noRecords} />;
  else
    body = (
      <>
        <ul aria-label={T.records} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {records.data.results.map((r) => (
            <Record key={r.id} record={r} />
          ))}
        </ul>
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            page={records.data.page}
            totalPages={records.data.total_pages}
            onChange={setPage}
            disabled={records.isFetching}
          />
        </Flex>
      </>
    );
  return (
    <Card size="small" title={T.records} style={{ marginTop: 16 }}>
      {body}
    </Card>
  );
}

export function CommissionSection() {
  const stats = useDashboardStats();
  let top: ReactNode;
  if (stats.isError)
    top = (
      <ErrorState
        title={T.statsFailed}
        message={stats.error.message}
        onRetry={() => stats.refetch()}
        retryLabel={T.retry}
      />
    );
  else if (!stats.data) top = <Skeleton active />;
  else
    top = (
      <>
        <Figures stats={stats.data} />
        <Monthly stats={stats.data} />
      </>
    );
  return (
    <section aria-label={T.title}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {T.title}
      </Typography.Title>
      {top}
      <Records />
    </section>
  );
}
