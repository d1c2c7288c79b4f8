// The dealer's own payout IBAN on the profile, as the dealer uses it: none yet, then one pasted with Persian
// digits and spaces (wrong shape and check digits refused in Persian first), sent compact and shown grouped with a
// copy button; the server's field message under the field; emptying the field clears it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IBAN_MESSAGES } from '@sefaresh/shared-api/rules';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { useAuthStore } from '@sefaresh/shared-api';
import { renderInArea, signIn } from '../../test-support';
import { BANK_ACCOUNT_TEXTS as T, BankAccountCard } from './bank-account-card';

const IBAN = 'IR050170000000123456789012';
const PATH = 'dealers/my-bank-account/';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  signIn();
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

const sent = () => api.calls.filter((r) => r.method === 'PUT' && r.path === PATH);

async function paste(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

test('a dealer without an account adds one: refused as typed, then sent compact and shown grouped', async () => {
  const user = userEvent.setup({ delay: null });
  api.on(`GET ${PATH}`, { status: 200, body: { dealer_iban: null } });
  api.on(`PUT ${PATH}`, { status: 200, body: { message: 'شماره شبا ذخیره شد', dealer_iban: IBAN } });
  renderInArea(<BankAccountCard />);
  expect(await screen.findByText(T.none)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: T.add }));
  const input = screen.getByLabelText('شماره شبا');

  await paste(user, input, 'IR05 0170 0000');
  await user.click(screen.getByRole('button', { name: T.save }));
  expect(await screen.findByText(IBAN_MESSAGES.format)).toBeInTheDocument();
  await paste(user, input, 'IR060170000000123456789012');
  await user.click(screen.getByRole('button', { name: T.save }));
  expect(await screen.findByText(IBAN_MESSAGES.check)).toBeInTheDocument();
  expect(sent()).toHaveLength(0);

  await paste(user, input, 'ir05 ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲');
  await user.click(screen.getByRole('button', { name: T.save }));
  expect(await screen.findByText('شماره شبا ذخیره شد')).toBeInTheDocument();
  expect(sent()[0].body).toEqual({ dealer_iban: IBAN });
  expect(screen.getByText('IR۰۵ ۰۱۷۰ ۰۰۰۰ ۰۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'کپی شماره شبا' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: T.edit })).toBeInTheDocument();
});

test("the server's field message lands under the field; emptying the field asks to clear it", async () => {
  const user = userEvent.setup({ delay: null });
  api.on(`GET ${PATH}`, { status: 200, body: { dealer_iban: IBAN } });
  api.on(`PUT ${PATH}`, {
    status: 400,
    body: { error: 'اطلاعات نامعتبر است', details: { dealer_iban: ['پیام سرور درباره شبا'] } },
  });
  renderInArea(<BankAccountCard />);
  await user.click(await screen.findByRole('button', { name: T.edit }));
  const form = screen.getByRole('form', { name: T.title });
  expect(within(form).getByLabelText('شماره شبا')).toHaveValue(IBAN);
  await user.clear(within(form).getByLabelText('شماره شبا'));
  await user.click(within(form).getByRole('button', { name: T.save }));
  expect(await within(form).findByText('پیام سرور درباره شبا')).toBeInTheDocument();
  expect(sent()[0].body).toEqual({ dealer_iban: null });
});
