import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@sefaresh/shared-api/rules';
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
beforeEach(async () => {
  ({ api } = await startOrderApi(confirmedOrder));
});
afterEach(() => stopOrderApi(api));

const UPDATE = 'POST customers/update-invoice-info/';

async function openModal() {
  const user = setupUser();
  renderOrderPage();
  await user.click(await screen.findByRole('button', { name: 'ویرایش اطلاعات فاکتور' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('invoice info modal', () => {
  test('prefilled from the order; validation messages; nothing sent while invalid', async () => {
    const { user, dialog } = await openModal();
    const phone = within(dialog).getByLabelText('شماره موبایل');
    expect(phone).toHaveValue('09121234567');
    expect(within(dialog).getByLabelText('کد پستی')).toHaveAttribute('maxlength', '10');
    expect(within(dialog).getByLabelText('شناسه/کد ملی')).toHaveAttribute('maxlength', '11');

    await user.clear(within(dialog).getByLabelText('نام'));
    await user.clear(phone);
    await user.type(phone, '0912123');
    await user.clear(within(dialog).getByLabelText('شناسه/کد ملی'));
    await user.type(within(dialog).getByLabelText('شناسه/کد ملی'), '12345');
    await user.clear(within(dialog).getByLabelText('کد پستی'));
    await user.type(within(dialog).getByLabelText('کد پستی'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await within(dialog).findByText('نام الزامی است')).toBeInTheDocument();
    expect(within(dialog).getByText('شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.nationalIdInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText('کد پستی باید دقیقاً ۱۰ رقم باشد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', 'customers/update-invoice-info/')).toHaveLength(0);
  });

  test("the server's field errors are shown per field", async () => {
    api.on(UPDATE, {
      status: 400,
      body: {
        error: 'لطفاً خطاهای فرم را برطرف کنید',
        details: { postal_code: ['کد پستی باید دقیقاً ۱۰ رقم باشد'], city: ['شهر الزامی است'] },
      },
    });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('شهر الزامی است')).toBeInTheDocument();
    expect(within(dialog).getByText('کد پستی باید دقیقاً ۱۰ رقم باشد')).toBeInTheDocument();
    expect(within(dialog).getByText('لطفاً خطاهای فرم را برطرف کنید')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('شهر')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a save sends the info with the order id, says so, closes after 2 s and reloads the order', async () => {
    api.on(UPDATE, {
      status: 200,
      body: {
        customer_info: waitingOrder.customer_info,
        is_complete: true,
        message: 'اطلاعات با موفقیت به‌روزرسانی شد',
      },
    });
    const { user, dialog } = await openModal();
    const city = within(dialog).getByLabelText('شهر');
    await user.clear(city);
    await user.type(city, 'کرج');
    await user.clear(within(dialog).getByLabelText('کد اقتصادی'));
    await user.type(within(dialog).getByLabelText('کد اقتصادی'), '۴۱۱۱۲۲۲۲۳۳۳۳');
    const loads = callsTo(api, 'GET', orderPath).length;
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await within(dialog).findByText('اطلاعات با موفقیت به‌روزرسانی شد')).toBeInTheDocument();
    expect(callsTo(api, 'POST', 'customers/update-invoice-info/').map((c) => c.body)).toEqual([
      {
        invoice_type: 'official',
        order_id: 12,
        customer_info: { ...waitingOrder.customer_info, city: 'کرج', economic_id: '411122223333' },
      },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
    await waitFor(() => expect(callsTo(api, 'GET', orderPath).length).toBe(loads + 1));
  });

  test('a mobile typed with spaces, «0912 345 6789», is accepted and sent as its digits', async () => {
    api.on(UPDATE, {
      status: 200,
      body: { customer_info: waitingOrder.customer_info, is_complete: true, message: 'ذخیره شد' },
    });
    const { user, dialog } = await openModal();
    const phone = within(dialog).getByLabelText('شماره موبایل');
    await user.clear(phone);
    await user.type(phone, '0912 345 6789');
    expect(phone).toHaveValue('0912 345 6789');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await within(dialog).findByText('ذخیره شد')).toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.mobileInvalid)).not.toBeInTheDocument();
    const [sent] = callsTo(api, 'POST', 'customers/update-invoice-info/');
    expect(sent.body).toMatchObject({ customer_info: { phone: '09123456789' } });
  });

  test('without customer_info on the order the saved info is loaded; a load failure is said', async () => {
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({ status: 'confirmed', customer_info: null }),
    });
    api.on('GET customers/invoice-info/', { status: 500, body: { error: 'خطای سرور' } });
    const { dialog } = await openModal();
    expect(await within(dialog).findByText('خطا در بارگذاری اطلاعات')).toBeInTheDocument();
    expect(within(dialog).getByText('برخی اطلاعات فاکتور رسمی ناقص است')).toBeInTheDocument();
  });

  test('a pending official order offers the edit in the order card', async () => {
    api.on(`GET ${orderPath}`, { status: 200, body: orderWith({ status: 'pending_pricing', items: [] }) });
    api.on('GET customers/invoice-info/', {
      status: 200,
      body: { customer_info: { ...waitingOrder.customer_info, name: 'شرکت نمونه' }, is_complete: true },
    });
    api.on(`GET ${orderPath}`, {
      status: 200,
      body: orderWith({ status: 'pending_pricing', items: [], customer_info: null }),
    });
    const { dialog } = await openModal();
    expect(await within(dialog).findByDisplayValue('شرکت نمونه')).toBeInTheDocument();
  });

  test("a company's 11-digit national ID is saved; a wrong check digit or economic code is refused", async () => {
    api.on(UPDATE, {
      status: 200,
      body: { customer_info: waitingOrder.customer_info, is_complete: true, message: 'ذخیره شد' },
    });
    const { user, dialog } = await openModal();
    const nationalId = within(dialog).getByLabelText('شناسه/کد ملی');
    await user.clear(nationalId);
    await user.type(nationalId, '۱۰۳۸۰۲۸۴۷۹۱');
    await user.type(within(dialog).getByLabelText('کد اقتصادی'), '۴۱۱۱');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText(MESSAGES.nationalIdCheckDigit)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.economicIdInvalid)).toBeInTheDocument();
    expect(callsTo(api, 'POST', 'customers/update-invoice-info/')).toHaveLength(0);

    await user.clear(nationalId);
    await user.type(nationalId, '۱۰۳۸۰۲۸۴۷۹۰');
    await user.clear(within(dialog).getByLabelText('کد اقتصادی'));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('ذخیره شد')).toBeInTheDocument();
    const [sent] = callsTo(api, 'POST', 'customers/update-invoice-info/');
    expect(sent.body).toMatchObject({ customer_info: { national_id: '10380284790', economic_id: '' } });
  });

  test('province from the list, then a city of that province; another province clears the city', async () => {
    api.on(UPDATE, {
      status: 200,
      body: { customer_info: waitingOrder.customer_info, is_complete: true, message: 'ذخیره شد' },
    });
    const { user, dialog } = await openModal();
    const province = within(dialog).getByLabelText('استان');
    const city = within(dialog).getByLabelText('شهر');
    expect(city).toHaveValue('تهران');
    await pick(user, province, 'گیلان');
    await waitFor(() => expect(city).toHaveValue(''));
    await pick(user, city, 'بندر انزلی');
    expect(city).toHaveValue('بندر انزلی');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('ذخیره شد')).toBeInTheDocument();
    const [sent] = callsTo(api, 'POST', 'customers/update-invoice-info/');
    expect(sent.body).toMatchObject({ customer_info: { province: 'گیلان', city: 'بندر انزلی' } });
  });
});

/** Opens a select or city box and clicks the option with this text. */
async function pick(user: ReturnType<typeof setupUser>, combobox: HTMLElement, text: string) {
  await user.click(combobox);
  const option = await waitFor(() => {
    const list = document.getElementById(`${combobox.id}_list`)?.closest('.ant-select-dropdown');
    const found = [...(list?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find(
      (o) => o.textContent === text,
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  await user.click(option);
}
