import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  useAuthStore,
  type AuthUser,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { WebhooksPage } from './index';

const admin: AuthUser = {
  id: 1,
  email: 'admin@example.com',
  name: 'مدیر ارشد',
  is_staff: true,
  is_superuser: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};
const URL_ = 'https://erp.example.com/hooks';
const endpoint = (over: Partial<WebhookEndpointRow> = {}): WebhookEndpointRow => ({
  id: 3,
  url: URL_,
  events: ['order.priced'],
  active: true,
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
  failing_since: null,
  disabled_at: null,
  ...over,
});
const delivery = (over: Partial<WebhookDeliveryRow> = {}): WebhookDeliveryRow => ({
  id: 9,
  event_id: '6f1c1d2e-1111-4222-8333-944445555666',
  event_type: 'order.priced',
  created_at: '2026-11-21T10:00:00Z',
  state: 'pending',
  attempts: 2,
  last_attempt_at: '2026-11-21T10:01:00Z',
  next_attempt_at: '2026-11-21T10:03:00Z',
  status_code: 500,
  response: 'Internal Server Error',
  ...over,
});

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  useAuthStore.getState().setSession(admin, { access: 'a', refresh: 'r' });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

function renderPage() {
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <WebhooksPage />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

test('a new endpoint needs a URL and an event; once made, its secret is shown once with a copy button', async () => {
  let endpoints: WebhookEndpointRow[] = [];
  api.on('GET admin/webhooks/', () => ({ status: 200, body: endpoints }));
  api.on('POST admin/webhooks/', () => {
    endpoints = [endpoint({ events: ['order.priced', 'payment.verified'] })];
    return { status: 201, body: { ...endpoints[0], secret: 'whsec_onlyonce', message: 'وب‌هوک ساخته شد' } };
  });
  renderPage();
  expect(await screen.findByText('هنوز وب‌هوکی ثبت نشده است')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'افزودن وب‌هوک' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'ساخت وب‌هوک' }));
  expect(await within(dialog).findByText('نشانی وب‌هوک الزامی است')).toBeInTheDocument();
  expect(within(dialog).getByText('دست‌کم یک رویداد انتخاب کنید')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('نشانی (URL)'), 'ftp://nope');
  await user.click(within(dialog).getByLabelText('قیمت‌گذاری سفارش'));
  await user.click(within(dialog).getByRole('button', { name: 'ساخت وب‌هوک' }));
  expect(await within(dialog).findByText(/باید یک نشانی کامل با http/)).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('نشانی (URL)'));
  await user.type(within(dialog).getByLabelText('نشانی (URL)'), URL_);
  await user.click(within(dialog).getByLabelText('تأیید پرداخت'));
  await user.click(within(dialog).getByRole('button', { name: 'ساخت وب‌هوک' }));
  const notice = await screen.findByRole('dialog', { name: 'کلید امضا' });
  expect(within(notice).getByText('whsec_onlyonce')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    url: URL_,
    events: ['order.priced', 'payment.verified'],
    active: true,
  });
  await user.click(within(notice).getByRole('button', { name: 'کپی کلید' }));
  expect(within(notice).getByRole('button', { name: 'کلید کپی شد' })).toBeInTheDocument();
  await user.click(within(notice).getByRole('button', { name: 'کلید را ذخیره کردم' }));
  const table = await screen.findByRole('table');
  expect(await within(table).findByText(URL_)).toBeInTheDocument();
  expect(within(table).getByText('تأیید پرداخت')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('whsec_onlyonce')).toBeNull());
});

test('editing turns an endpoint off and changes its events; rotating shows the new secret', async () => {
  let endpoints = [endpoint()];
  api.on('GET admin/webhooks/', () => ({ status: 200, body: endpoints }));
  api.on('PATCH admin/webhooks/3/', (call) => {
    endpoints = [endpoint({ ...(call.body as Partial<WebhookEndpointRow>) })];
    return { status: 200, body: { ...endpoints[0], message: 'وب‌هوک ذخیره شد' } };
  });
  api.on('POST admin/webhooks/3/rotate-secret/', () => ({
    status: 200,
    body: { ...endpoints[0], secret: 'whsec_rotated', message: 'کلید امضای تازه ساخته شد' },
  }));
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'ویرایش' }));
  const dialog = await screen.findByRole('dialog', { name: 'ویرایش وب‌هوک' });
  await user.click(within(dialog).getByLabelText('لغو سفارش'));
  await user.click(within(dialog).getByRole('switch'));
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText('وب‌هوک ذخیره شد')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
    url: URL_,
    events: ['order.priced', 'order.cancelled'],
    active: false,
  });
  expect(await screen.findByText('خاموش')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'کلید تازه' }));
  await user.click(await screen.findByRole('button', { name: 'بله' }));
  expect(await screen.findByText('whsec_rotated', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('کلید امضای تازه ساخته شد')).toBeInTheDocument();
});

test('the deliveries show event, status, attempts and the answer; retry and the test event send again', async () => {
  let rows = [
    delivery(),
    delivery({
      id: 8,
      event_type: 'order.created',
      state: 'delivered',
      attempts: 1,
      status_code: 200,
      response: 'ok',
    }),
  ];
  api.on('GET admin/webhooks/', () => ({ status: 200, body: [endpoint()] }));
  api.on('GET admin/webhooks/3/deliveries/?limit=20&offset=0', () => ({
    status: 200,
    body: { count: rows.length, next: null, previous: null, results: rows },
  }));
  api.on('POST admin/webhooks/3/deliveries/9/retry/', () => {
    rows = [delivery({ state: 'delivered', attempts: 3, status_code: 200, response: 'ok' }), rows[1]];
    return { status: 202, body: { ...rows[0], message: 'ارسال دوباره در صف قرار گرفت' } };
  });
  api.on('POST admin/webhooks/3/test/', () => ({
    status: 202,
    body: {
      ...delivery({ id: 10, event_type: 'webhook.test', attempts: 0 }),
      message: 'رویداد آزمایشی در صف ارسال قرار گرفت',
    },
  }));
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'ارسال‌ها' }));
  const section = await screen.findByRole('region', { name: /ارسال‌ها/ });
  const table = await within(section).findByRole('table');
  const failed = within(table).getByText('Internal Server Error').closest('tr')!;
  expect(within(failed).getByText('قیمت‌گذاری سفارش')).toBeInTheDocument();
  expect(within(failed).getByText('۵۰۰')).toBeInTheDocument();
  expect(within(failed).getByText('۲')).toBeInTheDocument();
  expect(within(failed).getByText('در انتظار')).toBeInTheDocument();
  const delivered = within(table).getByText('ثبت سفارش').closest('tr')!;
  expect(within(delivered).queryByRole('button', { name: 'ارسال دوباره' })).toBeNull();
  await user.click(within(failed).getByRole('button', { name: 'ارسال دوباره' }));
  expect(await within(section).findByText('ارسال دوباره در صف قرار گرفت')).toBeInTheDocument();
  await waitFor(() => expect(within(section).queryByText('Internal Server Error')).toBeNull());
  await user.click(within(section).getByRole('button', { name: 'ارسال رویداد آزمایشی' }));
  expect(await within(section).findByText('رویداد آزمایشی در صف ارسال قرار گرفت')).toBeInTheDocument();
  expect(api.calls.some((c) => c.method === 'POST' && c.path === 'admin/webhooks/3/test/')).toBe(true);
});
