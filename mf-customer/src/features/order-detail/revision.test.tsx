// The quote on the order page: the versions, the request for a new price (validation, submit, 409) and
// an expired quote.
import { screen, waitFor, within } from '@testing-library/react';
import { quoteChange, quotesAnswer, quoteVersion, type TestApi } from '@sefaresh/shared-api/testing';
import {
  callsTo,
  coffee,
  orderPath,
  orderWith,
  pistachio,
  renderOrderPage,
  setupUser,
  startOrderApi,
  stopOrderApi,
} from './test-support';

jest.setTimeout(30_000);

const quoted = { quote_version: 2, quote_valid_until: '2026-12-01T20:29:59.999Z' };
const versions = [
  quoteVersion({
    version: 2,
    changes: [
      quoteChange({
        item_id: 31,
        kind: 'price_changed',
        payment_term: 'instant',
        term_display: 'نقدی',
        old_unit_price: '1100000',
        new_unit_price: '1000000',
      }),
    ],
  }),
  quoteVersion({ version: 1, is_current: false }),
];

let api: TestApi;
beforeEach(async () => {
  ({ api } = await startOrderApi(orderWith(quoted)));
  api.on(`GET ${orderPath}quotes/`, {
    status: 200,
    body: quotesAnswer(versions, { revision_requests_left: 3 }),
  });
});
afterEach(() => stopOrderApi(api));

const openForm = async () => {
  const user = setupUser();
  renderOrderPage();
  await user.click(await screen.findByRole('button', { name: 'درخواست اصلاح قیمت' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
};

describe('the quote versions on the order page', () => {
  test('the current version, what changed since the one before, and the earlier versions', async () => {
    renderOrderPage();
    const history = await screen.findByTestId('quote-history');
    expect(within(history).getByRole('article', { name: 'نسخه ۲' })).toHaveTextContent('نسخه فعلی');
    expect(within(history).getByText('معتبر تا پایان روز ۱۴۰۵/۰۹/۱۰')).toBeInTheDocument();
    expect(
      within(history).getByText('قیمت واحد «نقدی»: ۱٬۱۰۰٬۰۰۰ ریال ← ۱٬۰۰۰٬۰۰۰ ریال'),
    ).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: /نسخه‌های قبلی \(۱\)/ })).toBeInTheDocument();

    // the version's own PDF, through the API with the token, saved under its number
    api.on(`GET ${orderPath}quotes/2/pre-invoice/`, {
      status: 200,
      text: '%PDF-1.7',
      contentType: 'application/pdf',
    });
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await setupUser().click(within(history).getByRole('button', { name: 'دانلود پیش‌فاکتور نسخه ۲' }));
    await waitFor(() => expect(saved).toEqual(['pre_invoice_1405-000012-v2.pdf']));
    expect(callsTo(api, 'GET', `${orderPath}quotes/2/pre-invoice/`)[0].authorization).toBe('Bearer access-1');
    click.mockRestore();
  });
});

describe('the request for a new price', () => {
  test('the comment is required and limited, a line note too; nothing is sent until it is right', async () => {
    const { user, dialog } = await openForm();
    expect(await within(dialog).findByTestId('requests-left')).toHaveTextContent(
      '۳ بار دیگر می‌توانید درخواست اصلاح قیمت ثبت کنید.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    expect(await within(dialog).findByText('توضیح درخواست اصلاح قیمت را بنویسید')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('توضیح درخواست'));
    await user.paste('ب'.repeat(1001));
    await user.click(within(dialog).getByLabelText('یادداشت برای «پسته اکبری» (اختیاری)'));
    await user.paste('پ'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    expect(await within(dialog).findByText('توضیح درخواست حداکثر ۱۰۰۰ نویسه است')).toBeInTheDocument();
    expect(within(dialog).getByText('یادداشت هر ردیف حداکثر ۵۰۰ نویسه است')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('توضیح درخواست')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', `${orderPath}request-revision/`)).toHaveLength(0);
  });

  test('a comment and one line note are sent; the page shows the request and its note', async () => {
    api.on(`POST ${orderPath}request-revision/`, {
      status: 200,
      body: orderWith({
        ...quoted,
        status: 'revision_requested',
        items: [{ ...coffee, revision_comment: 'قیمت نقدی را کمتر کنید' }, pistachio],
        revision_request: {
          version: 2,
          comment: 'لطفاً تخفیف بیشتری بدهید',
          items: [{ item_id: 31, comment: 'قیمت نقدی را کمتر کنید' }],
          created_at: '2026-11-26T09:00:00Z',
        },
      }),
    });
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByLabelText('توضیح درخواست'));
    await user.paste('لطفاً تخفیف بیشتری بدهید');
    await user.click(within(dialog).getByLabelText('یادداشت برای «قهوه عربیکا برزیل» (اختیاری)'));
    await user.paste('قیمت نقدی را کمتر کنید');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));

    expect(await screen.findByText('درخواست اصلاح قیمت ثبت شد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${orderPath}request-revision/`).map((c) => c.body)).toEqual([
      { comment: 'لطفاً تخفیف بیشتری بدهید', items: [{ item_id: 31, comment: 'قیمت نقدی را کمتر کنید' }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('درخواست اصلاح قیمت').length).toBeGreaterThan(0); // the status
    expect(screen.getByText(/توضیح شما: لطفاً تخفیف بیشتری بدهید/)).toBeInTheDocument();
    expect(screen.getByTestId('revision-comment')).toHaveTextContent('قیمت نقدی را کمتر کنید');
    // no choice and no second request while staff price again
    expect(screen.queryByRole('button', { name: 'درخواست اصلاح قیمت' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  test('a refusal (409) is shown in Persian in the form, which stays open', async () => {
    const cap = 'برای هر سفارش حداکثر ۵ بار می‌توانید درخواست اصلاح قیمت ثبت کنید';
    api.on(`POST ${orderPath}request-revision/`, { status: 409, body: { error: cap } });
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByLabelText('توضیح درخواست'));
    await user.paste('باز هم ارزان‌تر');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cap);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('not offered when the order does not allow it (confirmed)', async () => {
    api.on(`GET ${orderPath}`, { status: 200, body: orderWith({ ...quoted, status: 'confirmed' }) });
    renderOrderPage();
    await screen.findByTestId('quote-history');
    expect(screen.queryByRole('button', { name: 'درخواست اصلاح قیمت' })).toBeNull();
  });
});

test('an expired quote says so with its date, offers no approval and still takes a request', async () => {
  api.on(`GET ${orderPath}`, { status: 200, body: orderWith({ ...quoted, quote_expired: true }) });
  api.on(`GET ${orderPath}quotes/`, {
    status: 200,
    body: quotesAnswer([quoteVersion({ version: 2, expired: true }), versions[1]]),
  });
  renderOrderPage();
  const footer = await screen.findByTestId('pricing-footer');
  expect(within(footer).getByRole('alert')).toHaveTextContent(
    'اعتبار این پیش‌فاکتور در ۱۴۰۵/۰۹/۱۰ به پایان رسیده است',
  );
  expect(screen.queryByRole('button', { name: 'تأیید نهایی و صدور پیش‌فاکتور' })).toBeNull();
  expect(screen.queryByRole('radio')).toBeNull();
  expect(within(footer).getByRole('button', { name: 'درخواست اصلاح قیمت' })).toBeInTheDocument();
  expect(await screen.findByTestId('quote-expired')).toHaveTextContent('منقضی شده');
  // the invoice card says the same, not the validity it had
  expect(await screen.findAllByText('اعتبار این پیش‌فاکتور در ۱۴۰۵/۰۹/۱۰ به پایان رسیده است')).toHaveLength(
    2,
  );
  expect(screen.queryByText(/معتبر است؛ پس از تأیید/)).toBeNull();
});
