// The report pages' chart, loaded on first use (React.lazy): recharts stays out of every other admin page.
import { lazy, Suspense } from 'react';
import { Card, Spin } from 'antd';
import { REPORTS_TEXTS as T } from './messages';

interface ChartSeries {
  /** The row field holding the amount, in rials. */
  key: string;
  name: string;
  color: string;
}
export interface ReportChartProps {
  rows: Array<{ label: string } & Record<string, string>>;
  series: ChartSeries[];
}

const LazyChart = lazy(() => import('./report-chart'));

export function ReportChart({ title = T.chart, ...props }: ReportChartProps & { title?: string }) {
  return (
    <Card size="small" title={title}>
      <Suspense fallback={<Spin />}>
        <LazyChart {...props} />
      </Suspense>
    </Card>
  );
}
