import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore, type AuthUser, type Order } from '@sefaresh/shared-api';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { startTestApi, type ApiCall, type ApiReply, type TestApi } from '@sefaresh/shared-api/testing';
import { CreateOrderForm, type CreateOrderFormProps } from './index';

const signedIn: AuthUser = {
  id: 7,
  email: 'maryam@example.com',
  name: 'مریم احمدی',
  is_staff: false,
  is_dealer: false,
  company_name: 'بازرگانی احمدی',
  phone: '09121234567',
};

const categories = [
  { id: 1, name: 'coffee', name_fa: 'قهوه', display_name: 'قهوه' },
  { id: 2, name: 'nuts', name_fa: 'آجیل', display_name: 'آجیل' },
  { id: 3, name: 'spices', name_fa: 'ادویه', display_name: 'ادویه' },
];

const products = [
  { id: 11, name: 'قهوه عربیکا برزیل', category_id: 1, stock: 120 },
  { id: 12, name: 'قهوه روبوستا ویتنام', category_id: 1, stock: 0 },
  { id: 13, name: 'قهوه اسپرسو بلند', category_id: 1, stock: 1500 },
  { id: 21, name: 'پسته اکبری', category_id: 2, stock: 40 },
  { id: 22, name: 'بادام درختی', category_id: 2, stock: 8 },
  { id: 31, name: 'زعفران سرگل', category_id: 3, stock: 0 },
];

const savedInvoiceInfo = {
  name: 'شرکت بازرگانی احمدی',
  phone: '09351112233',
  company_name: 'بازرگانی احمدی',
  national_id: '10101234567',
  economic_id: '411111111111',
  postal_code: '1417614411',
  complete_address: 'خیابان انقلاب، کوچه دوم، پلاک ۱۲',
  province: 'تهران',
  city: 'تهران',
};

function createdOrder(id: number, body: Record<string, unknown>): Order {
  const official = body.business_invoice_type === 'official';
  return {
    id,
    status: 'pending_pricing',
    customer_name: signedIn.name,
    customer_phone: signedIn.phone ?? '',
    created_at: '2026-11-21T09:15:00Z',
    business_invoice_type: official ? 'official' : 'unofficial',
    business_invoice_type_display: official ? 'رسمی' : 'غیررسمی',
    is_official_invoice: official,
    quoted_total: null,
    total_with_tax: null,
    pricing_date: null,
    priced_by_name: null,
    assigned_dealer_name: null,
    assigned_dealer_code: null,
    dealer_assigned_at: null,
    customer_comment: String(body.customer_comment ?? ''),
    admin_comment: '',
    has_payment_receipts: false,
    payment_receipts_count: 0,
    payment_receipts: [],
    payment_receipt: null,
    payment_receipt_uploaded_at: null,
    completion_date: null,
    items: [],
  } as unknown as Order;
}

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useAuthStore.getState().setSession(signedIn, { access: 'access-1', refresh: 'refresh-1' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET categories/', { status: 200, body: categories });
  api.on('GET products/all-for-orders/', { status: 200, body: products });
  api.on('GET customers/invoice-info/', { status: 200, body: { customer_info: null } });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

// Typing into antd inputs under formik, and antd selects, are slow in jsdom (more so on a shared CPU).
jest.setTimeout(60_000);

const setupUser = () => userEvent.setup({ delay: null });

function renderForm(props: Partial<CreateOrderFormProps> = {}) {
  const onCreated = jest.fn();
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <CreateOrderForm onCreated={onCreated} {...props} />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
  return { onCreated };
}

/** The item rows, top first. */
const rows = () => screen.getAllByRole('group', { name: /^محصول / });
const row = (n: number) => rows()[n - 1];

type User = ReturnType<typeof setupUser>;

/** The dropdown a select opened (antd keeps closed dropdowns in the page; the combobox names its list). */
const dropdownOf = (combobox: HTMLElement) =>
  document.getElementById(`${combobox.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown') ?? null;
const optionsOf = (combobox: HTMLElement) => [
  ...(dropdownOf(combobox)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []),
];
const optionTexts = (combobox: HTMLElement) => optionsOf(combobox).map((o) => o.textContent);

async function openSelect(user: User, combobox: HTMLElement) {
  await user.click(combobox);
  await waitFor(() => expect(dropdownOf(combobox)).not.toBeNull());
}

async function choose(user: User, combobox: HTMLElement, text: string) {
  await openSelect(user, combobox);
  const option = optionsOf(combobox).find((o) => o.textContent === text);
  if (!option) throw new Error(`no option "${text}" among ${JSON.stringify(optionTexts(combobox))}`);
  await user.click(option);
}

const categoryOf = (r: HTMLElement) => within(r).getByRole('combobox', { name: 'دسته‌بندی' });
const productOf = (r: HTMLElement) => within(r).getByRole('combobox', { name: 'محصول' });
const quantityOf = (r: HTMLElement) => within(r).getByRole('spinbutton', { name: 'تعداد' });
const notesOf = (r: HTMLElement) => within(r).getByRole('textbox', { name: 'توضیحات این محصول (اختیاری)' });
/** The text shown as a select's value. */
const shownValue = (combobox: HTMLElement) => {
  const content = combobox.closest('.ant-select-content');
  return content?.classList.contains('ant-select-content-has-value')
    ? (content.getAttribute('title') ?? '')
    : '';
};

async function ready() {
  await screen.findByRole('combobox', { name: 'دسته‌بندی' });
}

async function fillRow(user: User, r: HTMLElement, category: string, product: string, quantity?: string) {
  await choose(user, categoryOf(r), category);
  await choose(user, productOf(r), product);
  if (quantity !== undefined) {
    await user.clear(quantityOf(r));
    await user.type(quantityOf(r), quantity);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'ثبت سفارش' }));
const posts = () => api.calls.filter((c) => c.method === 'POST');

const INFO_LABELS = {
  name: 'نام',
  phone: 'شماره موبایل',
  company_name: 'نام شرکت (اختیاری)',
  national_id: 'شناسه/کد ملی',
  economic_id: 'کد اقتصادی (اختیاری)',
  postal_code: 'کد پستی',
  province: 'استان',
  city: 'شهر',
  complete_address: 'آدرس کامل',
} as const;
const infoField = (field: keyof typeof INFO_LABELS) => screen.getByLabelText(INFO_LABELS[field]);

async function chooseOfficial(user: User) {
  await user.click(screen.getByRole('radio', { name: 'رسمی' }));
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'در حال دریافت اطلاعات فاکتور…' })).toBeNull(),
  );
}

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

describe('official invoice', () => {
  test('the customer block shows only for an official invoice, prefilled from the saved invoice info', async () => {
    api.on('GET customers/invoice-info/', { status: 200, body: { customer_info: savedInvoiceInfo } });
    renderForm();
    await ready();
    const user = setupUser();
    expect(screen.getByRole('radio', { name: 'غیررسمی' })).toBeChecked();
    expect(screen.queryByText('اطلاعات خریدار برای فاکتور رسمی')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'customers/invoice-info/')).toBe(false);

    await chooseOfficial(user);
    expect(screen.getByText('اطلاعات خریدار برای فاکتور رسمی')).toBeInTheDocument();
    expect(infoField('name')).toHaveValue('شرکت بازرگانی احمدی');
    expect(infoField('phone')).toHaveValue('09351112233');
    expect(infoField('national_id')).toHaveValue('10101234567');
    expect(infoField('national_id')).toHaveAttribute('maxlength', '11');
    expect(infoField('postal_code')).toHaveValue('1417614411');
    expect(infoField('postal_code')).toHaveAttribute('maxlength', '10');
    expect(infoField('complete_address')).toHaveValue('خیابان انقلاب، کوچه دوم، پلاک ۱۲');

    await user.click(screen.getByRole('radio', { name: 'غیررسمی' }));
    expect(screen.queryByText('اطلاعات خریدار برای فاکتور رسمی')).not.toBeInTheDocument();
  });

  test('without saved invoice info the block starts from the signed-in user', async () => {
    api.on('GET customers/invoice-info/', { status: 404, body: { error: 'یافت نشد' } });
    renderForm();
    await ready();
    const user = setupUser();
    await chooseOfficial(user);
    expect(infoField('name')).toHaveValue('مریم احمدی');
    expect(infoField('phone')).toHaveValue('09121234567');
    expect(infoField('company_name')).toHaveValue('بازرگانی احمدی');
    expect(infoField('national_id')).toHaveValue('');
  });

  test('every official field is checked, with the form-level message', async () => {
    useAuthStore.setState({ user: { ...signedIn, name: '', phone: null, company_name: null } });
    renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)');
    await chooseOfficial(user);
    await submit(user);

    expect(await screen.findByText(MESSAGES.officialInfoIncomplete)).toBeInTheDocument();
    for (const text of [
      'نام الزامی است',
      'شماره موبایل الزامی است',
      'شناسه/کد ملی الزامی است',
      'کد پستی الزامی است',
      'استان الزامی است',
      'شهر الزامی است',
      'آدرس کامل الزامی است',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('نام شرکت الزامی است')).not.toBeInTheDocument();
    expect(screen.queryByText('کد اقتصادی الزامی است')).not.toBeInTheDocument();
    expect(infoField('phone')).toHaveAttribute('aria-invalid', 'true');

    await user.type(infoField('name'), 'مریم احمدی');
    await user.type(infoField('phone'), '0912123');
    await user.type(infoField('national_id'), '1234567');
    await user.type(infoField('postal_code'), '14176');
    await user.type(infoField('economic_id'), 'الف۱۲');
    await user.type(infoField('province'), 'تهران');
    await user.type(infoField('city'), 'تهران');
    await user.type(infoField('complete_address'), 'خیابان آزادی، پلاک ۵');
    await submit(user);

    expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.nationalIdInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.postalCodeInvalid)).toBeInTheDocument();
    expect(screen.getByText('کد اقتصادی فقط باید شامل رقم باشد')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.officialInfoIncomplete)).toBeInTheDocument();
    expect(screen.queryByText('نام الزامی است')).not.toBeInTheDocument();

    // Persian digits are accepted; the message goes once every field is valid
    await user.clear(infoField('phone'));
    await user.type(infoField('phone'), '۰۹۱۲۱۲۳۴۵۶۷');
    await user.clear(infoField('national_id'));
    await user.type(infoField('national_id'), '۱۲۳۴۵۶۷۸');
    await user.clear(infoField('postal_code'));
    await user.type(infoField('postal_code'), '۱۴۱۷۶۱۴۴۱۱');
    await user.clear(infoField('economic_id'));
    await waitFor(() => expect(screen.queryByText(MESSAGES.mobileInvalid)).not.toBeInTheDocument());
    expect(screen.queryByText(MESSAGES.nationalIdInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.postalCodeInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.officialInfoIncomplete)).not.toBeInTheDocument();
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

  test('more than the stock warns under the row without blocking the order', async () => {
    let sent: ApiCall | undefined;
    api.on('POST orders/', (call) => {
      sent = call;
      return { status: 201, body: createdOrder(502, call.body as Record<string, unknown>) };
    });
    const { onCreated } = renderForm();
    await ready();
    const user = setupUser();
    const warning = 'تعداد درخواستی از موجودی فعلی انبار (۸) بیشتر است';
    await fillRow(user, row(1), 'آجیل', 'بادام درختی (موجودی: ۸)', '8');
    expect(within(row(1)).queryByRole('status')).toBeNull();
    await user.type(quantityOf(row(1)), '0');
    expect(within(row(1)).getByRole('status')).toHaveTextContent(warning);
    await submit(user);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sent?.body).toMatchObject({ items: [{ product_id: 22, quantity: 80 }] });
  });

  test('an official order also sends customer_info, digits in ASCII', async () => {
    api.on('POST orders/', ({ body }) => ({
      status: 201,
      body: createdOrder(502, body as Record<string, unknown>),
    }));
    const { onCreated } = renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)', '3');
    await chooseOfficial(user);
    await user.type(infoField('national_id'), '۰۰۱۲۳۴۵۶۷۸');
    await user.type(infoField('postal_code'), '۱۴۱۷۶۱۴۴۱۱');
    await user.type(infoField('province'), 'اصفهان');
    await user.type(infoField('city'), 'کاشان');
    await user.type(infoField('complete_address'), 'بلوار امیرکبیر، پلاک ۷');
    await submit(user);

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(posts()[0].body).toEqual({
      customer_comment: '',
      business_invoice_type: 'official',
      items: [{ product_id: 11, quantity: 3, customer_notes: '' }],
      customer_info: {
        name: 'مریم احمدی',
        phone: '09121234567',
        company_name: 'بازرگانی احمدی',
        national_id: '0012345678',
        economic_id: '',
        postal_code: '1417614411',
        complete_address: 'بلوار امیرکبیر، پلاک ۷',
        province: 'اصفهان',
        city: 'کاشان',
      },
    });
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
    expect(screen.getByRole('radio', { name: 'رسمی' })).toBeDisabled();
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
