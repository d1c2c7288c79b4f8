// /admin/reports, the reports hub (spec README "Other gaps"): sales, orders and commission of this
// Persian month against the last one, with the change, links to the three report pages and the .xlsx of what is
// shown.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Spin, Statistic, Typography } from 'antd';
import { errorText, peopleApi, reportsHubQuery } from '@sefaresh/shared-api';
import { exportFileName } from '@sefaresh/shared-api/rules';
import {
  JALALI_MONTH_NAMES,
  formatPercent,
  formatRialShort,
  parseAmount,
  saveBlob,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { REPORTS_TEXTS as T } from './messages';

/** The change from last month in percent, or null when last month had nothing. */
export function changeOf(thisMonth: string | number, lastMonth: string | number): number | null {
  const now = parseAmount(thisMonth) ?? 0;
  const before = parseAmount(lastMonth) ?? 0;
  if (before === 0) return null;
  return ((now - before) / before) * 100;
}

/** The server's Persian month 'YYYY-MM' → 'آذر ۱۴۰۵'. */
function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  const name = JALALI_MONTH_NAMES[month - 1];
  return name ? `${name} ${toPersianDigits(year)}` : toPersianDigits(key);
}

const LINKS = [
  { to: '/admin/reports/orders', title: T.ordersReport },
  { to: '/admin/reports/dealer-sales', title: T.dealerSales },
  { to: '/admin/reports/commission-analysis', title: T.commissionAnalysis },
] as const;

export function ReportsHubPage() {
  const query = useQuery(reportsHubQuery());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await peopleApi.exportReport('summary'), exportFileName('report-summary', new Date()));
    } catch (error) {
      setFailure(errorText(error, { fallback: T.exportFailed }));
    } finally {
      setBusy(false);
    }
  };
  const d = query.data;
  const figures = d
    ? [
        { key: 'sales', title: T.sales, now: d.sales.this_month, before: d.sales.last_month, money: true },
        {
          key: 'orders',
          title: T.orders,
          now: d.orders.this_month,
          before: d.orders.last_month,
          money: false,
        },
        {
          key: 'commission',
          title: T.commission,
          now: d.commission.this_month,
          before: d.commission.last_month,
          money: true,
        },
      ]
    : [];
  const show = (value: string | number, money: boolean) =>
    money ? formatRialShort(value) : toPersianDigits(value);
  return (
    <Flex vertical gap={16} dir="rtl">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {T.title}
        </Typography.Title>
        <Button onClick={download} loading={busy}>
          {T.export}
        </Button>
      </Flex>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(query.error, { fallback: T.loadError })}
          action={<Button onClick={() => void query.refetch()}>{T.retry}</Button>}
        />
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      {!d && !query.isError && <Spin />}
      {d && (
        <Row gutter={[12, 12]}>
          {figures.map((f) => {
            const change = changeOf(f.now, f.before);
            return (
              <Col key={f.key} xs={24} md={8}>
                <Card size="small" role="region" aria-label={f.title}>
                  <Statistic
                    title={`${f.title} — ${monthLabel(d.this_month)}`}
                    value={show(f.now, f.money)}
                  />
                  <Typography.Text type="secondary">
                    {monthLabel(d.last_month)}: {show(f.before, f.money)}
                    {change !== null && ` (${change >= 0 ? '+' : '−'}${formatPercent(Math.abs(change))})`}
                  </Typography.Text>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      <Row gutter={[12, 12]}>
        {LINKS.map((l) => (
          <Col key={l.to} xs={24} md={8}>
            <Card size="small" title={l.title}>
              <Link to={l.to}>{T.open}</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
