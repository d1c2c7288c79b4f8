import { screen, waitFor, within } from '@testing-library/react';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import {
  buttonsOf,
  fieldOf,
  listPath,
  listReply,
  order,
  pricedOrder,
  renderDashboard,
  setupUser,
  signedIn,
} from './test-support';
import type { OrderSummary } from '@sefaresh/shared-api';
import { toPersianDigits } from '@sefaresh/shared-ui';

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().setSession(signedIn, { access: 'access-1', refresh: 'refresh-1' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  jest.restoreAllMocks();
});

jest.setTimeout(20_000);

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('orders/'));

/** Shows the orders on the active tab and returns the card of the first one. */
async function showCards(...given: OrderSummary[]) {
  const results = given.map((r) => order(r)); // allowed_actions for each row's status
  api.on(`GET ${listPath('active')}`, { status: 200, body: listReply(results) });
  renderDashboard();
  return screen.findByRole('article', { name: `سفارش #${toPersianDigits(results[0].id)}` });
}

const COMMENT_80 =
  'لطفاً بسته‌بندی در کارتن‌های ده‌کیلویی باشد و ارسال به انبار شماره دو در شهرک صنعتی انجام شود؛ با تشکر';

describe('what a card shows, per status', () => {
  test('pending pricing: date, invoice type, waiting total, customer comment cut at 50, items; admin comment hidden', async () => {
    const card = await showCards(
      order({
        customer_comment: COMMENT_80,
        admin_comment: 'یادداشت داخلی که هنوز نباید دیده شود',
      }),
    );
    expect(within(card).getByText('در انتظار قیمت‌گذاری', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(fieldOf(card, 'تاریخ ثبت')).toBe('۱۴۰۵/۰۹/۰۱');
    expect(fieldOf(card, 'نوع فاکتور')).toBe('غیررسمی');
    expect(fieldOf(card, 'مبلغ کل')).toBe('در انتظار قیمت‌گذاری');
    expect(fieldOf(card, 'توضیحات شما')).toBe(`${COMMENT_80.slice(0, 50).trimEnd()}…`);
    expect(fieldOf(card, 'تعداد اقلام')).toBe('۳ قلم');
    expect(fieldOf(card, 'توضیحات مدیر')).toBeNull();
    expect(within(card).queryByText(/یادداشت داخلی/)).not.toBeInTheDocument();
    expect(fieldOf(card, 'قیمت‌گذاری توسط')).toBeNull();
    expect(fieldOf(card, 'نماینده فروش')).toBeNull();
    expect(fieldOf(card, 'رسید پرداخت ارسال شده')).toBeNull();
    expect(fieldOf(card, 'تاریخ تکمیل')).toBeNull();
    expect(buttonsOf(card)).toEqual(['مشاهده جزئیات']);

    await setupUser().click(within(card).getByRole('button', { name: 'مشاهده جزئیات' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/orders/1042');
  });

  test('waiting for approval: pricer and date, admin comment cut at 60, total with tax; approve leads to the order', async () => {
    const card = await showCards({ ...pricedOrder, admin_comment: COMMENT_80 });
    expect(within(card).getByText('در انتظار تأیید مشتری')).toBeInTheDocument();
    expect(fieldOf(card, 'نوع فاکتور')).toBe('رسمی');
    expect(fieldOf(card, 'قیمت‌گذاری توسط')).toBe('علی مدیری');
    expect(fieldOf(card, 'تاریخ قیمت‌گذاری')).toBe('۱۴۰۵/۰۹/۰۳');
    expect(fieldOf(card, 'توضیحات مدیر')).toBe(`${COMMENT_80.slice(0, 60).trimEnd()}…`);
    expect(fieldOf(card, 'مبلغ کل (با مالیات)')).toBe('۱۶۵٬۰۰۰٬۰۰۰ ریال');
    expect(fieldOf(card, 'توضیحات شما')).toBeNull();
    expect(buttonsOf(card)).toEqual(['مشاهده جزئیات', 'تأیید و انتخاب قیمت', 'رد سفارش']);

    await setupUser().click(within(card).getByRole('button', { name: 'تأیید و انتخاب قیمت' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/orders/1043');
  });

  test('an expired quote: «منقضی شده» with its end, no approve button, rejecting still offered', async () => {
    const card = await showCards({
      ...pricedOrder,
      quote_expired: true,
      quote_valid_until: '2026-11-30T20:29:59Z',
    });
    expect(within(card).getByTestId('card-quote-expired')).toHaveTextContent(
      'منقضی شدهاعتبار پیش‌فاکتور در ۱۴۰۵/۰۹/۰۹ به پایان رسید',
    );
    expect(buttonsOf(card)).toEqual(['مشاهده جزئیات', 'رد سفارش']);
  });

  test('an unofficial priced order shows the quoted total; a short admin comment is shown whole', async () => {
    const card = await showCards(
      order({
        id: 77,
        status: 'waiting_customer_approval',
        quoted_total: '98500000',
        total_with_tax: '98500000',
        admin_comment: 'قیمت‌ها تا پایان هفته معتبر است',
        priced_by_name: 'علی مدیری',
        pricing_date: '2026-11-24T09:00:00Z',
      }),
    );
    expect(fieldOf(card, 'مبلغ کل')).toBe('۹۸٬۵۰۰٬۰۰۰ ریال');
    expect(fieldOf(card, 'توضیحات مدیر')).toBe('قیمت‌ها تا پایان هفته معتبر است');
  });

  test('confirmed without receipts: dealer block and the upload button', async () => {
    const card = await showCards({
      ...pricedOrder,
      id: 1044,
      status: 'confirmed',
      assigned_dealer_name: 'رضا نمایندگی',
      assigned_dealer_code: 'DLR-0042',
      dealer_assigned_at: '2026-11-25T10:00:00Z',
    });
    expect(within(card).getByText('تأیید شده')).toBeInTheDocument();
    expect(fieldOf(card, 'نماینده فروش')).toBe('رضا نمایندگی');
    expect(fieldOf(card, 'کد نماینده')).toBe('DLR-0042');
    expect(fieldOf(card, 'تاریخ تخصیص نماینده')).toBe('۱۴۰۵/۰۹/۰۴');
    expect(fieldOf(card, 'رسید پرداخت ارسال شده')).toBeNull();
    expect(buttonsOf(card)).toEqual(['مشاهده جزئیات', 'بارگذاری رسید پرداخت']);
  });

  test('confirmed with a receipt already, and payment uploaded: the receipts block, no upload button', async () => {
    await showCards(
      {
        ...pricedOrder,
        id: 1045,
        status: 'confirmed',
        has_payment_receipts: true,
        payment_receipts_count: 1,
      },
      {
        ...pricedOrder,
        id: 1046,
        status: 'payment_uploaded',
        has_payment_receipts: true,
        payment_receipts_count: 2,
      },
    );
    const confirmed = screen.getByRole('article', { name: 'سفارش #۱۰۴۵' });
    const uploaded = screen.getByRole('article', { name: 'سفارش #۱۰۴۶' });
    expect(fieldOf(confirmed, 'رسید پرداخت ارسال شده')).toBe('۱ رسید');
    expect(buttonsOf(confirmed)).toEqual(['مشاهده جزئیات']);
    expect(within(uploaded).getByText('رسید پرداخت بارگذاری شده')).toBeInTheDocument();
    expect(fieldOf(uploaded, 'رسید پرداخت ارسال شده')).toBe('۲ رسید');
    expect(buttonsOf(uploaded)).toEqual(['مشاهده جزئیات']);
  });

  test('completed: completion date and the invoice download', async () => {
    const card = await showCards({
      ...pricedOrder,
      id: 1047,
      status: 'completed',
      has_payment_receipts: true,
      payment_receipts_count: 1,
      completion_date: '2026-12-01T11:00:00Z',
    });
    expect(within(card).getByText('تکمیل شده', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(fieldOf(card, 'تاریخ تکمیل')).toBe('۱۴۰۵/۰۹/۱۰');
    expect(buttonsOf(card)).toEqual(['مشاهده جزئیات', 'دانلود فاکتور']);
  });

  test.each(['rejected', 'cancelled'] as const)('%s: only the details button', async (status) => {
    const card = await showCards(order({ id: 31, status, admin_comment: 'موجودی کافی نیست' }));
    expect(fieldOf(card, 'توضیحات مدیر')).toBe('موجودی کافی نیست');
    expect(buttonsOf(card)).toEqual(['مشاهده جزئیات']);
  });
});

describe('why a closed order closed', () => {
  test('rejected: the reason the customer gave', async () => {
    const card = await showCards(
      order({ id: 32, status: 'rejected', customer_rejection_reason: 'قیمت ۲۰ درصد بالاتر از بازار است' }),
    );
    const note = within(card).getByRole('note', { name: 'دلیل رد سفارش' });
    expect(note).toHaveTextContent('قیمت ۲۰ درصد بالاتر از بازار است');
  });

  test('cancelled: the reason staff gave, with Persian digits', async () => {
    const card = await showCards(
      order({ id: 33, status: 'cancelled', cancellation_reason: 'اتمام موجودی 3 قلم' }),
    );
    expect(within(card).getByRole('note', { name: 'دلیل لغو سفارش' })).toHaveTextContent(
      'اتمام موجودی ۳ قلم',
    );
    expect(within(card).queryByRole('note', { name: 'دلیل رد سفارش' })).toBeNull();
  });

  test('no reason block for open orders or an empty reason', async () => {
    const card = await showCards(
      order({
        id: 34,
        status: 'pending_pricing',
        cancellation_reason: 'قدیمی',
        customer_rejection_reason: 'قدیمی',
      }),
      order({ id: 35, status: 'cancelled', cancellation_reason: '  ' }),
    );
    expect(within(card).queryByRole('note')).toBeNull();
    const empty = screen.getByRole('article', { name: `سفارش #${toPersianDigits(35)}` });
    expect(within(empty).queryByRole('note')).toBeNull();
  });
});

describe('reject', () => {
  test('asks for a reason, sends it, shows the banner and reloads', async () => {
    let rejectedYet = false;
    api.on(`GET ${listPath('active')}`, () => ({
      status: 200,
      body: listReply(rejectedYet ? [] : [pricedOrder], {
        tab_counts: rejectedYet
          ? { active: 0, completed: 0, rejected: 1 }
          : { active: 1, completed: 0, rejected: 0 },
      }),
    }));
    api.on('POST orders/1043/customer-reject/', () => {
      rejectedYet = true;
      return { status: 200, body: order({ ...pricedOrder, status: 'rejected' }) };
    });
    renderDashboard();
    const user = setupUser();
    const card = await screen.findByRole('article', { name: 'سفارش #۱۰۴۳' });
    await user.click(within(card).getByRole('button', { name: 'رد سفارش' }));

    const dialog = await screen.findByRole('dialog', { name: 'رد سفارش #۱۰۴۳' });
    await user.click(within(dialog).getByRole('button', { name: 'رد سفارش' }));
    expect(await within(dialog).findByText('وارد کردن دلیل رد سفارش الزامی است')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('دلیل رد سفارش'), '  قیمت بالاتر از بازار است ');
    await user.click(within(dialog).getByRole('button', { name: 'رد سفارش' }));

    expect(await screen.findByRole('status')).toHaveTextContent('سفارش رد شد');
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      method: 'POST',
      path: 'orders/1043/customer-reject/',
      body: { rejection_reason: 'قیمت بالاتر از بازار است' },
    });
    expect(await screen.findByText('هیچ سفارش فعالی ندارید')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /رد شده/ })).toHaveTextContent('رد شده ۱');
    expect(listCalls()).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a refused rejection shows the server text and keeps the modal open', async () => {
    api.on('POST orders/1043/customer-reject/', {
      status: 409,
      body: { error: 'این سفارش در وضعیت فعلی قابل رد شدن نیست' },
    });
    const card = await showCards(pricedOrder);
    const user = setupUser();
    await user.click(within(card).getByRole('button', { name: 'رد سفارش' }));
    const dialog = await screen.findByRole('dialog', { name: 'رد سفارش #۱۰۴۳' });
    await user.type(within(dialog).getByLabelText('دلیل رد سفارش'), 'قیمت بالاست');
    await user.click(within(dialog).getByRole('button', { name: 'رد سفارش' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'این سفارش در وضعیت فعلی قابل رد شدن نیست',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });
});

describe('receipt upload', () => {
  test('opens the upload body for the order; done(true) shows the banner and reloads', async () => {
    const confirmed = { ...pricedOrder, id: 1044, status: 'confirmed' as const };
    const card = await showCards(confirmed);
    const user = setupUser();
    await user.click(within(card).getByRole('button', { name: 'بارگذاری رسید پرداخت' }));
    const dialog = await screen.findByRole('dialog', { name: 'بارگذاری رسید پرداخت سفارش #۱۰۴۴' });
    expect(within(dialog).getByText('فرم رسید سفارش 1044')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ارسال رسید' }));
    expect(await screen.findByRole('status')).toHaveTextContent('رسید پرداخت با موفقیت بارگذاری شد');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});

describe('invoice download', () => {
  const completed = {
    ...pricedOrder,
    id: 1047,
    status: 'completed' as const,
    completion_date: '2026-12-01T11:00:00Z',
  };

  function captureDownloads() {
    const created: Blob[] = [];
    const clicked: { href: string; download: string }[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:invoice-1';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    return { created, clicked };
  }

  test('fetches the PDF with the bearer token and saves it as invoice_{id}.pdf', async () => {
    const { created, clicked } = captureDownloads();
    api.on('GET orders/1047/download-invoice/', { status: 200, body: '%PDF-1.4 invoice 1047' });
    const card = await showCards(completed);
    await setupUser().click(within(card).getByRole('button', { name: 'دانلود فاکتور' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:invoice-1', download: 'invoice_1047.pdf' }]));
    expect(await created[0].text()).toContain('%PDF-1.4 invoice 1047');
    const call = api.calls.findIndex((c) => c.path === 'orders/1047/download-invoice/');
    expect(api.authorizations[call]).toBe('Bearer access-1');
  });

  test('a failure shows the server text, or the generic message', async () => {
    const { clicked } = captureDownloads();
    let withText = true;
    api.on('GET orders/1047/download-invoice/', () =>
      withText ? { status: 404, body: { error: 'فاکتور نهایی هنوز صادر نشده است' } } : { status: 500 },
    );
    const card = await showCards(completed);
    const user = setupUser();
    await user.click(within(card).getByRole('button', { name: 'دانلود فاکتور' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('فاکتور نهایی هنوز صادر نشده است');

    withText = false;
    await user.click(within(card).getByRole('button', { name: 'دانلود فاکتور' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('خطا در دانلود فاکتور'));
    expect(clicked).toHaveLength(0);
  });
});
