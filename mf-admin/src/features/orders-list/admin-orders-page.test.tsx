import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { createAreaQueryClient } from '@sefaresh/shared-ui';
import { fakeTimers, startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { SEARCH_DEBOUNCE_MS } from './constants';
import { ORDERS_LIST_MESSAGES as T } from './messages';
import { choose, listPath, listReply, renderPage, row, setupUser, staffUser, STATS } from './test-support';

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().setSession(staffUser, { access: 'access-1', refresh: 'refresh-1' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET dealers/list-for-assignment/', {
    status: 200,
    body: [{ id: 31, name: 'نماینده شمال', dealer_code: 'D-31' }],
  });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
jest.setTimeout(30_000);

const listCalls = () =>
  api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('admin/orders/')).map((c) => c.path);
const waitForList = (path: string) => waitFor(() => expect(listCalls()).toContain(path));
const stats = () => within(screen.getByRole('region', { name: T.stats }));
const card = (id: string) => screen.getByRole('article', { name: `سفارش #${id}` });
const buttonsOf = (el: HTMLElement) =>
  within(el)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('stat cards and header', () => {
  test('shows the heading, links and the six stat cards in Persian digits; a card sets the status filter', async () => {
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([row()]) });
    api.on(`GET ${listPath({ status: 'pending_pricing' })}`, { status: 200, body: listReply([row()]) });
    renderPage();
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.report })).toHaveAttribute('href', '/admin/reports/orders');
    expect(await screen.findByRole('button', { name: 'کل سفارش‌ها: ۱۲۰' })).toBeInTheDocument();
    for (const name of [
      'فعال: ۳۰',
      'در انتظار قیمت‌گذاری: ۱۲',
      'در انتظار تأیید مشتری: ۸',
      'رسید پرداخت بارگذاری شده: ۵',
      'تکمیل شده: ۸۰',
    ]) {
      expect(stats().getByRole('button', { name })).toBeInTheDocument();
    }
    await setupUser().click(stats().getByRole('button', { name: 'در انتظار قیمت‌گذاری: ۱۲' }));
    await waitForList(listPath({ status: 'pending_pricing' }));
    expect(stats().getByRole('button', { name: 'در انتظار قیمت‌گذاری: ۱۲' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the dashboard button goes to /admin', async () => {
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([row()]) });
    renderPage();
    await setupUser().click(screen.getByRole('button', { name: T.dashboard }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin');
  });
});

describe('filters', () => {
  test('the query parameters status and customer prefill the filters', async () => {
    const path = listPath({ status: 'payment_uploaded', customer: 7 });
    api.on(`GET ${path}`, { status: 200, body: listReply([row({ status: 'payment_uploaded' })]) });
    renderPage('/admin/orders?status=payment_uploaded&customer=7');
    await waitForList(path);
    expect(listCalls()[0]).toBe(path);
    const tags = within(await screen.findByRole('group', { name: T.activeFilters }));
    expect(tags.getByText('وضعیت: رسید پرداخت بارگذاری شده')).toBeInTheDocument();
    expect(await tags.findByText('مشتری: علی رضایی')).toBeInTheDocument();
  });

  test('search (debounced), status, dealer, date and sort each go into the request', async () => {
    fakeTimers('setTimeout');
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([row()]) });
    renderPage();
    await waitForList(listPath());

    await user.type(screen.getByRole('textbox', { name: T.search }), 'علی ۰۹۱۲');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(listCalls().filter((p) => p.includes('search='))).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    await waitForList(listPath({ search: 'علی ۰۹۱۲' }));
    // one request for the whole typed text, not one per key
    expect(listCalls().filter((p) => p.includes('search='))).toHaveLength(1);

    await choose(user, screen.getByRole('combobox', { name: T.status }), 'فعال');
    await waitForList(listPath({ status: 'active', search: 'علی ۰۹۱۲' }));

    await choose(user, screen.getByRole('combobox', { name: T.dealer }), 'نماینده شمال (D-31)');
    await waitForList(listPath({ status: 'active', dealer: 31, search: 'علی ۰۹۱۲' }));

    await choose(user, screen.getByRole('combobox', { name: T.dealer }), 'بدون نماینده');
    await waitForList(listPath({ status: 'active', dealer: 'unassigned', search: 'علی ۰۹۱۲' }));

    await choose(user, screen.getByRole('combobox', { name: T.date }), 'هفته گذشته');
    await waitForList(listPath({ status: 'active', dealer: 'unassigned', date: 'week', search: 'علی ۰۹۱۲' }));

    await choose(user, screen.getByRole('combobox', { name: T.sort }), 'مبلغ');
    await waitForList(
      listPath({ status: 'active', dealer: 'unassigned', date: 'week', sort: 'amount', search: 'علی ۰۹۱۲' }),
    );
  });

  test('every filter has its label on screen; a bare number is read as an order number first, and the page says so', async () => {
    api.on(`GET ${listPath({ search: '۵۰۱' })}`, { status: 200, body: listReply([row({ id: 501 })]) });
    renderPage(`/admin/orders?search=${encodeURIComponent('۵۰۱')}`);
    await waitForList(listPath({ search: '۵۰۱' }));
    for (const name of [T.search, T.status, T.dealer, T.date, T.sort])
      expect(screen.getByText(name, { selector: 'label' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: T.search })).toHaveAccessibleDescription(
      T.searchOrderFirst('#۵۰۱'),
    );
  });

  test('the dealer filter keeps all and without dealer when the dealers cannot be loaded', async () => {
    api.on('GET dealers/list-for-assignment/', { status: 500, body: { error: 'خطا' } });
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([row()]) });
    const user = setupUser();
    renderPage();
    await waitForList(listPath());
    await choose(user, screen.getByRole('combobox', { name: T.dealer }), 'بدون نماینده');
    await waitForList(listPath({ dealer: 'unassigned' }));
  });

  test('a tag removes its filter; clear filters removes them all', async () => {
    const user = setupUser();
    api.on(`GET ${listPath({ status: 'completed', date: 'today' })}`, {
      status: 200,
      body: listReply([row()]),
    });
    renderPage('/admin/orders?status=completed&date=today');
    await waitForList(listPath({ status: 'completed', date: 'today' }));
    await user.click(await screen.findByRole('button', { name: T.removeFilter('وضعیت: تکمیل شده') }));
    await waitForList(listPath({ date: 'today' }));
    expect(
      screen.queryByRole('button', { name: T.removeFilter('وضعیت: تکمیل شده') }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.clearFilters }));
    await waitForList(listPath());
    expect(screen.queryByRole('group', { name: T.activeFilters })).not.toBeInTheDocument();
  });

  test('quick actions set the filters', async () => {
    const user = setupUser();
    renderPage();
    const quick = within(screen.getByRole('region', { name: T.quickActions }));
    await user.click(quick.getByRole('button', { name: T.quickReceipts }));
    await waitForList(listPath({ status: 'payment_uploaded' }));
    await user.click(quick.getByRole('button', { name: T.quickPending }));
    await waitForList(listPath({ status: 'pending_pricing' }));
    await user.click(quick.getByRole('button', { name: T.quickUnassigned }));
    await waitForList(listPath({ status: 'pending_pricing', dealer: 'unassigned' }));
  });

  test('excel export downloads the .xlsx of the current filters through the client', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:orders');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api.on('GET admin/orders/export/?status=completed&dealer=unassigned', { status: 200, body: 'xlsx' });
    renderPage('/admin/orders?status=completed&dealer=unassigned');
    await setupUser().click(screen.getByRole('button', { name: T.quickExport }));
    await waitFor(() =>
      expect(saved).toEqual([expect.stringMatching(/^فهرست-سفارش-[۰-۹]{4}-[۰-۹]{2}-[۰-۹]{2}\.xlsx$/)]),
    );
    const call = api.calls.findIndex((c) => c.path.startsWith('admin/orders/export/'));
    expect(api.authorizations[call]).toBe('Bearer access-1');
  });

  test('a failed export says so', async () => {
    api.on('GET admin/orders/export/', { status: 500, body: {} });
    renderPage('/admin/orders');
    await setupUser().click(screen.getByRole('button', { name: T.quickExport }));
    expect(await screen.findByText(T.exportFailed)).toBeInTheDocument();
  });
});

describe('order cards', () => {
  test('show the order, and the buttons its status allows; the editor buttons open /admin/orders/{id}', async () => {
    const comment = 'الف'.repeat(50);
    api.on(`GET ${listPath()}`, {
      status: 200,
      body: listReply([
        row({
          id: 501,
          quoted_total: '150000000',
          priced_by_name: 'کارمند فروش',
          assigned_dealer_name: 'نماینده شمال',
          customer_comment: comment,
        }),
        row({ id: 502, status: 'payment_uploaded', has_payment_receipts: true, payment_receipts_count: 2 }),
        row({ id: 503, status: 'confirmed' }),
        row({ id: 504, status: 'completed', completion_date: '2026-11-25T08:00:00Z' }),
      ]),
    });
    const user = setupUser();
    renderPage();
    const first = await screen.findByRole('article', { name: 'سفارش #۵۰۱' });
    expect(within(first).getByText('علی رضایی')).toBeInTheDocument();
    expect(within(first).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(within(first).getByText('کارمند فروش')).toBeInTheDocument();
    expect(within(first).getByText('نماینده شمال')).toBeInTheDocument();
    expect(within(first).getByText('۱۵۰٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(within(first).getByText('در انتظار قیمت‌گذاری')).toBeInTheDocument();
    const shown = within(first).getByTestId('comment').textContent ?? '';
    expect(shown).toBe(`${comment.slice(0, 80)}…`);
    expect(within(card('۵۰۴')).getByText(T.noDealer)).toBeInTheDocument();
    expect(within(card('۵۰۲')).getByText('۲ رسید پرداخت بارگذاری شده است')).toBeInTheDocument();

    expect(buttonsOf(first)).toEqual([T.viewDetails, T.price]);
    expect(buttonsOf(card('۵۰۲'))).toEqual([T.viewDetails, T.reviewReceipt]);
    expect(buttonsOf(card('۵۰۳'))).toEqual([T.viewDetails, T.complete]);
    expect(buttonsOf(card('۵۰۴'))).toEqual([T.viewDetails]);

    await user.click(within(card('۵۰۲')).getByRole('button', { name: T.reviewReceipt }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/orders/502');
  });

  test('view details opens the modal from the details endpoint', async () => {
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([row({ id: 501 })]) });
    api.on('GET admin/orders/501/details/', {
      status: 200,
      body: {
        ...row({ id: 501 }),
        business_invoice_type_display: 'غیررسمی',
        customer_email: 'ali@example.com',
        items: [
          {
            id: 1,
            is_active: true,
            product_name: 'قهوه عربیکا',
            requested_quantity: 3,
            final_quantity: null,
          },
        ],
        events: [
          {
            id: 9,
            from_status: null,
            to_status: 'pending_pricing',
            note: '',
            created_at: '2026-11-20T08:30:00Z',
            actor_name: 'علی رضایی',
          },
          {
            id: 10,
            from_status: 'pending_pricing',
            to_status: 'pending_pricing',
            note: 'حذف «قهوه 250 گرمی» از سفارش توسط مدیر (DLR-1001)',
            created_at: '2026-11-20T09:30:00Z',
            actor_name: 'مدیر',
          },
        ],
      },
    });
    const user = setupUser();
    renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'سفارش #۵۰۱' })).getByRole('button', {
        name: T.viewDetails,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ali@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('قهوه عربیکا')).toBeInTheDocument();
    expect(within(dialog).getByText(T.orderCreated)).toBeInTheDocument();
    // words, not ids: the product by name, its digits Persian, a code as stored
    expect(
      within(dialog).getByText(/حذف «قهوه ۲۵۰ گرمی» از سفارش توسط مدیر \(DLR-1001\)/),
    ).toBeInTheDocument();
  });

  test('the pager asks for the chosen page', async () => {
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([row()], { total_pages: 3 }) });
    api.on(`GET ${listPath({}, 2)}`, {
      status: 200,
      body: listReply([row({ id: 600 })], { page: 2, total_pages: 3 }),
    });
    renderPage();
    await setupUser().click(await screen.findByRole('button', { name: 'صفحه ۲' }));
    await waitForList(listPath({}, 2));
    expect(await screen.findByRole('article', { name: 'سفارش #۶۰۰' })).toBeInTheDocument();
  });

  test('a reload in the background (a live change) does not swallow a click on the pager', async () => {
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([row()], { total_pages: 3 }) });
    api.on(`GET ${listPath({}, 2)}`, {
      status: 200,
      body: listReply([row({ id: 600 })], { page: 2, total_pages: 3 }),
    });
    const client = createAreaQueryClient();
    renderPage('/admin/orders', client);
    const user = setupUser();
    await screen.findByRole('article', { name: 'سفارش #۵۰۱' });
    let answerReload = () => {};
    api.on(
      `GET ${listPath()}`,
      () =>
        new Promise((resolve) => {
          answerReload = () => resolve({ status: 200, body: listReply([row()], { total_pages: 3 }) });
        }),
    );
    void client.invalidateQueries();
    await waitFor(() => expect(listCalls().filter((p) => p === listPath())).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    expect(await screen.findByRole('article', { name: 'سفارش #۶۰۰' })).toBeInTheDocument();
    answerReload();
  });
});

describe('empty and error states', () => {
  test('no orders at all', async () => {
    const zero = {
      ...STATS,
      total: 0,
      active: 0,
      pending_pricing: 0,
      waiting_customer_approval: 0,
      payment_uploaded: 0,
      completed: 0,
    };
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([], { stats: zero }) });
    renderPage();
    expect(await screen.findByText(T.noOrdersAtAll)).toBeInTheDocument();
    expect(screen.queryByText(T.noMatch)).not.toBeInTheDocument();
  });

  test('no match for the filters, with a clear-filters button', async () => {
    api.on(`GET ${listPath({ status: 'rejected' })}`, { status: 200, body: listReply([]) });
    api.on(`GET ${listPath()}`, { status: 200, body: listReply([row()]) });
    renderPage('/admin/orders?status=rejected');
    const empty = (await screen.findByText(T.noMatch)).closest('.ant-empty') as HTMLElement;
    await setupUser().click(within(empty).getByRole('button', { name: T.clearFilters }));
    await waitForList(listPath());
    expect(await screen.findByRole('article', { name: 'سفارش #۵۰۱' })).toBeInTheDocument();
  });

  test("a 401 after a failed refresh goes to the client's session handler; the page only shows its banner", async () => {
    const sessionExpired = jest.fn();
    configureApi({ onSessionExpired: sessionExpired });
    api.on(`GET ${listPath()}`, { status: 401, body: { error: 'توکن نامعتبر است' } });
    api.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadError);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  test('another failure shows a dismissible banner with retry', async () => {
    let fail = true;
    api.on(`GET ${listPath()}`, () =>
      fail ? { status: 500, body: { error: 'خطای داخلی' } } : { status: 200, body: listReply([row()]) },
    );
    const user = setupUser();
    renderPage();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(T.loadError);
    fail = false;
    await user.click(within(banner).getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('article', { name: 'سفارش #۵۰۱' })).toBeInTheDocument();
    expect(screen.queryByText(T.loadError)).not.toBeInTheDocument();
  });
});
