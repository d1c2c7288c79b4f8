// The dealer performance view (spec 002 §2, §3): full screen, a header (name, company or 'unknown',
// join date, rate, back) and four tabs: overview (figures and the one-page PDF report), top customers (search,
// sort, direction; a click opens the customer's orders with this dealer), recent orders (a click opens the
// order's details) and analytics (the Persian year's months as a chart and a table).
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Spin, Statistic, Table, Tabs, Typography } from 'antd';
import {
  dealerMonthlyQuery,
  dealerPerformanceQuery,
  errorText,
  peopleApi,
  type AdminDealer,
  type DealerMonthlyStats,
} from '@sefaresh/shared-api';
import {
  formatJalaliDate,
  formatPercent,
  formatRial,
  formatRialShort,
  saveBlob,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { PERFORMANCE_TEXTS as P } from './performance-messages';
import { CustomersTab, RecentOrdersTab } from './performance-tabs';

const PerformanceChart = lazy(() => import('./performance-chart'));
const short = (rials: string) => formatRialShort(rials);
const full = (rials: string) => formatRial(rials, { zero: true });

export interface DealerPerformanceViewProps {
  dealer: AdminDealer;
  onBack(): void;
}

export function DealerPerformanceView({ dealer, onBack }: DealerPerformanceViewProps) {
  const [tab, setTab] = useState('overview');
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const perf = useQuery(dealerPerformanceQuery(dealer.id));
  const monthly = useQuery({ ...dealerMonthlyQuery(dealer.id), enabled: tab === 'analytics' });
  const download = async () => {
    setPdfBusy(true);
    setPdfError(null);
    try {
      saveBlob(await peopleApi.performanceReport(dealer.id), `dealer-${dealer.id}-performance.pdf`);
    } catch (error) {
      setPdfError(errorText(error, { fallback: P.reportFailed }));
    } finally {
      setPdfBusy(false);
    }
  };
  const o = perf.data?.overview;
  const d = perf.data?.dealer;
  const overview = o ? (
    <Flex vertical gap={12}>
      <Row gutter={[8, 8]}>
        {[
          [P.totalOrders, `${toPersianDigits(o.total_orders)} (${P.completed(o.completed_orders)})`],
          [P.totalSales, short(o.total_sales)],
          [P.conversion, formatPercent(o.conversion_rate)],
          [P.retention, formatPercent(o.customer_retention_rate)],
          [P.earned, short(o.total_commission_earned)],
          [P.paid, short(o.paid_commission)],
          [P.pending, short(o.pending_commission)],
          [P.projected, short(o.projected_commission)],
        ].map(([title, value]) => (
          <Col key={title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Flex gap={8} wrap>
        <Button onClick={() => setTab('customers')}>{P.tabs.customers}</Button>
        <Button onClick={() => setTab('orders')}>{P.tabs.orders}</Button>
        <Button onClick={() => setTab('analytics')}>{P.tabs.analytics}</Button>
        <Button type="primary" loading={pdfBusy} onClick={download}>
          {P.downloadReport}
        </Button>
      </Flex>
      {pdfError && <Alert type="error" showIcon role="alert" title={pdfError} />}
    </Flex>
  ) : (
    <Spin />
  );

  const m = monthly.data;
  const analytics = (
    <Flex vertical gap={12}>
      {m ? (
        <>
          <Suspense fallback={<Spin />}>
            <PerformanceChart months={m.monthly_stats} />
          </Suspense>
          <Table<DealerMonthlyStats['monthly_stats'][number]>
            size="small"
            rowKey="month"
            pagination={false}
            scroll={{ x: true }}
            dataSource={m.monthly_stats}
            columns={[
              { title: P.month, dataIndex: 'name' },
              { title: P.orders, dataIndex: 'orders', render: (n: number) => toPersianDigits(n) },
              { title: P.salesM, dataIndex: 'sales', render: (v: string) => full(v) },
              { title: P.commission, dataIndex: 'commission', render: (v: string) => full(v) },
            ]}
          />
        </>
      ) : monthly.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(monthly.error, { fallback: P.loadError })}
        />
      ) : (
        <Spin />
      )}
      {o && d && (
        <Flex gap={16} wrap>
          <span>
            {P.avgOrder}: {full(o.avg_order_value)}
          </span>
          <span>
            {P.rate}: {d.dealer_commission_rate ? formatPercent(d.dealer_commission_rate) : '—'}
          </span>
          <span>
            {P.days}: {toPersianDigits(d.days_of_cooperation)}
          </span>
        </Flex>
      )}
    </Flex>
  );

  return (
    <Flex vertical gap={16} dir="rtl" role="region" aria-label={P.title(dealer.name)}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {P.title(dealer.name)}
          </Typography.Title>
          <Typography.Text type="secondary">
            {dealer.company_name || P.unknownCompany} — {P.joined}: {formatJalaliDate(dealer.date_joined)} —{' '}
            {P.rate}: {dealer.dealer_commission_rate ? formatPercent(dealer.dealer_commission_rate) : '—'}
          </Typography.Text>
        </Flex>
        <Button onClick={onBack}>{P.back}</Button>
      </Flex>
      {perf.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(perf.error, { fallback: P.loadError })} />
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'overview', label: P.tabs.overview, children: overview },
          { key: 'customers', label: P.tabs.customers, children: <CustomersTab dealerId={dealer.id} /> },
          { key: 'orders', label: P.tabs.orders, children: <RecentOrdersTab dealerId={dealer.id} /> },
          { key: 'analytics', label: P.tabs.analytics, children: analytics },
        ]}
      />
    </Flex>
  );
}
