import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, unreachableBaseUrl, type TestApi } from '@sefaresh/shared-api/testing';
import { PHONE_WIDTH, screenWidth } from '@sefaresh/shared-ui/testing';
import { dealerOrder, dealerUser, listAnswer, receipt, renderInArea, row, signIn } from '../../test-support';
import { OrderWizard } from './order-wizard';

let api: TestApi;
const ID = 12;
const DEALER_ORDER = `GET dealers/order/${ID}/`;
const onBack = jest.fn();

beforeAll(() => configureApi({ onSessionExpired: () => {} }));
beforeEach(async () => {
  api = await startTestApi();
  signIn();
  onBack.mockReset();
});
beforeAll(() => {
  // jsdom has no object URLs
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

const renderWizard = () => renderInArea(<OrderWizard orderId={ID} onBack={onBack} />);
const steps = () => screen.getByRole('navigation', { name: 'مراحل سفارش' });
const step = (name: string) => within(steps()).getByRole('button', { name: new RegExp(name) });
const checked = (name: string) => within(step(name)).queryByRole('img', { name: 'انجام شد' }) !== null;

test('five clickable steps; the visited ones carry a check mark', async () => {
  api.on(DEALER_ORDER, { status: 200, body: dealerOrder() });
  renderWizard();
  expect(await screen.findByText('تهران، خیابان آزادی، پلاک ۱۰')).toBeInTheDocument();
  // waiting for the customer, no receipts: no receipts step
  expect(within(steps()).queryByRole('button', { name: /رسیدهای پرداخت/ })).not.toBeInTheDocument();
  expect(checked('اقلام سفارش')).toBe(false);

  await userEvent.click(step('اقلام سفارش'));
  const table = await screen.findByRole('table');
  expect(within(table).getByText('قهوه عربیکا برزیل')).toBeInTheDocument();
  expect(within(table).getByText('۱۲٬۵۰۰٬۰۰۰ ریال')).toBeInTheDocument();
  expect(within(table).getByText('۱۲')).toBeInTheDocument();
  expect(within(table).getByText('۱۰٪')).toBeInTheDocument();
  expect(within(table).getByText('۹٪')).toBeInTheDocument();
  // a long note is cut at 30 characters; the whole text shows on hover (and focus)
  const full = 'بسته‌بندی یک کیلویی و ارسال با پست پیشتاز به انبار مرکزی';
  const cut = within(table).getByText(`${full.slice(0, 30).trimEnd()}…`);
  expect(within(table).getByText('کوتاه')).toBeInTheDocument();
  await userEvent.hover(cut);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(full);
  expect(checked('اطلاعات کلی')).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'مرحله بعد' }));
  expect(await screen.findByText('مشتری قدیمی؛ پیگیری تلفنی')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'مرحله بعد' }));
  expect(
    await screen.findByText('قیمت‌ها برای مشتری ارسال شده و سفارش در انتظار تأیید مشتری است.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'مرحله بعد' })).toBeDisabled();
  for (const name of ['اطلاعات کلی', 'اقلام سفارش', 'یادداشت‌های نماینده']) expect(checked(name)).toBe(true);
  // back to the first step by its title
  await userEvent.click(step('اطلاعات کلی'));
  expect(await screen.findByText('تهران، خیابان آزادی، پلاک ۱۰')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'بازگشت' }));
  expect(onBack).toHaveBeenCalled();
});

test('a completed order: the summary says the commission has been calculated, with the amount', async () => {
  api.on(DEALER_ORDER, {
    status: 200,
    body: dealerOrder({
      status: 'completed',
      commission_status: 'calculated',
      completion_date: '2026-11-23T10:00:00Z',
    }),
  });
  renderWizard();
  await userEvent.click(await screen.findByRole('button', { name: /خلاصه نهایی/ }));
  expect(
    await screen.findByText('سفارش تکمیل شده و کمیسیون شما به مبلغ ۱۱٬۲۵۰٬۰۰۰ ریال محاسبه شده است.'),
  ).toBeInTheDocument();
  expect(screen.getByText('محاسبه‌شده، قابل پرداخت')).toBeInTheDocument();
  expect(screen.getByText('۷٫۵٪')).toBeInTheDocument();
});

test('the dealer edits the notes: saved through update-dealer-notes with the success text', async () => {
  api.on(DEALER_ORDER, { status: 200, body: dealerOrder() });
  api.on(`POST orders/${ID}/update-dealer-notes/`, ({ body }) => ({
    status: 200,
    body: {
      message: 'ok',
      order: { ...dealerOrder(), dealer_notes: (body as { dealer_notes: string }).dealer_notes },
    },
  }));
  renderWizard();
  await userEvent.click(await screen.findByRole('button', { name: /یادداشت‌های نماینده/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'ویرایش یادداشت' }));
  const box = screen.getByRole('textbox', { name: 'یادداشت نماینده' });
  expect(box).toHaveValue('مشتری قدیمی؛ پیگیری تلفنی');
  await userEvent.clear(box);
  await userEvent.type(box, 'تماس گرفته شد');
  await userEvent.click(screen.getByRole('button', { name: 'ذخیره یادداشت' }));
  expect(await screen.findByText('یادداشت‌های نماینده با موفقیت به‌روزرسانی شد')).toBeInTheDocument();
  expect(screen.getByTestId('dealer-notes')).toHaveTextContent('تماس گرفته شد');
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ dealer_notes: 'تماس گرفته شد' });
});

test('a 403 on the notes says the dealer may not edit them', async () => {
  api.on(DEALER_ORDER, { status: 200, body: dealerOrder() });
  api.on(`POST orders/${ID}/update-dealer-notes/`, { status: 403, body: { error: 'اجازه ندارید' } });
  renderWizard();
  await userEvent.click(await screen.findByRole('button', { name: /یادداشت‌های نماینده/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'ویرایش یادداشت' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'یادداشت نماینده' }), ' +');
  await userEvent.click(screen.getByRole('button', { name: 'ذخیره یادداشت' }));
  expect(await screen.findByText('شما اجازه ویرایش یادداشت‌های این سفارش را ندارید')).toBeInTheDocument();
  // still editing, nothing lost
  expect(screen.getByRole('textbox', { name: 'یادداشت نماینده' })).toHaveValue('مشتری قدیمی؛ پیگیری تلفنی +');
});

test('receipts step for payment_uploaded: images fetched with the token, PDFs listed, the gallery', async () => {
  const receipts = [receipt({ id: 1 }), receipt({ id: 2, file_type: 'pdf', file_name: 'رسید.pdf' })];
  api.on(DEALER_ORDER, {
    status: 200,
    body: dealerOrder({
      status: 'payment_uploaded',
      has_payment_receipts: true,
      payment_receipts_count: 2,
      payment_receipts: receipts,
    }),
  });
  api.on(`GET orders/${ID}/payment-receipts/`, { status: 200, body: { receipts } });
  api.on(`GET orders/${ID}/payment-receipts/1/file/`, { status: 200, body: 'image-bytes' });
  renderWizard();
  await userEvent.click(await screen.findByRole('button', { name: /رسیدهای پرداخت/ }));
  const list = await screen.findByRole('list', { name: 'رسیدهای پرداخت' });
  expect(within(list).getByText('رسید.pdf')).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'مشاهده PDF' })).toBeInTheDocument();
  const thumb = await within(list).findByRole('button', { name: 'بزرگ‌نمایی receipt-1.jpg' });
  const fileCall = api.calls.findIndex((c) => c.path === `orders/${ID}/payment-receipts/1/file/`);
  expect(api.authorizations[fileCall]).toBe('Bearer access-token');
  await userEvent.click(thumb);
  const gallery = await screen.findByRole('dialog', { name: 'تصاویر رسید پرداخت' });
  expect(within(gallery).getByText('۱ از ۲')).toBeInTheDocument();
});

test('each receipt says what was paid and its own review: a rejection with its reason', async () => {
  const receipts = [
    receipt({ id: 1, is_verified: true, status: 'verified', amount: '11000000', paid_on: '2026-11-24' }),
    receipt({
      id: 2,
      file_type: 'pdf',
      file_name: 'رسید.pdf',
      status: 'rejected',
      amount: '5000000',
      rejection_reason: 'ناخوانا',
    }),
  ];
  api.on(DEALER_ORDER, {
    status: 200,
    body: dealerOrder({ status: 'payment_uploaded', has_payment_receipts: true, payment_receipts: receipts }),
  });
  api.on(`GET orders/${ID}/payment-receipts/`, { status: 200, body: { receipts } });
  api.on(`GET orders/${ID}/payment-receipts/1/file/`, { status: 200, body: 'image-bytes' });
  renderWizard();
  await userEvent.click(await screen.findByRole('button', { name: /رسیدهای پرداخت/ }));
  const list = await screen.findByRole('list', { name: 'رسیدهای پرداخت' });
  const first = within(list).getByRole('listitem', { name: 'receipt-1.jpg' });
  expect(first).toHaveTextContent('مبلغ: ۱۱٬۰۰۰٬۰۰۰ ریال — تاریخ پرداخت: ۱۴۰۵/۰۹/۰۳');
  expect(within(first).getByText('تأیید شده')).toBeInTheDocument();
  const second = within(list).getByRole('listitem', { name: 'رسید.pdf' });
  expect(within(second).getByText('رد شده')).toBeInTheDocument();
  expect(second).toHaveTextContent('دلیل رد: ناخوانا');
});

test('a failed receipts list and a failed image each say so and offer a retry', async () => {
  const receipts = [receipt({ id: 1 })];
  api.on(DEALER_ORDER, {
    status: 200,
    body: dealerOrder({ status: 'payment_uploaded', payment_receipts: receipts }),
  });
  api.on(`GET orders/${ID}/payment-receipts/`, { status: 500, body: { error: 'خطا' } });
  renderWizard();
  await userEvent.click(await screen.findByRole('button', { name: /رسیدهای پرداخت/ }));
  expect(await screen.findByText('خطا در بارگذاری رسیدهای پرداخت')).toBeInTheDocument();
  api.on(`GET orders/${ID}/payment-receipts/`, { status: 200, body: { receipts } });
  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  // the image's file is not there (404)
  expect(await screen.findByText('خطا در بارگذاری تصویر')).toBeInTheDocument();
  api.on(`GET orders/${ID}/payment-receipts/1/file/`, { status: 200, body: 'image-bytes' });
  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByRole('button', { name: 'بزرگ‌نمایی receipt-1.jpg' })).toBeInTheDocument();
});

test.each([
  [403, 'دسترسی غیرمجاز، شما اجازه مشاهده این سفارش را ندارید'],
  [404, 'سفارش یافت نشد یا به شما تخصیص داده نشده است'],
  [500, 'خطای سرور'],
  [418, 'خطای HTTP ۴۱۸'],
  [401, 'خطای احراز هویت، لطفاً دوباره وارد شوید'],
])('a %i on the order shows its text, with retry and back', async (status, text) => {
  api.on('POST auth/token/refresh/', { status: 401, body: { error: 'نامعتبر' } });
  api.on(DEALER_ORDER, { status, body: { error: 'متن سرور' } });
  renderWizard();
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'بازگشت' }));
  expect(onBack).toHaveBeenCalled();
});

test('no answer from the server: the network text', async () => {
  configureApi({ baseUrl: await unreachableBaseUrl() });
  renderWizard();
  expect(await screen.findByText('خطای شبکه یا عدم دریافت پاسخ از سرور')).toBeInTheDocument();
});

test('retry loads the order again', async () => {
  api.on(DEALER_ORDER, { status: 500, body: {} });
  renderWizard();
  await screen.findByText('خطای سرور');
  api.on(DEALER_ORDER, { status: 200, body: dealerOrder() });
  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByText('تهران، خیابان آزادی، پلاک ۱۰')).toBeInTheDocument();
});

const signInAsStaff = () => signIn({ ...dealerUser, is_staff: true });

test('the load attempts are for staff only: a dealer sees the order without them', async () => {
  api.on(DEALER_ORDER, { status: 404, body: { error: 'یافت نشد' } });
  api.on(`GET orders/${ID}/`, { status: 200, body: dealerOrder() });
  renderWizard();
  expect(await screen.findByText('تهران، خیابان آزادی، پلاک ۱۰')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /مراحل بارگذاری سفارش/ })).not.toBeInTheDocument();
});

test('on a phone the steps keep one line (the current title only) and the items are cards, not a wide table', async () => {
  const undo = screenWidth(PHONE_WIDTH);
  try {
    api.on(DEALER_ORDER, { status: 200, body: dealerOrder() });
    renderWizard();
    expect(await screen.findByText('تهران، خیابان آزادی، پلاک ۱۰')).toBeInTheDocument();
    expect(within(steps()).queryByText('اقلام سفارش')).not.toBeInTheDocument();
    await userEvent.click(step('اقلام'));
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByText('زعفران سرگل ممتاز').closest('[role="listitem"]')).not.toBeNull();
  } finally {
    undo();
  }
});

test('the load order of §7 and the collapsed attempts panel: the dealer endpoint, then the order', async () => {
  signInAsStaff();
  api.on(DEALER_ORDER, { status: 404, body: { error: 'یافت نشد' } });
  api.on(`GET orders/${ID}/`, { status: 200, body: dealerOrder() });
  renderWizard();
  expect(await screen.findByText('تهران، خیابان آزادی، پلاک ۱۰')).toBeInTheDocument();
  expect(api.calls.map((c) => c.path)).toEqual([`dealers/order/${ID}/`, `orders/${ID}/`]);
  const panel = screen.getByRole('button', { name: /مراحل بارگذاری سفارش \(۲ درخواست\)/ });
  expect(panel).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(panel);
  const attempts = await screen.findAllByTestId('load-attempt');
  expect(attempts[0]).toHaveTextContent(
    `GET /api/dealers/order/${ID}/ — سفارش یافت نشد یا به شما تخصیص داده نشده است`,
  );
  expect(attempts[1]).toHaveTextContent(`GET /api/orders/${ID}/ — موفق`);
});

test('then the assigned list searched by id: the summary the list has', async () => {
  signInAsStaff();
  api.on(DEALER_ORDER, { status: 500, body: {} });
  api.on('GET orders/my-assigned-orders/?tab=active&page=1', {
    status: 200,
    body: listAnswer([row({ id: 99 })]),
  });
  api.on('GET orders/my-assigned-orders/?tab=completed&page=1', {
    status: 200,
    body: listAnswer([
      row({ id: ID, status: 'completed', customer_name: 'نسترن کاویانی', commission_status: 'calculated' }),
    ]),
  });
  renderWizard();
  expect(await screen.findByText(/خلاصه آن از فهرست سفارش‌های شما نمایش داده می‌شود/)).toBeInTheDocument();
  expect(screen.getByText('نسترن کاویانی')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /مراحل بارگذاری سفارش \(۴ درخواست\)/ }));
  const attempts = await screen.findAllByTestId('load-attempt');
  expect(attempts.map((a) => a.textContent)).toEqual([
    `GET /api/dealers/order/${ID}/ — خطای سرور`,
    `GET /api/orders/${ID}/ — سفارش یافت نشد یا به شما تخصیص داده نشده است`,
    'GET /api/orders/my-assigned-orders/?tab=active — این سفارش در فهرست سفارش‌های شما نبود',
    'GET /api/orders/my-assigned-orders/?tab=completed — موفق',
  ]);
  await waitFor(() => expect(api.calls).toHaveLength(4));
});
