import { INVOICE_TYPE_TAX_LABELS } from '@sefaresh/shared-api/rules';
import { screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  completedOrder,
  confirmPopup,
  confirmedOrder,
  detailsPath,
  findCard,
  imageReceipt,
  orderPath,
  orderWith,
  pdfReceipt,
  renderEditor,
  serveOrder,
  setupUser,
  startEditorApi,
  stopEditorApi,
  uploadedOrder,
  waitingOrder,
} from './test-support';

jest.mock('../../components/dealer-assignment', () => ({ DealerAssignmentCard: () => null }));

jest.setTimeout(30_000);

let api: TestApi;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await stopEditorApi(api);
});

describe('invoice type', () => {
  test('the update button only when the choice differs; success shows the server message and reloads', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    const unofficial = orderWith({
      ...waitingOrder,
      business_invoice_type: 'unofficial',
      business_invoice_type_display: 'غیررسمی',
      is_official_invoice: false,
      total_with_tax: '30000000',
    });
    api.on(`POST ${orderPath}update-business-invoice-type/`, {
      status: 200,
      body: { message: 'نوع فاکتور به «غیررسمی» تغییر کرد', order: unofficial },
    });
    const user = setupUser();
    renderEditor();
    const box = await findCard('نوع فاکتور');
    expect(within(box).getByRole('radio', { name: INVOICE_TYPE_TAX_LABELS.official })).toBeChecked();
    expect(within(box).queryByRole('button', { name: 'به‌روزرسانی نوع فاکتور' })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('radio', { name: INVOICE_TYPE_TAX_LABELS.unofficial }));
    expect(within(box).getByRole('button', { name: 'به‌روزرسانی نوع فاکتور' })).toBeInTheDocument();
    await user.click(within(box).getByRole('radio', { name: INVOICE_TYPE_TAX_LABELS.official }));
    expect(within(box).queryByRole('button', { name: 'به‌روزرسانی نوع فاکتور' })).not.toBeInTheDocument();

    await user.click(within(box).getByRole('radio', { name: INVOICE_TYPE_TAX_LABELS.unofficial }));
    const gets = callsTo(api, 'GET', detailsPath).length;
    serveOrder(api, unofficial);
    await user.click(within(box).getByRole('button', { name: 'به‌روزرسانی نوع فاکتور' }));
    expect(await screen.findByText('نوع فاکتور به «غیررسمی» تغییر کرد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}update-business-invoice-type/`)[0].body).toEqual({
      business_invoice_type: 'unofficial',
    });
    await waitFor(() =>
      expect(within(box).queryByRole('button', { name: 'به‌روزرسانی نوع فاکتور' })).toBeNull(),
    );
    expect(within(box).getByRole('radio', { name: INVOICE_TYPE_TAX_LABELS.unofficial })).toBeChecked();
    await waitFor(() => expect(callsTo(api, 'GET', detailsPath).length).toBe(gets + 1));
  });

  test('a failure shows the server error, else the generic text', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    const replies = [
      { status: 409, body: { error: 'تغییر نوع فاکتور در وضعیت «لغو شده» امکان‌پذیر نیست' } },
      { status: 500 },
    ];
    api.on(`POST ${orderPath}update-business-invoice-type/`, () => replies.shift()!);
    const user = setupUser();
    renderEditor();
    const box = await findCard('نوع فاکتور');
    await user.click(within(box).getByRole('radio', { name: INVOICE_TYPE_TAX_LABELS.unofficial }));
    await user.click(within(box).getByRole('button', { name: 'به‌روزرسانی نوع فاکتور' }));
    expect(
      await screen.findByText('تغییر نوع فاکتور در وضعیت «لغو شده» امکان‌پذیر نیست'),
    ).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'به‌روزرسانی نوع فاکتور' }));
    expect(await screen.findByText('خطا در به‌روزرسانی نوع فاکتور')).toBeInTheDocument();
  });

  test.each([
    ['completed', completedOrder],
    ['cancelled', orderWith({ ...waitingOrder, status: 'cancelled' })],
  ])('%s: the choice is locked with a warning', async (_status, order) => {
    ({ api } = await startEditorApi(order));
    renderEditor();
    const box = await findCard('نوع فاکتور');
    expect(within(box).getByText('تغییر نوع فاکتور در این وضعیت امکان‌پذیر نیست')).toBeInTheDocument();
    expect(within(box).getByRole('radio', { name: INVOICE_TYPE_TAX_LABELS.unofficial })).toBeDisabled();
  });
});

describe('payment verification', () => {
  const VERIFY = 'بررسی رسید پرداخت';

  test('the receipts: summary, thumbnail, PDF, download and the gallery', async () => {
    ({ api } = await startEditorApi(uploadedOrder));
    api.on(`GET ${orderPath}payment-receipts/5/file/`, { status: 200, body: 'jpeg-bytes' });
    api.on(`GET ${orderPath}payment-receipts/5/file/?download=1`, { status: 200, body: 'jpeg-bytes' });
    api.on(`GET ${orderPath}payment-receipts/6/file/`, { status: 200, body: '%PDF' });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const tab = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const user = setupUser();
    renderEditor();
    const box = await findCard(VERIFY);
    expect(await within(box).findByTestId('receipts-summary')).toHaveTextContent(
      '۲ رسید — حجم کل ۲۴۱٫۵ کیلوبایت — ۰ تأییدشده، ۲ در انتظار',
    );
    const image = within(box).getByRole('listitem', { name: 'receipt-5.jpg' });
    expect(await within(image).findByRole('img', { name: 'receipt-5.jpg' })).toHaveAttribute(
      'src',
      'blob:receipt',
    );
    expect(within(image).getByText('در انتظار بررسی')).toBeInTheDocument();

    await user.click(within(image).getByRole('button', { name: 'دانلود receipt-5.jpg' }));
    await waitFor(() => expect(clicked).toEqual(['receipt-5.jpg']));

    const pdf = within(box).getByRole('listitem', { name: 'bank.pdf' });
    await user.click(within(pdf).getByRole('button', { name: 'مشاهده PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:receipt'));

    // the gallery opens on the clicked receipt
    await user.click(within(image).getByRole('button', { name: 'بزرگ‌نمایی receipt-5.jpg' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('receipt-gallery-counter')).toHaveTextContent('۱ از ۲');
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByTestId('receipt-gallery-counter')).toHaveTextContent('۲ از ۲');
    expect(within(dialog).getByRole('button', { name: 'باز کردن PDF' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('receipt-gallery-counter')).not.toBeInTheDocument());
  });

  test('approve after a confirmation: payload, alert, the order loaded again', async () => {
    ({ api } = await startEditorApi(uploadedOrder));
    api.on(`POST ${orderPath}verify-payment/`, { status: 200, body: completedOrder });
    const user = setupUser();
    renderEditor();
    const box = await findCard(VERIFY);
    await user.type(within(box).getByLabelText('یادداشت بررسی پرداخت (اختیاری)'), ' واریز تأیید شد ');
    await user.click(within(box).getByRole('button', { name: 'تأیید پرداخت' }));
    expect(callsTo(api, 'POST', `${orderPath}verify-payment/`)).toHaveLength(0);
    const gets = callsTo(api, 'GET', detailsPath).length;
    serveOrder(api, completedOrder);
    await confirmPopup(user, 'بله، تأیید شود');
    expect(await screen.findByText('پرداخت تأیید شد و سفارش تکمیل شد!')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}verify-payment/`)[0].body).toEqual({
      payment_verified: true,
      payment_notes: 'واریز تأیید شد',
    });
    await waitFor(() => expect(callsTo(api, 'GET', detailsPath).length).toBe(gets + 1));
    // completed with receipts: the list stays, the buttons go
    const after = await findCard(VERIFY);
    expect(within(after).queryByRole('button', { name: 'تأیید پرداخت' })).not.toBeInTheDocument();
  });

  test('reject after a confirmation; a failure shows the server error, else the generic text', async () => {
    ({ api } = await startEditorApi(uploadedOrder));
    const replies = [
      { status: 409, body: { error: 'بررسی پرداخت در وضعیت «تأیید شده» امکان‌پذیر نیست' } },
      { status: 500 },
      { status: 200, body: orderWith({ ...confirmedOrder, payment_notes: 'مبلغ کمتر است' }) },
    ];
    api.on(`POST ${orderPath}verify-payment/`, () => replies.shift()!);
    const user = setupUser();
    renderEditor();
    const box = await findCard(VERIFY);
    await user.type(within(box).getByLabelText('یادداشت بررسی پرداخت (اختیاری)'), 'مبلغ کمتر است');
    const reject = async () => {
      await user.click(within(box).getByRole('button', { name: 'رد رسید' }));
      await waitFor(() => expect(screen.getAllByRole('tooltip').length).toBeGreaterThan(0));
      const tips = screen.getAllByRole('tooltip');
      await user.click(within(tips[tips.length - 1]).getByRole('button', { name: 'بله، رد شود' }));
    };
    await reject();
    expect(await screen.findByText('بررسی پرداخت در وضعیت «تأیید شده» امکان‌پذیر نیست')).toBeInTheDocument();
    await reject();
    expect(await screen.findByText('خطا در تأیید پرداخت')).toBeInTheDocument();
    await reject();
    expect(await screen.findByText('رسید پرداخت رد شد')).toBeInTheDocument();
    const calls = callsTo(api, 'POST', `${orderPath}verify-payment/`);
    expect(calls).toHaveLength(3);
    expect(calls[2].body).toEqual({ payment_verified: false, payment_notes: 'مبلغ کمتر است' });
  });

  test('a receipts load failure says so and retries', async () => {
    ({ api } = await startEditorApi(uploadedOrder));
    let fail = true;
    api.on(`GET ${orderPath}payment-receipts/`, () =>
      fail ? { status: 500, body: { error: 'خطا' } } : { status: 200, body: { receipts: [pdfReceipt] } },
    );
    const user = setupUser();
    renderEditor();
    const box = await findCard(VERIFY);
    expect(await within(box).findByText('خطا در بارگذاری رسیدهای پرداخت')).toBeInTheDocument();
    fail = false;
    await user.click(within(box).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await within(box).findByRole('listitem', { name: 'bank.pdf' })).toBeInTheDocument();
    expect(imageReceipt.id).toBe(5);
  });
});

describe('completing a confirmed order', () => {
  test('asks in the product’s own popup first (not the browser’s); success and failure texts', async () => {
    ({ api } = await startEditorApi(confirmedOrder));
    const replies = [
      { status: 409, body: { error: 'تکمیل سفارش در وضعیت «تکمیل شده» امکان‌پذیر نیست' } },
      { status: 500 },
      {
        status: 200,
        body: orderWith({ ...completedOrder, has_payment_receipts: false, payment_receipts_count: 0 }),
      },
    ];
    api.on(`POST ${orderPath}complete/`, () => replies.shift()!);
    const browserConfirm = jest.spyOn(window, 'confirm');
    const user = setupUser();
    renderEditor();
    const box = await findCard('تکمیل سفارش');
    expect(box).toHaveTextContent('خارج از سامانه');
    const button = within(box).getByRole('button', { name: 'تکمیل سفارش' });
    const answer = async (word: 'بله' | 'خیر') => {
      await user.click(button);
      const asks = await screen.findAllByRole('tooltip');
      const ask = asks.at(-1)!;
      expect(ask).toHaveTextContent('آیا از تکمیل این سفارش اطمینان دارید؟');
      await user.click(within(ask).getByRole('button', { name: word }));
    };
    await answer('خیر');
    expect(callsTo(api, 'POST', `${orderPath}complete/`)).toHaveLength(0);

    await answer('بله');
    expect(await screen.findByText('تکمیل سفارش در وضعیت «تکمیل شده» امکان‌پذیر نیست')).toBeInTheDocument();
    await answer('بله');
    expect(await screen.findByText('خطا در تکمیل سفارش')).toBeInTheDocument();
    await answer('بله');
    expect(browserConfirm).not.toHaveBeenCalled();
    expect(await screen.findByText('سفارش تکمیل شد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}complete/`)).toHaveLength(3);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'تکمیل سفارش' })).not.toBeInTheDocument(),
    );
  });
});

describe('payment info and invoices', () => {
  test('numbers and downloads of whichever document exists (invoice-status failing → from the order)', async () => {
    ({ api } = await startEditorApi(completedOrder));
    api.on(`GET ${orderPath}download-final-invoice/`, { status: 200, body: '%PDF' });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = setupUser();
    renderEditor();
    const box = await findCard('اطلاعات پرداخت');
    expect(box).toHaveTextContent('واریز تأیید شد');
    expect(box).toHaveTextContent('۱۴۰۵-۰۰۰۰۰۷');
    expect(box).toHaveTextContent('۱۴۰۵-۰۰۰۰۱۲');
    expect(box).toHaveTextContent('۲');
    await user.click(within(box).getByRole('button', { name: 'دانلود فاکتور نهایی' }));
    await waitFor(() => expect(clicked).toEqual(['final_invoice_12_official.pdf']));
  });

  test('from invoice-status: nothing issued yet disables both; a download failure shows the server error', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    api.on(`GET ${orderPath}invoice-status/`, {
      status: 200,
      body: {
        business_invoice_type_display: 'رسمی',
        quoted_total: '30000000',
        total_with_tax: '32800000',
        can_download_pre_invoice: true,
        pre_invoice_available: true,
        can_download_final_invoice: false,
        final_invoice_available: false,
        payment_verified: false,
        order_status: 'waiting_customer_approval',
        pre_invoice_number: null,
        final_invoice_number: null,
      },
    });
    api.on(`GET ${orderPath}download-pre-invoice/`, {
      status: 500,
      body: { error: 'خطا در ساخت پیش‌فاکتور' },
    });
    const user = setupUser();
    renderEditor();
    const box = await findCard('اطلاعات پرداخت');
    const pre = within(box).getByRole('button', { name: 'دانلود پیش‌فاکتور' });
    await waitFor(() => expect(pre).toBeEnabled());
    expect(within(box).getByRole('button', { name: 'دانلود فاکتور نهایی' })).toBeDisabled();
    await user.click(pre);
    expect(await screen.findByText('خطا در ساخت پیش‌فاکتور')).toBeInTheDocument();
  });
});
