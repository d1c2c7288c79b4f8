// The order form's test world: a signed-in customer, the catalogue, a fake API and the helpers that act on the
// form like a user (antd selects included).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore, type AuthUser, type Order } from '@sefaresh/shared-api';
import { STATUS } from '@sefaresh/shared-api/rules';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { CreateOrderForm, type CreateOrderFormProps } from './index';

export const signedIn: AuthUser = {
  id: 7,
  email: 'maryam@example.com',
  name: 'مریم احمدی',
  is_staff: false,
  is_dealer: false,
  company_name: 'بازرگانی احمدی',
  phone: '09121234567',
};

export const categories = [
  { id: 1, name: 'coffee', name_fa: 'قهوه', display_name: 'قهوه' },
  { id: 2, name: 'nuts', name_fa: 'آجیل', display_name: 'آجیل' },
  { id: 3, name: 'spices', name_fa: 'ادویه', display_name: 'ادویه' },
];

export const products = [
  { id: 11, name: 'قهوه عربیکا برزیل', category_id: 1, stock: 120 },
  { id: 12, name: 'قهوه روبوستا ویتنام', category_id: 1, stock: 0 },
  { id: 13, name: 'قهوه اسپرسو بلند', category_id: 1, stock: 1500 },
  { id: 21, name: 'پسته اکبری', category_id: 2, stock: 40 },
  { id: 22, name: 'بادام درختی', category_id: 2, stock: 8 },
  { id: 31, name: 'زعفران سرگل', category_id: 3, stock: 0 },
];

export const savedInvoiceInfo = {
  name: 'شرکت بازرگانی احمدی',
  phone: '09351112233',
  company_name: 'بازرگانی احمدی',
  national_id: '10380284790',
  economic_id: '411111111111',
  postal_code: '1417614411',
  complete_address: 'خیابان انقلاب، کوچه دوم، پلاک ۱۲',
  province: 'تهران',
  city: 'تهران',
};

export function createdOrder(id: number, body: Record<string, unknown>): Order {
  const official = body.business_invoice_type === 'official';
  return {
    id,
    status: STATUS.pendingPricing,
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

// Typing into antd inputs under formik, and antd selects, are slow in jsdom (more so on a shared CPU).
export const setupUser = () => userEvent.setup({ delay: null });

export function renderForm(props: Partial<CreateOrderFormProps> = {}) {
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
export const rows = () => screen.getAllByRole('group', { name: /^محصول / });
export const row = (n: number) => rows()[n - 1];

export type User = ReturnType<typeof setupUser>;

/** The dropdown a select opened (antd keeps closed dropdowns in the page; the combobox names its list). */
export const dropdownOf = (combobox: HTMLElement) =>
  document.getElementById(`${combobox.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown') ?? null;
export const optionsOf = (combobox: HTMLElement) => [
  ...(dropdownOf(combobox)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []),
];
export const optionTexts = (combobox: HTMLElement) => optionsOf(combobox).map((o) => o.textContent);

export async function openSelect(user: User, combobox: HTMLElement) {
  await user.click(combobox);
  await waitFor(() => expect(dropdownOf(combobox)).not.toBeNull());
}

export async function choose(user: User, combobox: HTMLElement, text: string) {
  await openSelect(user, combobox);
  const option = optionsOf(combobox).find((o) => o.textContent === text);
  if (!option) throw new Error(`no option "${text}" among ${JSON.stringify(optionTexts(combobox))}`);
  await user.click(option);
}

export const categoryOf = (r: HTMLElement) => within(r).getByRole('combobox', { name: 'دسته‌بندی' });
export const productOf = (r: HTMLElement) => within(r).getByRole('combobox', { name: 'محصول' });
export const quantityOf = (r: HTMLElement) => within(r).getByRole('spinbutton', { name: 'تعداد' });
export const notesOf = (r: HTMLElement) =>
  within(r).getByRole('textbox', { name: 'توضیحات این محصول (اختیاری)' });
/** The text shown as a select's value. */
export const shownValue = (combobox: HTMLElement) => {
  const content = combobox.closest('.ant-select-content');
  return content?.classList.contains('ant-select-content-has-value')
    ? (content.getAttribute('title') ?? '')
    : '';
};

export async function ready() {
  await screen.findByRole('combobox', { name: 'دسته‌بندی' });
}

export async function fillRow(
  user: User,
  r: HTMLElement,
  category: string,
  product: string,
  quantity?: string,
) {
  await choose(user, categoryOf(r), category);
  await choose(user, productOf(r), product);
  if (quantity !== undefined) {
    await user.clear(quantityOf(r));
    await user.type(quantityOf(r), quantity);
  }
}

export const submit = (user: User) => user.click(screen.getByRole('button', { name: 'ثبت سفارش' }));
export const posts = (api: TestApi) => api.calls.filter((c) => c.method === 'POST');

export const INFO_LABELS = {
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
export const infoField = (field: keyof typeof INFO_LABELS) => screen.getByLabelText(INFO_LABELS[field]);

export async function chooseOfficial(user: User) {
  await user.click(screen.getByRole('radio', { name: 'رسمی (با مالیات)' }));
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'در حال دریافت اطلاعات فاکتور…' })).toBeNull(),
  );
}

/** A fake API with the catalogue and no saved invoice info, for a signed-in customer. */
export async function startFormApi(): Promise<TestApi> {
  localStorage.clear();
  useAuthStore.getState().setSession(signedIn, { access: 'access-1', refresh: 'refresh-1' });
  const api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET categories/', { status: 200, body: categories });
  api.on('GET products/all-for-orders/', { status: 200, body: products });
  api.on('GET customers/invoice-info/', { status: 200, body: { customer_info: null } });
  return api;
}

export async function stopFormApi(api: TestApi) {
  await api.close();
  useAuthStore.getState().clear();
}
