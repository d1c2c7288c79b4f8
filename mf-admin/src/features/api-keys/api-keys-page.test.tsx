import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type ApiKeyRow, type AuthUser } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { ApiKeysPage } from './index';

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
const row = (over: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
  id: 4,
  name: 'حسابداری',
  prefix: 'sk_abc123',
  scopes: ['orders:read'],
  created_by: 1,
  created_at: '2026-11-20T09:00:00Z',
  last_used_at: null,
  revoked_at: null,
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
        <ApiKeysPage />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

test('a new key with its scopes is shown once; the list then has it without the key', async () => {
  let keys: ApiKeyRow[] = [];
  api.on('GET admin/api-keys/', () => ({ status: 200, body: keys }));
  api.on('POST admin/api-keys/', () => {
    keys = [row({ id: 5, name: 'هلو', scopes: ['orders:read', 'invoices:read'] })];
    return { status: 201, body: { ...keys[0], key: 'sk_secretvalue', message: 'ok' } };
  });
  renderPage();
  expect(await screen.findByText('هنوز کلیدی ساخته نشده است')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'ساخت کلید جدید' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'ساخت کلید' }));
  expect(await within(dialog).findByText('دست‌کم یک دسترسی انتخاب کنید')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('نام کلید'), 'هلو');
  await user.click(within(dialog).getByLabelText('خواندن سفارش‌ها'));
  await user.click(within(dialog).getByLabelText('دریافت فاکتورها'));
  await user.click(within(dialog).getByRole('button', { name: 'ساخت کلید' }));
  expect(await within(dialog).findByText('sk_secretvalue')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'هلو',
    scopes: ['orders:read', 'invoices:read'],
  });
  await user.click(within(dialog).getByRole('button', { name: 'کلید را ذخیره کردم' }));
  const table = await screen.findByRole('table');
  expect(await within(table).findByText('هلو')).toBeInTheDocument();
  expect(within(table).getByText('دریافت فاکتورها')).toBeInTheDocument();
  expect(within(table).getByText('هنوز استفاده نشده')).toBeInTheDocument();
  expect(screen.queryByText('sk_secretvalue')).toBeNull();
});

test('revoking asks first, then the key shows as revoked', async () => {
  let keys = [row()];
  api.on('GET admin/api-keys/', () => ({ status: 200, body: keys }));
  api.on('POST admin/api-keys/4/revoke/', () => {
    keys = [row({ revoked_at: '2026-11-21T09:00:00Z' })];
    return { status: 200, body: { ...keys[0], message: 'کلید API «حسابداری» لغو شد' } };
  });
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'لغو' }));
  await user.click(await screen.findByRole('button', { name: 'بله' }));
  expect(await screen.findByText('کلید API «حسابداری» لغو شد')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('لغوشده')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'لغو' })).toBeNull();
});
