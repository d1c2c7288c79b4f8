// The order form warns (never blocks) when a row asks for more than the product's stock.
import { waitFor, within } from '@testing-library/react';
import type { ApiCall, TestApi } from '@sefaresh/shared-api/testing';
import {
  createdOrder,
  fillRow,
  quantityOf,
  ready,
  renderForm,
  row,
  setupUser,
  startFormApi,
  stopFormApi,
  submit,
} from './test-support';

let api: TestApi;
beforeEach(async () => {
  api = await startFormApi();
});
afterEach(() => stopFormApi(api));

// Typing into antd inputs under formik, and antd selects, are slow in jsdom (more so on a shared CPU).
jest.setTimeout(60_000);

test('more than the stock warns under the row without blocking the order', async () => {
  let sent: ApiCall | undefined;
  api.on('POST orders/', (call) => {
    sent = call;
    return { status: 201, body: createdOrder(502, call.body as Record<string, unknown>) };
  });
  const { onCreated } = renderForm();
  await ready();
  const user = setupUser();
  const warning = 'تعداد درخواستی از موجودی فعلی انبار (۸) بیشتر است';
  await fillRow(user, row(1), 'آجیل', 'بادام درختی (موجودی: ۸)', '8');
  expect(within(row(1)).queryByRole('status')).toBeNull();
  await user.type(quantityOf(row(1)), '0');
  expect(within(row(1)).getByRole('status')).toHaveTextContent(warning);
  await submit(user);
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  expect(sent?.body).toMatchObject({ items: [{ product_id: 22, quantity: 80 }] });
});
