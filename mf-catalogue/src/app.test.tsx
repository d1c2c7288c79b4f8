import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS, useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import App from './app';

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
  renderArea('/product');
  expect(screen.getByRole('heading', { name: 'کاتالوگ محصولات' })).toBeInTheDocument();
  expect(screen.getByText('مریم احمدی')).toBeInTheDocument();
  expect(screen.getByText(/در حال ساخت است/)).toBeInTheDocument();
});

it('logout clears the session and goes to /', async () => {
  renderArea('/product');
  await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(screen.getByText('صفحه اصلی')).toBeInTheDocument();
});

it('offers anonymous visitors a sign-in link instead of a user and logout', async () => {
  useAuthStore.getState().clear();
  render(
    <MemoryRouter initialEntries={['/product/newarrivals']}>
      <Routes>
        <Route path="/login" element={<p>صفحه ورود</p>} />
        <Route path="*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('محموله‌های جدید در حال ساخت است')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'خروج' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'ورود' }));
  expect(screen.getByText('صفحه ورود')).toBeInTheDocument();
});
