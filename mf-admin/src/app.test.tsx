import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, STORAGE_KEYS, useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import App from './app';
import { ORDER_ID, pendingOrder, serveOrder } from './features/order-editor/test-support';
import { ADMIN_NAV } from './layout';

const user: AuthUser = {
  id: 7,
  email: 'u@example.com',
  name: 'مریم احمدی',
  is_staff: true,
  is_dealer: true,
  company_name: null,
  phone: null,
};

const EMPTY_DASHBOARD = {
  orders_by_status: {
    pending_pricing: 0,
    waiting_customer_approval: 0,
    confirmed: 0,
    payment_uploaded: 0,
    completed: 0,
    rejected: 0,
    cancelled: 0,
  },
  receipts_to_verify: 0,
  orders_without_dealer: 0,
  low_stock_products: [],
  low_stock_count: 0,
  out_of_stock_count: 0,
  today: { orders: 0, sales: '0' },
  month: { orders: 0, sales: '0' },
  receivables: { overdue_total: '0', due_this_week_total: '0' },
  generated_at: '2026-11-25T09:00:00Z',
};
const EMPTY_LOG = { count: 0, page: 1, page_size: 20, total_pages: 1, results: [] };

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

function renderArea(path: string, outer = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>صفحه اصلی</p>} />
        <Route
          path={outer}
          element={
            <>
              <App />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

let api: TestApi;
beforeEach(async () => {
  useAuthStore.getState().setSession(user, { access: 'a', refresh: 'r' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET admin/dashboard/', { status: 200, body: EMPTY_DASHBOARD });
  api.on('GET admin/activity-log/?page=1', { status: 200, body: EMPTY_LOG });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

it('shows the area title and the signed-in user in the header', async () => {
  renderArea('/admin/products');
  expect(screen.getByRole('heading', { name: 'پنل مدیریت' })).toBeInTheDocument();
  expect(screen.getByText('مریم احمدی')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'مدیریت محصولات' })).toBeInTheDocument();
});

it('logout clears the session and goes to /', async () => {
  renderArea('/admin/customers');
  await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(screen.getByText('صفحه اصلی')).toBeInTheDocument();
});

it('/admin shows the dashboard and /admin/activity-log the activity log', async () => {
  const { unmount } = renderArea('/admin', '/admin/*');
  expect(await screen.findByRole('heading', { name: 'داشبورد مدیریت' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'امروز' })).toBeInTheDocument();
  unmount();
  renderArea('/admin/activity-log', '/admin/*');
  expect(await screen.findByRole('heading', { name: 'گزارش فعالیت‌ها' })).toBeInTheDocument();
  expect(await screen.findByText('رویدادی یافت نشد')).toBeInTheDocument();
});

it.each([
  ['/admin/reports/orders', 'گزارش سفارش‌ها'],
  ['/admin/reports/dealer-sales', 'فروش نمایندگان'],
  ['/admin/reports/commission-analysis', 'تحلیل کمیسیون'],
])('%s loads its report page', async (path, name) => {
  renderArea(path, '/admin/*');
  expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'بازگشت به گزارش‌ها' })).toHaveAttribute('href', '/admin/reports');
  expect(screen.queryByText(/در حال ساخت است/)).not.toBeInTheDocument();
});

it('an unknown admin address says so', async () => {
  renderArea('/admin/nothing-here', '/admin/*');
  expect(await screen.findByText('صفحه مورد نظر یافت نشد')).toBeInTheDocument();
});

it('/admin/announcements loads the announcements page', async () => {
  api.on('GET admin/announcements/', {
    status: 200,
    body: { results: [], stats: { total: 0, active: 0, featured: 0, this_month: 0 } },
  });
  renderArea('/admin/announcements', '/admin/*');
  expect(await screen.findByRole('heading', { name: 'اطلاعیه‌های محموله' })).toBeInTheDocument();
  expect(await screen.findByText('هنوز اطلاعیه‌ای ثبت نشده است')).toBeInTheDocument();
  expect(screen.queryByText(/در حال ساخت است/)).not.toBeInTheDocument();
});

it('/admin/orders loads the orders list', async () => {
  renderArea('/admin/orders', '/admin/*');
  expect(await screen.findByRole('heading', { name: 'مدیریت سفارش‌ها' })).toBeInTheDocument();
  expect(screen.queryByText(/در حال ساخت است/)).not.toBeInTheDocument();
});

it('/admin/orders/:id opens that order in the editor, mounted under /admin/* as the shell does', async () => {
  serveOrder(api, pendingOrder);
  renderArea(`/admin/orders/${ORDER_ID}`, '/admin/*');
  expect(await screen.findByRole('heading', { name: /سفارش #۱۲/ })).toBeInTheDocument();
  expect((await screen.findAllByText(pendingOrder.customer_name)).length).toBeGreaterThan(0);
  expect(screen.queryByText('سفارش یافت نشد')).not.toBeInTheDocument();
});

it('the navigation lists every admin page and goes there (a drawer on small screens)', async () => {
  renderArea('/admin/products', '/admin/*');
  await userEvent.click(screen.getByRole('button', { name: 'منو' }));
  const nav = await screen.findByRole('navigation', { name: 'منوی مدیریت' });
  const links = within(nav).getAllByRole('link');
  // the signed-in staff member is no super admin: the super admins' pages are left out
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
    ADMIN_NAV.filter((item) => !item.superuserOnly).map((item) => [item.label, item.path]),
  );
  expect(ADMIN_NAV.map((i) => i.label)).toEqual([
    'داشبورد',
    'سفارش‌ها',
    'مطالبات',
    'محصولات',
    'اطلاعیه‌های محموله',
    'مشتریان',
    'نمایندگان و کارکنان',
    'گزارش‌ها',
    'گزارش سفارش‌ها',
    'فروش نمایندگان',
    'تحلیل کمیسیون',
    'گزارش فعالیت‌ها',
    'کلیدهای API',
    'وب‌هوک‌ها',
  ]);
  await userEvent.click(within(nav).getByRole('link', { name: 'مشتریان' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/admin/customers');
  expect(await screen.findByRole('heading', { name: 'مدیریت مشتریان' })).toBeInTheDocument();
});
