import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from './app';

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** As the shell mounts it: the same App element on each of the area's routes. */
function renderAt(path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/login" element={<App />} />
        <Route path="/register" element={<App />} />
        <Route path="/complete-profile" element={<App />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('/login shows the sign-in page, right to left', () => {
  const { container } = renderAt('/login');
  expect(screen.getByRole('heading', { name: 'سامانه ثبت سفارش' })).toBeInTheDocument();
  expect(container.querySelector('.ant-btn-rtl')).not.toBeNull();
});

test('/register shows the registration page (loaded on its own visit)', async () => {
  renderAt('/register');
  expect(await screen.findByRole('heading', { name: 'ایجاد حساب کاربری' })).toBeInTheDocument();
  expect(screen.getByLabelText('نام و نام خانوادگی')).toBeInTheDocument();
});

test('/complete-profile without a user in the navigation state goes to /login', async () => {
  renderAt('/complete-profile');
  expect(await screen.findByRole('heading', { name: 'سامانه ثبت سفارش' })).toBeInTheDocument();
});

test('/complete-profile with a user and the social-sign-in flag shows the page (loaded on its own visit)', async () => {
  const user = {
    id: 3,
    email: 'sara@gmail.com',
    name: 'سارا کریمی',
    is_staff: false,
    is_dealer: false,
    company_name: '',
    phone: '',
  };
  renderAt('/complete-profile', { user, missing_fields: ['phone'], isSocialLogin: true });
  expect(await screen.findByRole('heading', { name: 'تکمیل اطلاعات حساب کاربری' })).toBeInTheDocument();
  expect(screen.getByText('سارا کریمی عزیز، خوش آمدید!')).toBeInTheDocument();
});

test("'forgot password' opens the recovery view in the login page, and 'back to login' returns to the form", async () => {
  renderAt('/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('ایمیل'), 'ali@example.com');
  await user.click(screen.getByRole('button', { name: 'رمز عبور را فراموش کرده‌اید؟' }));

  // the login page keeps its title; the form gives way to the recovery steps
  expect(await screen.findByRole('heading', { name: 'بازیابی رمز عبور' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'سامانه ثبت سفارش' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'ورود' })).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'درخواست کد' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'بازگشت به ورود' }));
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'بازیابی رمز عبور' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: 'ورود' })).toBeInTheDocument();
  expect(screen.getByLabelText('ایمیل')).toHaveValue('ali@example.com');
});
