import { render, screen, waitFor } from '@testing-library/react';
import { STATUS } from '@sefaresh/shared-api/rules';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ordersApi, STORAGE_KEYS, useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import App, { preload } from './app';
import {
  eventFeed,
  FIXTURE_ORDER_ID,
  orderFor,
  resetOrderEvents,
  startTestApi,
  type TestApi,
} from '@sefaresh/shared-api/testing';

const user: AuthUser = {
  id: 7,
  email: 'u@example.com',
  name: 'مریم احمدی',
  is_staff: true,
  is_dealer: true,
  company_name: null,
  phone: null,
};

function renderArea(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>صفحه اصلی</p>} />
        {/* as the shell mounts it */}
        <Route path="/orders/:orderId" element={<App />} />
        <Route path="*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useAuthStore.getState().setSession(user, { access: 'a', refresh: 'r' }));
afterEach(() => {
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  resetOrderEvents();
  await api.close();
});

it('shows the area title and the signed-in user around the order page', async () => {
  api.on('GET orders/42/', { status: 404, body: { error: 'سفارش پیدا نشد' } });
  renderArea('/orders/42');
  expect(screen.getByRole('heading', { name: 'پنل مشتری' })).toBeInTheDocument();
  expect(screen.getByTestId('area-header-user')).toHaveTextContent('مریم احمدی');
  expect(await screen.findByText('سفارش یافت نشد')).toBeInTheDocument();
});

it('logout clears the session and goes to /', async () => {
  api.on('GET orders/42/', { status: 404, body: { error: 'سفارش پیدا نشد' } });
  renderArea('/orders/42');
  await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(screen.getByText('صفحه اصلی')).toBeInTheDocument();
});

it('/dashboard shows the dashboard with its own logout among its buttons (one logout on the page)', async () => {
  api.on('GET orders/?tab=active&page=1', {
    status: 200,
    body: {
      count: 0,
      page: 1,
      page_size: 12,
      total_pages: 1,
      results: [],
      tab_counts: { active: 0, completed: 0, rejected: 0 },
    },
  });
  api.on('GET shipment-announcements/', { status: 200, body: [] });
  renderArea('/dashboard');
  expect(await screen.findByText('خوش آمدید، مریم احمدی')).toBeInTheDocument();
  expect(await screen.findByText('هیچ سفارش فعالی ندارید')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'خروج' })).toHaveLength(1);
});

it('/orders/create shows the order form', async () => {
  api.on('GET categories/', { status: 200, body: [] });
  api.on('GET products/all-for-orders/', { status: 200, body: [] });
  renderArea('/orders/create');
  expect(await screen.findByRole('heading', { name: 'ثبت سفارش جدید' })).toBeInTheDocument();
});

it('/profile shows the profile page inside the area frame', async () => {
  api.on('GET profile/me/', {
    status: 200,
    body: {
      name: 'مریم احمدی',
      email: 'u@example.com',
      phone: '09121234567',
      company_name: '',
      is_dealer: false,
      date_joined: '2025-03-21T08:00:00Z',
      last_login: null,
      statistics: { total_orders: 0, completed_orders: 0 },
    },
  });
  renderArea('/profile');
  expect(screen.getByRole('heading', { name: 'پنل مشتری' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'پروفایل کاربری' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'اطلاعات شخصی' })).toBeInTheDocument();
  expect(screen.getByTestId('area-header-user')).toHaveTextContent('مریم احمدی');
});

it('the order page shows a change made elsewhere as it happens, without a reload', async () => {
  const feed = eventFeed();
  api.on('GET events/', { status: 200, feed });
  api.on(`GET orders/${FIXTURE_ORDER_ID}/`, { status: 200, body: orderFor('customer') });
  renderArea(`/orders/${FIXTURE_ORDER_ID}`);
  expect(await screen.findByText('در انتظار قیمت‌گذاری')).toBeInTheDocument();
  await waitFor(() => expect(feed.open).toBe(1));

  // staff price the order in another browser
  api.on(`GET orders/${FIXTURE_ORDER_ID}/`, {
    status: 200,
    body: orderFor('customer', { status: STATUS.waitingCustomerApproval }),
  });
  feed.send('order', { id: FIXTURE_ORDER_ID, status: STATUS.waitingCustomerApproval });
  expect(await screen.findByText('در انتظار تأیید مشتری')).toBeInTheDocument();
  expect(screen.queryByText('در انتظار قیمت‌گذاری')).not.toBeInTheDocument();
});

describe('preload (the shell calls it right after a sign-in)', () => {
  it('for /dashboard, sends the first orders page ahead and the dashboard shows that answer without asking again', async () => {
    api.on('GET orders/?tab=active&page=1', {
      status: 200,
      body: {
        count: 0,
        page: 1,
        page_size: 12,
        total_pages: 1,
        results: [],
        tab_counts: { active: 0, completed: 0, rejected: 0 },
      },
    });
    api.on('GET shipment-announcements/', { status: 200, body: [] });
    preload('/dashboard');
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('orders/?tab=active&page=1'));
    renderArea('/dashboard');
    expect(await screen.findByText('هیچ سفارش فعالی ندارید')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('orders/?'))).toHaveLength(1);
  });

  it('for another page, asks nothing', () => {
    const list = jest.spyOn(ordersApi, 'list');
    preload('/profile');
    preload('/orders/42');
    expect(list).not.toHaveBeenCalled();
    list.mockRestore();
  });
});
