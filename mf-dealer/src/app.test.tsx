import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import App from './app';
import { loadProfileView } from './features/profile/load-profile-view';
import { listAnswer, renderInArea, signIn, stats } from './test-support';

jest.mock('./features/profile/load-profile-view', () => ({ loadProfileView: jest.fn() }));
const load = loadProfileView as jest.MockedFunction<typeof loadProfileView>;

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  signIn();
  api.on('GET orders/my-assigned-orders/?tab=active&page=1', { status: 200, body: listAnswer([]) });
  api.on('GET orders/dealer-dashboard-stats/', { status: 200, body: stats });
  api.on('GET products/new-arrivals/', { status: 200, body: [] });
  api.on('GET shipment-announcements/', { status: 200, body: [] });
  api.on('GET dealers/my-bank-account/', { status: 200, body: { dealer_iban: null } });
  load.mockReset();
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

test('the area: title bar and the dealer panel', async () => {
  renderInArea(<App />);
  expect(screen.getByRole('heading', { name: 'پنل نماینده فروش' })).toBeInTheDocument();
  expect(await screen.findByText('سفارش فعالی به شما تخصیص داده نشده است')).toBeInTheDocument();
});

test('the profile modal shows the customer area’s shared ProfileView', async () => {
  const seen: unknown[] = [];
  load.mockResolvedValue((props) => {
    seen.push(props);
    return <p>پروفایل مشترک</p>;
  });
  renderInArea(<App />);
  await userEvent.click(screen.getByRole('button', { name: 'پروفایل' }));
  const dialog = await screen.findByRole('dialog', { name: 'پروفایل کاربری' });
  expect(await within(dialog).findByText('پروفایل مشترک')).toBeInTheDocument();
  expect(seen[0]).toMatchObject({ showHeading: false });
  // the dealer's own bank account sits under it
  expect(await within(dialog).findByText('حساب بانکی برای واریز کمیسیون')).toBeInTheDocument();
});

test('a profile that cannot be loaded shows a Persian panel with retry', async () => {
  load.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue(() => <p>پروفایل مشترک</p>);
  renderInArea(<App />);
  await userEvent.click(screen.getByRole('button', { name: 'پروفایل' }));
  expect(await screen.findByText('بارگذاری پروفایل ممکن نشد')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByText('پروفایل مشترک')).toBeInTheDocument();
});

test('logout clears the session and goes to /', async () => {
  renderInArea(<App />);
  await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(await screen.findByText('صفحه اصلی')).toBeInTheDocument();
});
