import { render, screen } from '@testing-library/react';
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

test('/complete-profile without a user in the navigation state goes to /login', () => {
  renderAt('/complete-profile');
  expect(screen.getByRole('heading', { name: 'سامانه ثبت سفارش' })).toBeInTheDocument();
});
