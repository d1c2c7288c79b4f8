// The quote's versions of an assigned order in the wizard's summary: read-only, with the difference and
// each version's PDF.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import {
  quoteChange,
  quotesAnswer,
  quoteVersion,
  startTestApi,
  type TestApi,
} from '@sefaresh/shared-api/testing';
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

test('the summary shows the versions, what changed, and no way to change them', async () => {
  api.on('GET dealers/order/12/', {
    status: 200,
    body: dealerOrder({ status: 'waiting_customer_approval', quote_version: 2 }),
  });
  api.on('GET orders/12/quotes/', {
    status: 200,
    body: quotesAnswer([
      quoteVersion({
        version: 2,
        changes: [quoteChange({ item_id: 31, kind: 'quantity_changed', old_quantity: 10, new_quantity: 8 })],
      }),
      quoteVersion({ version: 1, is_current: false }),
    ]),
  });
  renderInArea(<OrderWizard orderId={12} onBack={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: /خلاصه نهایی/ }));
  const history = await screen.findByTestId('quote-history');
  expect(within(history).getByText('تعداد: ۱۰ ← ۸')).toBeInTheDocument();
  expect(within(history).getByRole('button', { name: 'دانلود پیش‌فاکتور نسخه ۲' })).toBeInTheDocument();
  expect(within(history).queryByRole('button', { name: /تمدید|اصلاح/ })).toBeNull();
});

test('an order never priced asks for no versions', async () => {
  api.on('GET dealers/order/12/', { status: 200, body: dealerOrder({ status: 'pending_pricing' }) });
  renderInArea(<OrderWizard orderId={12} onBack={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: /خلاصه نهایی/ }));
  await screen.findByText('وضعیت');
  expect(screen.queryByTestId('quote-history')).toBeNull();
  expect(api.calls.filter((c) => c.path.includes('quotes'))).toHaveLength(0);
});
