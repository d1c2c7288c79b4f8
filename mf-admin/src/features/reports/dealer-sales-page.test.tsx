import { screen, waitFor, within } from '@testing-library/react';
import type { DealerSalesReport } from '@sefaresh/shared-api';
import { DealerSalesPage } from './index';
import { REPORTS_TEXTS as T } from './messages';
import { catchDownloads, renderReport, setupUser, typeRange, withTestApi, where } from './test-support';

jest.mock('./report-chart', () => ({
  __esModule: true,
  default: ({ rows }: { rows: Array<{ label: string }> }) => (
    <p>نمودار: {rows.map((r) => r.label).join('|')}</p>
  ),
}));

const api = withTestApi();
const RANGE = 'date_from=1405-01-01&date_to=1405-03-31';
const PATH = `/admin/reports/dealer-sales?${RANGE}`;

const months = (sales = '0', commission = '0', completed = 0) => [
  { month: '1405-01', name: 'فروردین ۱۴۰۵', completed, sales, commission },
  { month: '1405-02', name: 'اردیبهشت ۱۴۰۵', completed: 0, sales: '0', commission: '0' },
];
const dealer = (o: Partial<DealerSalesReport['dealers'][number]> = {}) => ({
  dealer_id: 3,
  name: 'سارا کریمی',
  dealer_code: 'DLR-100003',
  assigned: 8,
  cancelled: 2,
  completed: 3,
  sales: '60000000',
  conversion_rate: 50,
  commission: '3000000',
  monthly: months('60000000', '3000000', 3),
  ...o,
});
const report = (dealers: DealerSalesReport['dealers']): DealerSalesReport => ({
  range: {
    date_from: '1405-01-01',
    date_to: '1405-03-31',
    from: '2026-03-20T20:30:00.000Z',
    to: '2026-06-21T20:30:00.000Z',
  },
  dealers,
});
const TWO = report([
  dealer(),
  dealer({
    dealer_id: 4,
    name: 'رضا محمدی',
    dealer_code: null,
    assigned: 0,
    cancelled: 0,
    completed: 0,
    sales: '0',
    conversion_rate: 0,
    commission: '0',
    monthly: months(),
  }),
]);

test('per dealer from the range in the address: counts, sales and commission in rials, conversion', async () => {
  api.current.on(`GET admin/reports/dealer-sales/?${RANGE}`, { status: 200, body: TWO });
  renderReport(<DealerSalesPage />, PATH);
  const table = await screen.findByRole('region', { name: T.dealers });
  const sara = within(table).getByText('سارا کریمی').closest('tr')!;
  expect(
    within(sara)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    '', // the expand button
    'سارا کریمی',
    'DLR-100003',
    '۸',
    '۲',
    '۳',
    '۶۰٬۰۰۰٬۰۰۰ ریال',
    '۵۰٪',
    '۳٬۰۰۰٬۰۰۰ ریال',
  ]);
  expect(within(table).getByText('رضا محمدی').closest('tr')).toHaveTextContent('—');
  // the chart shows the dealers with something in the range
  expect(await screen.findByText('نمودار: سارا کریمی')).toBeInTheDocument();

  // a dealer's months open under its row
  await setupUser().click(within(sara).getByRole('button'));
  const monthsTable = await screen.findByRole('table', { name: T.dealerMonths('سارا کریمی') });
  expect(within(monthsTable).getByText('فروردین ۱۴۰۵').closest('tr')).toHaveTextContent('۶۰٬۰۰۰٬۰۰۰ ریال');
});

test('a new range goes to the address and the call, and the export takes the same range', async () => {
  const saved = catchDownloads();
  api.current.otherwise((call) =>
    call.path.includes('/export/') ? { status: 200, body: 'xlsx' } : { status: 200, body: TWO },
  );
  renderReport(<DealerSalesPage />, PATH);
  await screen.findByRole('region', { name: T.dealers });
  await typeRange('۱۴۰۵/۰۲/۰۱', '۱۴۰۵/۰۲/۳۱');
  const next = 'date_from=1405-02-01&date_to=1405-02-31';
  await waitFor(() => expect(where()).toBe(`/admin/reports/dealer-sales?${next}`));
  await waitFor(() =>
    expect(api.current.calls.map((c) => c.path)).toContain(`admin/reports/dealer-sales/?${next}`),
  );
  const exportButton = screen.getByRole('button', { name: T.export });
  await waitFor(() => expect(exportButton).toBeEnabled());
  await setupUser().click(exportButton);
  await waitFor(() => expect(saved).toEqual(['گزارش-فروش-نمایندگان-۱۴۰۵-۰۲-۰۱-تا-۱۴۰۵-۰۲-۳۱.xlsx']));
  expect(api.current.calls.map((c) => c.path)).toContain(`admin/reports/dealer-sales/export/?${next}`);
});

test('a failed load offers a retry', async () => {
  api.current.on(`GET admin/reports/dealer-sales/?${RANGE}`, { status: 500, body: {} });
  renderReport(<DealerSalesPage />, PATH);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(T.loadError);
  api.current.on(`GET admin/reports/dealer-sales/?${RANGE}`, { status: 200, body: TWO });
  await setupUser().click(within(alert).getByRole('button', { name: T.retry }));
  expect(await screen.findByRole('region', { name: T.dealers })).toBeInTheDocument();
});

test('no dealer with orders in the range says so', async () => {
  api.current.on(`GET admin/reports/dealer-sales/?${RANGE}`, {
    status: 200,
    body: report([TWO.dealers[1]]),
  });
  renderReport(<DealerSalesPage />, PATH);
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
});
