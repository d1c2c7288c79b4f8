import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type AuthUser, type PriceListImport } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { PriceListActions } from './index';

const staff: AuthUser = {
  id: 3,
  email: 's@example.com',
  name: 'کارمند',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

const preview: PriceListImport = {
  dry_run: true,
  applied: false,
  counts: { rows: 3, created: 1, updated: 1, unchanged: 1, errors: 0, warnings: 1 },
  rows: [
    {
      row: 2,
      code: 'P-7',
      product_id: 7,
      name: 'قهوه ترک',
      action: 'update',
      changes: [{ field: 'base_price', old: '1000000', new: '1600000' }],
    },
    {
      row: 4,
      code: null,
      product_id: null,
      name: 'زعفران',
      action: 'create',
      changes: [{ field: 'name', old: null, new: 'زعفران' }],
    },
  ],
  problems: [
    {
      row: 2,
      cell: 'E2',
      field: 'base_price',
      level: 'warning',
      message: 'قیمت ۶۰٪ تغییر کرده است؛ درستی آن را بررسی کنید',
    },
  ],
};

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  useAuthStore.getState().setSession(staff, { access: 'a', refresh: 'r' });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

const xlsx = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'prices.xlsx');

function renderActions() {
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <PriceListActions />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

test('the chosen file is previewed (changes highlighted, warnings listed), then applied on confirmation', async () => {
  api.on('POST admin/products/import/?dry_run=true', { status: 200, body: preview });
  api.on('POST admin/products/import/', {
    status: 200,
    body: { ...preview, dry_run: false, applied: true },
  });
  const user = userEvent.setup();
  await user.upload(renderActions(), xlsx());

  const dialog = await screen.findByRole('dialog');
  expect(
    await within(dialog).findByText('۳ سطر: ۱ محصول جدید، ۱ محصول با تغییر، ۱ بدون تغییر'),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByText('سطر ۲ (خانه E2): قیمت ۶۰٪ تغییر کرده است؛ درستی آن را بررسی کنید'),
  ).toBeInTheDocument();
  const table = within(dialog).getByRole('table');
  const updated = within(table).getByText('قهوه ترک').closest('tr')!;
  expect(within(updated).getByText('۱٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  expect(within(updated).getByText('۱٬۶۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  expect(
    within(within(table).getByText('زعفران', { selector: 'td' }).closest('tr')!).getByText('محصول جدید'),
  ).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  expect(String(api.calls[0].body)).toContain('filename="prices.xlsx"');

  await user.click(within(dialog).getByRole('button', { name: 'اعمال ۲ تغییر' }));
  expect(
    await within(dialog).findByText('فهرست قیمت اعمال شد: ۱ محصول جدید، ۱ محصول تغییر کرد'),
  ).toBeInTheDocument();
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'POST admin/products/import/?dry_run=true',
    'POST admin/products/import/',
  ]);
  // the footer's button (the title bar's close icon has the same name)
  const close = within(dialog).getAllByRole('button', { name: 'بستن' });
  await user.click(close[close.length - 1]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a file with errors lists them by row and cell and cannot be applied', async () => {
  api.on('POST admin/products/import/?dry_run=true', {
    status: 200,
    body: {
      ...preview,
      counts: { ...preview.counts, errors: 1 },
      problems: [
        {
          row: 5,
          cell: 'C5',
          field: 'category',
          level: 'error',
          message: 'دسته‌بندی «میوه» وجود ندارد',
        },
      ],
    },
  });
  const user = userEvent.setup();
  await user.upload(renderActions(), xlsx());
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('۱ خطا؛ تا برطرف نشوند فایل اعمال نمی‌شود')).toBeInTheDocument();
  expect(within(dialog).getByText('سطر ۵ (خانه C5): دسته‌بندی «میوه» وجود ندارد')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'اعمال ۲ تغییر' })).toBeDisabled();
});

test('a refused file shows the server’s reason and nothing to apply', async () => {
  api.on('POST admin/products/import/?dry_run=true', {
    status: 413,
    body: { error: 'حجم فایل نباید بیش از ۵ مگابایت باشد' },
  });
  const user = userEvent.setup();
  await user.upload(renderActions(), xlsx());
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('حجم فایل نباید بیش از ۵ مگابایت باشد')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /اعمال/ })).toBeNull();
});
