// /admin/reports/orders: over a Persian range, the orders registered and completed and the sales per
// Persian month (with a chart), the orders of the range per status now, the average order value, official against
// unofficial, and the top products and customers; the .xlsx of the same. Each figure says what it counts, as the
// server counts it (server/src/modules/reports/report-figures.ts): registered orders by their creation day, sales
// as the totals with tax of the orders completed in the range, as the orders list shows them.
import { invoiceTypeLabel } from '@sefaresh/shared-api/rules';
import { Col, Flex, Row } from 'antd';
import type { OrdersReport } from '@sefaresh/shared-api';
import { BRAND_COLORS, OrderStatusBadge, toPersianDigits } from '@sefaresh/shared-ui';
import { ReportChart } from './chart';
import { REPORTS_TEXTS as T } from './messages';
import {
  countColumn,
  Figure,
  ReportFrame,
  ReportTable,
  rialCell,
  rialFigure,
  useReport,
} from './report-frame';

type Row<K extends keyof OrdersReport> = OrdersReport[K] extends Array<infer R> ? R : never;
const count = (n: number) => toPersianDigits(n);
// the columns three of its tables share: the orders completed and their sales
const completedColumn = countColumn(T.completed, (r: { completed: number }) => r.completed);
const salesColumn = { title: T.sales, dataIndex: 'sales', render: rialCell };

export function OrdersReportPage() {
  const report = useReport('orders');
  return (
    <ReportFrame
      title={T.ordersReport}
      report={report}
      isEmpty={(d) => d.totals.orders === 0 && d.totals.completed === 0}
    >
      {(d) => <OrdersReportView report={d} />}
    </ReportFrame>
  );
}

function OrdersReportView({ report: d }: { report: OrdersReport }) {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]}>
        <Figure title={T.registered} value={count(d.totals.orders)} hint={T.registeredHint} />
        <Figure title={T.completed} value={count(d.totals.completed)} />
        <Figure title={T.sales} value={rialFigure(d.totals.sales)} hint={T.salesHint} />
        <Figure
          title={T.averageOrder}
          value={rialFigure(d.totals.average_order_value)}
          hint={T.averageHint}
        />
      </Row>
      <ReportChart
        rows={d.monthly.map((m) => ({ label: m.name, sales: m.sales }))}
        series={[{ key: 'sales', name: T.sales, color: BRAND_COLORS.primary }]}
      />
      <ReportTable<Row<'monthly'>>
        title={T.monthly}
        rowKey="month"
        scroll
        rows={d.monthly}
        columns={[
          { title: T.month, dataIndex: 'name' },
          { title: T.registered, dataIndex: 'orders', render: count },
          completedColumn,
          salesColumn,
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <ReportTable<Row<'by_status'>>
            title={T.byStatus}
            rowKey="status"
            rows={d.by_status}
            columns={[
              {
                title: T.status,
                dataIndex: 'status',
                render: (s: string) => <OrderStatusBadge status={s} />,
              },
              { title: T.count, dataIndex: 'count', render: count },
            ]}
          />
        </Col>
        <Col xs={24} md={12}>
          <ReportTable<Row<'by_invoice_type'>>
            title={T.byInvoiceType}
            rowKey="invoice_type"
            rows={d.by_invoice_type}
            columns={[
              {
                title: T.invoiceType,
                dataIndex: 'invoice_type',
                render: (t: string) => invoiceTypeLabel(t) || t,
              },
              completedColumn,
              salesColumn,
            ]}
          />
        </Col>
        <Col xs={24} md={12}>
          <ReportTable<Row<'top_products'>>
            title={T.topProducts}
            rowKey="product_id"
            rows={d.top_products}
            columns={[
              { title: T.product, dataIndex: 'name' },
              { title: T.inOrders, dataIndex: 'orders', render: count },
              { title: T.quantity, dataIndex: 'quantity', render: count },
            ]}
          />
        </Col>
        <Col xs={24} md={12}>
          <ReportTable<Row<'top_customers'>>
            title={T.topCustomers}
            rowKey="customer_id"
            rows={d.top_customers}
            columns={[{ title: T.customer, dataIndex: 'name' }, completedColumn, salesColumn]}
          />
        </Col>
      </Row>
    </Flex>
  );
}
