import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  configureApi,
  useAuthStore,
  type AdminProduct,
  type AdminProductsResponse,
  type AuthUser,
} from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { AdminProductsPage } from './index';

const staff: AuthUser = {
  id: 3,
  email: 's@example.com',
  name: 'کارمند',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};
const category = { id: 1, name: 'coffee', name_fa: 'قهوه', display_name: 'قهوه' };

function product(id: number, over: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id,
    name: `محصول ${id}`,
    description: 'توضیح',
    category,
    category_id: 1,
    category_name: 'قهوه',
    origin: 'برزیل',
    base_price: '1000000',
    tax_rate: 9,
    stock: 120,
    stock_status: 'in_stock',
    is_out_of_stock: false,
    weight: 1,
    is_active: true,
    is_featured: false,
    product_images: [],
    primary_image_url: null,
    image_url: null,
    thumbnail_url: null,
    created_at: '2026-11-20T09:00:00Z',
    days_since_created: 3,
    ...over,
  };
}

function page(results: AdminProduct[], over: Partial<AdminProductsResponse> = {}): AdminProductsResponse {
  return {
    count: results.length,
    next: null,
    previous: null,
    page: 1,
    total_pages: 1,
    results,
    stats: {
      total_products: 40,
      active_products: 35,
      inactive_products: 5,
      featured_products: 4,
      in_stock: 30,
      low_stock: 6,
      out_of_stock: 4,
      total_stock_value: '2450000000',
    },
    ...over,
  };
}

let api: TestApi;
let queries: URLSearchParams[];
beforeEach(async () => {
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  useAuthStore.getState().setSession(staff, { access: 'a', refresh: 'r' });
  queries = [];
  api.on('GET products/categories/', { status: 200, body: [category] });
  api.otherwise((call) => {
    const [path, query = ''] = call.path.split('?');
    if (call.method === 'GET' && path === 'admin/products/') {
      queries.push(new URLSearchParams(query));
      return { status: 200, body: page([product(1), product(2, { base_price: '0' })]) };
    }
    return { status: 404, body: { error: 'یافت نشد' } };
  });
});
afterEach(async () => {
  jest.useRealTimers();
  await api.close();
  useAuthStore.getState().clear();
});

function renderPage(path = '/admin/products') {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/products"
            element={
              <AreaQueryProvider>
                <AdminProductsPage />
              </AreaQueryProvider>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

test('stat cards (stock value in words of millions and billions), prices with tax, contact us without a price', async () => {
  renderPage();
  expect(await screen.findByText('محصول 1')).toBeInTheDocument();
  expect(screen.getByText('۲٫۵ میلیارد ریال')).toBeInTheDocument();
  expect(screen.getByText('۴۰')).toBeInTheDocument();
  const card = screen.getByText('محصول 1').closest<HTMLElement>('[data-product-id]')!;
  expect(within(card).getByText('۱٬۰۹۰٬۰۰۰ ریال')).toBeInTheDocument();
  const free = screen.getByText('محصول 2').closest<HTMLElement>('[data-product-id]')!;
  expect(within(free).getAllByText('تماس بگیرید')).toHaveLength(2);
});

test("the dashboard's ?stock=low_stock lands filtered; the search waits 500 ms after the last key", async () => {
  jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  renderPage('/admin/products?stock=low_stock');
  await screen.findByText('محصول 1');
  expect(Object.fromEntries(queries[0])).toEqual({
    page: '1',
    ordering: '-created_at',
    stock_filter: 'low_stock',
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByRole('textbox', { name: 'جستجوی محصول' }), 'قهوه');
  act(() => jest.advanceTimersByTime(499));
  expect(queries.some((q) => q.get('search'))).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('قهوه'));
  expect(queries.filter((q) => q.get('search'))).toHaveLength(1);
});

test('a toggle sends the change and reloads', async () => {
  api.on('PATCH admin/products/1/', { status: 200, body: product(1, { is_featured: true }) });
  renderPage();
  await screen.findByText('محصول 1');
  const before = queries.length;
  await userEvent.click(screen.getByRole('switch', { name: 'ویژه: محصول 1' }));
  await waitFor(() =>
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_featured: true }),
  );
  await waitFor(() => expect(queries.length).toBeGreaterThan(before));
});

test("a product in orders is not deleted: the server's 409 message offers deactivation", async () => {
  const message =
    'این محصول در سفارش‌ها استفاده شده است و حذف نمی‌شود؛ به‌جای حذف می‌توانید آن را غیرفعال کنید';
  api.on('DELETE admin/products/1/', { status: 409, body: { error: message } });
  api.on('PATCH admin/products/1/', { status: 200, body: product(1, { is_active: false }) });
  renderPage();
  const card = (await screen.findByText('محصول 1')).closest<HTMLElement>('[data-product-id]')!;
  await userEvent.click(within(card).getByRole('button', { name: 'حذف' }));
  await userEvent.click(await screen.findByRole('button', { name: 'بله' }));
  const alert = await screen.findByText(message);
  await userEvent.click(
    within(alert.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'غیرفعال کردن' }),
  );
  await waitFor(() =>
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_active: false }),
  );
});

test('bulk actions act on the selection and report kept products', async () => {
  api.on('POST admin/products/bulk-actions/', {
    status: 200,
    body: { message: 'عملیات روی ۱ محصول انجام شد', affected: 1, kept: [{ id: 2, name: 'محصول 2' }] },
  });
  renderPage();
  await screen.findByText('محصول 1');
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'انتخاب محصول 1' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'انتخاب محصول 2' }));
  const bar = screen.getByRole('toolbar', { name: '۲ محصول انتخاب شده' });
  await userEvent.click(within(bar).getByRole('button', { name: 'حذف' }));
  await userEvent.click(await screen.findByRole('button', { name: 'بله' }));
  expect(await screen.findByText('عملیات روی ۱ محصول انجام شد «محصول 2»')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'delete', product_ids: [1, 2] });
});

test("a product's picture opens the image viewer: each image large, next and previous, the keyboard", async () => {
  const image = (id: number) => ({
    id,
    image: `/api/media/catalogue/p${id}.webp`,
    image_url: `/api/media/catalogue/p${id}.webp`,
    thumbnail_url: `/api/media/catalogue/p${id}-thumb.webp`,
    alt_text: `نمای ${id}`,
    is_primary: id === 1,
    order: id,
  });
  api.otherwise((call) =>
    call.method === 'GET' && call.path.startsWith('admin/products/?')
      ? { status: 200, body: page([product(1, { product_images: [image(1), image(2)] as never })]) }
      : { status: 404, body: { error: 'یافت نشد' } },
  );
  renderPage();
  const user = userEvent.setup();
  const open = await screen.findAllByRole('button', { name: 'نمایش تصویر ۱ از ۲ محصول 1' });
  await user.click(open[0]);
  const viewer = await screen.findByRole('dialog', { name: 'تصاویر محصول 1' });
  expect(within(viewer).getByRole('img', { name: 'نمای 1' })).toHaveAttribute(
    'src',
    '/api/media/catalogue/p1.webp',
  );
  await user.click(within(viewer).getByRole('button', { name: 'بعدی' }));
  expect(within(viewer).getByRole('img', { name: 'نمای 2' })).toHaveAttribute(
    'src',
    '/api/media/catalogue/p2.webp',
  );
  await user.keyboard('{ArrowRight}');
  expect(within(viewer).getByRole('img', { name: 'نمای 1' })).toBeInTheDocument();
});
