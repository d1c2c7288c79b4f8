import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import {
  configureApi,
  useAuthStore,
  type AuthUser,
  type FailedNotification,
  type FailedNotificationsResponse,
} from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, formatJalaliDateTime, ThemeProvider } from '@sefaresh/shared-ui';
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

const EMAIL: FailedNotification = {
  id: 41,
  channel: 'email',
  kind: 'pricing_ready',
  recipient: 'arash@example.com',
  subject: 'قیمت سفارش شما آماده است',
  text: 'سلام',
  user_id: 7,
  user_name: 'آرش',
  order_id: 12,
  attempts: 5,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
  created_at: '2026-11-25T08:00:00Z',
  failed_at: '2026-11-25T09:30:00Z',
  retryable: true,
  held: false,
};
const SMS: FailedNotification = {
  ...EMAIL,
  id: 42,
  channel: 'sms',
  kind: 'order_confirmed',
  recipient: '09121234567',
  subject: '',
  text: 'سفارش شما تأیید شد',
  last_error: 'SMS provider answered HTTP 503',
};
const CODE: FailedNotification = {
  ...SMS,
  id: 43,
  kind: 'password_reset',
  recipient: '09351112233',
  text: 'کد بازیابی رمز عبور شما: ******',
  retryable: false,
};

const page = (results: FailedNotification[]): FailedNotificationsResponse => ({
  count: results.length,
  page: 1,
  page_size: 20,
  total_pages: results.length ? 1 : 0,
  results,
  waiting: [],
});

let api: TestApi;
beforeEach(async () => {
  useAuthStore.getState().setSession(staff, { access: 'a', refresh: 'r' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET admin/dashboard/', { status: 500, body: { error: 'خطای سرور' } });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

function renderPage() {
  return render(
    <ThemeProvider>
      <AreaQueryProvider>
        <AntApp>
          <MemoryRouter initialEntries={['/admin']}>
            <AdminDashboardPage />
          </MemoryRouter>
        </AntApp>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

const card = () => screen.findByRole('region', { name: 'پیام‌های ارسال‌نشده' });
const rows = (region: HTMLElement) => within(region).queryAllByRole('listitem');
const retryCalls = () => api.calls.filter((c) => c.method === 'POST');

test('lists the messages not sent: channel, recipient, subject, reason and time in Persian', async () => {
  api.on('GET admin/notifications/failed/', { status: 200, body: page([EMAIL, SMS, CODE]) });
  renderPage();
  const region = await card();
  await waitFor(() => expect(rows(region)).toHaveLength(3));
  expect(within(region).getByTestId('failed-count')).toHaveTextContent('۳');

  const [email, sms, code] = rows(region);
  expect(email).toHaveTextContent('ایمیل');
  expect(email).toHaveTextContent('arash@example.com');
  expect(email).toHaveTextContent('قیمت سفارش شما آماده است');
  expect(email).toHaveTextContent('علت: connect ECONNREFUSED 127.0.0.1:25');
  expect(email).toHaveTextContent(formatJalaliDateTime(EMAIL.failed_at));
  expect(email).toHaveTextContent('۵ تلاش');
  // an SMS has no subject: the start of its text stands for it
  expect(sms).toHaveTextContent('پیامک');
  expect(sms).toHaveTextContent('۰۹۱۲۱۲۳۴۵۶۷');
  expect(sms).toHaveTextContent('سفارش شما تأیید شد');
  expect(sms).toHaveTextContent('علت: SMS provider answered HTTP 503');
  // the provider's reason as it gave it; a message with a one-time code cannot be sent again
  expect(within(code).getByRole('button', { name: 'ارسال دوباره' })).toBeDisabled();
  expect(within(email).getByRole('button', { name: 'ارسال دوباره' })).toBeEnabled();
});

test('retry calls the API, says so, and the row leaves the list', async () => {
  api.on('GET admin/notifications/failed/', { status: 200, body: page([EMAIL, SMS]) });
  api.on('POST admin/notifications/41/retry/', () => {
    api.on('GET admin/notifications/failed/', { status: 200, body: page([SMS]) });
    return { status: 200, body: { message: 'پیام دوباره در صف ارسال قرار گرفت' } };
  });
  renderPage();
  const region = await card();
  await waitFor(() => expect(rows(region)).toHaveLength(2));

  await userEvent.click(within(rows(region)[0]).getByRole('button', { name: 'ارسال دوباره' }));
  expect(await screen.findByText('پیام دوباره در صف ارسال قرار گرفت')).toBeInTheDocument();
  await waitFor(() => expect(rows(region)).toHaveLength(1));
  expect(region).not.toHaveTextContent('arash@example.com');
  expect(within(region).getByTestId('failed-count')).toHaveTextContent('۱');
  expect(retryCalls().map((c) => c.path)).toEqual(['admin/notifications/41/retry/']);
});

test("a refused retry shows the server's reason and the row stays", async () => {
  api.on('GET admin/notifications/failed/', { status: 200, body: page([EMAIL]) });
  api.on('POST admin/notifications/41/retry/', {
    status: 409,
    body: { error: 'این پیام ناموفق نیست و نمی‌توان آن را دوباره فرستاد' },
  });
  renderPage();
  const region = await card();
  await waitFor(() => expect(rows(region)).toHaveLength(1));
  await userEvent.click(within(region).getByRole('button', { name: 'ارسال دوباره' }));
  expect(await screen.findByText('این پیام ناموفق نیست و نمی‌توان آن را دوباره فرستاد')).toBeInTheDocument();
  expect(rows(region)).toHaveLength(1);
});

test('retry all sends every message back', async () => {
  api.on('GET admin/notifications/failed/', { status: 200, body: page([EMAIL, SMS, CODE]) });
  api.on('POST admin/notifications/failed/retry/', () => {
    api.on('GET admin/notifications/failed/', { status: 200, body: page([CODE]) });
    return { status: 200, body: { message: '۲ پیام دوباره در صف ارسال قرار گرفت', retried: 2 } };
  });
  renderPage();
  const region = await card();
  await waitFor(() => expect(rows(region)).toHaveLength(3));
  await userEvent.click(within(region).getByRole('button', { name: 'ارسال دوباره همه' }));
  expect(await screen.findByText('۲ پیام دوباره در صف ارسال قرار گرفت')).toBeInTheDocument();
  await waitFor(() => expect(rows(region)).toHaveLength(1));
  // only the one with a code is left, and nothing is left to retry
  expect(within(region).queryByRole('button', { name: 'ارسال دوباره همه' })).not.toBeInTheDocument();
});

test('a message held after a restore is tagged so; discard calls the API, says so, and the row leaves the list', async () => {
  const HELD: FailedNotification = { ...SMS, id: 44, held: true, last_error: 'نگه داشته شد' };
  api.on('GET admin/notifications/failed/', { status: 200, body: page([HELD]) });
  api.on('POST admin/notifications/44/discard/', () => {
    api.on('GET admin/notifications/failed/', { status: 200, body: page([]) });
    return { status: 200, body: { message: 'پیام کنار گذاشته شد و فرستاده نمی‌شود' } };
  });
  renderPage();
  const region = await card();
  await waitFor(() => expect(rows(region)).toHaveLength(1));
  expect(rows(region)[0]).toHaveTextContent('نگه‌داشته پس از بازگردانی');
  // retry-all leaves the held ones to a decision each
  expect(within(region).queryByRole('button', { name: 'ارسال دوباره همه' })).not.toBeInTheDocument();
  await userEvent.click(within(region).getByRole('button', { name: 'کنار گذاشتن' }));
  expect(await screen.findByText('پیام کنار گذاشته شد و فرستاده نمی‌شود')).toBeInTheDocument();
  await waitFor(() => expect(rows(region)).toHaveLength(0));
  expect(retryCalls().map((c) => c.path)).toEqual(['admin/notifications/44/discard/']);
});

test('none: an empty text, no list', async () => {
  api.on('GET admin/notifications/failed/', { status: 200, body: page([]) });
  renderPage();
  const region = await card();
  expect(await within(region).findByText('همه پیام‌ها ارسال شده‌اند')).toBeInTheDocument();
  expect(rows(region)).toHaveLength(0);
  expect(within(region).getByTestId('failed-count')).toHaveTextContent('۰');
});

test('messages held by the hourly budget: how many wait, why (the server’s Persian reason) and from when', async () => {
  const reason =
    'سقف پیامک‌های ساعتی سامانه پر شده است؛ این پیامک‌ها در صف می‌مانند و ساعت بعد فرستاده می‌شوند';
  api.on('GET admin/notifications/failed/', {
    status: 200,
    body: {
      ...page([]),
      waiting: [{ channel: 'sms', count: 12, reason, resumes_at: '2026-11-20T10:30:00Z' }],
    },
  });
  renderPage();
  const region = await card();
  const held = await within(region).findByTestId('waiting-sms');
  expect(held).toHaveTextContent(reason);
  expect(held).toHaveTextContent('۱۲ پیامک در صف');
  expect(within(region).getByTestId('failed-count')).toHaveTextContent('۰');
});
