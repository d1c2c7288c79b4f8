// Shared by the editor's tests (imported by *.test.tsx only): orders shaped like the server's OrderDetail, the
// render helper and the test API with the page's side calls answered.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  configureApi,
  useAuthStore,
  type AuthUser,
  type Order,
  type OrderItem,
  type PaymentReceipt,
  type PricingOption,
} from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { ThemeProvider } from '@sefaresh/shared-ui';
import type { AdminCustomerInfo, OrderEvent } from './admin-api';
import { AdminOrderEditorPage } from './index';
import { allowedActions } from '@sefaresh/shared-api/rules';

export const ORDER_ID = 12;
export const orderPath = `orders/${ORDER_ID}/`;
export const detailsPath = `admin/orders/${ORDER_ID}/details/`;
export const customerInfoPath = `admin/orders/${ORDER_ID}/customer-info/`;

export const staff: AuthUser = {
  id: 1,
  email: 'admin@example.com',
  name: 'علی مدیری',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

export function option(overrides: Partial<PricingOption> & Pick<PricingOption, 'id'>): PricingOption {
  return {
    is_selected: false,
    custom_term_label: '',
    term_display: 'نقدی',
    payment_term: 'instant',
    discount_percentage: '0.00',
    unit_price: '1000000',
    total_price: '10000000',
    tax_amount: '1000000',
    total_with_tax: '11000000',
    ...overrides,
  };
}

export function item(overrides: Partial<OrderItem> & Pick<OrderItem, 'id'>): OrderItem {
  return {
    is_active: true,
    removed_at: null,
    product_name: 'قهوه عربیکا برزیل',
    product_code: 'P-101',
    product: { id: 101, name: 'قهوه عربیکا برزیل', tax_rate: 10 },
    requested_quantity: 10,
    final_quantity: null,
    customer_notes: '',
    admin_notes: '',
    pricing_options: [],
    ...overrides,
  };
}

/** Two unpriced items of a new order. */
export const coffeeNew = item({ id: 31, customer_notes: 'بسته‌بندی یک کیلویی' });
export const pistachioNew = item({
  id: 32,
  product_name: 'پسته اکبری',
  product_code: 'P-205',
  product: { id: 205, name: 'پسته اکبری', tax_rate: 9 },
  requested_quantity: 5,
});

/** The same items priced: coffee cash and 2 months with 5 %, pistachio cash. */
export const coffeePriced = item({
  ...coffeeNew,
  final_quantity: 10,
  admin_notes: 'موجودی انبار تهران',
  pricing_options: [
    option({ id: 301 }),
    option({
      id: 302,
      term_display: '۲ ماهه',
      payment_term: '2_month',
      discount_percentage: '5.00',
      unit_price: '1200000',
      total_price: '11400000',
      tax_amount: '1140000',
      total_with_tax: '12540000',
    }),
  ],
});
export const pistachioPriced = item({
  ...pistachioNew,
  final_quantity: 5,
  pricing_options: [
    option({
      id: 311,
      unit_price: '4000000',
      total_price: '20000000',
      tax_amount: '1800000',
      total_with_tax: '21800000',
    }),
  ],
});

export const pendingOrder: Order = {
  id: ORDER_ID,
  status: 'pending_pricing',
  allowed_actions: allowedActions('pending_pricing', ['staff']),
  created_at: '2026-11-22T08:30:00Z',
  business_invoice_type: 'official',
  business_invoice_type_display: 'رسمی',
  is_official_invoice: true,
  quoted_total: null,
  total_with_tax: null,
  pricing_date: null,
  priced_by_name: null,
  assigned_dealer_id: null,
  assigned_dealer_name: null,
  assigned_dealer_code: null,
  dealer_assigned_at: null,
  dealer_notes: '',
  dealer_commission_amount: null,
  default_commission_rate: null,
  effective_commission_rate: null,
  commission_paid: false,
  commission_status: null,
  customer_comment: 'لطفاً زودتر ارسال شود',
  admin_comment: '',
  has_payment_receipts: false,
  payment_receipts_count: 0,
  completion_date: null,
  customer_name: 'مریم احمدی',
  customer_phone: '09121234567',
  customer_info: {
    name: 'مریم احمدی',
    phone: '09121234567',
    company_name: 'بازرگانی احمدی',
    national_id: '1234567890',
    economic_id: '',
    postal_code: '1234567890',
    complete_address: 'تهران، خیابان آزادی، پلاک ۱۰',
    province: 'تهران',
    city: 'تهران',
  },
  payment_receipts: [],
  payment_receipt: null,
  payment_receipt_uploaded_at: null,
  payment_verified_at: null,
  payment_notes: '',
  customer_rejection_reason: '',
  cancellation_reason: '',
  pre_invoice_number: null,
  final_invoice_number: null,
  items: [coffeeNew, pistachioNew],
};

export function orderWith(overrides: Partial<Order>): Order {
  return { ...pendingOrder, ...overrides };
}

export const waitingOrder = orderWith({
  status: 'waiting_customer_approval',
  items: [coffeePriced, pistachioPriced],
  quoted_total: '30000000',
  total_with_tax: '32800000',
  pricing_date: '2026-11-24T09:00:00Z',
  priced_by_name: 'علی مدیری',
  admin_comment: 'قیمت‌ها تا پایان هفته معتبر است',
});

export const confirmedOrder = orderWith({
  ...waitingOrder,
  status: 'confirmed',
  pre_invoice_number: '1405-000012',
});

export function receipt(overrides: Partial<PaymentReceipt> & Pick<PaymentReceipt, 'id'>): PaymentReceipt {
  const fileUrl = `/api/orders/${ORDER_ID}/payment-receipts/${overrides.id}/file/`;
  return {
    file_type: 'image',
    file_name: `receipt-${overrides.id}.jpg`,
    file_size: 245760,
    file_url: fileUrl,
    download_url: `${fileUrl}?download=1`,
    uploaded_at: '2026-11-25T10:00:00Z',
    uploaded_by: 'مریم احمدی',
    is_verified: false,
    admin_notes: '',
    ...overrides,
  };
}

export const imageReceipt = receipt({ id: 5 });
export const pdfReceipt = receipt({ id: 6, file_type: 'pdf', file_name: 'bank.pdf', file_size: 1536 });

export const uploadedOrder = orderWith({
  ...confirmedOrder,
  status: 'payment_uploaded',
  has_payment_receipts: true,
  payment_receipts_count: 2,
  payment_receipt_uploaded_at: '2026-11-25T10:00:00Z',
  payment_receipts: [imageReceipt, pdfReceipt],
});

export const completedOrder = orderWith({
  ...uploadedOrder,
  status: 'completed',
  completion_date: '2026-11-26T12:00:00Z',
  payment_verified_at: '2026-11-26T12:00:00Z',
  payment_notes: 'واریز تأیید شد',
  final_invoice_number: '1405-000007',
  payment_receipts: [
    { ...imageReceipt, is_verified: true, admin_notes: 'واریز تأیید شد' },
    { ...pdfReceipt, is_verified: true, admin_notes: 'واریز تأیید شد' },
  ],
});

export const events: OrderEvent[] = [
  {
    id: 1,
    from_status: null,
    to_status: 'pending_pricing',
    note: 'ثبت سفارش',
    created_at: '2026-11-22T08:30:00Z',
    actor_name: 'مریم احمدی',
  },
  {
    id: 2,
    from_status: 'pending_pricing',
    to_status: 'waiting_customer_approval',
    note: 'قیمت‌گذاری انجام و برای تأیید مشتری ارسال شد',
    created_at: '2026-11-24T09:00:00Z',
    actor_name: 'علی مدیری',
  },
];

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

export function renderEditor(path = `/admin/orders/${ORDER_ID}`) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/orders/:orderId" element={<AdminOrderEditorPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, ...options });

/** Starts the test API with the order and the page's side calls answered. */
export async function startEditorApi(order: Order | null = pendingOrder) {
  localStorage.clear();
  useAuthStore.getState().setSession(staff, { access: 'access-1', refresh: 'refresh-1' });
  const api: TestApi = await startTestApi();
  const sessionExpired = jest.fn();
  configureApi({ onSessionExpired: sessionExpired });
  if (order) api.on(`GET ${orderPath}`, { status: 200, body: order });
  api.on(`GET ${orderPath}payment-receipts/`, {
    status: 200,
    body: { receipts: order?.payment_receipts ?? [] },
  });
  api.on(`GET ${orderPath}invoice-status/`, { status: 500, body: { error: 'خطای سرور' } });
  api.on(`GET ${detailsPath}`, { status: 200, body: { ...(order ?? {}), events } });
  const info: AdminCustomerInfo = {
    customer_info: order?.customer_info ?? null,
    is_complete: true,
    source: 'order',
  };
  api.on(`GET ${customerInfoPath}`, { status: 200, body: info });
  return { api, sessionExpired };
}

export async function stopEditorApi(api: TestApi) {
  await api.close();
  useAuthStore.getState().clear();
}

export const callsTo = (api: TestApi, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

/** The region of a card by its title. */
export const card = (title: string) => screen.getByRole('region', { name: title });
export const findCard = (title: string) => screen.findByRole('region', { name: title });
export const queryCard = (title: string) => screen.queryByRole('region', { name: title });

/** Sets an input's value at once (the form validates on every change). */
export function fill(label: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** Clicks the OK button of the open Popconfirm with this text. */
export async function confirmPopup(user: ReturnType<typeof setupUser>, okText: string) {
  const tooltip = await screen.findByRole('tooltip');
  await user.click(within(tooltip).getByRole('button', { name: okText }));
}
