// A dealer's bank account (IBAN) on the dealers page as a user clicks it: the card shows it, a super admin edits
// it (refused as typed with the rules module's Persian sentences, sent compact, cleared when emptied), the
// add-dealer form takes it, and the payout dialog shows each paid dealer's IBAN with a copy button, or a warning
// when a dealer has none.
import { screen, waitFor, within } from '@testing-library/react';
import { IBAN_MESSAGES } from '@sefaresh/shared-api/rules';
import type { TestApi } from '@sefaresh/shared-api/testing';
import { PEOPLE_TEXTS as P } from '../../components/people';
import { dialogTitled, setupUser } from '../../components/people/test-support';
import { DEALERS_TEXTS as T } from './messages';
import {
  commission,
  commissionsReply,
  dealer,
  renderDealersPage,
  sentTo,
  startDealersApi,
  stopDealersApi,
} from './test-support';

jest.setTimeout(60_000);

const IBAN = 'IR050170000000123456789012';
const IBAN_LABEL = 'شماره شبا';

/** An IBAN is pasted more often than typed (and typing 26 characters is slow under jsdom). */
async function paste(input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

let user: ReturnType<typeof setupUser>;
let api: TestApi;
beforeEach(async () => {
  api = await startDealersApi();
  user = setupUser();
});
afterEach(() => stopDealersApi(api));

test('the card shows the IBAN; other staff get no edit button', async () => {
  renderDealersPage(false);
  const card = await screen.findByRole('article', { name: 'نماینده شمال' });
  expect(within(card).getByText('IR۰۵ ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: T.editIban })).toBeNull();
});

test('a super admin edits it: wrong shape and check digits refused in Persian, then sent compact', async () => {
  api.on('PATCH admin/dealers/31/', {
    status: 200,
    body: { message: 'شماره شبا ذخیره شد', dealer: dealer({ dealer_iban: 'IR820540102680020817909002' }) },
  });
  renderDealersPage(true);
  const card = await screen.findByRole('article', { name: 'نماینده شمال' });
  await user.click(within(card).getByRole('button', { name: T.editIban }));
  const dialog = await dialogTitled(T.ibanTitle('نماینده شمال'));
  const input = within(dialog).getByLabelText(IBAN_LABEL);
  expect(input).toHaveValue(IBAN);

  await user.clear(input);
  await paste(input, 'IR05 0170');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  expect(await within(dialog).findByText(IBAN_MESSAGES.format)).toBeInTheDocument();
  await user.clear(input);
  await paste(input, 'IR060170000000123456789012');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  expect(await within(dialog).findByText(IBAN_MESSAGES.check)).toBeInTheDocument();
  expect(sentTo(api, 'PATCH', 'admin/dealers/31/')).toHaveLength(0);

  await user.clear(input);
  await paste(input, 'ir82 ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  expect(await screen.findByText('شماره شبا ذخیره شد')).toBeInTheDocument();
  expect(sentTo(api, 'PATCH', 'admin/dealers/31/')[0].body).toEqual({
    dealer_iban: 'IR820540102680020817909002',
  });
});

test("emptying the field clears it; the server's field message lands under the field", async () => {
  api.on('PATCH admin/dealers/31/', {
    status: 400,
    body: { error: 'اطلاعات نامعتبر است', details: { dealer_iban: ['پیام سرور درباره شبا'] } },
  });
  renderDealersPage(true);
  const card = await screen.findByRole('article', { name: 'نماینده شمال' });
  await user.click(within(card).getByRole('button', { name: T.editIban }));
  const dialog = await dialogTitled(T.ibanTitle('نماینده شمال'));
  await user.clear(within(dialog).getByLabelText(IBAN_LABEL));
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  expect(await within(dialog).findByText('پیام سرور درباره شبا')).toBeInTheDocument();
  expect(sentTo(api, 'PATCH', 'admin/dealers/31/')[0].body).toEqual({ dealer_iban: null });
});

test('the add-dealer form checks the IBAN and sends it compact', async () => {
  api.on('POST admin/dealers/create/', {
    status: 201,
    body: { message: 'نماینده جدید با موفقیت ایجاد شد', dealer: dealer({ id: 40 }) },
  });
  renderDealersPage(true);
  await screen.findByRole('article', { name: 'نماینده شمال' });
  await user.click(screen.getByRole('button', { name: T.addDealer }));
  const dialog = await dialogTitled(T.addDealerTitle);
  await user.type(within(dialog).getByLabelText(P.name), 'نماینده غرب');
  await user.type(within(dialog).getByLabelText(P.email), 'west@example.com');
  await user.type(within(dialog).getByLabelText(P.password), 'secret123');
  const iban = within(dialog).getByLabelText(IBAN_LABEL);
  await paste(iban, 'IR060170000000123456789012');
  await user.click(within(dialog).getByRole('button', { name: P.create }));
  expect(await within(dialog).findByText(IBAN_MESSAGES.check)).toBeInTheDocument();
  expect(sentTo(api, 'POST', 'admin/dealers/create/')).toHaveLength(0);
  await user.clear(iban);
  await paste(iban, 'IR05-0170-0000-0012-3456-7890-12');
  await user.click(within(dialog).getByRole('button', { name: P.create }));
  expect(await screen.findByText('نماینده جدید با موفقیت ایجاد شد')).toBeInTheDocument();
  expect(sentTo(api, 'POST', 'admin/dealers/create/')[0].body).toMatchObject({ dealer_iban: IBAN });
});

test('the payout dialog shows where to pay each dealer, with a copy button, and warns when a dealer has none', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  api.on('GET admin/dealers/commissions/?page=1', {
    status: 200,
    body: commissionsReply([
      commission(),
      commission({
        id: 14,
        order: 504,
        dealer_id: 32,
        dealer_name: 'نماینده جنوب',
        dealer_code: 'DLR-100032',
        dealer_iban: null,
      }),
    ]),
  });
  renderDealersPage(true);
  await user.click(await screen.findByRole('tab', { name: T.tabs.commissions }));
  await user.click(await screen.findByRole('checkbox', { name: T.selectCommission(501) }));
  await user.click(screen.getByRole('checkbox', { name: T.selectCommission(504) }));
  await user.click(screen.getByRole('button', { name: T.paySelected(2) }));
  const dialog = await dialogTitled(T.payTitle);
  const payees = within(dialog).getByRole('list', { name: T.payees });
  const north = within(payees).getByRole('listitem', { name: 'نماینده شمال' });
  expect(within(north).getByText('IR۰۵ ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲')).toBeInTheDocument();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(within(north).getByRole('button', { name: 'کپی ' + T.ibanOf('نماینده شمال') }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(IBAN));
  const south = within(payees).getByRole('listitem', { name: 'نماینده جنوب' });
  expect(within(south).getByText(T.noIban)).toBeInTheDocument();
  expect(within(south).queryByRole('button')).toBeNull();
});
