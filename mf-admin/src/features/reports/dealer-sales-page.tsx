// /admin/reports/dealer-sales: per dealer over a Persian range, the orders assigned, cancelled and
// completed, the sales, the conversion and the commission earned, with each dealer's Persian months a click away,
// a chart of sales and commission per dealer, and the .xlsx of the same. What each column counts is the server's
// (report-figures.ts: assigned by the order's creation day, the rest by its completion day) and is said on the page.
import { Flex, Table, Typography } from 'antd';
import type { DealerSalesReport } from '@sefaresh/shared-api';
import { BRAND_COLORS, formatPercent, toPersianDigits } from '@sefaresh/shared-ui';
import { ReportChart } from './chart';
import { REPORTS_TEXTS as T } from './messages';
import { countColumn, ReportFrame, Section, rialCell, useReport } from './report-frame';

type Dealer = DealerSalesReport['dealers'][number];
type Month = Dealer['monthly'][number];
const count = (n: number) => toPersianDigits(n);

export function DealerSalesPage() {
  const report = useReport('dealer-sales');
  return (
    <ReportFrame
      title={T.dealerSales}
      report={report}
      isEmpty={(d) => d.dealers.every((x) => x.assigned === 0 && x.completed === 0)}
    >
      {(d) => <DealerSalesView report={d} />}
    </ReportFrame>
  );
}

function MonthsTable({ dealer }: { dealer: Dealer }) {
  return (
    <Table<Month>
      size="small"
      rowKey="month"
      pagination={false}
      aria-label={T.dealerMonths(dealer.name)}
      dataSource={dealer.monthly}
      columns={[
        { title: T.month, dataIndex: 'name' },
        countColumn(T.completed, (r: { completed: number }) => r.completed),
        { title: T.sales, dataIndex: 'sales', render: rialCell },
        { title: T.commission, dataIndex: 'commission', render: rialCell },
      ]}
    />
  );
}

function DealerSalesView({ report }: { report: DealerSalesReport }) {
  const active = report.dealers.filter((x) => x.assigned > 0 || x.completed > 0);
  return (
    <Flex vertical gap={16}>
      <ReportChart
        rows={active.map((x) => ({ label: x.name, sales: x.sales, commission: x.commission }))}
        series={[
          { key: 'sales', name: T.sales, color: BRAND_COLORS.primary },
          { key: 'commission', name: T.commission, color: BRAND_COLORS.warning },
        ]}
      />
      <Section title={T.dealers}>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{T.dealersHint}</Typography.Text>
          <Table<Dealer>
            size="small"
            rowKey="dealer_id"
            pagination={false}
            scroll={{ x: true }}
            dataSource={report.dealers}
            expandable={{ expandedRowRender: (dealer) => <MonthsTable dealer={dealer} /> }}
            columns={[
              { title: T.dealer, dataIndex: 'name' },
              { title: T.dealerCode, dataIndex: 'dealer_code', render: (c: string | null) => c ?? '—' },
              { title: T.assigned, dataIndex: 'assigned', render: count },
              countColumn(T.cancelled, (r: { cancelled: number }) => r.cancelled),
              countColumn(T.completed, (r: { completed: number }) => r.completed),
              { title: T.sales, dataIndex: 'sales', render: rialCell },
              { title: T.conversion, dataIndex: 'conversion_rate', render: (v: number) => formatPercent(v) },
              { title: T.commission, dataIndex: 'commission', render: rialCell },
            ]}
          />
        </Flex>
      </Section>
    </Flex>
  );
}
