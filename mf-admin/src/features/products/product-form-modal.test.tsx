import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type AdminProduct, type AuthUser } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { appendImages, checkSelection, move, type FormImage } from './image-list';
import { ProductFormModal } from './product-form-modal';

const staff: AuthUser = {
  id: 3,
  email: 's@example.com',
  name: 'کارمند',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  useAuthStore.getState().setSession(staff, { access: 'a', refresh: 'r' });
  api.on('GET products/categories/', {
    status: 200,
    body: [{ id: 1, name: 'coffee', name_fa: 'قهوه', display_name: 'قهوه' }],
  });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

test('files are checked by type, size and count; order and the kept ids go with the new files', () => {
  const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
  const big = png('big.png', 5 * 1024 * 1024 + 1);
  const { accepted, errors } = checkSelection([
    png('a.png'),
    svg,
    big,
    ...[1, 2, 3, 4, 5].map((n) => png(`${n}.png`)),
  ]);
  expect(accepted).toHaveLength(5);
  expect(errors).toEqual([
    'فایل «x.svg» تصویر JPG، PNG، GIF یا WEBP نیست',
    'حجم فایل «big.png» بیش از ۵ مگابایت است',
    'حداکثر ۵ تصویر در هر بار قابل انتخاب است',
  ]);
  const images: FormImage[] = [
    { kind: 'existing', key: 'e7', id: 7, url: '' },
    { kind: 'new', key: 'n1', file: png('a.png'), url: '' },
  ];
  const form = new FormData();
  appendImages(form, move(images, 1, -1));
  expect(JSON.parse(String(form.get('image_order')))).toEqual([
    { type: 'new', src: 0, order: 0, is_primary: true },
    { type: 'existing', src: 7, order: 1, is_primary: false },
  ]);
  expect(form.get('existing_images')).toBe('[7]');
  expect(form.getAll('images')).toHaveLength(1);
});

test('a new product needs its fields and an image; it is sent as multipart with the images in order', async () => {
  const onClose = jest.fn();
  api.on('POST admin/products/', { status: 201, body: { id: 5 } });
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <ProductFormModal open product={null} onClose={onClose} />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
  const user = userEvent.setup({ delay: null });
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(await within(dialog).findByText('نام محصول الزامی است')).toBeInTheDocument();
  expect(within(dialog).getByText('قیمت پایه الزامی است')).toBeInTheDocument();
  expect(within(dialog).getByText('دسته‌بندی محصول را انتخاب کنید')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('نام محصول'), 'قهوه ترک');
  await user.type(within(dialog).getByLabelText('قیمت پایه (ریال)'), '2500000');
  await user.type(within(dialog).getByLabelText('موجودی'), '40');
  await user.click(within(dialog).getByRole('combobox', { name: 'دسته‌بندی' }));
  await user.click(await screen.findByTitle('قهوه'));
  await waitFor(() => expect(within(dialog).queryByText('دسته‌بندی محصول را انتخاب کنید')).toBeNull());
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(await within(dialog).findByText('لطفاً حداقل یک تصویر انتخاب کنید')).toBeInTheDocument();

  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, [png('first.png'), png('second.png')]);
  const list = within(dialog).getByRole('list', { name: 'تصاویر محصول' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  await user.click(within(list).getByRole('button', { name: 'جابه‌جایی تصویر ۲ به بالا' }));
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith({ id: 5 }));
  const sent = String(api.calls.find((c) => c.method === 'POST')?.body);
  expect(sent).toContain('name="name"\r\n\r\nقهوه ترک');
  expect(sent).toContain('name="tax_rate"\r\n\r\n10');
  expect(sent).toContain('name="category"\r\n\r\n1');
  expect(sent.indexOf('filename="second.png"')).toBeLessThan(sent.indexOf('filename="first.png"'));
});

test('price and stock refuse letters; a tax above 100 and a negative stock are refused in Persian, not clamped', async () => {
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <ProductFormModal open product={null} onClose={jest.fn()} />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
  const user = userEvent.setup({ delay: null });
  const dialog = await screen.findByRole('dialog');
  const price = within(dialog).getByLabelText('قیمت پایه (ریال)');
  await user.type(price, '12x');
  expect(price).toHaveValue('۱۲');
  expect(within(dialog).getByRole('status')).toHaveTextContent('فقط رقم وارد کنید');
  const stock = within(dialog).getByLabelText('موجودی');
  await user.type(stock, 'e');
  expect(within(dialog).getByRole('status')).toHaveTextContent('فقط رقم وارد کنید');
  await user.type(stock, '-5');
  const tax = within(dialog).getByLabelText('نرخ مالیات (درصد)');
  await user.clear(tax);
  await user.type(tax, '150');
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(await within(dialog).findByText('موجودی نمی‌تواند منفی باشد')).toBeInTheDocument();
  expect(
    within(dialog).getByText('نرخ مالیات باید بین ۰ تا ۱۰۰ و با حداکثر دو رقم اعشار باشد'),
  ).toBeInTheDocument();
  expect(stock).toHaveValue('-۵');
  expect(tax).toHaveValue('۱۵۰');
  expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
});

test('editing shows the saved values (the price grouped in Persian digits) and sends them back as they were', async () => {
  const onClose = jest.fn();
  const saved: AdminProduct = {
    id: 4,
    name: 'قهوه عربیکا',
    description: 'برشته متوسط',
    category: { id: 1, name: 'coffee', name_fa: 'قهوه', display_name: 'قهوه' },
    category_id: 1,
    category_name: 'قهوه',
    origin: 'برزیل',
    base_price: '1250000',
    tax_rate: 9,
    stock: 120,
    stock_status: 'in_stock',
    is_out_of_stock: false,
    weight: 1.5,
    is_active: true,
    is_featured: false,
    product_images: [
      {
        id: 7,
        alt_text: 'قهوه عربیکا',
        image: 'images/a.webp',
        image_url: '/media/a.webp',
        is_primary: true,
        thumbnail_url: '/media/a-t.webp',
      },
    ],
    primary_image_url: '/media/a.webp',
    image_url: '/media/a.webp',
    thumbnail_url: '/media/a-t.webp',
    created_at: '2026-11-20T09:00:00Z',
    days_since_created: 3,
  };
  api.on('PATCH admin/products/4/', { status: 200, body: saved });
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <ProductFormModal open product={saved} onClose={onClose} />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
  const user = userEvent.setup({ delay: null });
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('قیمت پایه (ریال)')).toHaveValue('۱٬۲۵۰٬۰۰۰');
  expect(within(dialog).getByLabelText('موجودی')).toHaveValue('۱۲۰');
  expect(within(dialog).getByLabelText('نرخ مالیات (درصد)')).toHaveValue('۹');
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(saved));
  const sent = String(api.calls.find((c) => c.method === 'PATCH')?.body);
  expect(sent).toContain('name="base_price"\r\n\r\n1250000\r\n');
  expect(sent).toContain('name="stock"\r\n\r\n120\r\n');
  expect(sent).toContain('name="weight"\r\n\r\n1.5\r\n');
  expect(sent).toContain('name="existing_images"\r\n\r\n[7]\r\n');
});
