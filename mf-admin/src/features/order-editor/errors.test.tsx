import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import type { ApiReply, TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  detailsPath,
  renderEditor,
  setupUser,
  startEditorApi,
  stopEditorApi,
  waitingOrder,
} from './test-support';

jest.mock('../../components/dealer-assignment', () => ({ DealerAssignmentCard: () => null }));

jest.setTimeout(30_000);

let api: TestApi;
let sessionExpired: jest.Mock;
beforeEach(async () => {
  ({ api, sessionExpired } = await startEditorApi(null));
});
afterEach(() => stopEditorApi(api));

describe('order load states', () => {
  test('loading, then the order', async () => {
    let answer: (reply: ApiReply) => void = () => {};
    api.on(`GET ${detailsPath}`, () => new Promise<ApiReply>((resolve) => (answer = resolve)));
    renderEditor();
    expect(screen.getByText('در حال بارگذاری سفارش…')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(detailsPath));
    expect(screen.getByText('در حال بارگذاری سفارش…')).toBeInTheDocument();
    answer({ status: 200, body: waitingOrder });
    expect(await screen.findByRole('region', { name: 'اطلاعات سفارش' })).toBeInTheDocument();
    expect(screen.queryByText('در حال بارگذاری سفارش…')).not.toBeInTheDocument();
  });

  test('404: not found, with a way back to the orders list', async () => {
    api.on(`GET ${detailsPath}`, { status: 404, body: { error: 'سفارش یافت نشد' } });
    renderEditor();
    expect(await screen.findByText('این سفارش وجود ندارد یا حذف شده است.')).toBeInTheDocument();
    const backs = screen.getAllByRole('button', { name: 'بازگشت به سفارش‌ها' });
    await setupUser().click(backs[backs.length - 1]);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/admin/orders');
  });

  test('an id that is not a number is not found, without a call', async () => {
    renderEditor('/admin/orders/abc');
    expect(await screen.findByText('سفارش یافت نشد')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('401 after a failed refresh: the client hands it to the session handler; the page only shows the failure', async () => {
    api.on(`GET ${detailsPath}`, { status: 401, body: { error: 'توکن نامعتبر است' } });
    api.on('POST auth/token/refresh/', { status: 401, body: { error: 'توکن نامعتبر است' } });
    renderEditor();
    expect(await screen.findByText('خطا در بارگذاری سفارش')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByText('نشست شما منقضی شده است، در حال انتقال به صفحه ورود...'),
    ).not.toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  test('another failure: the server text and a retry', async () => {
    let fail = true;
    api.on(`GET ${detailsPath}`, () =>
      fail ? { status: 500, body: { error: 'خطای داخلی سرور' } } : { status: 200, body: waitingOrder },
    );
    renderEditor();
    expect(await screen.findByText('خطای داخلی سرور')).toBeInTheDocument();
    expect(screen.getByText('خطا در بارگذاری سفارش')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('region', { name: 'اطلاعات سفارش' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', detailsPath)).toHaveLength(2);
  });
});
