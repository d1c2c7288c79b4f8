// /admin/reports/orders: over a Persian range, the orders registered and completed and the sales per
// Persian month (with a chart), the orders of the range per status now, the average order value, official against
// unofficial, and the top products and customers; the .xlsx of the same. Each figure says what it counts, as the
// server counts it (server/src/modules/reports/report-figures.ts): registered orders by their creation day, sales
// as the totals with tax of the orders completed in the range, as the orders list shows them.
import { invoiceTypeLabel } from '@sefaresh/shared-api/rules';
import { Col, Flex, Row, Table } from 'antd';
import type { OrdersReport } from '@sefaresh/shared-api';
import { BRAND_COLORS, OrderStatusBadge, toPersianDigits } from '@sefaresh/shared-ui';
import { ReportChart } from './chart';
import { REPORTS_TEXTS as T } from './messages';
import { countColumn, Figure, ReportFrame, Section, rialCell, rialFigure, useReport } from './report-frame';

type Row<K extends keyof OrdersReport> = OrdersReport[K] extends Array<infer R> ? R : never;
const count = (n: number) => toPersianDigits(n);

export function OrdersReportPage() {
  const { range, setRange, query } = useReport('orders');
  return (
    <ReportFrame
      name="orders"
      title={T.ordersReport}
      range={range}
      onRange={setRange}
      query={query}
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
      <Section title={T.monthly}>
        <Table<Row<'monthly'>>
          size="small"
          rowKey="month"
          pagination={false}
          scroll={{ x: true }}
          dataSource={d.monthly}
          columns={[
            { title: T.month, dataIndex: 'name' },
            { title: T.registered, dataIndex: 'orders', render: count },
            countColumn(T.completed, (r: { completed: number }) => r.completed),
            { title: T.sales, dataIndex: 'sales', render: rialCell },
          ]}
        />
      </Section>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <Section title={T.byStatus}>
            <Table<Row<'by_status'>>
              size="small"
              rowKey="status"
              pagination={false}
              dataSource={d.by_status}
              columns={[
                {
                  title: T.status,
                  dataIndex: 'status',
                  render: (s: string) => <OrderStatusBadge status={s} />,
                },
                { title: T.count, dataIndex: 'count', render: count },
              ]}
            />
          </Section>
        </Col>
        <Col xs={24} md={12}>
          <Section title={T.byInvoiceType}>
            <Table<Row<'by_invoice_type'>>
              size="small"
              rowKey="invoice_type"
              pagination={false}
              dataSource={d.by_invoice_type}
              columns={[
                {
                  title: T.invoiceType,
                  dataIndex: 'invoice_type',
                  render: (t: string) => invoiceTypeLabel(t) || t,
                },
                countColumn(T.completed, (r: { completed: number }) => r.completed),
                { title: T.sales, dataIndex: 'sales', render: rialCell },
              ]}
            />
          </Section>
        </Col>
        <Col xs={24} md={12}>
          <Section title={T.topProducts}>
            <Table<Row<'top_products'>>
              size="small"
              rowKey="product_id"
              pagination={false}
              dataSource={d.top_products}
              columns={[
                { title: T.product, dataIndex: 'name' },
                { title: T.inOrders, dataIndex: 'orders', render: count },
                { title: T.quantity, dataIndex: 'quantity', render: count },
              ]}
            />
          </Section>
        </Col>
        <Col xs={24} md={12}>
          <Section title={T.topCustomers}>
            <Table<Row<'top_customers'>>
              size="small"
              rowKey="customer_id"
              pagination={false}
              dataSource={d.top_customers}
              columns={[
                { title: T.customer, dataIndex: 'name' },
                countColumn(T.completed, (r: { completed: number }) => r.completed),
                { title: T.sales, dataIndex: 'sales', render: rialCell },
              ]}
            />
          </Section>
        </Col>
      </Row>
    </Flex>
  );
}
