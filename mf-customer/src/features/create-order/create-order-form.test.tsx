import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import type { ApiCall, ApiReply, TestApi } from '@sefaresh/shared-api/testing';
import {
  categories,
  categoryOf,
  choose,
  chooseOfficial,
  createdOrder,
  dropdownOf,
  fillRow,
  infoField,
  notesOf,
  openSelect,
  optionsOf,
  optionTexts,
  productOf,
  products,
  quantityOf,
  ready,
  renderForm,
  row,
  rows,
  savedInvoiceInfo,
  setupUser,
  shownValue,
  startFormApi,
  stopFormApi,
  submit,
  posts as postsTo,
} from './test-support';

let api: TestApi;
beforeEach(async () => {
  api = await startFormApi();
});
afterEach(() => stopFormApi(api));

// Typing into antd inputs under formik, and antd selects, are slow in jsdom (more so on a shared CPU).
jest.setTimeout(60_000);

const posts = () => postsTo(api);

describe('item rows', () => {
  test('a row offers the products of its category that are in stock, the stock in Persian digits', async () => {
    renderForm();
    await ready();
    expect(screen.getByRole('heading', { name: 'ثبت سفارش جدید' })).toBeInTheDocument();
    const user = setupUser();
    expect(productOf(row(1))).toBeDisabled();

    await openSelect(user, categoryOf(row(1)));
    expect(optionTexts(categoryOf(row(1)))).toEqual(['قهوه', 'آجیل', 'ادویه']);
    await user.click(optionsOf(categoryOf(row(1)))[0]);

    await openSelect(user, productOf(row(1)));
    // روبوستا has no stock; the other category's products are not offered
    expect(optionTexts(productOf(row(1)))).toEqual([
      'قهوه عربیکا برزیل (موجودی: ۱۲۰)',
      'قهوه اسپرسو بلند (موجودی: ۱٬۵۰۰)',
    ]);
    await user.keyboard('{Escape}');

    // a category whose every product is out of stock offers none
    await choose(user, categoryOf(row(1)), 'ادویه');
    await openSelect(user, productOf(row(1)));
    expect(optionTexts(productOf(row(1)))).toEqual([]);
    expect(
      within(dropdownOf(productOf(row(1)))!).getByText('محصول موجودی در این دسته‌بندی نیست'),
    ).toBeInTheDocument();
  });

  test('changing the category clears the chosen product', async () => {
    renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'آجیل', 'پسته اکبری (موجودی: ۴۰)');
    expect(shownValue(productOf(row(1)))).toBe('پسته اکبری (موجودی: ۴۰)');

    await choose(user, categoryOf(row(1)), 'قهوه');
    expect(shownValue(productOf(row(1)))).toBe('');
    await openSelect(user, productOf(row(1)));
    expect(optionTexts(productOf(row(1)))).toEqual([
      'قهوه عربیکا برزیل (موجودی: ۱۲۰)',
      'قهوه اسپرسو بلند (موجودی: ۱٬۵۰۰)',
    ]);
  });

  test('a new row goes first; remove is disabled while only one row is left', async () => {
    renderForm();
    await ready();
    const user = setupUser();
    expect(rows()).toHaveLength(1);
    expect(within(row(1)).getByRole('button', { name: 'حذف محصول ۱' })).toBeDisabled();
    await fillRow(user, row(1), 'آجیل', 'بادام درختی (موجودی: ۸)');

    await user.click(screen.getByRole('button', { name: 'افزودن محصول' }));
    expect(rows()).toHaveLength(2);
    // the new, empty row is first; the filled one moved down
    expect(shownValue(productOf(row(1)))).toBe('');
    expect(quantityOf(row(1))).toHaveValue('۱');
    expect(shownValue(productOf(row(2)))).toBe('بادام درختی (موجودی: ۸)');
    expect(within(row(1)).getByRole('button', { name: 'حذف محصول ۱' })).toBeEnabled();
    expect(within(row(2)).getByRole('button', { name: 'حذف محصول ۲' })).toBeEnabled();

    await user.click(within(row(2)).getByRole('button', { name: 'حذف محصول ۲' }));
    expect(rows()).toHaveLength(1);
    expect(shownValue(productOf(row(1)))).toBe('');
    expect(within(row(1)).getByRole('button', { name: 'حذف محصول ۱' })).toBeDisabled();
  });

  test('quantity starts at 1 and cannot go below 1', async () => {
    renderForm();
    await ready();
    const user = setupUser();
    const quantity = quantityOf(row(1));
    expect(quantity).toHaveValue('۱');
    expect(quantity).toHaveAttribute('aria-valuemin', '1');

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue('۱');

    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)');
    await user.clear(quantityOf(row(1)));
    await submit(user);
    expect(await within(row(1)).findByText(MESSAGES.quantityMin)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  test('an order without a product is not sent', async () => {
    renderForm();
    await ready();
    const user = setupUser();
    await submit(user);
    expect(await screen.findByText(MESSAGES.atLeastOneProduct)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.atLeastOneProduct)).toHaveTextContent(
      'لطفاً دست‌کم یک محصول به سفارش اضافه کنید',
    );

    // a row with a category but no product is not an item either
    await choose(user, categoryOf(row(1)), 'قهوه');
    await submit(user);
    expect(await screen.findByText(MESSAGES.atLeastOneProduct)).toBeInTheDocument();

    // once another row is complete, the unfinished row asks for its product
    await user.click(screen.getByRole('button', { name: 'افزودن محصول' }));
    await fillRow(user, row(1), 'آجیل', 'پسته اکبری (موجودی: ۴۰)');
    await submit(user);
    expect(await within(row(2)).findByText(MESSAGES.required)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.atLeastOneProduct)).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});

describe('submit', () => {
  test('an unofficial order sends the payload of spec §3 and reports the new order', async () => {
    let sent: ApiCall | undefined;
    api.on('POST orders/', (call) => {
      sent = call;
      return { status: 201, body: createdOrder(501, call.body as Record<string, unknown>) };
    });
    const { onCreated } = renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'قهوه', 'قهوه اسپرسو بلند (موجودی: ۱٬۵۰۰)', '۲۵');
    await user.type(notesOf(row(1)), ' آسیاب‌شده ');
    await user.click(screen.getByRole('button', { name: 'افزودن محصول' }));
    await fillRow(user, row(1), 'آجیل', 'پسته اکبری (موجودی: ۴۰)');
    // an untouched row is left out
    await user.click(screen.getByRole('button', { name: 'افزودن محصول' }));
    await user.type(screen.getByLabelText('توضیحات سفارش'), '  لطفاً تا آخر هفته ارسال شود ');
    await submit(user);

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0][0]).toMatchObject({ id: 501, status: 'pending_pricing' });
    expect(sent).toMatchObject({
      method: 'POST',
      path: 'orders/',
      body: {
        customer_comment: 'لطفاً تا آخر هفته ارسال شود',
        business_invoice_type: 'unofficial',
        items: [
          { product_id: 21, quantity: 1, customer_notes: '' },
          { product_id: 13, quantity: 25, customer_notes: 'آسیاب‌شده' },
        ],
      },
    });
    expect(api.authorizations.at(-1)).toBe('Bearer access-1');
  });

  test('while sending, the button and every input are disabled', async () => {
    let answer!: (reply: ApiReply) => void;
    api.on('POST orders/', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
    const { onCreated } = renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)');
    await submit(user);

    await waitFor(() => expect(screen.getByRole('button', { name: /ثبت سفارش/ })).toBeDisabled());
    expect(categoryOf(row(1))).toBeDisabled();
    expect(productOf(row(1))).toBeDisabled();
    expect(quantityOf(row(1))).toBeDisabled();
    expect(notesOf(row(1))).toBeDisabled();
    expect(screen.getByLabelText('توضیحات سفارش')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'رسمی (با مالیات)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'افزودن محصول' })).toBeDisabled();

    await waitFor(() => expect(answer).toBeDefined());
    answer({ status: 201, body: createdOrder(503, {}) });
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  });

  test("a 400's details show under their fields, item i under the row that was sent as item i", async () => {
    api.on('GET customers/invoice-info/', { status: 200, body: { customer_info: savedInvoiceInfo } });
    api.on('POST orders/', {
      status: 400,
      body: {
        error: 'محصول «بادام درختی» موجود نیست و قابل سفارش نیست',
        details: {
          'items.1.product_id': ['محصول «بادام درختی» موجود نیست و قابل سفارش نیست'],
          'customer_info.phone': ['این شماره موبایل معتبر نیست'],
        },
      },
    });
    const { onCreated } = renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'آجیل', 'بادام درختی (موجودی: ۸)');
    await user.click(screen.getByRole('button', { name: 'افزودن محصول' }));
    await user.click(screen.getByRole('button', { name: 'افزودن محصول' }));
    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)');
    // rows: 1 = عربیکا (sent as item 0), 2 = empty (left out), 3 = بادام (sent as item 1)
    await chooseOfficial(user);
    expect(infoField('national_id')).toHaveValue(savedInvoiceInfo.national_id);
    await submit(user);

    expect(await screen.findByText('این شماره موبایل معتبر نیست')).toBeInTheDocument();
    expect(infoField('phone')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(row(3)).getAllByText('محصول «بادام درختی» موجود نیست و قابل سفارش نیست').length,
    ).toBeGreaterThan(0);
    expect(productOf(row(3))).toHaveAttribute('aria-invalid', 'true');
    expect(productOf(row(1))).toHaveAttribute('aria-invalid', 'false');
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeEnabled();
  });

  test("a 500 shows the server's Persian error; without one, 'خطا در ثبت سفارش'", async () => {
    api.on('POST orders/', { status: 500, body: { error: 'خطای سرور، لطفاً بعداً تلاش کنید' } });
    const { onCreated } = renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)');
    await submit(user);
    expect(await screen.findByText('خطای سرور، لطفاً بعداً تلاش کنید')).toBeInTheDocument();

    api.on('POST orders/', { status: 502 });
    await submit(user);
    expect(await screen.findByText('خطا در ثبت سفارش')).toBeInTheDocument();
    expect(screen.queryByText('خطای سرور، لطفاً بعداً تلاش کنید')).not.toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(posts()).toHaveLength(2);
  });

  test('cancel is offered when the host passes onCancel', async () => {
    const onCancel = jest.fn();
    renderForm({ onCancel, showTitle: false });
    await ready();
    expect(screen.queryByRole('heading', { name: 'ثبت سفارش جدید' })).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'انصراف' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('presets from the address', () => {
  test('a preselected product in stock fills the first row', async () => {
    renderForm({ preset: { productId: 21 } });
    await ready();
    await waitFor(() => expect(shownValue(productOf(row(1)))).toBe('پسته اکبری (موجودی: ۴۰)'));
    expect(shownValue(categoryOf(row(1)))).toBe('آجیل');
    expect(screen.getByRole('heading', { name: 'ثبت سفارش جدید' })).toBeInTheDocument();
  });

  test('inquiry mode says so and starts with the comment; a product out of stock is not preselected', async () => {
    const comment = 'استعلام قیمت و موجودی «زعفران سرگل» از محموله «محموله پاییز»';
    renderForm({ preset: { productId: 31, inquiry: true, comment } });
    await ready();
    expect(screen.getByRole('heading', { name: 'استعلام قیمت و ثبت سفارش' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'توضیحات سفارش' })).toHaveValue(comment);
    expect(shownValue(categoryOf(row(1)))).toBe('');
    expect(productOf(row(1))).toBeDisabled();
  });
});

describe('loading the catalogue', () => {
  test('shows a loading state until categories and products arrive', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.on('GET products/all-for-orders/', async () => {
      await gate;
      return { status: 200, body: products };
    });
    renderForm();
    expect(await screen.findByRole('status', { name: 'در حال بارگذاری محصولات…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeDisabled();
    release();
    await ready();
    expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeEnabled();
  });

  test('failed categories show the Persian error with the status code, and retry loads them', async () => {
    api.on('GET categories/', { status: 503, body: { error: 'سرویس در دسترس نیست' } });
    renderForm();
    expect(await screen.findByText('خطا در بارگذاری دسته‌بندی‌ها')).toBeInTheDocument();
    expect(screen.getByText('خطای سرور در دریافت دسته‌بندی‌ها (کد ۵۰۳)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeDisabled();

    api.on('GET categories/', { status: 200, body: categories });
    await setupUser().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await ready();
    expect(screen.queryByText('خطا در بارگذاری دسته‌بندی‌ها')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'categories/')).toHaveLength(2);
  });

  test.each([
    [404, 'آدرس دسته‌بندی‌ها روی سرور پیدا نشد (کد ۴۰۴)'],
    [403, 'اجازه دسترسی به دسته‌بندی‌ها را ندارید (کد ۴۰۳)'],
  ])('categories answering %i', async (status, text) => {
    api.on('GET categories/', { status, body: { error: 'x' } });
    renderForm();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('categories in an unknown shape are reported as an invalid format', async () => {
    api.on('GET categories/', { status: 200, body: { items: categories } });
    renderForm();
    expect(await screen.findByText('فرمت پاسخ دسته‌بندی‌ها نامعتبر است')).toBeInTheDocument();
  });

  test("failed products show the server's message, and retry loads them", async () => {
    api.on('GET products/all-for-orders/', { status: 500, body: { error: 'خطا در خواندن انبار' } });
    renderForm();
    expect(await screen.findByText('خطا در بارگذاری محصولات')).toBeInTheDocument();
    expect(screen.getByText('خطا در خواندن انبار')).toBeInTheDocument();
    api.on('GET products/all-for-orders/', { status: 200, body: products });
    await setupUser().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await ready();
  });
});
