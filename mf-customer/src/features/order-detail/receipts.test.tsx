import { screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  confirmedOrder,
  orderPath,
  orderWith,
  receipt,
  renderOrderPage,
  setupUser,
  startOrderApi,
  stopOrderApi,
  typeDay,
} from './test-support';

jest.setTimeout(30_000);

let api: TestApi;
beforeEach(async () => {
  ({ api } = await startOrderApi(confirmedOrder));
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => stopOrderApi(api));

const rejected = receipt({
  id: 5,
  status: 'rejected',
  status_display: 'رد شده',
  admin_notes: 'مبلغ واریزی کمتر از پیش‌فاکتور است',
  rejection_reason: 'مبلغ واریزی کمتر از پیش‌فاکتور است',
});
const pendingPdf = receipt({ id: 6, file_type: 'pdf', file_name: 'bank.pdf', file_size: 1536 });

describe('receipts', () => {
  test('confirmed: list with status, notes and preview; delete after confirmation; the upload form reloads the order', async () => {
    api.on(`GET ${orderPath}payment-receipts/`, { status: 200, body: { receipts: [rejected, pendingPdf] } });
    api.on(`GET ${orderPath}payment-receipts/5/file/`, { status: 200, body: 'jpeg-bytes' });
    api.on(`DELETE ${orderPath}delete-payment-receipt/6/`, { status: 204 });
    const user = setupUser({ applyAccept: false });
    renderOrderPage();

    const first = await screen.findByRole('listitem', { name: 'receipt-5.jpg' });
    expect(within(first).getByText('رد شده')).toBeInTheDocument();
    expect(first).toHaveTextContent('مبلغ واریزی کمتر از پیش‌فاکتور است');
    expect(first).toHaveTextContent('۲۴۰ کیلوبایت');
    expect(await within(first).findByRole('img', { name: 'receipt-5.jpg' })).toHaveAttribute(
      'src',
      'blob:receipt',
    );
    const second = screen.getByRole('listitem', { name: 'bank.pdf' });
    expect(within(second).getByText('در انتظار بررسی')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'مشاهده PDF' })).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'حذف رسید bank.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'بله، حذف شود' }));
    expect(await screen.findByText('رسید پرداخت حذف شد')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${orderPath}delete-payment-receipt/6/`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'bank.pdf' })).not.toBeInTheDocument());

    // upload: the order is loaded again and shows payment_uploaded
    api.on(`POST ${orderPath}upload-payment-receipt/`, {
      status: 201,
      body: {
        uploaded_receipts: [receipt({ id: 7 })],
        warnings: [],
        message: 'رسید پرداخت با موفقیت بارگذاری شد',
      },
    });
    const ordersBefore = callsTo(api, 'GET', orderPath).length;
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({
        ...confirmedOrder,
        status: 'payment_uploaded',
        has_payment_receipts: true,
        payment_receipts_count: 2,
      }),
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.type(screen.getByLabelText('مبلغ پرداختی (ریال)'), '34540000');
    await typeDay(user, 'تاریخ پرداخت', '1405/09/03');
    await user.upload(input, new File(['\xff\xd8\xff'], 'new.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByText('بارگذاری رسید').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('رسید پرداخت بارگذاری شده')).toBeInTheDocument();
    expect(callsTo(api, 'GET', orderPath).length).toBe(ordersBefore + 1);
    expect(screen.getAllByText('رسید پرداخت با موفقیت بارگذاری شد').length).toBeGreaterThan(0);
    // no more deletion; a receipt for a later instalment may still be sent (pay_instalment)
    expect(screen.queryByRole('button', { name: /^حذف رسید/ })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'بارگذاری رسید پرداخت' })).toBeInTheDocument();
  });

  test('completed and allowed nothing more: no upload form', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: { ...orderWith({ ...confirmedOrder, status: 'completed' }), allowed_actions: [] },
    });
    api.on(`GET ${orderPath}payment-receipts/`, { status: 200, body: { receipts: [pendingPdf] } });
    renderOrderPage();
    expect(await screen.findByRole('listitem', { name: 'bank.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'بارگذاری رسید پرداخت' })).not.toBeInTheDocument();
  });

  test('payment_uploaded: no delete button', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({ ...confirmedOrder, status: 'payment_uploaded' }),
    });
    api.on(`GET ${orderPath}payment-receipts/`, { status: 200, body: { receipts: [pendingPdf] } });
    renderOrderPage();
    const row = await screen.findByRole('listitem', { name: 'bank.pdf' });
    expect(within(row).queryByRole('button', { name: 'حذف رسید bank.pdf' })).not.toBeInTheDocument();
  });

  test('a delete failure, a list failure and an image failure with retry', async () => {
    let listFails = true;
    api.on(`GET ${orderPath}payment-receipts/`, () =>
      listFails
        ? { status: 500, body: { error: 'خطای سرور' } }
        : { status: 200, body: { receipts: [rejected, pendingPdf] } },
    );
    let imageFails = true;
    api.on(`GET ${orderPath}payment-receipts/5/file/`, () =>
      imageFails ? { status: 500, body: { error: 'خطای سرور' } } : { status: 200, body: 'jpeg' },
    );
    api.on(`DELETE ${orderPath}delete-payment-receipt/6/`, {
      status: 409,
      body: { error: 'حذف رسید پرداخت در وضعیت «رسید پرداخت بارگذاری شده» امکان‌پذیر نیست' },
    });
    const user = setupUser();
    renderOrderPage();
    expect(await screen.findByText('خطا در بارگذاری رسیدهای پرداخت')).toBeInTheDocument();
    listFails = false;
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));

    expect(await screen.findByText('خطا در بارگذاری تصویر')).toBeInTheDocument();
    imageFails = false;
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('img', { name: 'receipt-5.jpg' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'حذف رسید bank.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'بله، حذف شود' }));
    expect(await screen.findByText(/خطا در حذف رسید پرداخت/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'bank.pdf' })).toBeInTheDocument();
  });
});
