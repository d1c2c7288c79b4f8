import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  configureApi,
  useAuthStore,
  type ActivityLogEntry,
  type ActivityLogResponse,
  type AuthUser,
} from '@sefaresh/shared-api';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
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

const entry = (id: number, over: Partial<ActivityLogEntry> = {}): ActivityLogEntry => ({
  kind: 'order',
  id,
  order_id: 12,
  action: null,
  target_user_id: null,
  target_name: null,
  actor_id: 3,
  actor_name: 'کارمند فروش',
  actor_role: 'staff',
  from_status: 'pending_pricing',
  to_status: 'waiting_customer_approval',
  note: `یادداشت ${id}`,
  created_at: '2026-11-25T09:00:00Z',
  ...over,
});
const page = (results: ActivityLogEntry[], over: Partial<ActivityLogResponse> = {}): ActivityLogResponse => ({
  count: results.length,
  page: 1,
  page_size: 20,
  total_pages: 1,
  results,
  ...over,
});
const logPath = (params: Record<string, string | number>) =>
  `admin/activity-log/?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

function renderPage(path = '/admin/activity-log') {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>صفحه اصلی</p>} />
          <Route
            path="/admin/activity-log"
            element={
              <AreaQueryProvider>
                <ActivityLogPage />
              </AreaQueryProvider>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

let api: TestApi;
beforeEach(async () => {
  useAuthStore.getState().setSession(staff, { access: 'a', refresh: 'r' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

const logCalls = () => api.calls.filter((c) => c.path.startsWith('admin/activity-log/')).map((c) => c.path);
const rows = () => screen.getAllByRole('row').slice(1);

/** Types a Persian date into a date picker and confirms it with Enter, as a user does. */
async function pickDate(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.type(input, text);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

test('lists the events: Jalali date, user and role, order link, status change and note', async () => {
  api.on(`GET ${logPath({ page: 1 })}`, {
    status: 200,
    body: page([
      entry(3, { note: 'ارسال ۲ قلم' }),
      entry(2, {
        order_id: 7,
        actor_id: 9,
        actor_name: 'مریم احمدی',
        actor_role: 'customer',
        from_status: null,
        to_status: 'pending_pricing',
        note: '',
      }),
      entry(1, { actor_id: null, actor_name: null, actor_role: null }),
    ]),
  });
  renderPage();
  expect(await screen.findByText('ارسال ۲ قلم')).toBeInTheDocument();
  const [first, second, third] = rows();
  expect(first).toHaveTextContent('۱۴۰۵/۰۹/۰۴');
  expect(first).toHaveTextContent('کارمند فروش');
  expect(first).toHaveTextContent('کارمند');
  expect(within(first).getByRole('link', { name: 'سفارش #۱۲' })).toHaveAttribute('href', '/admin/orders/12');
  expect(first).toHaveTextContent('در انتظار قیمت‌گذاری ← در انتظار تأیید مشتری');
  expect(second).toHaveTextContent('مریم احمدی');
  expect(second).toHaveTextContent('مشتری');
  expect(second).toHaveTextContent('ثبت سفارش ← در انتظار قیمت‌گذاری');
  expect(within(second).getByRole('link', { name: 'سفارش #۷' })).toHaveAttribute('href', '/admin/orders/7');
  expect(third).toHaveTextContent('کاربر حذف‌شده');
  expect(screen.getByText('۳ رویداد')).toBeInTheDocument();
  expect(logCalls()).toEqual([logPath({ page: 1 })]);
});

test('the filters go into the request (Jalali dates as ISO) and start again at page 1', async () => {
  api.on(`GET ${logPath({ page: 1 })}`, {
    status: 200,
    body: page([entry(1)], { count: 30, total_pages: 2 }),
  });
  api.on(`GET ${logPath({ page: 2 })}`, {
    status: 200,
    body: page([entry(50, { note: 'صفحه دوم' })], { count: 30, page: 2, total_pages: 2 }),
  });
  const filtered = logPath({
    order_id: 12,
    date_from: '2026-11-22',
    date_to: '2026-11-25',
    search: 'فوری ارسال',
    page: 1,
  });
  api.on(`GET ${filtered}`, { status: 200, body: page([entry(9, { note: 'ارسال فوری' })]) });
  renderPage();
  await screen.findByText('یادداشت ۱');

  await userEvent.click(screen.getByRole('button', { name: 'صفحه ۲' }));
  expect(await screen.findByText('صفحه دوم')).toBeInTheDocument();
  expect(logCalls().at(-1)).toBe(logPath({ page: 2 }));

  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('شماره سفارش'), '#۱۲');
  await pickDate(user, 'از تاریخ', '۱۴۰۵/۰۹/۰۱');
  await pickDate(user, 'تا تاریخ', '1405/9/4');
  await user.type(screen.getByLabelText('جستجو در یادداشت'), 'فوری ارسال');
  await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
  expect(await screen.findByText('ارسال فوری')).toBeInTheDocument();
  expect(logCalls().at(-1)).toBe(filtered);

  await user.click(screen.getByRole('button', { name: 'پاک کردن فیلترها' }));
  await waitFor(() => expect(logCalls().at(-1)).toBe(logPath({ page: 1 })));
  expect(screen.getByLabelText('شماره سفارش')).toHaveValue('');
});

test('a wrong number is explained and nothing is requested; a date that does not exist is not taken', async () => {
  api.on(`GET ${logPath({ page: 1 })}`, { status: 200, body: page([entry(1)]) });
  renderPage();
  await screen.findByText('یادداشت ۱');
  const user = userEvent.setup({ delay: null });
  await pickDate(user, 'از تاریخ', '1405/13/40');
  await user.type(screen.getByLabelText('شماره سفارش'), 'abc');
  await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
  expect(await screen.findByText('شماره سفارش را مثل ۱۲ یا #۱۲ وارد کنید')).toBeInTheDocument();
  expect(screen.getByLabelText('از تاریخ')).toHaveValue('');
  expect(logCalls()).toHaveLength(1);
});

test('clicking a user filters by that user; ?order_id= in the address prefills the order', async () => {
  api.on(`GET ${logPath({ order_id: 12, page: 1 })}`, { status: 200, body: page([entry(1)]) });
  api.on(`GET ${logPath({ order_id: 12, user: 3, page: 1 })}`, { status: 200, body: page([entry(2)]) });
  renderPage('/admin/activity-log?order_id=12');
  await screen.findByText('یادداشت ۱');
  expect(screen.getByLabelText('شماره سفارش')).toHaveValue('12');
  await userEvent.click(screen.getByText('کارمند فروش'));
  expect(await screen.findByText('یادداشت ۲')).toBeInTheDocument();
  // the picker shows the user by name, and nothing asked the server for it
  const picker = screen.getByRole('combobox', { name: 'کاربر انجام‌دهنده' }).closest('.ant-select');
  expect(picker).toHaveTextContent('کارمند فروش');
  expect(api.calls.filter((c) => c.path.startsWith('admin/customers/'))).toHaveLength(0);
});

test('an empty answer shows the empty state', async () => {
  api.on(`GET ${logPath({ page: 1 })}`, { status: 200, body: page([]) });
  renderPage();
  expect(await screen.findByText('رویدادی یافت نشد')).toBeInTheDocument();
});

test("a 401 after a failed refresh goes to the client's session handler; the page only shows the failure", async () => {
  const sessionExpired = jest.fn();
  configureApi({ onSessionExpired: sessionExpired });
  api.on(`GET ${logPath({ page: 1 })}`, { status: 401, body: { error: 'توکن نامعتبر است' } });
  api.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
  renderPage();
  expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  expect(sessionExpired).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('صفحه اصلی')).not.toBeInTheDocument();
});
