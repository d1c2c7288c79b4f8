// The error boundary around each admin page: a page that throws shows the Persian panel with a retry in its
// place, while the frame and the navigation keep working; moving to another page clears it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { PAGE_BOUNDARY_TEXTS } from '@sefaresh/shared-ui';
import App from './app';

let broken = true;
jest.mock('./features/activity-log', () => ({
  ActivityLogPage: () => {
    if (broken) throw new Error('render failed');
    return <p>گزارش فعالیت‌ها سالم است</p>;
  },
}));

const user: AuthUser = {
  id: 7,
  email: 'u@example.com',
  name: 'مریم احمدی',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

let api: TestApi;
beforeEach(async () => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useAuthStore.getState().setSession(user, { access: 'a', refresh: 'r' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

const renderArea = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );

it('a page that throws shows the panel in its place; retry renders it again', async () => {
  renderArea('/admin/activity-log');
  expect(await screen.findByText(PAGE_BOUNDARY_TEXTS.title)).toBeInTheDocument();
  // the frame is still there
  expect(screen.getByRole('heading', { name: 'پنل مدیریت' })).toBeInTheDocument();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByText('گزارش فعالیت‌ها سالم است')).toBeInTheDocument();
  expect(screen.queryByText(PAGE_BOUNDARY_TEXTS.title)).not.toBeInTheDocument();
});

it('the navigation keeps working and another page clears the panel', async () => {
  api.on('GET admin/announcements/', {
    status: 200,
    body: { results: [], stats: { total: 0, active: 0, featured: 0, this_month: 0 } },
  });
  renderArea('/admin/activity-log');
  expect(await screen.findByText(PAGE_BOUNDARY_TEXTS.title)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'منو' }));
  const nav = await screen.findByRole('navigation', { name: 'منوی مدیریت' });
  await userEvent.click(within(nav).getByRole('link', { name: 'اطلاعیه‌های محموله' }));
  expect(await screen.findByRole('heading', { name: 'اطلاعیه‌های محموله' })).toBeInTheDocument();
  expect(await screen.findByText('هنوز اطلاعیه‌ای ثبت نشده است')).toBeInTheDocument();
  expect(screen.queryByText(PAGE_BOUNDARY_TEXTS.title)).not.toBeInTheDocument();
});
