import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@sefaresh/shared-api';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  orderPath,
  renderOrderPage,
  setupUser,
  startOrderApi,
  stopOrderApi,
  waitingOrder,
} from './test-support';

jest.setTimeout(30_000);

let api: TestApi;
let sessionExpired: jest.Mock;
beforeEach(async () => {
  ({ api, sessionExpired } = await startOrderApi(null));
});
afterEach(() => stopOrderApi(api));

describe('order load errors', () => {
  test('404: the not-found state with a way back to the dashboard', async () => {
    api.on(`GET ${orderPath}`, { status: 404, body: { error: 'سفارش یافت نشد' } });
    renderOrderPage();
    expect(await screen.findByText('سفارش یافت نشد')).toBeInTheDocument();
    const backs = screen.getAllByRole('button', { name: 'بازگشت به داشبورد' });
    await setupUser().click(backs[backs.length - 1]);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/dashboard');
  });

  test('an id that is not a number is not found, without a call', async () => {
    renderOrderPage('/orders/abc');
    expect(await screen.findByText('سفارش یافت نشد')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('403: no access', async () => {
    api.on(`GET ${orderPath}`, { status: 403, body: { error: 'شما اجازه انجام این کار را ندارید' } });
    renderOrderPage();
    expect(await screen.findAllByText('شما به این سفارش دسترسی ندارید')).not.toHaveLength(0);
  });

  test('401 (refresh failed): left to the shell; the client reports the expired session once, no error panel', async () => {
    api.on(`GET ${orderPath}`, { status: 401, body: { error: 'توکن نامعتبر است' } });
    api.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
    renderOrderPage();
    await waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('در حال بارگذاری سفارش…')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  test('another failure shows the message with the server text; retry loads again', async () => {
    let fail = true;
    api.on(`GET ${orderPath}`, () =>
      fail ? { status: 500, body: { error: 'خطای داخلی سرور' } } : { status: 200, body: waitingOrder },
    );
    renderOrderPage();
    expect(await screen.findByText('خطا در بارگذاری سفارش: خطای داخلی سرور')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('محصولات سفارش')).toBeInTheDocument();
    expect(callsTo(api, 'GET', orderPath)).toHaveLength(2);
  });
});
