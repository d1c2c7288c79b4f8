import { screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  chosen,
  coffee,
  confirmedOrder,
  item,
  option,
  orderPath,
  orderWith,
  pistachio,
  renderOrderPage,
  setupUser,
  startOrderApi,
  stopOrderApi,
  waitingOrder,
  callsTo,
} from './test-support';

jest.setTimeout(30_000);

let api: TestApi;
beforeEach(async () => {
  ({ api } = await startOrderApi());
});
afterEach(() => stopOrderApi(api));

const pricingCard = () => screen.getByText('انتخاب شرایط پرداخت').closest('.ant-card') as HTMLElement;
const finalizeButton = () =>
  within(pricingCard()).getByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' });

describe('price selection', () => {
  test('shows the order data, and choosing an option sends it and shows the totals of the answer', async () => {
    api.on(`POST ${orderPath}customer-select-option/`, {
      status: 200,
      body: orderWith({
        items: chosen([coffee, pistachio], [302]),
        quoted_total: '31400000',
        total_with_tax: '34540000',
      }),
    });
    renderOrderPage();
    expect(screen.getByRole('heading', { name: 'سفارش #۱۲' })).toBeInTheDocument();
    expect(await screen.findByText('در انتظار تأیید مشتری')).toBeInTheDocument();
    expect(screen.getByText('علی مدیری')).toBeInTheDocument();
    expect(screen.getByText('رضا نمایندگی')).toBeInTheDocument();
    expect(screen.getByText('یادداشت مدیر برای شما')).toBeInTheDocument();
    expect(screen.getByText('قیمت‌ها تا پایان هفته معتبر است')).toBeInTheDocument();
    expect(within(pricingCard()).getByText('۳۰٬۰۰۰٬۰۰۰ ریال')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('radio', { name: 'قهوه عربیکا برزیل — ۲ ماهه' }));
    await waitFor(() => expect(within(pricingCard()).getByText('۳۱٬۴۰۰٬۰۰۰ ریال')).toBeInTheDocument());
    expect(within(pricingCard()).getByText('۳۴٬۵۴۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}customer-select-option/`).map((c) => c.body)).toEqual([
      { item_id: 31, action: 'select_option', selected_option_id: 302 },
    ]);
    expect(screen.getByRole('radio', { name: 'قهوه عربیکا برزیل — ۲ ماهه' })).toBeChecked();
  });

  test('finalize waits for every multi-option item; a single option is selected already; confirmation sends it', async () => {
    api.on(`POST ${orderPath}customer-select-option/`, {
      status: 200,
      body: orderWith({ items: chosen([coffee, pistachio], [301]) }),
    });
    api.on(`POST ${orderPath}finalize-selections/`, { status: 200, body: { ...confirmedOrder } });
    const user = setupUser();
    renderOrderPage();
    await screen.findByText('انتخاب شرایط پرداخت');
    // the pistachio has one option: shown as chosen
    expect(screen.getByRole('radio', { name: 'پسته اکبری — نقدی' })).toBeChecked();
    expect(finalizeButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'قهوه عربیکا برزیل — نقدی' }));
    await waitFor(() => expect(finalizeButton()).toBeEnabled());
    await user.click(finalizeButton());
    expect(callsTo(api, 'POST', `${orderPath}finalize-selections/`)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'بله، تأیید می‌کنم' }));

    expect(await screen.findByText('انتخاب‌ها ثبت شد و پیش‌فاکتور صادر شد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}finalize-selections/`)).toHaveLength(1);
    // now confirmed: read-only
    await waitFor(() => expect(screen.queryByRole('radio')).not.toBeInTheDocument());
  });

  test('a refused selection shows the server error', async () => {
    api.on(`POST ${orderPath}customer-select-option/`, {
      status: 409,
      body: { error: 'انتخاب گزینه قیمت در وضعیت «تأیید شده» امکان‌پذیر نیست' },
    });
    renderOrderPage();
    await screen.findByText('انتخاب شرایط پرداخت');
    await setupUser().click(screen.getByRole('radio', { name: 'قهوه عربیکا برزیل — نقدی' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'انتخاب گزینه قیمت در وضعیت «تأیید شده» امکان‌پذیر نیست',
    );
  });

  test('in confirmed the choices are read-only', async () => {
    api.on(`GET ${orderPath}`, { status: 200, body: confirmedOrder });
    renderOrderPage();
    await screen.findByText('انتخاب شرایط پرداخت');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'رد سفارش' })).not.toBeInTheDocument();
    expect(within(pricingCard()).getByText('۲ ماهه')).toBeInTheDocument();
    expect(within(pricingCard()).getAllByText('گزینه انتخاب‌شده')).toHaveLength(2);
  });

  test('the pricing card is not shown before pricing', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({
        status: 'pending_pricing',
        quoted_total: null,
        total_with_tax: null,
        items: [item({ id: 41 }), item({ id: 42, product_name: 'زعفران', pricing_options: [] })],
      }),
    });
    renderOrderPage();
    await screen.findByText('محصولات سفارش');
    expect(screen.queryByText('انتخاب شرایط پرداخت')).not.toBeInTheDocument();
    expect(screen.queryByText('فاکتور')).not.toBeInTheDocument();
    expect(screen.getAllByText('هنوز قیمت‌گذاری نشده است')).toHaveLength(2);
  });

  test('cancelling the request asks for a reason in a confirmation and sends it', async () => {
    api.on(`POST ${orderPath}customer-reject/`, {
      status: 200,
      body: orderWith({ status: 'rejected', customer_rejection_reason: 'قیمت بالاست' }),
    });
    const user = setupUser();
    renderOrderPage();
    await screen.findByText('انتخاب شرایط پرداخت');
    // one way to withdraw: the pricing card offers no second button for it
    expect(within(pricingCard()).queryByRole('button', { name: /رد سفارش|لغو درخواست/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'لغو درخواست' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'بله، لغو شود' }));
    expect(within(dialog).getByText('دلیل لغو درخواست را بنویسید')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}customer-reject/`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('دلیل لغو'), 'قیمت بالاست');
    await user.click(within(dialog).getByRole('button', { name: 'بله، لغو شود' }));
    expect(await screen.findByText('درخواست شما لغو شد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}customer-reject/`).map((c) => c.body)).toEqual([
      { rejection_reason: 'قیمت بالاست' },
    ]);
    expect(await screen.findByText('دلیل رد سفارش')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'لغو درخواست' })).toBeNull();
  });

  test('a request waiting for pricing can be cancelled too', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({ status: 'pending_pricing', quoted_total: null, total_with_tax: null }),
    });
    renderOrderPage();
    await screen.findByText('محصولات سفارش');
    expect(await screen.findByRole('button', { name: 'لغو درخواست' })).toBeInTheDocument();
  });
});

test('option rows show term, unit price, discount, total, tax and total with tax (official)', async () => {
  const api2 = api;
  api2.on(`GET ${orderPath}`, {
    status: 200,
    body: orderWith({
      items: [item({ id: 51, pricing_options: [option({ id: 501, discount_percentage: '12.50' })] })],
    }),
  });
  renderOrderPage();
  await screen.findByText('انتخاب شرایط پرداخت');
  // the prices are shown once: in the pricing card, not again under the item
  const article = screen.getByRole('article', { name: 'قهوه عربیکا برزیل' });
  expect(article.querySelector('[data-option]')).toBeNull();
  const rows = pricingCard().querySelectorAll('[data-option="501"]');
  expect(rows).toHaveLength(1);
  const row = rows[0] as HTMLElement;
  expect(row).toHaveTextContent('نقدی');
  expect(row).toHaveTextContent('۱٬۰۰۰٬۰۰۰ ریال');
  expect(row).toHaveTextContent('۱۲٫۵۰٪');
  expect(row).toHaveTextContent('۱۰٬۰۰۰٬۰۰۰ ریال');
  expect(row).toHaveTextContent('۱۱٬۰۰۰٬۰۰۰ ریال');
  expect(waitingOrder.items).toHaveLength(2);
});
