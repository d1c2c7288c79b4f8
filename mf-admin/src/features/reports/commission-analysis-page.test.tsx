import { screen, waitFor, within } from '@testing-library/react';
import type { CommissionAnalysis } from '@sefaresh/shared-api';
import { formatJalaliDateTime } from '@sefaresh/shared-ui';
import { CommissionAnalysisPage } from './index';
import { REPORTS_TEXTS as T } from './messages';
import { catchDownloads, renderReport, setupUser, typeRange, withTestApi, where } from './test-support';

jest.mock('./report-chart', () => ({
  __esModule: true,
  default: ({ series }: { series: Array<{ name: string }> }) => (
    <p>نمودار: {series.map((s) => s.name).join('|')}</p>
  ),
}));

const api = withTestApi();
const RANGE = 'date_from=1405-07-01&date_to=1405-09-30';
const PATH = `/admin/reports/commission-analysis?${RANGE}`;
const three = (projected: string, payable: string, paid: string) => ({ projected, payable, paid });

const ANALYSIS: CommissionAnalysis = {
  range: {
    date_from: '1405-07-01',
    date_to: '1405-09-30',
    from: '2026-09-22T20:30:00.000Z',
    to: '2026-12-21T20:30:00.000Z',
  },
  totals: three('1200000', '3500000', '25000000'),
  monthly: [
    { month: '1405-07', name: 'مهر ۱۴۰۵', ...three('0', '0', '25000000') },
    { month: '1405-08', name: 'آبان ۱۴۰۵', ...three('1200000', '3500000', '0') },
    { month: '1405-09', name: 'آذر ۱۴۰۵', ...three('0', '0', '0') },
  ],
  dealers: [{ dealer_id: 3, name: 'سارا کریمی', ...three('1200000', '3500000', '25000000') }],
  payouts: [
    {
      payment_reference: 'TRX-9001',
      paid_at: '2026-10-05T09:30:00.000Z',
      dealer_names: ['سارا کریمی', 'رضا محمدی'],
      commissions: 4,
      amount: '25000000',
    },
  ],
};

test('projected, payable and paid over the months and per dealer, and the payouts with their references', async () => {
  api.current.on(`GET admin/reports/commission-analysis/?${RANGE}`, { status: 200, body: ANALYSIS });
  renderReport(<CommissionAnalysisPage />, PATH);
  // figures short in words: 1,200,000 rials; 3,500,000; 25,000,000
  expect(
    within(await screen.findByRole('region', { name: T.projected })).getByText('۱٫۲ میلیون ریال'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: T.payable })).getByText('۳٫۵ میلیون ریال'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: T.paid })).getByText('۲۵ میلیون ریال'),
  ).toBeInTheDocument();
  const aban = within(screen.getByRole('region', { name: T.monthly }))
    .getByText('آبان ۱۴۰۵')
    .closest('tr')!;
  expect(
    within(aban)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['آبان ۱۴۰۵', '۱٬۲۰۰٬۰۰۰ ریال', '۳٬۵۰۰٬۰۰۰ ریال', '۰ ریال']);
  const sara = within(screen.getByRole('region', { name: T.perDealer }))
    .getByText('سارا کریمی')
    .closest('tr')!;
  expect(sara).toHaveTextContent('۲۵٬۰۰۰٬۰۰۰ ریال');
  const payout = within(screen.getByRole('region', { name: T.payouts }))
    .getByText('TRX-9001')
    .closest('tr')!;
  expect(
    within(payout)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    'TRX-9001',
    formatJalaliDateTime('2026-10-05T09:30:00.000Z'),
    'سارا کریمی، رضا محمدی',
    '۴',
    '۲۵٬۰۰۰٬۰۰۰ ریال',
  ]);
  expect(formatJalaliDateTime('2026-10-05T09:30:00.000Z')).toMatch(/^۱۴۰۵\/۰۷\/۱۳ /);
  expect(await screen.findByText(`نمودار: ${T.projected}|${T.payable}|${T.paid}`)).toBeInTheDocument();
});

test('a new range goes to the address and the call, and the export takes the same range', async () => {
  const saved = catchDownloads();
  api.current.otherwise((call) =>
    call.path.includes('/export/') ? { status: 200, body: 'xlsx' } : { status: 200, body: ANALYSIS },
  );
  renderReport(<CommissionAnalysisPage />, PATH);
  await screen.findByRole('region', { name: T.projected });
  await typeRange('1404/01/01', '1404/12/29');
  const next = 'date_from=1404-01-01&date_to=1404-12-29';
  await waitFor(() => expect(where()).toBe(`/admin/reports/commission-analysis?${next}`));
  await waitFor(() =>
    expect(api.current.calls.map((c) => c.path)).toContain(`admin/reports/commission-analysis/?${next}`),
  );
  const exportButton = screen.getByRole('button', { name: T.export });
  await waitFor(() => expect(exportButton).toBeEnabled());
  await setupUser().click(exportButton);
  await waitFor(() => expect(saved).toEqual(['گزارش-تحلیل-کمیسیون-۱۴۰۴-۰۱-۰۱-تا-۱۴۰۴-۱۲-۲۹.xlsx']));
  expect(api.current.calls.map((c) => c.path)).toContain(`admin/reports/commission-analysis/export/?${next}`);
});

test('a failed load offers a retry', async () => {
  api.current.on(`GET admin/reports/commission-analysis/?${RANGE}`, { status: 503, body: {} });
  renderReport(<CommissionAnalysisPage />, PATH);
  const alert = await screen.findByRole('alert');
  api.current.on(`GET admin/reports/commission-analysis/?${RANGE}`, { status: 200, body: ANALYSIS });
  await setupUser().click(within(alert).getByRole('button', { name: T.retry }));
  expect(await screen.findByRole('region', { name: T.projected })).toBeInTheDocument();
});

test('a range without commission says so', async () => {
  const none = { ...ANALYSIS, totals: three('0', '0', '0'), dealers: [], payouts: [] };
  api.current.on(`GET admin/reports/commission-analysis/?${RANGE}`, { status: 200, body: none });
  renderReport(<CommissionAnalysisPage />, PATH);
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
});
