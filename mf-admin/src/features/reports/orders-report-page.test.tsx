import { screen, waitFor, within } from '@testing-library/react';
import type { OrdersReport } from '@sefaresh/shared-api';
import { currentJalaliYear } from '@sefaresh/shared-ui';
import { OrdersReportPage } from './index';
import { REPORTS_TEXTS as T } from './messages';
import { catchDownloads, renderReport, setupUser, typeRange, withTestApi, where } from './test-support';

jest.mock('./report-chart', () => ({
  __esModule: true,
  default: ({ rows }: { rows: Array<{ label: string }> }) => (
    <p>نمودار: {rows.map((r) => r.label).join('|')}</p>
  ),
}));

const api = withTestApi();
const RANGE = 'date_from=1404-01-01&date_to=1404-06-31';

const report = (o: Partial<OrdersReport> = {}): OrdersReport => ({
  range: {
    date_from: '1404-01-01',
    date_to: '1404-06-31',
    from: '2025-03-20T20:30:00.000Z',
    to: '2025-09-22T20:30:00.000Z',
  },
  totals: { orders: 12, completed: 3, sales: '45000000', average_order_value: '15000000' },
  monthly: [
    { month: '1404-01', name: 'فروردین ۱۴۰۴', orders: 7, completed: 2, sales: '30000000' },
    { month: '1404-02', name: 'اردیبهشت ۱۴۰۴', orders: 5, completed: 1, sales: '15000000' },
  ],
  by_status: [
    { status: 'completed', count: 3 },
    { status: 'pending_pricing', count: 9 },
  ],
  by_invoice_type: [
    { invoice_type: 'official', completed: 1, sales: '25000000' },
    { invoice_type: 'unofficial', completed: 2, sales: '20000000' },
  ],
  top_products: [{ product_id: 5, name: 'قهوه عربیکا', orders: 3, quantity: 40 }],
  top_customers: [{ customer_id: 7, name: 'علی رضایی', completed: 2, sales: '30000000' }],
  ...o,
});

test('the range in the address goes to the call; the figures show in rials with Persian digits', async () => {
  api.current.on(`GET admin/reports/orders/?${RANGE}`, { status: 200, body: report() });
  renderReport(<OrdersReportPage />, `/admin/reports/orders?${RANGE}`);
  const sales = await screen.findByRole('region', { name: T.sales });
  // 45,000,000 rials, short in words on a figure
  expect(within(sales).getByText('۴۵ میلیون ریال')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: T.registered })).getByText('۱۲')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: T.averageOrder })).getByText('۱۵ میلیون ریال'),
  ).toBeInTheDocument();
  expect(screen.getByPlaceholderText(T.rangeFrom)).toHaveValue('۱۴۰۴/۰۱/۰۱');
  expect(screen.getByPlaceholderText(T.rangeTo)).toHaveValue('۱۴۰۴/۰۶/۳۱');

  const monthly = screen.getByRole('region', { name: T.monthly });
  const farvardin = within(monthly).getByText('فروردین ۱۴۰۴').closest('tr')!;
  expect(
    within(farvardin)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['فروردین ۱۴۰۴', '۷', '۲', '۳۰٬۰۰۰٬۰۰۰ ریال']);
  const statuses = screen.getByRole('region', { name: T.byStatus });
  expect(within(statuses).getByText('در انتظار قیمت‌گذاری').closest('tr')).toHaveTextContent('۹');
  const types = screen.getByRole('region', { name: T.byInvoiceType });
  expect(within(types).getByText('رسمی').closest('tr')).toHaveTextContent('۲۵٬۰۰۰٬۰۰۰ ریال');
  expect(within(types).getByText('غیررسمی').closest('tr')).toHaveTextContent('۲۰٬۰۰۰٬۰۰۰ ریال');
  expect(
    within(screen.getByRole('region', { name: T.topProducts }))
      .getByText('قهوه عربیکا')
      .closest('tr'),
  ).toHaveTextContent('۴۰');
  expect(
    within(screen.getByRole('region', { name: T.topCustomers }))
      .getByText('علی رضایی')
      .closest('tr'),
  ).toHaveTextContent('۳۰٬۰۰۰٬۰۰۰ ریال');
  // the chart gets the months
  expect(await screen.findByText('نمودار: فروردین ۱۴۰۴|اردیبهشت ۱۴۰۴')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/admin/reports');
});

test('without a range in the address the report covers this Persian year', async () => {
  api.current.otherwise({ status: 200, body: report() });
  renderReport(<OrdersReportPage />, '/admin/reports/orders');
  await screen.findByRole('region', { name: T.sales });
  const year = currentJalaliYear();
  expect(api.current.calls[0].path).toMatch(
    new RegExp(`^admin/reports/orders/\\?date_from=${year}-01-01&date_to=${year}-12-(29|30)$`),
  );
  expect(where()).toBe('/admin/reports/orders');
});

test('a new range goes to the address and to the call', async () => {
  api.current.otherwise({ status: 200, body: report() });
  renderReport(<OrdersReportPage />, `/admin/reports/orders?${RANGE}`);
  await screen.findByRole('region', { name: T.sales });
  await typeRange('1404/07/01', '1404/12/29');
  const next = 'date_from=1404-07-01&date_to=1404-12-29';
  await waitFor(() => expect(where()).toBe(`/admin/reports/orders?${next}`));
  await waitFor(() =>
    expect(api.current.calls.map((c) => c.path)).toContain(`admin/reports/orders/?${next}`),
  );
});

test('a preset picks last Persian year', async () => {
  api.current.otherwise({ status: 200, body: report() });
  renderReport(<OrdersReportPage />, `/admin/reports/orders?${RANGE}`);
  await screen.findByRole('region', { name: T.sales });
  const user = setupUser();
  await user.click(screen.getByPlaceholderText(T.rangeFrom));
  const presets = await waitFor(() => document.querySelector<HTMLElement>('.ant-picker-presets')!);
  await user.click(within(presets).getByText(T.presets.lastYear));
  const last = currentJalaliYear() - 1;
  const next = new RegExp(`^/admin/reports/orders\\?date_from=${last}-01-01&date_to=${last}-12-(29|30)$`);
  await waitFor(() => expect(where()).toMatch(next));
});

test('the export downloads the .xlsx of the range shown', async () => {
  const saved = catchDownloads();
  api.current.on(`GET admin/reports/orders/?${RANGE}`, { status: 200, body: report() });
  api.current.on(`GET admin/reports/orders/export/?${RANGE}`, { status: 200, body: 'xlsx' });
  renderReport(<OrdersReportPage />, `/admin/reports/orders?${RANGE}`);
  await screen.findByRole('region', { name: T.sales });
  await setupUser().click(screen.getByRole('button', { name: T.export }));
  await waitFor(() => expect(saved).toEqual(['گزارش-سفارش-۱۴۰۴-۰۱-۰۱-تا-۱۴۰۴-۰۶-۳۱.xlsx']));
  expect(api.current.calls.map((c) => c.path)).toContain(`admin/reports/orders/export/?${RANGE}`);
});

test('a failed export says so', async () => {
  api.current.on(`GET admin/reports/orders/?${RANGE}`, { status: 200, body: report() });
  api.current.on(`GET admin/reports/orders/export/?${RANGE}`, { status: 500, body: {} });
  renderReport(<OrdersReportPage />, `/admin/reports/orders?${RANGE}`);
  await screen.findByRole('region', { name: T.sales });
  await setupUser().click(screen.getByRole('button', { name: T.export }));
  expect(await screen.findByText(T.exportFailed)).toBeInTheDocument();
});

test('a failed load shows the server text and a retry that loads the report', async () => {
  api.current.on(`GET admin/reports/orders/?${RANGE}`, {
    status: 400,
    body: { error: 'بازه گزارش نباید بیش از ۳۶ ماه باشد' },
  });
  renderReport(<OrdersReportPage />, `/admin/reports/orders?${RANGE}`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('بازه گزارش نباید بیش از ۳۶ ماه باشد');
  api.current.on(`GET admin/reports/orders/?${RANGE}`, { status: 200, body: report() });
  await setupUser().click(within(alert).getByRole('button', { name: T.retry }));
  expect(await screen.findByRole('region', { name: T.sales })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a range without orders says so', async () => {
  const none = report({
    totals: { orders: 0, completed: 0, sales: '0', average_order_value: '0' },
    by_status: [],
    by_invoice_type: [],
    top_products: [],
    top_customers: [],
  });
  api.current.on(`GET admin/reports/orders/?${RANGE}`, { status: 200, body: none });
  renderReport(<OrdersReportPage />, `/admin/reports/orders?${RANGE}`);
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: T.sales })).not.toBeInTheDocument();
});
