// /admin/reports/commission-analysis: over a Persian range, the commission projected (open orders'),
// payable (calculated, not yet paid) and paid, per Persian month (with a chart) and per dealer, and the payouts
// grouped by their payment reference, newest first; the .xlsx of the same. Each figure says what it counts, as
// the server counts it (report-figures.ts).
import { Flex, Row } from 'antd';
import type { CommissionAnalysis } from '@sefaresh/shared-api';
import { BRAND_COLORS, formatJalaliDateTime, toPersianDigits } from '@sefaresh/shared-ui';
import { ReportChart } from './chart';
import { REPORTS_TEXTS as T } from './messages';
import { Figure, ReportFrame, ReportTable, rialCell, rialFigure, useReport } from './report-frame';

type Month = CommissionAnalysis['monthly'][number];
type Dealer = CommissionAnalysis['dealers'][number];
type Payout = CommissionAnalysis['payouts'][number];

const THREE = [
  { key: 'projected', title: T.projected, color: BRAND_COLORS.info },
  { key: 'payable', title: T.payable, color: BRAND_COLORS.warning },
  { key: 'paid', title: T.paid, color: BRAND_COLORS.success },
] as const;

const threeColumns = THREE.map((c) => ({ title: c.title, dataIndex: c.key, render: rialCell }));

export function CommissionAnalysisPage() {
  const report = useReport('commission-analysis');
  return (
    <ReportFrame
      title={T.commissionAnalysis}
      report={report}
      isEmpty={(d) => d.dealers.length === 0 && d.payouts.length === 0}
    >
      {(d) => <CommissionView report={d} />}
    </ReportFrame>
  );
}

function CommissionView({ report: d }: { report: CommissionAnalysis }) {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]}>
        <Figure title={T.projected} value={rialFigure(d.totals.projected)} hint={T.projectedHint} />
        <Figure title={T.payable} value={rialFigure(d.totals.payable)} hint={T.payableHint} />
        <Figure title={T.paid} value={rialFigure(d.totals.paid)} hint={T.paidHint} />
      </Row>
      <ReportChart
        rows={d.monthly.map((m) => ({
          label: m.name,
          projected: m.projected,
          payable: m.payable,
          paid: m.paid,
        }))}
        series={THREE.map((c) => ({ key: c.key, name: c.title, color: c.color }))}
      />
      <ReportTable<Month>
        title={T.monthly}
        rowKey="month"
        scroll
        rows={d.monthly}
        columns={[{ title: T.month, dataIndex: 'name' }, ...threeColumns]}
      />
      <ReportTable<Dealer>
        title={T.perDealer}
        rowKey="dealer_id"
        scroll
        rows={d.dealers}
        columns={[{ title: T.dealer, dataIndex: 'name' }, ...threeColumns]}
      />
      <ReportTable<Payout>
        title={T.payouts}
        rowKey="payment_reference"
        scroll
        rows={d.payouts}
        columns={[
          { title: T.reference, dataIndex: 'payment_reference' },
          { title: T.paidAt, dataIndex: 'paid_at', render: (v: string) => formatJalaliDateTime(v) },
          { title: T.dealers, dataIndex: 'dealer_names', render: (names: string[]) => names.join('، ') },
          { title: T.commissions, dataIndex: 'commissions', render: (n: number) => toPersianDigits(n) },
          { title: T.amount, dataIndex: 'amount', render: rialCell },
        ]}
      />
    </Flex>
  );
}
