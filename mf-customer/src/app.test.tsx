import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS, useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import App from './app';
import { startTestApi } from '@sefaresh/shared-api/testing';

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

it('shows the area title and the signed-in user in the header', () => {
  renderArea('/orders/42');
  expect(screen.getByRole('heading', { name: 'پنل مشتری' })).toBeInTheDocument();
  expect(screen.getByText('مریم احمدی')).toBeInTheDocument();
  expect(screen.getByText(/در حال ساخت است/)).toBeInTheDocument();
});

it('logout clears the session and goes to /', async () => {
  renderArea('/orders/42');
  await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(screen.getByText('صفحه اصلی')).toBeInTheDocument();
});

it('names the page it stands for', () => {
  renderArea('/orders/42');
  expect(screen.getByText('سفارش شماره ۴۲ در حال ساخت است')).toBeInTheDocument();
});

it('/profile shows the profile page inside the area frame', async () => {
  const api = await startTestApi();
  try {
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
    expect(screen.queryByText(/در حال ساخت است/)).not.toBeInTheDocument();
  } finally {
    await api.close();
  }
});
