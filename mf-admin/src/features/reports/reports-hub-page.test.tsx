import { configure, screen, within } from '@testing-library/react';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { renderAs } from '../../components/people/test-support';
import { ReportsHubPage } from './index';
import { REPORTS_TEXTS as T } from './messages';
import { changeOf } from './reports-hub-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

test('this month against the last, with the change, and links to the three reports', async () => {
  api.on('GET admin/reports/summary/', {
    status: 200,
    body: {
      // Persian months as the server sends them (YYYY-MM), shown by name
      this_month: '1405-09',
      last_month: '1405-08',
      sales: { this_month: '30000000', last_month: '20000000' },
      orders: { this_month: 6, last_month: 8 },
      commission: { this_month: '1500000', last_month: '0' },
    },
  });
  renderAs(false, <ReportsHubPage />, '/admin/reports');
  const sales = await screen.findByRole('region', { name: T.sales });
  // 20,000,000 rials in words; 30 against 20 is +50 %
  expect(within(sales).getByText('آبان ۱۴۰۵: ۲۰ میلیون ریال (+۵۰٪)')).toBeInTheDocument();
  expect(within(sales).getByText('فروش — آذر ۱۴۰۵')).toBeInTheDocument();
  const orders = screen.getByRole('region', { name: T.orders });
  expect(within(orders).getByText(/−۲۵٪/)).toBeInTheDocument();
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    '/admin/reports/orders',
    '/admin/reports/dealer-sales',
    '/admin/reports/commission-analysis',
  ]);
  expect(changeOf('5', '0')).toBeNull();
});
