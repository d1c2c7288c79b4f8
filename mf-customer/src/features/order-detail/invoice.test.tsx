import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceStatus } from '@sefaresh/shared-api';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  confirmedOrder,
  orderPath,
  orderWith,
  renderOrderPage,
  setupUser,
  startOrderApi,
  stopOrderApi,
  waitingOrder,
} from './test-support';

jest.setTimeout(30_000);

let api: TestApi;
let clicked: { download: string; href: string }[];
beforeEach(async () => {
  ({ api } = await startOrderApi(confirmedOrder));
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await stopOrderApi(api);
});

const invoiceCard = () =>
  screen.getByText('فاکتور', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const button = (name: string) => within(invoiceCard()).getByText(name).closest('button') as HTMLButtonElement;

const completedStatus: InvoiceStatus = {
  business_invoice_type_display: 'رسمی',
  quoted_total: '31400000',
  total_with_tax: '34540000',
  can_download_pre_invoice: false,
  pre_invoice_available: true,
  can_download_final_invoice: true,
  final_invoice_available: true,
  payment_verified: true,
  order_status: 'completed',
  pre_invoice_number: '1405-000012',
  final_invoice_number: '1405-000007',
};

describe('invoice card', () => {
  test('buttons follow invoice-status; the final invoice is saved under the spec name', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({ ...confirmedOrder, status: 'completed', final_invoice_number: '1405-000007' }),
    });
    api.on(`GET ${orderPath}invoice-status/`, { status: 200, body: completedStatus });
    api.on(`GET ${orderPath}download-final-invoice/`, { status: 200, body: '%PDF-1.7' });
    renderOrderPage();
    await screen.findByText('۱۴۰۵-۰۰۰۰۰۷');
    expect(invoiceCard()).toHaveTextContent('۱۴۰۵-۰۰۰۰۱۲');
    expect(button('دانلود پیش‌فاکتور')).toBeDisabled();
    expect(button('دانلود فاکتور نهایی')).toBeEnabled();
    expect(within(invoiceCard()).queryByText('ویرایش اطلاعات فاکتور')).not.toBeInTheDocument();

    await setupUser().click(button('دانلود فاکتور نهایی'));
    await waitFor(() =>
      expect(clicked).toEqual([{ download: 'final_invoice_12_official.pdf', href: 'blob:pdf' }]),
    );
    expect(callsTo(api, 'GET', `${orderPath}download-final-invoice/`)).toHaveLength(1);
  });

  test('when invoice-status fails the availability follows the order (confirmed: pre-invoice only)', async () => {
    api.on(`GET ${orderPath}download-pre-invoice/`, { status: 200, body: '%PDF-1.7' });
    renderOrderPage();
    await screen.findByText('دانلود پیش‌فاکتور');
    await waitFor(() => expect(callsTo(api, 'GET', `${orderPath}invoice-status/`)).toHaveLength(1));
    expect(button('دانلود پیش‌فاکتور')).toBeEnabled();
    expect(button('دانلود فاکتور نهایی')).toBeDisabled();
    await setupUser().click(button('دانلود پیش‌فاکتور'));
    await waitFor(() => expect(clicked.map((c) => c.download)).toEqual(['pre_invoice_12_official.pdf']));
  });

  test('a failed download shows the server error, or the fallback text', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: { ...waitingOrder, business_invoice_type: 'unofficial', is_official_invoice: false },
    });
    api.on(`GET ${orderPath}download-pre-invoice/`, { status: 500 });
    renderOrderPage();
    await screen.findByText('دانلود پیش‌فاکتور');
    await setupUser().click(button('دانلود پیش‌فاکتور'));
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دانلود پیش‌فاکتور');
    expect(clicked).toHaveLength(0);
    expect(within(invoiceCard()).queryByText('ویرایش اطلاعات فاکتور')).not.toBeInTheDocument();

    api.on(`GET ${orderPath}download-pre-invoice/`, {
      status: 404,
      body: { error: 'پیش‌فاکتور این سفارش در وضعیت فعلی در دسترس نیست' },
    });
    await setupUser().click(button('دانلود پیش‌فاکتور'));
    expect(await screen.findByText('پیش‌فاکتور این سفارش در وضعیت فعلی در دسترس نیست')).toBeInTheDocument();
  });

  test('an official order with missing data shows the readiness note', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({
        status: 'confirmed',
        customer_info: { ...waitingOrder.customer_info!, postal_code: '' },
      }),
    });
    renderOrderPage();
    expect(await screen.findByText('برخی اطلاعات فاکتور رسمی ناقص است')).toBeInTheDocument();
  });
});
