// The list's quote filters: a revision request by its status, an expired quote by expired=true, and
// «منقضی شده» with its date on the card.
import { screen, waitFor, within } from '@testing-library/react';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { ORDERS_LIST_MESSAGES as T } from './messages';
import { choose, listPath, listReply, renderPage, row, setupUser, staffUser } from './test-support';

jest.setTimeout(30_000);

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().setSession(staffUser, { access: 'access-1', refresh: 'refresh-1' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET dealers/list-for-assignment/', { status: 200, body: [] });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

const listCalls = () =>
  api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('admin/orders/')).map((c) => c.path);

test('the expired filter asks for expired=true and a card says «منقضی شده» with its date', async () => {
  api.on(`GET ${listPath()}`, { status: 200, body: listReply([row({ id: 5 })]) });
  const expiredPath = listPath({ expired: 'true' });
  api.on(`GET ${expiredPath}`, {
    status: 200,
    body: listReply([
      row({
        id: 9,
        status: 'waiting_customer_approval',
        quote_expired: true,
        quote_valid_until: '2026-12-01T20:29:59.999Z',
      }),
    ]),
  });
  const user = setupUser();
  renderPage();
  await screen.findByRole('article', { name: 'سفارش #۵' });
  await user.click(screen.getByRole('checkbox', { name: T.expiredOnly }));
  await waitFor(() => expect(listCalls()).toContain(expiredPath));
  const card = await screen.findByRole('article', { name: 'سفارش #۹' });
  expect(within(card).getByTestId('card-quote-expired')).toHaveTextContent(
    'منقضی شدهاعتبار پیش‌فاکتور در ۱۴۰۵/۰۹/۱۰ به پایان رسید',
  );
  expect(
    within(screen.getByRole('group', { name: T.activeFilters })).getByText(T.expiredOnly),
  ).toBeInTheDocument();
});

test('a revision request is one of the status options (status=revision_requested) and its card offers pricing', async () => {
  api.on(`GET ${listPath()}`, { status: 200, body: listReply([row({ id: 5 })]) });
  const path = listPath({ status: 'revision_requested' });
  api.on(`GET ${path}`, {
    status: 200,
    body: listReply([row({ id: 7, status: 'revision_requested' })]),
  });
  const user = setupUser();
  renderPage();
  await screen.findByRole('article', { name: 'سفارش #۵' });
  await choose(user, screen.getByRole('combobox', { name: T.status }), 'درخواست اصلاح قیمت');
  await waitFor(() => expect(listCalls()).toContain(path));
  const card = await screen.findByRole('article', { name: 'سفارش #۷' });
  expect(within(card).getByRole('button', { name: T.price })).toBeInTheDocument();
});

test('expired=true in the address prefills the filter', async () => {
  const path = listPath({ expired: 'true' });
  api.on(`GET ${path}`, { status: 200, body: listReply([]) });
  renderPage('/admin/orders?expired=true');
  await waitFor(() => expect(listCalls()[0]).toBe(path));
  expect(await screen.findByRole('checkbox', { name: T.expiredOnly })).toBeChecked();
});
