import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { PHONE_WIDTH, screenWidth } from '@sefaresh/shared-ui/testing';
import { AUTO_REFRESH_MS } from './constants';
import {
  announcement,
  COUNTS,
  listPath,
  listReply,
  order,
  orders,
  pendingOrder,
  renderDashboard,
  setupUser,
  signedIn,
} from './test-support';

let api: TestApi;
let sessionExpired: jest.Mock;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().setSession(signedIn, { access: 'access-1', refresh: 'refresh-1' });
  api = await startTestApi();
  api.on('GET contact/', { status: 200, body: { name: 'بازرگانی آزمون', phone: '02133445566' } });
  sessionExpired = jest.fn();
  configureApi({ onSessionExpired: sessionExpired });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  jest.restoreAllMocks();
});

jest.setTimeout(20_000);

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('orders/'));
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const elsewhere = () => screen.findByTestId('elsewhere');
const menu = () => screen.getByRole('navigation', { name: 'منوی داشبورد' });

describe('header and tabs', () => {
  test('greets the user, shows the tab counts and loads page 1 of the active tab', async () => {
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'خوش آمدید، مریم احمدی' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' })).toBeInTheDocument();
    expect(tab(/سفارش‌های فعال/)).toHaveTextContent('سفارش‌های فعال ۳');
    expect(tab(/تکمیل شده/)).toHaveTextContent('تکمیل شده ۱۴');
    expect(tab(/رد شده/)).toHaveTextContent('رد شده ۲');
    expect(tab(/سفارش‌های فعال/)).toHaveAttribute('aria-selected', 'true');
    expect(listCalls().map((c) => c.path)).toEqual([listPath('active')]);
    // a single page: no page indicator and no pager
    expect(screen.queryByText(/^صفحه .* از /)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'صفحه‌بندی' })).not.toBeInTheDocument();
  });

  test('switching tabs asks the server for that tab, page 1, and shows its orders', async () => {
    const completed = order({ id: 900, status: 'completed', completion_date: '2026-12-03T12:00:00Z' });
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
    api.on(`GET ${listPath('completed')}`, { status: 200, body: listReply([completed]) });
    renderDashboard();
    await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' });

    await setupUser().click(tab(/تکمیل شده/));
    expect(await screen.findByRole('article', { name: 'سفارش #۹۰۰' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'سفارش #۱۰۴۲' })).not.toBeInTheDocument();
    expect(listCalls().at(-1)?.path).toBe('orders/?tab=completed&page=1');
    expect(tab(/تکمیل شده/)).toHaveAttribute('aria-selected', 'true');
  });

  test('pagination asks for page 2, shows it and "page 2 of 3"; a tab change goes back to page 1', async () => {
    const counts = { ...COUNTS, active: 30 };
    api.on(`GET ${listPath('active')}`, {
      status: 200,
      body: listReply(orders(12, 3000), { total_pages: 3, tab_counts: counts }),
    });
    api.on(`GET ${listPath('active', 2)}`, {
      status: 200,
      body: listReply(orders(12, 4000), { page: 2, total_pages: 3, tab_counts: counts }),
    });
    api.on(`GET ${listPath('rejected')}`, {
      status: 200,
      body: listReply([order({ id: 5, status: 'rejected' })]),
    });
    renderDashboard();
    expect(await screen.findByText('صفحه ۱ از ۳')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);

    const user = setupUser();
    const pageTwo = screen.getByRole('button', { name: 'صفحه ۲' });
    expect(pageTwo).toBeEnabled();
    await user.click(pageTwo);
    expect(await screen.findByText('صفحه ۲ از ۳')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'سفارش #۴۰۰۰' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'سفارش #۳۰۰۰' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
    expect(listCalls().at(-1)?.path).toBe('orders/?tab=active&page=2');

    await user.click(tab(/رد شده/));
    expect(await screen.findByRole('article', { name: 'سفارش #۵' })).toBeInTheDocument();
    expect(listCalls().at(-1)?.path).toBe('orders/?tab=rejected&page=1');
    expect(screen.queryByText(/^صفحه .* از /)).not.toBeInTheDocument();
  });

  test('the refresh button loads the current tab and page again', async () => {
    let served = 0;
    api.on(`GET ${listPath('active')}`, () => {
      served += 1;
      return { status: 200, body: listReply([order({ id: 10 + served })]) };
    });
    renderDashboard();
    await screen.findByRole('article', { name: 'سفارش #۱۱' });
    const refresh = screen.getByRole('button', { name: 'بروزرسانی' });
    await setupUser().click(refresh);
    expect(await screen.findByRole('article', { name: 'سفارش #۱۲' })).toBeInTheDocument();
    expect(listCalls().map((c) => c.path)).toEqual([listPath('active'), listPath('active')]);
    // the button's spinner is gone: the refresh is over
    await waitFor(() => expect(refresh.querySelector('.ant-btn-loading-icon')).toBeNull());
  });

  test('the current tab reloads every 1,000,000 ms; the timer stops on unmount', async () => {
    const setIntervalSpy = jest.spyOn(window, 'setInterval');
    const clearIntervalSpy = jest.spyOn(window, 'clearInterval');
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
    const { unmount } = renderDashboard();
    await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' });

    const index = setIntervalSpy.mock.calls.findIndex(([, delay]) => delay === AUTO_REFRESH_MS);
    expect(index).toBeGreaterThanOrEqual(0);
    const tick = setIntervalSpy.mock.calls[index][0] as () => void;
    act(() => tick());
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1].path).toBe(listPath('active'));

    const timerId = setIntervalSpy.mock.results[index].value;
    unmount();
    expect(clearIntervalSpy).toHaveBeenCalledWith(timerId);
  });
});

describe('empty states', () => {
  test('each tab has its own text; the active one offers to create an order', async () => {
    const none = listReply([], { tab_counts: { active: 0, completed: 0, rejected: 0 } });
    api.on(`GET ${listPath('active')}`, { status: 200, body: none });
    api.on(`GET ${listPath('completed')}`, { status: 200, body: none });
    api.on(`GET ${listPath('rejected')}`, { status: 200, body: none });
    renderDashboard();
    const user = setupUser();

    const activeEmpty = (await screen.findByText('هیچ سفارش فعالی ندارید')).closest(
      '.ant-empty',
    ) as HTMLElement;
    expect(within(activeEmpty).getByRole('button', { name: 'ثبت سفارش جدید' })).toBeInTheDocument();
    expect(tab(/سفارش‌های فعال/)).toHaveTextContent('سفارش‌های فعال ۰');

    await user.click(tab(/تکمیل شده/));
    const completedEmpty = (await screen.findByText('هیچ سفارش تکمیل‌شده‌ای ندارید')).closest(
      '.ant-empty',
    ) as HTMLElement;
    expect(within(completedEmpty).queryByRole('button')).not.toBeInTheDocument();

    await user.click(tab(/رد شده/));
    expect(await screen.findByText('هیچ سفارش رد شده‌ای ندارید')).toBeInTheDocument();
    expect(screen.queryByText('هیچ سفارش تکمیل‌شده‌ای ندارید')).not.toBeInTheDocument();
  });
});

describe('orders load errors', () => {
  test('a 401 (refresh failed) is left to the shell: the client reports the expired session once, no error card', async () => {
    api.on(`GET ${listPath('active')}`, { status: 401, body: { error: 'توکن نامعتبر است' } });
    api.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
    renderDashboard();
    await waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('در حال بارگذاری سفارش‌ها…')).not.toBeInTheDocument());
    expect(screen.queryByText('خطا در بارگذاری سفارش‌ها. لطفاً دوباره تلاش کنید.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  test('another failure shows the message; retry loads the orders again', async () => {
    let fail = true;
    api.on(`GET ${listPath('active')}`, () =>
      fail
        ? { status: 500, body: { error: 'خطای داخلی سرور' } }
        : { status: 200, body: listReply([pendingOrder]) },
    );
    renderDashboard();
    expect(await screen.findByText('خطا در بارگذاری سفارش‌ها. لطفاً دوباره تلاش کنید.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' })).toBeInTheDocument();
    expect(screen.queryByText('خطا در بارگذاری سفارش‌ها. لطفاً دوباره تلاش کنید.')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });
});

describe('banners and modals', () => {
  test('the success message passed in is shown, then disappears after 3 seconds', async () => {
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
    renderDashboard({ initialMessage: 'سفارش با موفقیت ثبت شد! به زودی بررسی خواهد شد' });
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('سفارش با موفقیت ثبت شد! به زودی بررسی خواهد شد');
    await waitForElementToBeRemoved(banner, { timeout: 4000 });
  });

  test('create order: the modal shows the form; a successful create shows the banner and reloads active page 1', async () => {
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
    api.on(`GET ${listPath('completed')}`, {
      status: 200,
      body: listReply([order({ id: 900, status: 'completed' })]),
    });
    renderDashboard();
    const user = setupUser();
    await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' });
    await user.click(tab(/تکمیل شده/));
    await screen.findByRole('article', { name: 'سفارش #۹۰۰' });

    await user.click(within(menu()).getByRole('button', { name: 'ثبت سفارش جدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'ثبت سفارش جدید' });
    await user.click(within(dialog).getByRole('button', { name: 'ارسال سفارش' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'سفارش با موفقیت ثبت شد! به زودی بررسی خواهد شد',
    );
    expect(await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' })).toBeInTheDocument();
    expect(tab(/سفارش‌های فعال/)).toHaveAttribute('aria-selected', 'true');
    expect(listCalls().map((c) => c.path)).toEqual([
      listPath('active'),
      listPath('completed'),
      listPath('active'),
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'ارسال سفارش' })).not.toBeInTheDocument(),
    );
  });

  test('cancelling the create modal changes nothing', async () => {
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
    renderDashboard();
    const user = setupUser();
    await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' });
    await user.click(within(menu()).getByRole('button', { name: 'ثبت سفارش جدید' }));
    await user.click(await screen.findByRole('button', { name: 'منصرف شدم' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'منصرف شدم' })).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  test('profile opens in a large modal; its close handler closes it', async () => {
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
    renderDashboard();
    const user = setupUser();
    await user.click(within(menu()).getByRole('button', { name: 'پروفایل' }));
    const dialog = await screen.findByRole('dialog', { name: 'پروفایل کاربری' });
    expect(within(dialog).getByText('بدنه پروفایل')).toBeInTheDocument();
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '1000px' });
    await user.click(within(dialog).getByRole('button', { name: 'بازگشت به داشبورد' }));
    await waitFor(() => expect(screen.queryByText('بدنه پروفایل')).not.toBeInTheDocument());
  });
});

describe('navigation', () => {
  beforeEach(() => {
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
  });

  test.each([
    ['محصولات جدید', '/product/newarrivals'],
    ['کاتالوگ محصولات', '/product'],
  ])('header "%s" goes to %s', async (name, path) => {
    renderDashboard();
    await setupUser().click(within(menu()).getByRole('button', { name }));
    expect(await elsewhere()).toHaveTextContent(path);
  });

  test('logout signs out and goes to the main page', async () => {
    renderDashboard();
    await setupUser().click(within(menu()).getByRole('button', { name: 'خروج' }));
    expect(await elsewhere()).toHaveTextContent(/^\/$/);
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().endedBy).toBe('logout');
  });

  test('quick actions: create order, the full catalogue, new arrivals and the inquiry phone', async () => {
    renderDashboard();
    // under the orders, once the first orders have answered
    const quick = await screen.findByRole('region', { name: 'دسترسی سریع' });
    // the configured number (GET contact/), not a copy in the code
    const phone = await within(quick).findByRole('link', { name: /تماس برای استعلام/ });
    expect(phone).toHaveAttribute('href', 'tel:02133445566');
    expect(phone).toHaveTextContent('۰۲۱۳۳۴۴۵۵۶۶');

    const user = setupUser();
    await user.click(within(quick).getByRole('button', { name: 'ثبت سفارش جدید' }));
    expect(await screen.findByRole('dialog', { name: 'ثبت سفارش جدید' })).toBeInTheDocument();
  });

  test.each([
    ['مشاهده کاتالوگ کامل', '/product'],
    ['محصولات جدید', '/product/newarrivals'],
  ])('quick action "%s" goes to %s', async (name, path) => {
    renderDashboard();
    // under the orders, once the first orders have answered
    const quick = await screen.findByRole('region', { name: 'دسترسی سریع' });
    await setupUser().click(within(quick).getByRole('button', { name }));
    expect(await elsewhere()).toHaveTextContent(path);
  });
});

test('what sits under the orders waits for them, so it is not pushed down the screen when they arrive', async () => {
  let answer: (reply: { status: number; body: unknown }) => void = () => {};
  api.on(`GET ${listPath('active')}`, () => new Promise((resolve) => (answer = resolve)));
  api.on('GET products/new-arrivals/', { status: 200, body: [] });
  renderDashboard();
  await waitFor(() => expect(api.calls.some((c) => c.path === 'products/new-arrivals/')).toBe(true));
  await waitFor(() => expect(api.calls.some((c) => c.path === listPath('active'))).toBe(true));
  expect(screen.queryByRole('region', { name: 'دسترسی سریع' })).not.toBeInTheDocument();
  answer({ status: 200, body: listReply([pendingOrder]) });
  expect(await screen.findByRole('region', { name: 'دسترسی سریع' })).toBeInTheDocument();
  const firstOrder = screen.getByRole('article', { name: 'سفارش #۱۰۴۲' });
  const quick = screen.getByRole('region', { name: 'دسترسی سریع' });
  expect(firstOrder.compareDocumentPosition(quick) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

describe('shipment announcements', () => {
  beforeEach(() => {
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
  });

  const longText =
    'محموله جدید قهوه عربیکای برزیلی با کیفیت ممتاز وارد انبار شد و از هفته آینده برای سفارش عمده در دسترس همکاران محترم خواهد بود.';

  test('two of the first three are shown: title, featured badge, description cut at 100, image, date', async () => {
    api.on('GET shipment-announcements/', {
      status: 200,
      body: [
        announcement({
          id: 11,
          title: 'محموله قهوه برزیل',
          description: longText,
          is_featured: true,
          images: [
            {
              id: 1,
              image: '/api/media/catalogue/coffee.webp',
              thumbnail: '/api/media/catalogue/coffee.webp',
            },
            { id: 2, image: '/api/media/catalogue/x.webp', thumbnail: '/api/media/catalogue/x.webp' },
          ],
          created_at: '2026-11-20T08:00:00Z',
        }),
        announcement({
          id: 12,
          title: 'محموله زعفران',
          description: 'زعفران سرگل',
          created_at: '2026-11-22T08:30:00Z',
        }),
        announcement({ id: 13, title: 'محموله پسته' }),
      ],
    });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'اطلاعیه‌های محموله جدید' });
    const cards = within(region).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['محموله قهوه برزیل', 'محموله زعفران']);
    expect(within(region).queryByText('محموله پسته')).not.toBeInTheDocument();

    const [first, second] = cards;
    expect(within(first).getByText('ویژه')).toBeInTheDocument();
    expect(within(second).queryByText('ویژه')).not.toBeInTheDocument();
    expect(within(first).getByText(`${longText.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(within(second).getByText('زعفران سرگل')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'محموله قهوه برزیل' })).toHaveAttribute(
      'src',
      '/api/media/catalogue/coffee.webp',
    );
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(first).getByText('۱۴۰۵/۰۸/۲۹')).toBeInTheDocument();
    expect(within(second).getByText('۱۴۰۵/۰۹/۰۱')).toBeInTheDocument();
  });

  test('clicking a card goes to new arrivals', async () => {
    api.on('GET shipment-announcements/', { status: 200, body: [announcement({ id: 11 })] });
    renderDashboard();
    await setupUser().click(await screen.findByRole('link', { name: 'محموله قهوه برزیل' }));
    expect(await elsewhere()).toHaveTextContent('/product/newarrivals');
  });

  test.each([
    ['on a desktop above the orders', 1280, 'announcements first'],
    ['on a phone below the orders, which stay above the fold', PHONE_WIDTH, 'orders first'],
  ])('they are shown %s', async (_, width, expected) => {
    const undo = screenWidth(width);
    try {
      api.on('GET shipment-announcements/', { status: 200, body: [announcement({ id: 11 })] });
      renderDashboard();
      const region = await screen.findByRole('region', { name: 'اطلاعیه‌های محموله جدید' });
      const firstOrder = await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' });
      const announcementsFirst = Boolean(
        region.compareDocumentPosition(firstOrder) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(announcementsFirst ? 'announcements first' : 'orders first').toBe(expected);
    } finally {
      undo();
    }
  });

  test('when they cannot be loaded, nothing is shown', async () => {
    api.on('GET shipment-announcements/', { status: 500, body: { error: 'خطای سرور' } });
    renderDashboard();
    await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' });
    await waitFor(() => expect(api.calls.some((c) => c.path === 'shipment-announcements/')).toBe(true));
    expect(screen.queryByRole('region', { name: 'اطلاعیه‌های محموله جدید' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('recent products', () => {
  const product = (id: number, name: string) => ({
    id,
    name,
    category_name: 'قهوه',
    image_url: null,
    base_price: '1500000',
    created_at: '2026-11-20T08:00:00Z',
  });

  test('the six newest are shown below the orders; one opens the order form with it chosen', async () => {
    api.on(`GET ${listPath('active')}`, { status: 200, body: listReply([pendingOrder]) });
    api.on('GET products/new-arrivals/', {
      status: 200,
      body: [1, 2, 3, 4, 5, 6, 7].map((id) => product(id, `محصول ${id}`)),
    });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'جدیدترین محصولات' });
    const links = within(region).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([1, 2, 3, 4, 5, 6].map((id) => `محصول ${id}`));
    expect(within(region).getAllByText('۱٬۵۰۰٬۰۰۰ ریال').length).toBe(6);
    const firstOrder = await screen.findByRole('article', { name: 'سفارش #۱۰۴۲' });
    expect(firstOrder.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await setupUser().click(within(region).getByRole('link', { name: 'سفارش محصول 1' }));
    expect(await elsewhere()).toHaveTextContent('/orders/create');
  });
});
