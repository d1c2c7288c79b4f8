// The receivables page as staff use it: the four sections with their rows and totals, the filters (kept in the
// address and sent to the server), and the Excel export of the same filters.
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  configureApi,
  useAuthStore,
  type AuthUser,
  type ReceivableRow,
  type Receivables,
} from '@sefaresh/shared-api';
import { INSTALMENT_STATE_LABELS } from '@sefaresh/shared-api/rules';
import { cheque, startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { DEALERS } from '../../components/dealer-assignment/test-support';
import { ReceivablesPage } from './index';
import { RECEIVABLES_TEXTS as T } from './messages';

// the page loads several calls before each step: generous waits on a busy machine
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const staff: AuthUser = {
  id: 1,
  email: 'admin@example.com',
  name: 'علی مدیری',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

function row(overrides: Partial<ReceivableRow> & Pick<ReceivableRow, 'instalment_id'>): ReceivableRow {
  const state = overrides.state ?? 'overdue';
  return {
    order_id: 12,
    position: 1,
    customer_id: 7,
    customer_name: 'مریم احمدی',
    dealer_name: 'علی رضایی',
    dealer_code: 'DLR-1005',
    payment_term: 'instant',
    term_display: 'نقدی',
    due_date: '2026-11-20T20:29:59.000Z',
    amount: '11000000',
    paid: '0',
    secured: '0',
    outstanding: '11000000',
    state,
    state_display: INSTALMENT_STATE_LABELS[state],
    days_overdue: 5,
    ...overrides,
  };
}

const overdue = row({ instalment_id: 1 });
const thisWeek = row({
  instalment_id: 2,
  order_id: 15,
  customer_id: 9,
  customer_name: 'رضا کریمی',
  dealer_name: null,
  dealer_code: null,
  payment_term: '1_month',
  term_display: 'یک ماهه',
  due_date: '2026-11-28T20:29:59.000Z',
  amount: '22000000',
  paid: '10000000',
  outstanding: '12000000',
  state: 'partly_paid',
  days_overdue: 0,
});
const answer: Receivables = {
  overdue: [overdue],
  due_this_week: [thisWeek],
  cheques_to_deposit: [{ ...cheque({ id: 41, due_date: '2026-11-30' }), customer_name: 'مریم احمدی' }],
  open: [overdue, thisWeek],
  totals: {
    overdue: '11000000',
    due_this_week: '12000000',
    cheques_to_deposit: '12000000',
    open: '23000000',
  },
};
const empty: Receivables = {
  overdue: [],
  due_this_week: [],
  cheques_to_deposit: [],
  open: [],
  totals: { overdue: '0', due_this_week: '0', cheques_to_deposit: '0', open: '0' },
};

const listPath = (query = '') => `admin/receivables/${query ? `?${query}` : ''}`;

let api: TestApi;
beforeEach(async () => {
  useAuthStore.getState().setSession(staff, { access: 'access-1', refresh: 'refresh-1' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET dealers/list-for-assignment/', { status: 200, body: DEALERS });
  api.on(`GET ${listPath()}`, { status: 200, body: answer });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  jest.restoreAllMocks();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderPage(path = '/admin/receivables') {
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/admin/receivables"
              element={
                <>
                  <ReceivablesPage />
                  <Where />
                </>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

const listCalls = () =>
  api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('admin/receivables/?'));
const section = (name: string) => screen.getByRole('region', { name });

test('shows each section with its rows and totals; an order links to its editor', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
  const late = within(await screen.findByRole('region', { name: T.sections.overdue }));
  const cells = late.getAllByRole('row')[1];
  expect(cells).toHaveTextContent('مریم احمدی');
  expect(cells).toHaveTextContent('علی رضایی (DLR-۱۰۰۵)');
  expect(cells).toHaveTextContent('۱۱٬۰۰۰٬۰۰۰ ریال');
  expect(cells).toHaveTextContent('۱۴۰۵/۰۸/۲۹'); // 20 November 2026 in the Persian calendar
  expect(cells).toHaveTextContent('۵ روز');
  expect(late.getByRole('link', { name: 'سفارش #۱۲' })).toHaveAttribute('href', '/admin/orders/12');

  const week = within(section(T.sections.due_this_week)).getAllByRole('row')[1];
  expect(week).toHaveTextContent('رضا کریمی');
  expect(week).toHaveTextContent('بدون نماینده');
  expect(week).toHaveTextContent('۱۲٬۰۰۰٬۰۰۰ ریال');
  expect(week).toHaveTextContent('بخشی پرداخت شده');

  const cheques = within(section(T.sections.cheques_to_deposit));
  expect(cheques.getAllByRole('row')[1]).toHaveTextContent('بانک ملت');
  expect(cheques.getAllByRole('row')[1]).toHaveTextContent('۱۲۳۴');

  expect(within(section(T.sections.open)).getAllByRole('row')).toHaveLength(4); // header, two rows, total
  const totals = within(section(T.totals));
  expect(totals.getByText(T.sections.open).closest('[data-total]')).toHaveTextContent('۲۳٬۰۰۰٬۰۰۰ ریال');
  expect(totals.getByText(T.sections.overdue).closest('[data-total]')).toHaveTextContent('۱ مورد');
});

test('an empty section says so', async () => {
  api.on(`GET ${listPath()}`, { status: 200, body: empty });
  renderPage();
  expect(await screen.findByText(T.empty.overdue)).toBeInTheDocument();
  expect(screen.getByText(T.empty.cheques_to_deposit)).toBeInTheDocument();
});

test('the filters in the address are sent, and choosing a dealer and a date range sends them', async () => {
  const user = userEvent.setup({ delay: null });
  api.otherwise((call) =>
    call.path.startsWith('admin/receivables/') ? { status: 200, body: answer } : { status: 404, body: {} },
  );
  renderPage('/admin/receivables?customer=7');
  await waitFor(() => expect(listCalls().map((c) => c.path)).toContain(listPath('customer=7')));
  // the customer is named from the rows the page shows
  await waitFor(() =>
    expect(screen.getByLabelText(T.customer).closest('.ant-select')).toHaveTextContent('مریم احمدی'),
  );

  const dealer = screen.getByRole('combobox', { name: T.dealer });
  await user.click(dealer);
  // antd keeps the options in the dropdown the combobox names as its list
  const list = await waitFor(() =>
    document.getElementById(`${dealer.id}_list`)!.closest('.ant-select-dropdown')!,
  );
  await waitFor(() => expect(list).toHaveTextContent('سارا کریمی'));
  const option = [...list.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (o) => o.textContent === 'سارا کریمی (DLR-۲۰۰۲)',
  );
  await user.click(option!);
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/receivables?customer=7&dealer=6'),
  );

  for (const [label, text] of [
    [T.from, '1405/09/01'],
    [T.to, '1405/09/09'],
  ]) {
    const input = screen.getByLabelText(label);
    await user.click(input);
    await user.type(input, text);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(input);
  }
  // 1 Azar 1405 is 22 November 2026, 9 Azar 30 November
  await waitFor(() =>
    expect(listCalls().map((c) => c.path)).toContain(
      listPath('customer=7&dealer=6&from=2026-11-22&to=2026-11-30'),
    ),
  );

  await user.click(screen.getByRole('button', { name: T.clear }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/receivables$/));
});

test('the Excel export downloads the .xlsx of the same filters through the client', async () => {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:receivables');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  api.on(`GET ${listPath('dealer=5&from=2026-11-22')}`, { status: 200, body: answer });
  api.on('GET admin/receivables/export/?dealer=5&from=2026-11-22', { status: 200, body: 'xlsx' });
  renderPage('/admin/receivables?dealer=5&from=2026-11-22');
  await screen.findByRole('region', { name: T.sections.overdue });
  await userEvent.click(screen.getByRole('button', { name: T.export }));
  await waitFor(() =>
    expect(saved).toEqual([expect.stringMatching(/^مطالبات-[۰-۹]{4}-[۰-۹]{2}-[۰-۹]{2}\.xlsx$/)]),
  );
  const call = api.calls.findIndex((c) => c.path.startsWith('admin/receivables/export/'));
  expect(api.authorizations[call]).toBe('Bearer access-1');
});

test('a failed export and a failed load say so', async () => {
  api.on(`GET ${listPath()}`, { status: 500, body: {} });
  api.on('GET admin/receivables/export/', { status: 500, body: {} });
  renderPage();
  expect(await screen.findByText(T.loadError)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: T.export }));
  expect(await screen.findByText(T.exportFailed)).toBeInTheDocument();
});
