// What a super admin does on the dealers page and what other staff cannot: adding a dealer, the rate (its
// refusals), activation, and paying commissions (the reference, success, the server's refusal), each as a user
// clicks it against the test API.
import { screen, waitFor, within } from '@testing-library/react';
import { COMMISSION_RATE_MESSAGES } from '@sefaresh/shared-api/rules';
import type { TestApi } from '@sefaresh/shared-api/testing';
import { PEOPLE_TEXTS as P } from '../../components/people';
import { dialogTitled, setupUser } from '../../components/people/test-support';
import { DEALERS_TEXTS as T } from './messages';
import {
  dealer,
  dealersReply,
  FIRST_PAGE,
  renderDealersPage,
  sentTo,
  startDealersApi,
  stopDealersApi,
} from './test-support';

jest.setTimeout(30_000);

let api: TestApi;
beforeEach(async () => {
  api = await startDealersApi();
});
afterEach(() => stopDealersApi(api));

const listLoads = () => sentTo(api, 'GET', FIRST_PAGE.slice(4)).length;

describe('the buttons depend on the role', () => {
  test('a super admin sees add-dealer, create-admin, edit-rate, activation and pay', async () => {
    const user = setupUser();
    renderDealersPage(true);
    const card = await screen.findByRole('article', { name: 'نماینده شمال' });
    expect(screen.getByRole('button', { name: T.addDealer })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.createAdmin })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: T.editRate })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: T.deactivate })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: T.tabs.commissions }));
    const payable = await screen.findByRole('listitem', { name: T.orderNo(501) });
    expect(within(payable).getByRole('button', { name: T.pay })).toBeInTheDocument();
    expect(within(payable).getByRole('checkbox', { name: T.selectCommission(501) })).toBeInTheDocument();
    // a paid record offers nothing to pay
    const paid = screen.getByRole('listitem', { name: T.orderNo(503) });
    expect(within(paid).queryByRole('button', { name: T.pay })).toBeNull();
    expect(screen.getByRole('button', { name: T.paySelected(0) })).toBeDisabled();
  });

  test('other staff see the performance only: no activation, no checkbox, no pay-selected button', async () => {
    const user = setupUser();
    renderDealersPage(false);
    const card = await screen.findByRole('article', { name: 'نماینده شمال' });
    expect(within(card).queryByRole('button', { name: T.deactivate })).toBeNull();
    await user.click(screen.getByRole('tab', { name: T.tabs.commissions }));
    const payable = await screen.findByRole('listitem', { name: T.orderNo(501) });
    expect(within(payable).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: T.paySelected(0) })).toBeNull();
  });
});

describe('adding a dealer', () => {
  test('creates the dealer with its rate and reloads the list', async () => {
    const user = setupUser();
    renderDealersPage(true);
    await screen.findByRole('article', { name: 'نماینده شمال' });
    await user.click(screen.getByRole('button', { name: T.addDealer }));
    const dialog = await dialogTitled(T.addDealerTitle);
    // a dealer has a rate and no super-admin switch
    expect(within(dialog).getByLabelText(P.commissionRate)).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: P.isSuperuser })).toBeNull();

    api.on('POST admin/dealers/create/', {
      status: 201,
      body: { message: 'نماینده با موفقیت ایجاد شد', dealer: dealer({ id: 40, name: 'نماینده غرب' }) },
    });
    const loadsBefore = listLoads();
    await user.type(within(dialog).getByLabelText(P.name), 'نماینده غرب');
    await user.type(within(dialog).getByLabelText(P.email), 'west@example.com');
    await user.type(within(dialog).getByLabelText(P.password), 'secret123');
    await user.type(within(dialog).getByLabelText(P.company), 'پخش غرب');
    const rate = within(dialog).getByLabelText(P.commissionRate);
    await user.clear(rate);
    await user.type(rate, '7.5');
    await user.click(within(dialog).getByRole('button', { name: P.create }));

    expect(await screen.findByText('نماینده با موفقیت ایجاد شد')).toBeInTheDocument();
    expect(sentTo(api, 'POST', 'admin/dealers/create/')[0].body).toEqual({
      name: 'نماینده غرب',
      email: 'west@example.com',
      password: 'secret123',
      company_name: 'پخش غرب',
      is_active: true,
      commission_rate: 7.5,
    });
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loadsBefore));
  });

  test("the server's field message lands under its field; the modal stays open", async () => {
    const user = setupUser();
    renderDealersPage(true);
    await screen.findByRole('article', { name: 'نماینده شمال' });
    await user.click(screen.getByRole('button', { name: T.addDealer }));
    const dialog = await dialogTitled(T.addDealerTitle);
    api.on('POST admin/dealers/create/', {
      status: 400,
      body: { error: 'اطلاعات نامعتبر است', details: { email: ['این ایمیل قبلاً ثبت شده است'] } },
    });
    await user.type(within(dialog).getByLabelText(P.name), 'نماینده غرب');
    await user.type(within(dialog).getByLabelText(P.email), 'north@example.com');
    await user.type(within(dialog).getByLabelText(P.password), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: P.create }));
    expect(await within(dialog).findByText('این ایمیل قبلاً ثبت شده است')).toBeInTheDocument();
    expect(screen.queryByText('نماینده با موفقیت ایجاد شد')).toBeNull();
  });
});

describe('the commission rate', () => {
  test.each([
    ['0', COMMISSION_RATE_MESSAGES.aboveZero],
    ['50.5', COMMISSION_RATE_MESSAGES.atMostMax],
  ])('%s is refused before sending', async (typed, message) => {
    const user = setupUser();
    renderDealersPage(true);
    const card = await screen.findByRole('article', { name: 'نماینده شمال' });
    await user.click(within(card).getByRole('button', { name: T.editRate }));
    const dialog = await dialogTitled(T.rateTitle('نماینده شمال'));
    const input = within(dialog).getByLabelText(T.newRate);
    await user.clear(input);
    await user.type(input, typed);
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(sentTo(api, 'POST', 'admin/dealers/31/update-commission/')).toHaveLength(0);
  });

  test("the server's refusal shows in the dialog, which stays open", async () => {
    const user = setupUser();
    api.on('POST admin/dealers/31/update-commission/', {
      status: 403,
      body: { error: 'فقط مدیر ارشد اجازه این کار را دارد' },
    });
    renderDealersPage(true);
    const card = await screen.findByRole('article', { name: 'نماینده شمال' });
    await user.click(within(card).getByRole('button', { name: T.editRate }));
    const dialog = await dialogTitled(T.rateTitle('نماینده شمال'));
    const input = within(dialog).getByLabelText(T.newRate);
    await user.clear(input);
    await user.type(input, '50');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('فقط مدیر ارشد اجازه این کار را دارد');
    expect(sentTo(api, 'POST', 'admin/dealers/31/update-commission/')[0].body).toEqual({
      commission_rate: 50,
    });
  });
});

test('deactivating asks first, then sends is_active false and shows the inactive dealer', async () => {
  const user = setupUser();
  renderDealersPage(true);
  const card = await screen.findByRole('article', { name: 'نماینده شمال' });
  api.on('PATCH admin/customers/31/', { status: 200, body: { message: 'کاربر غیرفعال شد' } });
  await user.click(within(card).getByRole('button', { name: T.deactivate }));
  expect(await screen.findByText(T.confirmToggle)).toBeInTheDocument();
  expect(sentTo(api, 'PATCH', 'admin/customers/31/')).toHaveLength(0);
  api.on(FIRST_PAGE, { status: 200, body: dealersReply([dealer({ is_active: false })]) });
  await user.click(screen.getByRole('button', { name: T.yes }));
  expect(await screen.findByText('کاربر غیرفعال شد')).toBeInTheDocument();
  expect(sentTo(api, 'PATCH', 'admin/customers/31/')[0].body).toEqual({ is_active: false });
  const reloaded = await screen.findByRole('article', { name: 'نماینده شمال' });
  expect(await within(reloaded).findByRole('button', { name: T.activate })).toBeInTheDocument();
});

test('paying one commission: the reference is required, success closes the dialog and reloads the records', async () => {
  const user = setupUser();
  renderDealersPage(true);
  await user.click(await screen.findByRole('tab', { name: T.tabs.commissions }));
  const item = await screen.findByRole('listitem', { name: T.orderNo(502) });
  await user.click(within(item).getByRole('button', { name: T.pay }));
  const dialog = await dialogTitled(T.payTitle);
  const reference = within(dialog).getByLabelText(T.referenceLabel);
  await user.clear(reference);
  await user.type(reference, '   ');
  await user.click(within(dialog).getByRole('button', { name: T.payOk }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(T.referenceRequired);
  expect(sentTo(api, 'POST', 'admin/dealers/pay-commissions/')).toHaveLength(0);

  api.on('POST admin/dealers/pay-commissions/', {
    status: 200,
    body: {
      message: '۱ کمیسیون پرداخت شد',
      paid_count: 1,
      total_amount: '6000000',
      payment_reference: 'BANK-9',
      commissions: [],
    },
  });
  const recordLoads = sentTo(api, 'GET', 'admin/dealers/commissions/?page=1').length;
  await user.clear(reference);
  await user.type(reference, ' BANK-9 ');
  await user.click(within(dialog).getByRole('button', { name: T.payOk }));
  expect(await screen.findByText('۱ کمیسیون پرداخت شد')).toBeInTheDocument();
  expect(sentTo(api, 'POST', 'admin/dealers/pay-commissions/')[0].body).toEqual({
    commission_ids: [12],
    payment_reference: 'BANK-9',
  });
  await waitFor(() =>
    expect(sentTo(api, 'GET', 'admin/dealers/commissions/?page=1').length).toBeGreaterThan(recordLoads),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
