// The money of an assigned order in the wizard's summary: the balance, the schedule and the cheques, read-only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { balanceOf, cheque, scheduleFixture, startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { dealerOrder, renderInArea, signIn } from '../../test-support';
import { OrderWizard } from './order-wizard';

jest.setTimeout(30_000);

let api: TestApi;
beforeAll(() => configureApi({ onSessionExpired: () => {} }));
beforeEach(async () => {
  api = await startTestApi();
  signIn();
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

const openSummary = async () => {
  renderInArea(<OrderWizard orderId={12} onBack={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: /خلاصه نهایی/ }));
};

test('a confirmed order: its balance, instalments and cheques, with nothing to change', async () => {
  const schedule = scheduleFixture();
  api.on('GET dealers/order/12/', {
    status: 200,
    body: dealerOrder({
      status: 'payment_uploaded',
      payment_schedule: schedule,
      balance: balanceOf(schedule),
      cheques: [cheque({ id: 4, status: 'bounced', status_note: 'کسری موجودی' })],
    }),
  });
  await openSummary();
  const section = await screen.findByRole('region', { name: 'برنامه پرداخت و وضعیت حساب' });
  const money = within(section).getByRole('region', { name: 'برنامه پرداخت' });
  const rows = within(money).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(rows[1]).toHaveTextContent('پرداخت شده');
  expect(rows[3]).toHaveTextContent('چهل و پنج روزه');
  expect(section.querySelector('[data-figure="total"]')).toHaveTextContent('۶۶٬۰۰۰٬۰۰۰ ریال');
  const cheques = within(screen.getByRole('region', { name: 'چک‌های صیادی' })).getByRole('region', {
    name: 'چک‌ها',
  });
  expect(cheques).toHaveTextContent('برگشتی');
  expect(cheques).toHaveTextContent('کسری موجودی');
  expect(cheques).toHaveTextContent('قسط ۲');
  expect(screen.queryByRole('button', { name: /ثبت چک|بارگذاری|تأیید/ })).toBeNull();
});

test('before the confirmation there is no schedule to show', async () => {
  api.on('GET dealers/order/12/', { status: 200, body: dealerOrder({ status: 'pending_pricing' }) });
  await openSummary();
  await screen.findByText('وضعیت');
  expect(screen.queryByRole('region', { name: 'برنامه پرداخت و وضعیت حساب' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'چک‌های صیادی' })).toBeNull();
});
