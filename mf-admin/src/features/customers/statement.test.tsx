// A customer's statement for staff, from the customer's details: its lines with the running balance and totals,
// and the PDF downloaded through the client.
import { screen, waitFor, within } from '@testing-library/react';
import { configureApi, useAuthStore, type CustomerDetails } from '@sefaresh/shared-api';
import { startTestApi, statementFixture, type TestApi } from '@sefaresh/shared-api/testing';
import { renderAs, setupUser } from '../../components/people/test-support';
import { CustomerDetailsModal } from './customer-details-modal';
import { CUSTOMERS_TEXTS as T } from './messages';

jest.setTimeout(30_000);

const details = {
  customer: {
    id: 7,
    name: 'مریم احمدی',
    email: 'maryam@example.com',
    phone: '09121234567',
    company_name: 'بازرگانی احمدی',
    is_active: true,
    date_joined: '2026-03-25T08:00:00Z',
    last_login: null,
    dealer_code: null,
  },
  total_orders: 1,
  completed_orders: 0,
  total_spent: '0',
  average_order_value: '0',
  last_order_date: null,
  orders: [],
} as unknown as CustomerDetails;

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET admin/customers/7/details/', { status: 200, body: details });
  api.on('GET admin/customers/7/statement/', { status: 200, body: statementFixture() });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  jest.restoreAllMocks();
});

const renderModal = () =>
  renderAs(
    false,
    <CustomerDetailsModal userId={7} name="مریم احمدی" onClose={jest.fn()} />,
    '/admin/customers',
  );

test('the statement tab lists the lines with the running balance and the totals', async () => {
  const user = setupUser();
  renderModal();
  expect(await screen.findByText('maryam@example.com')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: T.statementTab }));
  const table = await screen.findByRole('region', { name: 'صورت‌حساب' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(6); // header, four lines, totals
  expect(rows[1]).toHaveTextContent('فاکتور');
  expect(rows[1]).toHaveTextContent('۶۶٬۰۰۰٬۰۰۰ ریال');
  expect(rows[4]).toHaveTextContent('چک برگشتی');
  expect(rows[5]).toHaveTextContent('۴۵٬۰۰۰٬۰۰۰ ریال');
  expect(api.calls.filter((c) => c.path === 'admin/customers/7/statement/')).toHaveLength(1);
});

test('the PDF is downloaded through the client; a failure says so', async () => {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:statement');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  api.on('GET admin/customers/7/statement/?format=pdf', {
    status: 200,
    text: '%PDF-1.7',
    contentType: 'application/pdf',
  });
  const user = setupUser();
  renderModal();
  await user.click(await screen.findByRole('tab', { name: T.statementTab }));
  await user.click(await screen.findByRole('button', { name: T.statementPdf }));
  await waitFor(() => expect(saved).toEqual(['statement_7.pdf']));
  const call = api.calls.findIndex((c) => c.path === 'admin/customers/7/statement/?format=pdf');
  expect(api.authorizations[call]).toMatch(/^Bearer /);

  api.on('GET admin/customers/7/statement/?format=pdf', { status: 500, body: {} });
  await user.click(await screen.findByRole('button', { name: T.statementPdf })); // no longer busy
  expect(await screen.findByText(T.statementPdfFailed)).toBeInTheDocument();
});
