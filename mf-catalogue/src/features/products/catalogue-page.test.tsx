import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { categories, customer, dealer, product, renderArea, serveProducts, staff } from '../../test/fixtures';
import { pageWindow } from './page-window';
// loaded before the tests, so the area's lazy page resolves at once
import './index';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  api.on('GET products/categories/', { status: 200, body: categories });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  localStorage.clear();
});

const signIn = (user: AuthUser) => useAuthStore.getState().setSession(user, { access: 'a', refresh: 'r' });
const twenty = Array.from({ length: 20 }, (_, i) => product(i + 1));
const location = () => screen.getAllByTestId('location').at(-1)!.textContent;
const cards = () => screen.queryAllByRole('button', { name: /^محصول \d+$/ });

describe('pages', () => {
  test('a window of 5 page numbers inside the range', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  test("'showing X to Y of N', 9 cards a page, first/previous/next/last, the page kept in the address", async () => {
    const queries = serveProducts(api, twenty);
    renderArea('/product');
    expect(await screen.findByText('نمایش ۱ تا ۹ از ۲۰ محصول')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    const pager = screen.getByRole('navigation', { name: 'صفحه‌بندی محصولات' });
    expect(within(pager).getByRole('button', { name: 'اولین صفحه' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'صفحه قبلی' })).toBeDisabled();
    expect(
      within(pager)
        .getAllByRole('button', { name: /^صفحه [۰-۹]+$/ })
        .map((b) => b.textContent),
    ).toEqual(['۱', '۲', '۳']);

    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: 'آخرین صفحه' }));
    expect(await screen.findByText('نمایش ۱۹ تا ۲۰ از ۲۰ محصول')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(location()).toBe('/product?page=3');
    expect(queries.at(-1)?.get('offset')).toBe('18');
    expect(queries.at(-1)?.get('limit')).toBe('9');

    await user.click(within(pager).getByRole('button', { name: 'صفحه قبلی' }));
    expect(await screen.findByText('نمایش ۱۰ تا ۱۸ از ۲۰ محصول')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'اولین صفحه' }));
    expect(await screen.findByText('نمایش ۱ تا ۹ از ۲۰ محصول')).toBeInTheDocument();
    expect(location()).toBe('/product');
  });
});

describe('filters', () => {
  test('the address sets the filters and the request; a change starts at page 1; clear resets them', async () => {
    const queries = serveProducts(api, twenty);
    renderArea('/product?search=قهوه&stock=low_stock&category=2&sort=name&page=2');
    await screen.findByText('نمایش ۱۰ تا ۱۸ از ۲۰ محصول');
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      limit: '9',
      offset: '9',
      ordering: 'name',
      search: 'قهوه',
      category_id: '2',
      status: 'low_stock',
    });
    expect(screen.getByRole('searchbox', { name: 'جستجوی محصول' })).toHaveValue('قهوه');
    // every filter says what it filters, on screen (a select reading «همه» alone does not)
    for (const name of ['جستجوی محصول', 'موجودی', 'دسته‌بندی', 'مرتب‌سازی'])
      expect(screen.getByText(name, { selector: 'label' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'موجودی' }));
    await user.click(await screen.findByTitle('ناموجود'));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('out_of_stock'));
    expect(queries.at(-1)?.get('offset')).toBe('0');
    expect(location()).toBe(
      '/product?search=%D9%82%D9%87%D9%88%D9%87&stock=out_of_stock&category=2&sort=name',
    );

    await user.click(screen.getByRole('button', { name: 'پاک کردن فیلترها' }));
    await waitFor(() => expect(location()).toBe('/product'));
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        limit: '9',
        offset: '0',
        ordering: '-created_at',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'جستجوی محصول' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'پاک کردن فیلترها' })).toBeDisabled();
  });

  test('the search is sent on Enter; the sort lists the eight orders', async () => {
    const queries = serveProducts(api, twenty);
    renderArea('/product');
    await screen.findByText('نمایش ۱ تا ۹ از ۲۰ محصول');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'جستجوی محصول' }), ' پسته {Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('پسته'));
    expect(location()).toBe('/product?search=%D9%BE%D8%B3%D8%AA%D9%87');

    await user.click(screen.getByRole('combobox', { name: 'مرتب‌سازی' }));
    const sorts = document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    expect([...sorts].map((o) => o.textContent)).toEqual([
      'جدیدترین',
      'قدیمی‌ترین',
      'نام (الف تا ی)',
      'نام (ی تا الف)',
      'ارزان‌ترین',
      'گران‌ترین',
      'بیشترین موجودی',
      'کمترین موجودی',
    ]);
  });
});

describe('states', () => {
  test("no product: 'محصولی یافت نشد'", async () => {
    serveProducts(api, []);
    renderArea('/product');
    expect(await screen.findByText('محصولی یافت نشد')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'صفحه‌بندی محصولات' })).not.toBeInTheDocument();
  });

  test('a failed load shows the error with retry', async () => {
    api.otherwise({ status: 500, body: { error: 'خطای پایگاه داده' } });
    renderArea('/product');
    expect(await screen.findByText('خطا در بارگذاری محصولات')).toBeInTheDocument();
    expect(screen.getByText('خطای پایگاه داده')).toBeInTheDocument();
    serveProducts(api, twenty);
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('نمایش ۱ تا ۹ از ۲۰ محصول')).toBeInTheDocument();
  });

  test('a card shows the second image on hover and a placeholder when an image fails', async () => {
    serveProducts(api, [product(1), product(2, { product_images: [], primary_image_url: null })]);
    renderArea('/product');
    const card = await screen.findByRole('button', { name: 'محصول 1' });
    const img = within(card).getByRole('img');
    expect(img).toHaveAttribute('src', '/api/media/images/1-1.webp');
    fireEvent.mouseEnter(card);
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/api/media/images/1-2.webp');
    fireEvent.mouseLeave(card);
    fireEvent.error(within(card).getByRole('img'));
    expect(within(card).getByRole('img', { name: 'محصول 1 (بدون تصویر)' })).toBeInTheDocument();
    const bare = screen.getByRole('button', { name: 'محصول 2' });
    expect(within(bare).getByRole('img', { name: 'محصول 2 (بدون تصویر)' })).toBeInTheDocument();
  });
});

describe('the product modal', () => {
  const open = async (name: string) => {
    await userEvent.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    return dialog;
  };

  test('gallery, description and details; a customer orders it with the product preselected', async () => {
    signIn(customer);
    serveProducts(api, [
      product(5, { description: 'دانه قهوه عربیکا', stock: 30, stock_status: 'low_stock' }),
    ]);
    renderArea('/product');
    const dialog = await open('محصول 5');
    expect(within(dialog).getByText('دانه قهوه عربیکا')).toBeInTheDocument();
    expect(within(dialog).getByText('موجودی کم')).toBeInTheDocument();
    expect(within(dialog).getByText('برزیل')).toBeInTheDocument();
    expect(within(dialog).getByText('۲٫۵ کیلوگرم')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'تصویر ۲ از محصول 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'نمایش تمام‌صفحه' }));
    const overlay = await waitFor(() => {
      const dialogs = screen.getAllByRole('dialog');
      expect(dialogs).toHaveLength(2);
      return dialogs[1];
    });
    expect(within(overlay).getByText('تصویر ۲ از محصول 5')).toBeInTheDocument();
    expect(within(overlay).getByRole('img', { name: 'تصویر ۲ از محصول 5' })).toHaveAttribute(
      'src',
      '/api/media/images/5-2.webp',
    );
    await user.keyboard('{ArrowLeft}');
    expect(within(overlay).getByRole('img', { name: 'تصویر ۱ از محصول 5' })).toHaveAttribute(
      'src',
      '/api/media/images/5-1.webp',
    );
    await user.click(within(overlay).getByRole('button', { name: 'بستن' }));

    await user.click(within(dialog).getByRole('button', { name: 'ثبت سفارش این محصول' }));
    expect(location()).toBe('/orders/create?product=5');
  });

  test.each([
    ['a dealer', dealer],
    ['staff', staff],
  ])('%s sees no order button', async (_, user) => {
    signIn(user);
    serveProducts(api, [product(5)]);
    renderArea('/product');
    const dialog = await open('محصول 5');
    expect(within(dialog).queryByRole('button', { name: /ثبت سفارش/ })).not.toBeInTheDocument();
  });

  test('an out-of-stock product has no order button; a visitor is asked to sign in first', async () => {
    serveProducts(api, [product(5, { stock: 0, stock_status: 'out_of_stock' }), product(6)]);
    renderArea('/product');
    let dialog = await open('محصول 5');
    expect(within(dialog).getByText('ناموجود')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /ثبت سفارش/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'بستن' })[0]);

    dialog = await open('محصول 6');
    expect(within(dialog).getByText(/برای ثبت سفارش ابتدا وارد حساب خود شوید/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ورود و ثبت سفارش' }));
    expect(location()).toBe('/orders/create?product=6');
  });
});

describe('the header by role', () => {
  test.each([
    [customer, ['ثبت سفارش جدید', 'داشبورد'], 'داشبورد', 'داشبورد مشتری'],
    [dealer, ['پنل نماینده'], 'پنل نماینده', 'پنل نماینده'],
    [staff, ['پنل مدیریت'], 'پنل مدیریت', 'پنل مدیریت'],
  ])('%o', async (user, links, click, lands) => {
    signIn(user);
    serveProducts(api, []);
    renderArea('/product');
    const header = screen.getByRole('banner');
    for (const name of links) expect(within(header).getByRole('link', { name })).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('link', { name: click }));
    expect(screen.getByText(lands)).toBeInTheDocument();
  });
});
