import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { customer, renderArea } from './test/fixtures';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  api.otherwise({ status: 200, body: [] });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

it('shows the area title and the signed-in user in the header; logout clears the session and goes to /', async () => {
  useAuthStore.getState().setSession(customer, { access: 'a', refresh: 'r' });
  renderArea('/product/newarrivals');
  expect(screen.getByRole('heading', { name: 'کاتالوگ محصولات', level: 4 })).toBeInTheDocument();
  expect(screen.getByText('مریم احمدی')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(screen.getByText('صفحه اصلی')).toBeInTheDocument();
});

it('offers anonymous visitors a sign-in link instead of a user and logout', async () => {
  renderArea('/product/newarrivals');
  expect(screen.queryByRole('button', { name: 'خروج' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'ورود' }));
  expect(screen.getByText('صفحه ورود')).toBeInTheDocument();
});
