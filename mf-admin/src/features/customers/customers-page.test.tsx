import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  configureApi,
  useAuthStore,
  type AdminCustomer,
  type AdminCustomersResponse,
} from '@sefaresh/shared-api';
import { COMMISSION_RATE_MESSAGES, MESSAGES } from '@sefaresh/shared-api/rules';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { PEOPLE_TEXTS as P } from '../../components/people';
import { dialogTitled, renderAs, setupUser } from '../../components/people/test-support';
import { CustomersPage } from './index';
import { CUSTOMERS_TEXTS as T } from './messages';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const userRow = (o: Partial<AdminCustomer> = {}): AdminCustomer => ({
  id: 7,
  name: 'علی رضایی',
  email: 'ali@example.com',
  phone: '09121234567',
  company_name: 'بازرگانی رضایی',
  is_dealer: false,
  is_staff: false,
  is_superuser: false,
  is_active: true,
  date_joined: '2026-03-25T08:00:00Z',
  last_login: null,
  dealer_code: null,
  dealer_commission_rate: null,
  total_orders: 4,
  total_spent: '125000000',
  commission: '0',
  ...o,
});

const reply = (results: AdminCustomer[]): AdminCustomersResponse => ({
  count: results.length,
  page: 1,
  page_size: 20,
  total_pages: 1,
  results,
  stats: { total: 12, active: 10, customers: 8, dealers: 3, staff: 1 },
});

const LIST = 'GET admin/customers/?user_type=all&status=all&sort=newest&page=1&page_size=20';

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on(LIST, {
    status: 200,
    body: reply([
      userRow(),
      userRow({ id: 8, name: 'سارا', is_dealer: true, dealer_code: 'DLR-100008', commission: '5000000' }),
    ]),
  });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

const renderPage = (superuser: boolean) => renderAs(superuser, <CustomersPage />, '/admin/customers');
const setup = setupUser;

test('a card shows every field, spend in full rials; staff see no super-admin action', async () => {
  renderPage(false);
  const card = await screen.findByRole('article', { name: 'علی رضایی' });
  expect(within(card).getByText('ali@example.com')).toBeInTheDocument();
  expect(within(card).getByText('بازرگانی رضایی')).toBeInTheDocument();
  expect(within(card).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
  expect(within(card).getByText('۱۲۵٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  const dealer = screen.getByRole('article', { name: 'سارا' });
  expect(within(dealer).getByText('DLR-100008')).toBeInTheDocument();
  expect(within(dealer).getByText('۵٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.addCustomer })).toBeNull();
  expect(screen.queryByRole('button', { name: T.deactivate })).toBeNull();
  expect(screen.queryByRole('button', { name: T.bulkEmail })).toBeNull();
});

test('the add-customer modal checks its rules, shows the rate only for dealers and sends the payload', async () => {
  const user = setup();
  renderPage(true);
  await user.click(await screen.findByRole('button', { name: T.addCustomer }));
  const dialog = await dialogTitled(T.addTitle);
  await user.click(within(dialog).getByRole('button', { name: P.create }));
  expect(await within(dialog).findByText(MESSAGES.nameRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(MESSAGES.emailRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(P.commissionRate)).toBeNull();

  await user.type(within(dialog).getByLabelText(P.name), 'نماینده تازه');
  await user.type(within(dialog).getByLabelText(P.email), 'bad-email');
  await user.type(within(dialog).getByLabelText(P.password), 'short');
  await user.click(within(dialog).getByRole('switch', { name: P.isDealer }));
  const rate = await within(dialog).findByLabelText(P.commissionRate);
  await user.clear(rate);
  await user.type(rate, '60');
  await user.click(within(dialog).getByRole('button', { name: P.create }));
  expect(await within(dialog).findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  expect(within(dialog).getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  expect(await within(dialog).findByText(COMMISSION_RATE_MESSAGES.atMostMax)).toBeInTheDocument();

  api.on('POST admin/customers/', {
    status: 201,
    body: { message: 'کاربر با موفقیت ایجاد شد', customer: userRow({ id: 9 }) },
  });
  await user.clear(within(dialog).getByLabelText(P.email));
  await user.type(within(dialog).getByLabelText(P.email), 'new@example.com');
  await user.clear(within(dialog).getByLabelText(P.password));
  await user.type(within(dialog).getByLabelText(P.password), 'secret123');
  await user.clear(rate);
  await user.type(rate, '7.5');
  await user.click(within(dialog).getByRole('button', { name: P.create }));
  await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'نماینده تازه',
    email: 'new@example.com',
    password: 'secret123',
    is_active: true,
    is_dealer: true,
    dealer_commission_rate: 7.5,
  });
  expect(await screen.findByText('کاربر با موفقیت ایجاد شد')).toBeInTheDocument();
});

test("the server's field message lands under its field", async () => {
  const user = setup();
  renderPage(true);
  await user.click(await screen.findByRole('button', { name: T.addCustomer }));
  const dialog = await dialogTitled(T.addTitle);
  await user.type(within(dialog).getByLabelText(P.name), 'کاربر');
  await user.type(within(dialog).getByLabelText(P.email), 'taken@example.com');
  await user.type(within(dialog).getByLabelText(P.password), 'secret123');
  api.on('POST admin/customers/', {
    status: 400,
    body: { error: 'اطلاعات نامعتبر است', details: { email: ['کاربری با این ایمیل از قبل وجود دارد'] } },
  });
  await user.click(within(dialog).getByRole('button', { name: P.create }));
  expect(await within(dialog).findByText('کاربری با این ایمیل از قبل وجود دارد')).toBeInTheDocument();
});

test('bulk email: the compose modal requires subject and body, then sends to the selected users', async () => {
  const user = setup();
  renderPage(true);
  await user.click(await screen.findByRole('checkbox', { name: T.select('علی رضایی') }));
  await user.click(screen.getByRole('checkbox', { name: T.select('سارا') }));
  expect(screen.getByText(T.selected(2))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: T.bulkEmail }));
  const dialog = await dialogTitled(T.emailTitle);
  await user.click(within(dialog).getByRole('button', { name: T.send }));
  expect(await within(dialog).findByText(T.subjectRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(T.bodyRequired)).toBeInTheDocument();
  api.on('POST admin/customers/bulk-action/', {
    status: 200,
    body: { message: 'ایمیل برای ۲ کاربر در صف ارسال قرار گرفت', affected: 2 },
  });
  await user.type(within(dialog).getByLabelText(T.subject), 'تخفیف پاییزه');
  await user.type(within(dialog).getByLabelText(T.body), 'سلام');
  await user.click(within(dialog).getByRole('button', { name: T.send }));
  expect(await screen.findByText('ایمیل برای ۲ کاربر در صف ارسال قرار گرفت')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    action: 'email',
    subject: 'تخفیف پاییزه',
    body: 'سلام',
    customer_ids: [7, 8],
  });
});

test('deactivating shows the server refusal in the banner', async () => {
  const user = setup();
  renderPage(true);
  const card = await screen.findByRole('article', { name: 'علی رضایی' });
  api.on('PATCH admin/customers/7/', {
    status: 409,
    body: { error: 'آخرین مدیر ارشد فعال را نمی‌توان غیرفعال کرد' },
  });
  await user.click(within(card).getByRole('button', { name: T.deactivate }));
  await user.click(await screen.findByRole('button', { name: T.yes }));
  expect(await screen.findByRole('alert')).toHaveTextContent('آخرین مدیر ارشد فعال را نمی‌توان غیرفعال کرد');
  expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_active: false });
});

test('the filters and the page come from the address (a link or back/forward lands filtered)', async () => {
  const filtered = `GET admin/customers/?search=${encodeURIComponent('رضا')}&user_type=dealer&status=inactive&sort=newest&page=2&page_size=20`;
  api.on(filtered, {
    status: 200,
    body: { ...reply([userRow({ is_dealer: true })]), page: 2, total_pages: 2 },
  });
  renderAs(
    true,
    <CustomersPage />,
    `/admin/customers?user_type=dealer&status=inactive&search=${encodeURIComponent('رضا')}&page=2`,
  );
  await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(filtered));
  expect(screen.getByRole('searchbox', { name: T.search })).toHaveValue('رضا');
});

test('values the page does not offer are ignored', async () => {
  renderAs(true, <CustomersPage />, '/admin/customers?user_type=everyone&sort=shoe_size&status=active');
  await waitFor(() =>
    expect(api.calls.map((c) => c.path)).toContain(
      'admin/customers/?user_type=all&status=active&sort=newest&page=1&page_size=20',
    ),
  );
});
