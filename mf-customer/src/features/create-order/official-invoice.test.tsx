import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@sefaresh/shared-api';
import { MESSAGES } from '@sefaresh/shared-api/rules';
import type { TestApi } from '@sefaresh/shared-api/testing';
import {
  choose,
  chooseOfficial,
  createdOrder,
  optionTexts,
  shownValue,
  fillRow,
  infoField,
  ready,
  renderForm,
  row,
  savedInvoiceInfo,
  setupUser,
  signedIn,
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

describe('official invoice', () => {
  test('the customer block shows only for an official invoice, prefilled from the saved invoice info', async () => {
    api.on('GET customers/invoice-info/', { status: 200, body: { customer_info: savedInvoiceInfo } });
    renderForm();
    await ready();
    const user = setupUser();
    expect(screen.getByRole('radio', { name: 'غیررسمی (بدون مالیات)' })).toBeChecked();
    expect(screen.queryByText('اطلاعات خریدار برای فاکتور رسمی')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'customers/invoice-info/')).toBe(false);

    await chooseOfficial(user);
    expect(screen.getByText('اطلاعات خریدار برای فاکتور رسمی')).toBeInTheDocument();
    expect(infoField('name')).toHaveValue('شرکت بازرگانی احمدی');
    expect(infoField('phone')).toHaveValue('09351112233');
    expect(infoField('national_id')).toHaveValue(savedInvoiceInfo.national_id);
    expect(infoField('national_id')).toHaveAttribute('maxlength', '11');
    expect(infoField('postal_code')).toHaveValue('1417614411');
    expect(infoField('postal_code')).toHaveAttribute('maxlength', '10');
    expect(infoField('complete_address')).toHaveValue('خیابان انقلاب، کوچه دوم، پلاک ۱۲');
    expect(shownValue(infoField('province'))).toBe('تهران');
    expect(infoField('city')).toHaveValue('تهران');

    await user.click(screen.getByRole('radio', { name: 'غیررسمی (بدون مالیات)' }));
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
    await choose(user, infoField('province'), 'تهران');
    await user.type(infoField('city'), 'تهران');
    await user.type(infoField('complete_address'), 'خیابان آزادی، پلاک ۵');
    await submit(user);

    expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.nationalIdInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.postalCodeInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.economicIdInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.officialInfoIncomplete)).toBeInTheDocument();
    expect(screen.queryByText('نام الزامی است')).not.toBeInTheDocument();

    // Persian digits are accepted; the message goes once every field is valid
    await user.clear(infoField('phone'));
    await user.type(infoField('phone'), '۰۹۱۲۱۲۳۴۵۶۷');
    await user.clear(infoField('national_id'));
    await user.type(infoField('national_id'), '۰۴۹۹۳۷۰۸۹۹');
    await user.clear(infoField('postal_code'));
    await user.type(infoField('postal_code'), '۱۴۱۷۶۱۴۴۱۱');
    await user.clear(infoField('economic_id'));
    await waitFor(() => expect(screen.queryByText(MESSAGES.mobileInvalid)).not.toBeInTheDocument());
    expect(screen.queryByText(MESSAGES.nationalIdInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.postalCodeInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.officialInfoIncomplete)).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  test("a company's 11-digit national ID is accepted; a wrong check digit is refused in Persian", async () => {
    renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)');
    await chooseOfficial(user);
    await user.type(infoField('national_id'), '۱۰۳۸۰۲۸۴۷۹۱');
    await submit(user);
    expect(await screen.findByText(MESSAGES.nationalIdCheckDigit)).toBeInTheDocument();
    expect(infoField('national_id')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(infoField('national_id'));
    await user.type(infoField('national_id'), '۱۰۳۸۰۲۸۴۷۹۰');
    await waitFor(() => expect(screen.queryByText(MESSAGES.nationalIdCheckDigit)).not.toBeInTheDocument());
    expect(screen.queryByText(MESSAGES.nationalIdInvalid)).not.toBeInTheDocument();
    expect(infoField('national_id')).toHaveAttribute('aria-invalid', 'false');
    expect(posts()).toHaveLength(0);
  });

  test('the province is picked from the list (searched in Persian), then a city of that province', async () => {
    renderForm();
    await ready();
    const user = setupUser();
    await chooseOfficial(user);
    const province = infoField('province');
    await user.click(province);
    await user.type(province, 'اصف');
    await waitFor(() => expect(optionTexts(province)).toEqual(['اصفهان']));
    await choose(user, province, 'اصفهان');
    expect(shownValue(province)).toBe('اصفهان');

    await choose(user, infoField('city'), 'کاشان');
    expect(infoField('city')).toHaveValue('کاشان');
    expect(optionTexts(infoField('city'))).not.toContain('شیراز');

    // another province: the old city goes, the new one's cities are offered
    await choose(user, province, 'فارس');
    await waitFor(() => expect(infoField('city')).toHaveValue(''));
    await choose(user, infoField('city'), 'شیراز');
    expect(infoField('city')).toHaveValue('شیراز');
    // a city off the list may be typed
    await user.clear(infoField('city'));
    await user.type(infoField('city'), 'قیر');
    expect(infoField('city')).toHaveValue('قیر');
  });

  test('a saved province off the list is still shown, and must be picked from the list before sending', async () => {
    api.on('GET customers/invoice-info/', {
      status: 200,
      body: { customer_info: { ...savedInvoiceInfo, province: 'Tehran', city: 'Tehran' } },
    });
    renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)');
    await chooseOfficial(user);
    expect(shownValue(infoField('province'))).toBe('Tehran');
    expect(infoField('city')).toHaveValue('Tehran');
    await submit(user);
    expect(await screen.findByText(MESSAGES.provinceUnknown)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  test('an official order sends customer_info: digits in ASCII, a short national code with its zeros', async () => {
    api.on('POST orders/', ({ body }) => ({
      status: 201,
      body: createdOrder(502, body as Record<string, unknown>),
    }));
    const { onCreated } = renderForm();
    await ready();
    const user = setupUser();
    await fillRow(user, row(1), 'قهوه', 'قهوه عربیکا برزیل (موجودی: ۱۲۰)', '3');
    await chooseOfficial(user);
    await user.type(infoField('national_id'), '۸۴۵۷۵۹۴۸');
    await user.type(infoField('economic_id'), '۴۱۱۱۲۲۲۲۳۳۳۳');
    await user.type(infoField('postal_code'), '۱۴۱۷۶۱۴۴۱۱');
    await choose(user, infoField('province'), 'اصفهان');
    await choose(user, infoField('city'), 'کاشان');
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
        national_id: '0084575948',
        economic_id: '411122223333',
        postal_code: '1417614411',
        complete_address: 'بلوار امیرکبیر، پلاک ۷',
        province: 'اصفهان',
        city: 'کاشان',
      },
    });
  });
});
