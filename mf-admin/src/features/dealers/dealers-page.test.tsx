import { configure, screen, waitFor, within } from '@testing-library/react';
import { COMMISSION_RATE_MESSAGES, payoutReference } from '@sefaresh/shared-api/rules';
import type { TestApi } from '@sefaresh/shared-api/testing';
import { PEOPLE_TEXTS as P } from '../../components/people';
import { dialogTitled, setupUser } from '../../components/people/test-support';
import { DEALERS_TEXTS as T } from './messages';
import { orderIdOf } from './performance-tabs';
import {
  commission,
  commissionsReply,
  dealer,
  dealersReply,
  FIRST_PAGE,
  renderDealersPage,
  sentTo,
  startDealersApi,
  stopDealersApi,
} from './test-support';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let api: TestApi;
beforeEach(async () => {
  api = await startDealersApi();
});
afterEach(() => stopDealersApi(api));

const renderPage = renderDealersPage;
const posts = (path: string) => sentTo(api, 'POST', path);

test('the header counts, the card shows its fields; staff see no super-admin action', async () => {
  const user = setupUser();
  renderPage(false);
  const card = await screen.findByRole('article', { name: 'نماینده شمال' });
  expect(screen.getByText(T.shownOf(1, 1))).toBeInTheDocument();
  expect(within(card).getByText('DLR-100031')).toBeInTheDocument();
  expect(within(card).getByText('۵٪')).toBeInTheDocument();
  // earned and payable in full rials
  expect(within(card).getByText('۱۵٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  expect(within(card).getByText('۱۰٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: T.performance })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: T.editRate })).toBeNull();
  expect(screen.queryByRole('button', { name: T.addDealer })).toBeNull();
  expect(screen.queryByRole('button', { name: T.createAdmin })).toBeNull();
  await user.click(screen.getByRole('tab', { name: T.tabs.commissions }));
  expect(await screen.findByText(/PAY-OLD-1/)).toBeInTheDocument();
  // the summary in rials, short in Persian words: 15,000,000 rials
  const total = screen.getByText(T.summary.total).closest('.ant-statistic') as HTMLElement;
  expect(total).toHaveTextContent(/^کل کمیسیون۱۵ میلیون ریال$/);
  expect(screen.queryByRole('button', { name: T.pay })).toBeNull();
});

test('the dealers tab pages: the next page shows the next dealers, a filter goes back to the first page', async () => {
  const user = setupUser();
  const south = dealer({ id: 32, name: 'نماینده جنوب', dealer_code: 'DLR-100032' });
  const paged = { count: 30, total: 30, total_pages: 2 };
  api.on(FIRST_PAGE, { status: 200, body: dealersReply([dealer()], paged) });
  api.on('GET admin/dealers/?status=all&sort=newest&page=2', {
    status: 200,
    body: dealersReply([south], { ...paged, page: 2 }),
  });
  api.on('GET admin/dealers/?status=active&sort=newest&page=1', {
    status: 200,
    body: dealersReply([dealer()], { count: 25, total: 30, total_pages: 2 }),
  });
  renderPage(false);
  await screen.findByRole('article', { name: 'نماینده شمال' });
  expect(screen.getByText(T.shownOf(30, 30))).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
  await user.click(within(pages).getByRole('button', { name: 'صفحه بعدی' }));
  expect(await screen.findByRole('article', { name: 'نماینده جنوب' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'نماینده شمال' })).toBeNull();
  expect(within(pages).getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  // the active-dealers card filters: from the first page again
  await user.click(screen.getByRole('button', { name: `${T.stats.active}: ۱` }));
  expect(await screen.findByText(T.shownOf(25, 30))).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'نماینده شمال' })).toBeInTheDocument();
  const lists = api.calls.filter((c) => c.path.startsWith('admin/dealers/?')).map((c) => c.path);
  expect(lists).toEqual([
    'admin/dealers/?status=all&sort=newest&page=1',
    'admin/dealers/?status=all&sort=newest&page=2',
    'admin/dealers/?status=active&sort=newest&page=1',
  ]);
});

test('the commission filter offers every dealer, an inactive one too, and filters by the chosen one', async () => {
  const user = setupUser();
  api.on('GET admin/dealers/?sort=name&page_size=20', {
    status: 200,
    body: dealersReply([dealer({ id: 31, name: 'نماینده شمال', is_active: false })]),
  });
  api.on('GET admin/dealers/commissions/?dealer_id=31&page=1', {
    status: 200,
    body: commissionsReply([commission({ id: 14, order: 504 })]),
  });
  renderPage(false);
  await user.click(await screen.findByRole('tab', { name: T.tabs.commissions }));
  await screen.findByRole('listitem', { name: T.orderNo(503) });
  // the commissions' filters say what they filter, on screen
  expect(screen.getByText(T.dealerFilter, { selector: 'label' })).toBeVisible();
  expect(screen.getByText(T.statusFilter, { selector: 'label' })).toBeVisible();
  await user.click(screen.getByRole('combobox', { name: T.dealerFilter }));
  await user.click(await screen.findByTitle('نماینده شمال'));
  expect(await screen.findByRole('listitem', { name: T.orderNo(504) })).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: T.orderNo(503) })).toBeNull();
});

test('paying two selected commissions sends their ids and the typed reference (default: the day and the dealer code)', async () => {
  const user = setupUser();
  renderPage(true);
  await user.click(await screen.findByRole('tab', { name: T.tabs.commissions }));
  await user.click(await screen.findByRole('checkbox', { name: T.selectCommission(501) }));
  await user.click(screen.getByRole('checkbox', { name: T.selectCommission(502) }));
  await user.click(screen.getByRole('button', { name: T.paySelected(2) }));
  const dialog = await dialogTitled(T.payTitle);
  // 4,000,000 + 6,000,000 rials, in full: what is paid is exact
  expect(within(dialog).getByText(T.payCount(2, '۱۰٬۰۰۰٬۰۰۰ ریال'))).toBeInTheDocument();
  const reference = within(dialog).getByLabelText(T.referenceLabel);
  expect((reference as HTMLInputElement).value).toMatch(/^PAY-14\d\d-\d\d-\d\d-DLR-100031$/);
  await user.clear(reference);
  await user.click(within(dialog).getByRole('button', { name: T.payOk }));
  expect(await within(dialog).findByText(T.referenceRequired)).toBeInTheDocument();
  expect(posts('admin/dealers/pay-commissions/')).toHaveLength(0);

  api.on('POST admin/dealers/pay-commissions/', {
    status: 200,
    body: {
      message: '۲ کمیسیون پرداخت شد',
      paid_count: 2,
      total_amount: '10000000',
      payment_reference: 'BANK-77',
      commissions: [],
    },
  });
  await user.type(reference, 'BANK-77');
  await user.click(within(dialog).getByRole('button', { name: T.payOk }));
  expect(await screen.findByText('۲ کمیسیون پرداخت شد')).toBeInTheDocument();
  expect(posts('admin/dealers/pay-commissions/')[0].body).toEqual({
    commission_ids: [11, 12],
    payment_reference: 'BANK-77',
  });
});

test("a refused payment (409) shows the server's text in the modal", async () => {
  const user = setupUser();
  renderPage(true);
  await user.click(await screen.findByRole('tab', { name: T.tabs.commissions }));
  const item = await screen.findByRole('listitem', { name: T.orderNo(501) });
  await user.click(within(item).getByRole('button', { name: T.pay }));
  const dialog = await dialogTitled(T.payTitle);
  api.on('POST admin/dealers/pay-commissions/', {
    status: 409,
    body: { error: 'فقط کمیسیون‌های قابل پرداخت را می‌توان پرداخت کرد' },
  });
  await user.click(within(dialog).getByRole('button', { name: T.payOk }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'فقط کمیسیون‌های قابل پرداخت را می‌توان پرداخت کرد',
  );
  expect(posts('admin/dealers/pay-commissions/')[0].body).toMatchObject({ commission_ids: [11] });
});

test('the rate modal refuses a rate above 50 before sending, then sends a valid one', async () => {
  const user = setupUser();
  renderPage(true);
  const card = await screen.findByRole('article', { name: 'نماینده شمال' });
  await user.click(within(card).getByRole('button', { name: T.editRate }));
  const dialog = await dialogTitled(T.rateTitle('نماینده شمال'));
  const input = within(dialog).getByLabelText(T.newRate);
  await user.clear(input);
  await user.type(input, '60');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  expect(await within(dialog).findByText(COMMISSION_RATE_MESSAGES.atMostMax)).toBeInTheDocument();
  expect(posts('admin/dealers/31/update-commission/')).toHaveLength(0);
  api.on('POST admin/dealers/31/update-commission/', {
    status: 200,
    body: { message: 'نرخ کمیسیون به ۷٫۵٪ تغییر کرد', dealer: dealer({ dealer_commission_rate: '7.50' }) },
  });
  await user.clear(input);
  await user.type(input, '7.5');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  expect(await screen.findByText('نرخ کمیسیون به ۷٫۵٪ تغییر کرد')).toBeInTheDocument();
  expect(posts('admin/dealers/31/update-commission/')[0].body).toEqual({ commission_rate: 7.5 });
});

test('the create-admin modal lists the rights and creates a staff admin', async () => {
  const user = setupUser();
  renderPage(true);
  await user.click(await screen.findByRole('button', { name: T.createAdmin }));
  const dialog = await dialogTitled(T.createAdminTitle);
  for (const right of [...T.rights, ...T.superRights])
    expect(within(dialog).getByText(right)).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(P.commissionRate)).toBeNull();
  api.on('POST admin/customers/', {
    status: 201,
    body: { message: 'کاربر با موفقیت ایجاد شد', customer: {} },
  });
  await user.type(within(dialog).getByLabelText(P.name), 'مدیر دوم');
  await user.type(within(dialog).getByLabelText(P.email), 'second@example.com');
  await user.type(within(dialog).getByLabelText(P.password), 'secret123');
  await user.click(within(dialog).getByRole('switch', { name: P.isSuperuser }));
  await user.click(within(dialog).getByRole('button', { name: P.create }));
  await waitFor(() => expect(posts('admin/customers/')).toHaveLength(1));
  expect(posts('admin/customers/')[0].body).toEqual({
    name: 'مدیر دوم',
    email: 'second@example.com',
    password: 'secret123',
    is_active: true,
    is_staff: true,
    is_dealer: false,
    is_superuser: true,
  });
});

test('order ids written ORD-… are looked up by their number; the reference default is the Tehran day and the code', () => {
  expect(orderIdOf('ORD-512')).toBe(512);
  expect(orderIdOf(77)).toBe(77);
  // 22:45 UTC on 23 November is already 3 Azar in Tehran
  expect(payoutReference(new Date('2026-11-23T22:45:12Z'), ['DLR-1001'])).toBe('PAY-1405-09-03-DLR-1001');
  expect(payoutReference(new Date('2026-11-23T10:00:00Z'), ['DLR-1001', 'DLR-1002', 'DLR-1001'])).toBe(
    'PAY-1405-09-02-DLR-1001+1',
  );
  expect(payoutReference(new Date('2026-11-23T10:00:00Z'), [null])).toBe('PAY-1405-09-02');
});

test('a failed list says why with a retry that loads it; no dealers at all offers the add button', async () => {
  api.on(FIRST_PAGE, { status: 500, body: { error: 'خطای سرور' } });
  const user = setupUser();
  renderPage(true);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('خطای سرور');
  api.on(FIRST_PAGE, { status: 200, body: dealersReply([]) });
  await user.click(within(alert).getByRole('button', { name: T.retry }));
  expect(await screen.findByText(T.noDealers)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getAllByRole('button', { name: T.addDealer }).length).toBeGreaterThan(1);
});
