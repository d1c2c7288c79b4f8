import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, useAuthStore, type AdminDashboard, type AuthUser } from '@sefaresh/shared-api';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { AdminDashboardPage } from './index';

const staff: AuthUser = {
  id: 3,
  email: 's@example.com',
  name: 'کارمند',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

const DASHBOARD: AdminDashboard = {
  orders_by_status: {
    pending_pricing: 4,
    waiting_customer_approval: 3,
    revision_requested: 0,
    confirmed: 2,
    payment_uploaded: 5,
    completed: 120,
    rejected: 1,
    cancelled: 0,
  },
  receipts_to_verify: 5,
  orders_without_dealer: 7,
  low_stock_products: [
    { id: 1, name: 'زعفران سرگل', stock: 0 },
    { id: 2, name: 'قهوه عربیکا', stock: 12 },
  ],
  low_stock_count: 6,
  out_of_stock_count: 2,
  today: { orders: 3, sales: '12500000' },
  month: { orders: 48, sales: '0' },
  receivables: { overdue_total: '45000000', due_this_week_total: '12000000' },
  generated_at: '2026-11-25T09:00:00Z',
};

function renderPage() {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/" element={<p>صفحه اصلی</p>} />
          <Route
            path="/admin"
            element={
              <AreaQueryProvider>
                <AdminDashboardPage />
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
  // the failed notifications' card (failed-notifications-card.test.tsx): none here
  api.on('GET admin/notifications/failed/', {
    status: 200,
    body: { count: 0, page: 1, page_size: 20, total_pages: 0, results: [], waiting: [] },
  });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

const link = (name: RegExp) => screen.getByRole('link', { name });
const dashboardCalls = () => api.calls.filter((c) => c.path === 'admin/dashboard/');

test('cards per status, what needs action and low stock, each linking into the filtered page', async () => {
  api.on('GET admin/dashboard/', { status: 200, body: DASHBOARD });
  renderPage();
  await screen.findByRole('region', { name: 'امروز' });

  expect(link(/در انتظار قیمت‌گذاری/)).toHaveAttribute('href', '/admin/orders?status=pending_pricing');
  expect(link(/در انتظار قیمت‌گذاری/)).toHaveTextContent('۴');
  expect(link(/در انتظار تأیید مشتری/)).toHaveAttribute(
    'href',
    '/admin/orders?status=waiting_customer_approval',
  );
  expect(link(/^تأیید شده/)).toHaveAttribute('href', '/admin/orders?status=confirmed');
  expect(link(/رسید پرداخت بارگذاری شده/)).toHaveAttribute('href', '/admin/orders?status=payment_uploaded');
  expect(link(/تکمیل شده/)).toHaveTextContent('۱۲۰');
  expect(link(/تکمیل شده/)).toHaveAttribute('href', '/admin/orders?status=completed');
  expect(link(/رد شده/)).toHaveAttribute('href', '/admin/orders?status=rejected');
  expect(link(/لغو شده/)).toHaveAttribute('href', '/admin/orders?status=cancelled');
  expect(link(/لغو شده/)).toHaveTextContent('۰');

  expect(link(/رسیدهای در انتظار بررسی/)).toHaveAttribute('href', '/admin/orders?status=payment_uploaded');
  expect(link(/رسیدهای در انتظار بررسی/)).toHaveTextContent('۵');
  expect(link(/سفارش‌های بدون نماینده/)).toHaveAttribute('href', '/admin/orders?dealer=unassigned');
  expect(link(/سفارش‌های بدون نماینده/)).toHaveTextContent('۷');
  expect(link(/^کالاهای کم‌موجودی/)).toHaveAttribute('href', '/admin/products?stock=low_stock');
  expect(link(/^کالاهای کم‌موجودی/)).toHaveTextContent('۶');
  expect(link(/کالاهای ناموجود/)).toHaveAttribute('href', '/admin/products?stock=out_of_stock');

  const lowStock = screen.getByRole('region', { name: 'کالاهای رو به اتمام' });
  const items = within(lowStock).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(['زعفران سرگلناموجود', 'قهوه عربیکا۱۲ عدد']);
  expect(within(lowStock).getByRole('link', { name: 'مشاهده همه کالاهای کم‌موجودی' })).toHaveAttribute(
    'href',
    '/admin/products?stock=low_stock',
  );

  const today = screen.getByRole('region', { name: 'امروز' });
  expect(today).toHaveTextContent('۳');
  expect(today).toHaveTextContent('۱۲٬۵۰۰٬۰۰۰ ریال');
  const month = screen.getByRole('region', { name: 'این ماه' });
  expect(month).toHaveTextContent('۴۸');
  expect(month).toHaveTextContent('۰ ریال');
});

test("the overdue receivables are an amount in red, with the week's, linking to the receivables page", async () => {
  api.on('GET admin/dashboard/', { status: 200, body: DASHBOARD });
  renderPage();
  await screen.findByRole('region', { name: 'امروز' });
  const card = link(/مطالبات سررسید گذشته/);
  expect(card).toHaveAttribute('href', '/admin/receivables');
  expect(within(card).getByTestId('overdue-total')).toHaveTextContent('۴۵٬۰۰۰٬۰۰۰ ریال');
  expect(within(card).getByTestId('overdue-total').querySelector('[style*="color"]')).not.toBeNull();
  expect(card).toHaveTextContent('سررسید این هفته: ۱۲٬۰۰۰٬۰۰۰ ریال');
});

test('nothing overdue reads as zero rials, not in red', async () => {
  api.on('GET admin/dashboard/', {
    status: 200,
    body: { ...DASHBOARD, receivables: { overdue_total: '0', due_this_week_total: '0' } },
  });
  renderPage();
  await screen.findByRole('region', { name: 'امروز' });
  const total = within(link(/مطالبات سررسید گذشته/)).getByTestId('overdue-total');
  expect(total).toHaveTextContent('۰ ریال');
  expect(total.querySelector('[style*="color"]')).toBeNull();
});

test('the refresh button loads everything again', async () => {
  api.on('GET admin/dashboard/', { status: 200, body: DASHBOARD });
  renderPage();
  await screen.findByRole('region', { name: 'امروز' });
  api.on('GET admin/dashboard/', { status: 200, body: { ...DASHBOARD, receipts_to_verify: 9 } });
  await userEvent.click(screen.getByRole('button', { name: 'به‌روزرسانی' }));
  await waitFor(() => expect(link(/رسیدهای در انتظار بررسی/)).toHaveTextContent('۹'));
  expect(dashboardCalls()).toHaveLength(2);
});

test('a failed load shows the error with a retry', async () => {
  api.on('GET admin/dashboard/', { status: 500, body: { error: 'خطای سرور' } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('خطای سرور');
  api.on('GET admin/dashboard/', { status: 200, body: DASHBOARD });
  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByRole('region', { name: 'امروز' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("a 401 after a failed refresh goes to the client's session handler; the page only shows the failure", async () => {
  const sessionExpired = jest.fn();
  configureApi({ onSessionExpired: sessionExpired });
  api.on('GET admin/dashboard/', { status: 401, body: { error: 'توکن نامعتبر است' } });
  api.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
  renderPage();
  expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  expect(sessionExpired).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('صفحه اصلی')).not.toBeInTheDocument();
});
