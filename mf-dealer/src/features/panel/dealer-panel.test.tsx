import { act, screen, waitFor, within } from '@testing-library/react';
import { STATUS } from '@sefaresh/shared-api/rules';
import userEvent from '@testing-library/user-event';
import { notifyManager } from '@tanstack/react-query';
import { subscribeOrderEvents, useAuthStore } from '@sefaresh/shared-api';
import {
  eventFeed,
  resetOrderEvents,
  startTestApi,
  type EventFeed,
  type TestApi,
} from '@sefaresh/shared-api/testing';
import { eventually, fakeTimers, listAnswer, renderInArea, row, signIn, stats } from '../../test-support';
import { dealerApi } from '../../shared/dealer-api';
import { DealerPanel } from './dealer-panel';
import { AUTO_REFRESH_MS } from './use-assigned-orders';

let api: TestApi;

const LIST = 'GET orders/my-assigned-orders/';
const listCalls = () => api.calls.filter((c) => c.path.startsWith('orders/my-assigned-orders/'));

function answerList(tab: string, page: number, body: unknown, status = 200) {
  api.on(`${LIST}?tab=${tab}&page=${page}`, { status, body });
}

function renderPanel() {
  return renderInArea(
    <DealerPanel
      renderOrder={(id, close) => (
        <div>
          <p>بدنه سفارش {id}</p>
          <button onClick={close}>بستن سفارش</button>
        </div>
      )}
      renderProfile={() => <p>بدنه پروفایل</p>}
      renderCommission={() => <p>بخش کمیسیون</p>}
    />,
  );
}

const activeRows = [
  row({ id: 101, customer_name: 'مریم احمدی' }),
  row({
    id: 102,
    status: 'pending_pricing',
    customer_name: 'نسترن کاویانی',
    quoted_total: null,
    total_with_tax: null,
    dealer_commission_amount: null,
  }),
  row({ id: 103, status: 'payment_uploaded', customer_name: 'حسین محمدی' }),
];
const counts = { active: 3, completed: 2, rejected: 1 };

beforeEach(async () => {
  api = await startTestApi();
  signIn();
  api.on('GET orders/dealer-dashboard-stats/', { status: 200, body: stats });
  api.on('GET products/new-arrivals/', { status: 200, body: [] });
  api.on('GET shipment-announcements/', { status: 200, body: [] });
  api.on('GET orders/dealer-commission-bulk/?order_ids=101%2C102%2C103', {
    status: 200,
    body: activeRows.map((r) => ({
      order_id: r.id,
      default_commission_rate: '5.00',
      effective_commission_rate: '7.50',
      dealer_commission_amount: r.id === 101 ? '11250000' : null,
      commission_paid: false,
      commission_status: 'pending',
    })),
  });
  answerList('active', 1, listAnswer(activeRows, { tab_counts: counts }));
  answerList(
    'completed',
    1,
    listAnswer([row({ id: 90, status: 'completed', commission_status: 'calculated' })], {
      tab_counts: counts,
    }),
  );
  answerList('rejected', 1, listAnswer([], { tab_counts: counts }));
});

afterEach(async () => {
  resetOrderEvents();
  jest.useRealTimers();
  jest.restoreAllMocks();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

test('the header names the dealer with the total and active counts; the tabs carry their counts', async () => {
  renderPanel();
  expect(await screen.findByRole('heading', { name: 'علی رضایی، خوش آمدید' })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'سفارش #۱۰۱' })).toBeInTheDocument();
  expect(screen.getByTestId('count-کل سفارش‌ها')).toHaveTextContent('۶');
  expect(screen.getByTestId('count-سفارش‌های فعال')).toHaveTextContent('۳');
  expect(screen.getByRole('tab', { name: 'فعال ۳' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'تکمیل شده ۲' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'رد / لغو شده ۱' })).toBeInTheDocument();
  expect(screen.getByText('کد نماینده: DLR-1001')).toBeInTheDocument();
  // profile, new shipments, catalogue and logout; never a create-order button
  const menu = screen.getByRole('navigation', { name: 'منوی نماینده' });
  for (const name of ['پروفایل', 'محموله‌های جدید', 'کاتالوگ محصولات', 'خروج'])
    expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /ثبت سفارش/ })).not.toBeInTheDocument();
});

test('each card shows its order, customer, totals and the commission of the bulk call', async () => {
  renderPanel();
  const card = await screen.findByRole('article', { name: 'سفارش #۱۰۱' });
  expect(within(card).getByText('مریم احمدی')).toBeInTheDocument();
  expect(within(card).getByText('۲ قلم')).toBeInTheDocument();
  expect(within(card).getByText('۱۶۵٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  // the bulk call's figures (7.5 %), not the row's (5 %)
  expect(await within(card).findByText('۱۱٬۲۵۰٬۰۰۰ ریال (۷٫۵٪)')).toBeInTheDocument();
  expect(within(card).getByText('پیش‌بینی (سفارش باز)')).toBeInTheDocument();
  expect(screen.queryByText(/از اطلاعات خود سفارش‌ها/)).not.toBeInTheDocument();
});

test('when the bulk call fails, the commission comes from the orders themselves', async () => {
  api.on('GET orders/dealer-commission-bulk/?order_ids=101%2C102%2C103', {
    status: 500,
    body: { error: 'خطا' },
  });
  renderPanel();
  const card = await screen.findByRole('article', { name: 'سفارش #۱۰۱' });
  expect(await within(card).findByText('۷٬۵۰۰٬۰۰۰ ریال (۵٪)')).toBeInTheDocument();
  expect(screen.getByText('ارقام کمیسیون از اطلاعات خود سفارش‌ها نمایش داده می‌شود')).toBeInTheDocument();
});

test('a tab change goes back to page 1', async () => {
  answerList(
    'active',
    1,
    listAnswer(activeRows, { tab_counts: { ...counts, active: 15 }, total_pages: 2, count: 15 }),
  );
  answerList(
    'active',
    2,
    listAnswer([row({ id: 7 })], {
      page: 2,
      total_pages: 2,
      count: 15,
      tab_counts: { ...counts, active: 15 },
    }),
  );
  api.on('GET orders/dealer-commission-bulk/?order_ids=7', { status: 200, body: [] });
  renderPanel();
  await screen.findByRole('article', { name: 'سفارش #۱۰۱' });
  await userEvent.click(screen.getByRole('button', { name: 'صفحه ۲' }));
  expect(await screen.findByRole('article', { name: 'سفارش #۷' })).toBeInTheDocument();
  expect(screen.getByTestId('page-of')).toHaveTextContent('صفحه ۲ از ۲');
  await userEvent.click(screen.getByRole('tab', { name: /تکمیل شده/ }));
  expect(await screen.findByRole('article', { name: 'سفارش #۹۰' })).toBeInTheDocument();
  expect(listCalls().map((c) => c.path)).toContain('orders/my-assigned-orders/?tab=completed&page=1');
  expect(listCalls().map((c) => c.path)).not.toContain('orders/my-assigned-orders/?tab=completed&page=2');
  // and back: the active tab opens on its first page again
  await userEvent.click(screen.getByRole('tab', { name: /فعال/ }));
  expect(await screen.findByRole('article', { name: 'سفارش #۱۰۱' })).toBeInTheDocument();
});

test('the refresh button loads the tab again', async () => {
  renderPanel();
  await screen.findByRole('article', { name: 'سفارش #۱۰۱' });
  const before = listCalls().length;
  await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی' }));
  await waitFor(() => expect(listCalls().length).toBe(before + 1));
});

describe('auto-refresh (fake timers)', () => {
  /** Each load of the list, counted when it starts: a load the timer did not start is not there. */
  let loads: jest.SpiedFunction<typeof dealerApi.assignedOrders>;
  beforeEach(() => {
    fakeTimers('setInterval');
    loads = jest.spyOn(dealerApi, 'assignedOrders');
  });
  // antd's Spin ends its fade on an interval: with intervals faked the grid stays 'hidden' to the accessibility
  // tree in jsdom, so these tests find it with hidden: true (what is shown is the same)
  const shown = { hidden: true } as const;

  test('every 30 s on the active tab', async () => {
    renderPanel();
    await eventually(() => screen.queryByRole('article', { name: 'سفارش #۱۰۱', ...shown }));
    expect(loads).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(AUTO_REFRESH_MS - 1000));
    expect(loads).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(loads).toHaveBeenCalledTimes(2);
    await eventually(() => listCalls().length === 2);
    // the refresh has landed (a timer firing while a load is in flight joins it)
    await eventually(() => !document.querySelector('.ant-btn-loading'));
    act(() => jest.advanceTimersByTime(AUTO_REFRESH_MS));
    expect(loads).toHaveBeenCalledTimes(3);
    await eventually(() => listCalls().length === 3);
    expect(listCalls().every((c) => c.path.includes('tab=active'))).toBe(true);
  });

  test('not on the completed or rejected tabs', async () => {
    renderPanel();
    await eventually(() => screen.queryByRole('article', { name: 'سفارش #۱۰۱', ...shown }));
    act(() => screen.getByRole('tab', { name: /تکمیل شده/, ...shown }).click());
    await eventually(() => screen.queryByRole('article', { name: 'سفارش #۹۰', ...shown }));
    const before = loads.mock.calls.length;
    act(() => jest.advanceTimersByTime(AUTO_REFRESH_MS * 3));
    expect(loads).toHaveBeenCalledTimes(before);
    act(() => screen.getByRole('tab', { name: /رد \/ لغو شده/ }).click());
    await eventually(() => screen.queryByText('سفارش رد یا لغو شده‌ای ندارید'));
    const onRejected = loads.mock.calls.length;
    act(() => jest.advanceTimersByTime(AUTO_REFRESH_MS * 3));
    expect(loads).toHaveBeenCalledTimes(onRejected);
    expect(listCalls()).toHaveLength(onRejected);
  });

  test('not while a modal is open, and again once it is closed', async () => {
    renderPanel();
    const card = await eventually(() => screen.queryByRole('article', { name: 'سفارش #۱۰۱', ...shown }));
    act(() =>
      within(card)
        .getByRole('button', { name: 'مشاهده جزئیات', ...shown })
        .click(),
    );
    await eventually(() => screen.queryByText('بدنه سفارش 101'));
    act(() => jest.advanceTimersByTime(AUTO_REFRESH_MS * 2));
    expect(loads).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'بستن سفارش', ...shown }).click());
    act(() => screen.getByRole('button', { name: 'پروفایل', ...shown }).click());
    await eventually(() => screen.queryByText('بدنه پروفایل'));
    act(() => jest.advanceTimersByTime(AUTO_REFRESH_MS * 2));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(listCalls()).toHaveLength(1);
    act(() => screen.getAllByRole('button', { name: /^(بستن|Close)$/, ...shown })[0].click());
    act(() => jest.advanceTimersByTime(AUTO_REFRESH_MS));
    await eventually(() => listCalls().length === 2);
  });
});

test('a 403 on the list says so and signs out to /login after 2 s (fake timers)', async () => {
  fakeTimers('setTimeout');
  // TanStack Query batches its notifications on setTimeout(0): on microtasks here, so only the 2 s wait is faked
  notifyManager.setScheduler(queueMicrotask);
  answerList('active', 1, { error: 'دسترسی ندارید' }, 403);
  renderPanel();
  await eventually(() => screen.queryByText('دسترسی غیرمجاز، لطفاً دوباره وارد شوید'));
  act(() => jest.advanceTimersByTime(1900));
  expect(screen.getByTestId('location')).toHaveTextContent('/dealer');
  expect(useAuthStore.getState().accessToken).toBe('access-token');
  act(() => jest.advanceTimersByTime(100));
  await eventually(() => screen.queryByText('صفحه ورود'));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null });
});

test('a 401 on the list shows the expired-session text (the shell signs out)', async () => {
  api.on('POST auth/token/refresh/', { status: 401, body: { error: 'نامعتبر' } });
  answerList('active', 1, { error: 'توکن نامعتبر' }, 401);
  renderPanel();
  expect(
    await screen.findByText('نشست شما منقضی شده است، در حال انتقال به صفحه ورود...'),
  ).toBeInTheDocument();
});

test('any other list failure shows the list error with a retry', async () => {
  answerList('active', 1, { error: 'خطای داخلی' }, 500);
  renderPanel();
  expect(await screen.findByText('خطا در بارگذاری سفارش‌های تخصیص یافته')).toBeInTheDocument();
  answerList('active', 1, listAnswer(activeRows, { tab_counts: counts }));
  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByRole('article', { name: 'سفارش #۱۰۱' })).toBeInTheDocument();
});

test('an order without a valid id is not opened', async () => {
  answerList('active', 1, listAnswer([row({ id: 0 })], { tab_counts: counts }));
  renderPanel();
  const card = await screen.findByRole('article', { name: 'سفارش #۰' });
  await userEvent.click(within(card).getByRole('button', { name: 'مشاهده جزئیات' }));
  expect(await screen.findByText('اطلاعات سفارش نامعتبر است')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the six newest products and the three latest announcements', async () => {
  const product = (id: number) => ({
    id,
    name: `محصول ${id}`,
    category_name: 'قهوه',
    base_price: '1500000',
    image_url: null,
  });
  const announcement = (id: number) => ({
    id,
    title: `محموله ${id}`,
    description: 'توضیح',
    is_featured: id === 1,
    created_at: '2026-11-20T08:00:00Z',
  });
  api.on('GET products/new-arrivals/', { status: 200, body: [1, 2, 3, 4, 5, 6, 7].map(product) });
  api.on('GET shipment-announcements/', { status: 200, body: [1, 2, 3, 4].map(announcement) });
  renderPanel();
  const products = await screen.findByRole('region', { name: 'جدیدترین محصولات' });
  await waitFor(() => expect(within(products).getAllByRole('listitem')).toHaveLength(6));
  const news = screen.getByRole('region', { name: 'آخرین اطلاعیه‌های محموله' });
  await waitFor(() => expect(within(news).getAllByRole('listitem')).toHaveLength(3));
  expect(within(news).getByText('ویژه')).toBeInTheDocument();
});

test('"my commission" is a view of the panel', async () => {
  renderPanel();
  await screen.findByRole('article', { name: 'سفارش #۱۰۱' });
  await userEvent.click(screen.getByText('کمیسیون من'));
  expect(screen.getByText('بخش کمیسیون')).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: /فعال/ })).not.toBeInTheDocument();
});

describe('live order changes', () => {
  let feed: EventFeed;
  const newRow = row({ id: 104, status: STATUS.pendingPricing, customer_name: 'کاوه صالحی' });
  beforeEach(() => {
    feed = eventFeed();
    api.on('GET events/', { status: 200, feed });
  });
  const assignedElsewhere = () => {
    answerList('active', 1, listAnswer([newRow, ...activeRows], { tab_counts: { ...counts, active: 4 } }));
    feed.send('order', { id: 104, status: STATUS.pendingPricing });
  };

  test('an order staff assign to the dealer shows at once, and the 30 s timer rests while changes arrive', async () => {
    fakeTimers('setInterval');
    const loads = jest.spyOn(dealerApi, 'assignedOrders');
    renderPanel();
    await eventually(() => screen.queryByRole('article', { name: 'سفارش #۱۰۱', hidden: true }));
    await eventually(() => feed.open === 1);
    act(() => jest.advanceTimersByTime(AUTO_REFRESH_MS * 2));
    expect(loads).toHaveBeenCalledTimes(1);

    assignedElsewhere();
    await eventually(() => screen.queryByRole('article', { name: 'سفارش #۱۰۴', hidden: true }));
    expect(screen.getByRole('tab', { name: 'فعال ۴', hidden: true })).toBeInTheDocument();
  });

  test('while an order is open the list waits, and catches up once it is closed', async () => {
    renderPanel();
    const card = await screen.findByRole('article', { name: 'سفارش #۱۰۱' });
    await waitFor(() => expect(feed.open).toBe(1));
    await userEvent.click(within(card).getByRole('button', { name: 'مشاهده جزئیات' }));
    await screen.findByText('بدنه سفارش 101');

    // the panel listens before this test does, so it has heard the change once the test has
    const heard: unknown[] = [];
    const stop = subscribeOrderEvents((event) => heard.push(event));
    const loads = jest.spyOn(dealerApi, 'assignedOrders');
    assignedElsewhere();
    await waitFor(() => expect(heard).toHaveLength(1));
    stop();
    await act(async () => {});
    expect(loads).not.toHaveBeenCalled();
    expect(listCalls()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'بستن سفارش' }));
    expect(await screen.findByRole('article', { name: 'سفارش #۱۰۴' })).toBeInTheDocument();
  });
});
