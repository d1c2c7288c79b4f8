import { screen, within } from '@testing-library/react';
import type { Order } from '@sefaresh/shared-api';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  card,
  completedOrder,
  confirmedOrder,
  customerInfoPath,
  detailsPath,
  events,
  findCard,
  orderPath,
  orderWith,
  pendingOrder,
  queryCard,
  renderEditor,
  serveOrder,
  setupUser,
  startEditorApi,
  stopEditorApi,
  uploadedOrder,
  waitingOrder,
} from './test-support';

jest.mock('../../components/dealer-assignment', () => ({
  DealerAssignmentCard: ({ order }: { order: { id: number } }) => (
    <section aria-label="تخصیص نماینده">dealer card of {order.id}</section>
  ),
}));

jest.setTimeout(30_000);

let api: TestApi;
afterEach(() => stopEditorApi(api));

const rejectedOrder = orderWith({
  ...waitingOrder,
  status: 'rejected',
  customer_rejection_reason: 'قیمت‌ها بالاست',
});
const cancelledOrder = orderWith({
  ...waitingOrder,
  status: 'cancelled',
  cancellation_reason: 'درخواست مشتری',
});

const CARDS = {
  info: 'اطلاعات سفارش',
  invoiceType: 'نوع فاکتور',
  customerInfo: 'اطلاعات مشتری برای فاکتور رسمی',
  dealer: 'تخصیص نماینده',
  pricing: 'وضعیت و قیمت‌گذاری',
  verification: 'بررسی رسید پرداخت',
  complete: 'تکمیل سفارش',
  paymentInfo: 'اطلاعات پرداخت',
  history: 'تاریخچه سفارش',
} as const;
type CardName = keyof typeof CARDS;
const ALWAYS: CardName[] = ['info', 'invoiceType', 'customerInfo', 'dealer', 'paymentInfo', 'history'];

const table: Array<[Order['status'], Order, CardName[]]> = [
  ['pending_pricing', pendingOrder, [...ALWAYS, 'pricing']],
  ['waiting_customer_approval', waitingOrder, [...ALWAYS, 'pricing']],
  ['confirmed', confirmedOrder, [...ALWAYS, 'pricing', 'complete']],
  ['payment_uploaded', uploadedOrder, [...ALWAYS, 'pricing', 'verification']],
  ['completed', completedOrder, [...ALWAYS, 'pricing', 'verification']],
  ['rejected', rejectedOrder, ALWAYS],
  ['cancelled', cancelledOrder, ALWAYS],
];

describe('card visibility per status (spec 001 §2.1)', () => {
  test.each(table)('%s', async (status, order, visible) => {
    ({ api } = await startEditorApi(order));
    renderEditor();
    await findCard(CARDS.info);
    const regions = screen
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label'))
      .filter((name): name is string => Object.values(CARDS).includes(name as never));
    // in the spec's order
    expect(regions).toEqual(
      (Object.keys(CARDS) as CardName[]).filter((c) => visible.includes(c)).map((c) => CARDS[c]),
    );
    const badge = within(
      screen.getByRole('heading', { name: 'سفارش #۱۲' }).parentElement as HTMLElement,
    ).getByText(/./, { selector: '[data-status]' });
    expect(badge).toHaveAttribute('data-status', status);
  });

  test('completed without receipts: no verification card', async () => {
    ({ api } = await startEditorApi(
      orderWith({
        ...completedOrder,
        has_payment_receipts: false,
        payment_receipts_count: 0,
        payment_receipts: [],
      }),
    ));
    renderEditor();
    await findCard(CARDS.info);
    expect(queryCard(CARDS.verification)).not.toBeInTheDocument();
  });

  test('an unofficial order has no official-invoice data card', async () => {
    ({ api } = await startEditorApi(
      orderWith({
        business_invoice_type: 'unofficial',
        business_invoice_type_display: 'غیررسمی',
        is_official_invoice: false,
        customer_info: null,
      }),
    ));
    renderEditor();
    await findCard(CARDS.info);
    expect(queryCard(CARDS.customerInfo)).not.toBeInTheDocument();
  });
});

describe('header and order info', () => {
  test('title, badge, dashboard and back buttons', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    const user = setupUser();
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'سفارش #۱۲' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'داشبورد' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/admin$/);
  });

  test('back to the orders list', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    renderEditor();
    await findCard(CARDS.info);
    await setupUser().click(screen.getByRole('button', { name: 'بازگشت به سفارش‌ها' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/admin/orders');
  });

  test('official: subtotal, tax and total with tax; customer data and comment', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    renderEditor();
    const info = await findCard(CARDS.info);
    expect(info).toHaveTextContent('مریم احمدی');
    expect(info).toHaveTextContent('۰۹۱۲۱۲۳۴۵۶۷');
    expect(info).toHaveTextContent('لطفاً زودتر ارسال شود');
    expect(info).toHaveTextContent('رسمی');
    const total = within(info).getByTestId('order-total');
    expect(total).toHaveTextContent('جمع کل (بدون مالیات): ۳۰٬۰۰۰٬۰۰۰ ریال');
    expect(total).toHaveTextContent('مالیات: ۲٬۸۰۰٬۰۰۰ ریال');
    expect(total).toHaveTextContent('جمع کل با مالیات: ۳۲٬۸۰۰٬۰۰۰ ریال');
    expect(info).not.toHaveTextContent('تاریخ تکمیل');
  });

  test('no phone, not yet priced, unofficial: "ثبت نشده" and "محاسبه نشده" without tax lines', async () => {
    ({ api } = await startEditorApi(
      orderWith({
        customer_phone: '',
        business_invoice_type: 'unofficial',
        business_invoice_type_display: 'غیررسمی',
        is_official_invoice: false,
        quoted_total: '0',
      }),
    ));
    renderEditor();
    const info = await findCard(CARDS.info);
    expect(info).toHaveTextContent('ثبت نشده');
    expect(info).toHaveTextContent('محاسبه نشده');
    expect(info).not.toHaveTextContent('مالیات');
  });

  test('completed: completion date; rejected and cancelled: their reasons', async () => {
    ({ api } = await startEditorApi(completedOrder));
    const { unmount } = renderEditor();
    expect(await findCard(CARDS.info)).toHaveTextContent('تاریخ تکمیل');
    unmount();
    serveOrder(api, rejectedOrder);
    const second = renderEditor();
    expect(await findCard(CARDS.info)).toHaveTextContent('قیمت‌ها بالاست');
    second.unmount();
    serveOrder(api, cancelledOrder);
    renderEditor();
    expect(await findCard(CARDS.info)).toHaveTextContent('دلیل لغو سفارش');
    expect(card(CARDS.info)).toHaveTextContent('درخواست مشتری');
  });
});

describe('official-invoice customer data', () => {
  test('from the customer-info call: complete data, company shown', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    renderEditor();
    const box = await findCard(CARDS.customerInfo);
    expect(await within(box).findByText('اطلاعات فاکتور رسمی کامل است')).toBeInTheDocument();
    expect(box).toHaveTextContent('بازرگانی احمدی');
    expect(box).toHaveTextContent('تهران، خیابان آزادی، پلاک ۱۰');
  });

  test('incomplete data from the call: warning, and an empty company shows "شخصی"', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    api.on(`GET ${customerInfoPath}`, {
      status: 200,
      body: {
        customer_info: { ...waitingOrder.customer_info, company_name: '', postal_code: '' },
        is_complete: false,
        source: 'saved',
      },
    });
    renderEditor();
    const box = await findCard(CARDS.customerInfo);
    expect(await within(box).findByText('برخی اطلاعات فاکتور رسمی ناقص است')).toBeInTheDocument();
    expect(box).toHaveTextContent('شخصی');
  });

  test("the call fails: the order's own customer_info is shown", async () => {
    ({ api } = await startEditorApi(
      orderWith({
        customer_info: { ...pendingOrder.customer_info!, national_id: '', company_name: 'شرکت نمونه' },
      }),
    ));
    api.on(`GET ${customerInfoPath}`, { status: 500, body: { error: 'خطای سرور' } });
    renderEditor();
    const box = await findCard(CARDS.customerInfo);
    expect(await within(box).findByText('شرکت نمونه')).toBeInTheDocument();
    expect(within(box).getByText('برخی اطلاعات فاکتور رسمی ناقص است')).toBeInTheDocument();
  });
});

describe('history', () => {
  test('events newest first: who, when, from → to in Persian, note', async () => {
    ({ api } = await startEditorApi(waitingOrder));
    renderEditor();
    const history = await findCard(CARDS.history);
    const rows = await within(history).findAllByTestId('history-event');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('در انتظار قیمت‌گذاری ← در انتظار تأیید مشتری');
    expect(rows[0]).toHaveTextContent('علی مدیری');
    expect(rows[0]).toHaveTextContent('قیمت‌گذاری انجام و برای تأیید مشتری ارسال شد');
    expect(rows[1]).toHaveTextContent('ثبت سفارش: در انتظار قیمت‌گذاری');
    expect(rows[1]).toHaveTextContent('مریم احمدی');
    expect(events).toHaveLength(2);
  });

  test("the history reads the editor's order query: one details call for the order and its events", async () => {
    ({ api } = await startEditorApi(waitingOrder));
    renderEditor();
    const history = await findCard(CARDS.history);
    expect(await within(history).findAllByTestId('history-event')).toHaveLength(2);
    expect(callsTo(api, 'GET', detailsPath)).toHaveLength(1);
    expect(callsTo(api, 'GET', orderPath)).toHaveLength(0);
  });
});
