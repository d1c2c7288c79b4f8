// The activity log's user filter: people found on the server by name as staff type (debounced), chosen by name;
// a user from the address is shown by name from their details.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, useAuthStore, type ActivityLogResponse, type AuthUser } from '@sefaresh/shared-api';
import { fakeTimers, startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, SEARCH_DEBOUNCE_MS, ThemeProvider } from '@sefaresh/shared-ui';
import { ActivityLogPage } from './index';

const staff: AuthUser = {
  id: 3,
  email: 's@example.com',
  name: 'کارمند',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};
const empty: ActivityLogResponse = { count: 0, page: 1, page_size: 20, total_pages: 1, results: [] };
const person = (id: number, name: string, email: string) => ({
  id,
  name,
  email,
  phone: '09120000000',
  company_name: '',
  is_dealer: false,
  is_staff: true,
  is_superuser: false,
  is_active: true,
  date_joined: '2026-01-01T00:00:00Z',
  last_login: null,
  dealer_code: null,
  dealer_commission_rate: null,
  total_orders: 0,
  total_spent: '0',
});
const peoplePath = (search: string) =>
  `admin/customers/?${new URLSearchParams({ search, page_size: '20', sort: 'name' }).toString()}`;
const logPath = (params: Record<string, string | number>) =>
  `admin/activity-log/?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

let api: TestApi;
beforeEach(async () => {
  useAuthStore.getState().setSession(staff, { access: 'a', refresh: 'r' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on(`GET ${logPath({ page: 1 })}`, { status: 200, body: empty });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
  jest.useRealTimers();
});
jest.setTimeout(30_000);

function renderPage(path = '/admin/activity-log') {
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/activity-log" element={<ActivityLogPage />} />
          </Routes>
        </MemoryRouter>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}
const picker = () => screen.getByRole('combobox', { name: 'کاربر انجام‌دهنده' });
const peopleCalls = () => api.calls.filter((c) => c.path.startsWith('admin/customers/')).map((c) => c.path);
const dropdown = () =>
  document.getElementById(`${picker().id}_list`)?.closest<HTMLElement>('.ant-select-dropdown');

test('finds people by name on the server once typing stops, and filters the log by the one chosen', async () => {
  fakeTimers('setTimeout');
  const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
  api.on(`GET ${peoplePath('رضا')}`, {
    status: 200,
    body: {
      count: 2,
      page: 1,
      page_size: 20,
      total_pages: 1,
      results: [person(7, 'رضا کریمی', 'reza@example.com'), person(9, 'رضا نوری', 'nouri@example.com')],
    },
  });
  api.on(`GET ${logPath({ user: 7, page: 1 })}`, { status: 200, body: empty });
  renderPage();
  await waitFor(() => expect(api.calls.some((c) => c.path === logPath({ page: 1 }))).toBe(true));

  await user.click(picker());
  await user.type(picker(), 'رضا');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(peopleCalls()).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(peopleCalls()).toEqual([peoplePath('رضا')]));

  const list = await waitFor(() => {
    const el = dropdown();
    expect(el).toHaveTextContent('رضا نوری');
    return el!;
  });
  expect(list).toHaveTextContent('reza@example.com');
  const option = [...list.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
    o.textContent?.startsWith('رضا کریمی'),
  );
  await user.click(option!);
  expect(picker().closest('.ant-select')).toHaveTextContent('رضا کریمی');

  await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
  await waitFor(() => expect(api.calls.at(-1)?.path).toBe(logPath({ user: 7, page: 1 })));
});

test('says so when nobody matches', async () => {
  fakeTimers('setTimeout');
  const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
  api.on(`GET ${peoplePath('ناشناس')}`, {
    status: 200,
    body: { count: 0, page: 1, page_size: 20, total_pages: 1, results: [] },
  });
  renderPage();
  await user.click(picker());
  await user.type(picker(), 'ناشناس');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  await waitFor(() => expect(dropdown()).toHaveTextContent('کاربری با این مشخصات پیدا نشد'));
});

test('?user= in the address filters by that user and names them from their details', async () => {
  api.on(`GET ${logPath({ user: 7, page: 1 })}`, { status: 200, body: empty });
  api.on('GET admin/customers/7/details/', {
    status: 200,
    body: {
      customer: person(7, 'رضا کریمی', 'reza@example.com'),
      total_orders: 0,
      completed_orders: 0,
      total_spent: '0',
      average_order_value: '0',
      last_order_date: null,
      orders: [],
    },
  });
  renderPage('/admin/activity-log?user=7');
  await waitFor(() => expect(api.calls.some((c) => c.path === logPath({ user: 7, page: 1 }))).toBe(true));
  await waitFor(() => expect(picker().closest('.ant-select')).toHaveTextContent('رضا کریمی'));
  expect(within(picker().closest('.ant-select') as HTMLElement).queryByText('۷')).toBeNull();
});
