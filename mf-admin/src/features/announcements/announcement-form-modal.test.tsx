import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { AnnouncementFormModal } from './announcement-form-modal';
import { announcement, staff } from './test-support';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  useAuthStore.getState().setSession(staff, { access: 'a', refresh: 'r' });
  api.on('GET products/categories/', {
    status: 200,
    body: [{ id: 1, name: 'coffee', name_fa: 'قهوه', display_name: 'قهوه' }],
  });
  api.otherwise((call) =>
    call.method === 'GET' && call.path.startsWith('admin/products/')
      ? {
          status: 200,
          body: {
            results: [{ id: 9, name: 'زعفران سرگل' }],
            count: 1,
            page: 1,
            total_pages: 1,
          },
        }
      : { status: 404, body: { error: 'یافت نشد' } },
  );
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderModal(props: Partial<Parameters<typeof AnnouncementFormModal>[0]> = {}) {
  const onClose = jest.fn();
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <AnnouncementFormModal open announcement={null} onClose={onClose} {...props} />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
  return onClose;
}

const sent = (method: string) => String(api.calls.find((c) => c.method === method)?.body);
const part = (name: string, value: string) => `name="${name}"\r\n\r\n${value}\r\n`;

test('title and description are required, with their Persian messages; nothing is sent', async () => {
  renderModal();
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(await within(dialog).findByText('عنوان اطلاعیه الزامی است')).toBeInTheDocument();
  expect(within(dialog).getByText('توضیحات الزامی است')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('عنوان اطلاعیه'), '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(await within(dialog).findByText('عنوان اطلاعیه الزامی است')).toBeInTheDocument();
  expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
});

test('a new announcement goes as multipart: Persian dates as Gregorian days, the fields, the images in order', async () => {
  api.on('POST admin/announcements/', { status: 201, body: announcement(5) });
  const onClose = renderModal();
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('عنوان اطلاعیه'), 'محموله پاییز');
  await user.type(within(dialog).getByLabelText('توضیحات'), 'زعفران و قهوه');
  const shipment = within(dialog).getByLabelText('تاریخ ارسال');
  await user.click(shipment);
  await user.type(shipment, '1405/9/1');
  fireEvent.keyDown(shipment, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect(shipment).toHaveValue('۱۴۰۵/۰۹/۰۱'));
  await user.type(within(dialog).getByLabelText('کشور مبدأ'), 'ایران');
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [
    png('a.png'),
    png('b.png'),
  ]);
  const chosen = await within(dialog).findByRole('list', { name: 'تصاویر انتخاب‌شده' });
  expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ id: 5 })));
  const body = sent('POST');
  expect(body).toContain(part('title', 'محموله پاییز'));
  expect(body).toContain(part('description', 'زعفران و قهوه'));
  expect(body).toContain(part('shipment_date', '2026-11-22'));
  expect(body).toContain(part('estimated_arrival', ''));
  expect(body).toContain(part('origin_country', 'ایران'));
  expect(body).toContain(part('related_products', '[]'));
  expect(body).toContain(part('is_active', 'true'));
  expect(body.indexOf('filename="a.png"')).toBeLessThan(body.indexOf('filename="b.png"'));
});

test('related products are searched in the catalogue as staff type, and sent as ids', async () => {
  api.on('PATCH admin/announcements/4/', { status: 200, body: announcement(4) });
  const onClose = renderModal({ announcement: announcement(4) });
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  const products = within(dialog).getByRole('combobox', { name: 'محصولات مرتبط' });
  await user.click(products);
  await user.type(products, 'زع');
  await waitFor(() =>
    expect(
      api.calls.some(
        (c) => c.path.startsWith('admin/products/?') && c.path.includes(encodeURIComponent('زع')),
      ),
    ).toBe(true),
  );
  await user.click(await screen.findByTitle('زعفران سرگل'));
  const chosen = products.closest<HTMLElement>('.ant-select')!;
  await waitFor(() =>
    expect(
      [...chosen.querySelectorAll('.ant-select-selection-item')].map((item) => item.getAttribute('title')),
    ).toEqual(['قهوه عربیکا', 'زعفران سرگل']),
  );
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent('PATCH')).toContain(part('related_products', '[7,9]'));
});

test('editing without new files sends the fields and no images; the current ones are shown as kept', async () => {
  const images = [{ id: 1, image: '/media/1.webp', thumbnail: '/media/1-t.webp' }];
  api.on('PATCH admin/announcements/4/', { status: 200, body: announcement(4) });
  const onClose = renderModal({ announcement: announcement(4, { images }) });
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('عنوان اطلاعیه')).toHaveValue('محموله 4');
  expect(within(dialog).getByLabelText('تاریخ ارسال')).toHaveValue('۱۴۰۵/۰۹/۰۱');
  expect(within(dialog).getByText('قهوه عربیکا')).toBeInTheDocument(); // the related product by name
  expect(within(dialog).getByRole('img', { name: 'تصویر ۱' })).toBeInTheDocument();
  await userEvent.clear(within(dialog).getByLabelText('عنوان اطلاعیه'));
  await userEvent.type(within(dialog).getByLabelText('عنوان اطلاعیه'), 'محموله ویرایش‌شده');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const body = sent('PATCH');
  expect(body).toContain(part('title', 'محموله ویرایش‌شده'));
  expect(body).toContain(part('estimated_arrival', '2026-12-01'));
  expect(body).toContain(part('product_categories', 'قهوه، ادویه'));
  expect(body).toContain(part('related_products', '[7]'));
  expect(body).not.toContain('name="images"');
});

test('a selection with a refused file lists why and is cleared', async () => {
  renderModal();
  const dialog = await screen.findByRole('dialog');
  // antd replaces the file input after each selection
  const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input(), [png('ok.png'), png('big.png', 5 * 1024 * 1024 + 1)]);
  expect(await within(dialog).findByText(/حجم فایل «big.png» بیش از ۵ مگابایت است/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('list', { name: 'تصاویر انتخاب‌شده' })).not.toBeInTheDocument();
  await userEvent.upload(input(), [png('ok.png')]);
  expect(await within(dialog).findByRole('list', { name: 'تصاویر انتخاب‌شده' })).toBeInTheDocument();
  await userEvent.upload(
    input(),
    [1, 2, 3, 4, 5, 6].map((n) => png(`${n}.png`)),
  );
  expect(await within(dialog).findByText(/حداکثر ۵ تصویر/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('list', { name: 'تصاویر انتخاب‌شده' })).not.toBeInTheDocument();
});

test("a refused save shows the server's field messages and 'error saving announcement' with its text", async () => {
  api.on('POST admin/announcements/', {
    status: 400,
    body: {
      error: 'اطلاعات ارسالی نامعتبر است',
      details: { estimated_arrival: ['تاریخ رسیدن نمی‌تواند پیش از تاریخ ارسال باشد'] },
    },
  });
  const onClose = renderModal();
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('عنوان اطلاعیه'), 'الف');
  await userEvent.type(within(dialog).getByLabelText('توضیحات'), 'ب');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(
    await within(dialog).findByText('تاریخ رسیدن نمی‌تواند پیش از تاریخ ارسال باشد'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('خطا در ذخیره اطلاعیه: اطلاعات ارسالی نامعتبر است')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
