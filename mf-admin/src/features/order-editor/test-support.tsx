// Shared by the editor's tests (imported by *.test.tsx only): the admin scenarios built on the shared order
// fixtures (their allowed_actions are the state model's for staff), the render helper and the test API with the
// page's calls answered.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import {
  configureApi,
  useAuthStore,
  type AdminCustomerInfoResponse,
  type AdminOrderEvent,
  type AuthUser,
  type Order,
} from '@sefaresh/shared-api';
import {
  FIXTURE_ORDER_ID,
  item,
  option,
  orderFor,
  receipt,
  startTestApi,
  type TestApi,
} from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { AdminOrderEditorPage } from './index';

export const ORDER_ID = FIXTURE_ORDER_ID;
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

export const pendingOrder: Order = orderFor('staff', { items: [coffeeNew, pistachioNew] });

/**
 * The pending order with some fields replaced; allowed_actions follow the resulting status for staff (a spread
 * scenario's own list is dropped), unless `actions` names them.
 */
export function orderWith(overrides: Partial<Order>, actions?: string[]): Order {
  const fields: Partial<Order> & { allowed_actions?: unknown } = { ...pendingOrder, ...overrides };
  delete fields.allowed_actions;
  const order = orderFor('staff', fields);
  return actions ? ({ ...order, allowed_actions: actions } as Order) : order;
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

export const events: AdminOrderEvent[] = [
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
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/** The editor at the order's address; an entry with state is an order opened from a list. */
export function renderEditor(path: InitialEntry = `/admin/orders/${ORDER_ID}`) {
  return render(
    <ThemeProvider>
      <AreaQueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/orders/:orderId" element={<AdminOrderEditorPage />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AreaQueryProvider>
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
  if (order) serveOrder(api, order);
  api.on(`GET ${orderPath}payment-receipts/`, {
    status: 200,
    body: { receipts: order?.payment_receipts ?? [] },
  });
  api.on(`GET ${orderPath}invoice-status/`, { status: 500, body: { error: 'خطای سرور' } });
  const info: AdminCustomerInfoResponse = {
    customer_info: order?.customer_info ?? null,
    is_complete: true,
    source: 'order',
  };
  api.on(`GET ${customerInfoPath}`, { status: 200, body: info });
  return { api, sessionExpired };
}

/** What the editor's order call (GET admin/orders/{id}/details/) answers from now on: the order and its events. */
export function serveOrder(api: TestApi, order: Order, history: AdminOrderEvent[] = events) {
  api.on(`GET ${detailsPath}`, {
    status: 200,
    body: { ...order, customer_email: 'maryam@example.com', events: history },
  });
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
