// Shared by the order page's tests (imported by *.test.tsx only): answers shaped like the server's OrderDetail,
// a render helper and the test API set-up.
import { configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, useAuthStore, type AuthUser, type Order, type OrderItem } from '@sefaresh/shared-api';
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
import { OrderDetailPage } from './index';

configure({ asyncUtilTimeout: 5000 });

export const ORDER_ID = FIXTURE_ORDER_ID;
export { item, option, receipt };

export const signedIn: AuthUser = {
  id: 7,
  email: 'maryam@example.com',
  name: 'مریم احمدی',
  is_staff: false,
  is_dealer: false,
  company_name: 'بازرگانی احمدی',
  phone: '09121234567',
};

/** Coffee with two terms, pistachio with one: an official order priced and waiting for the customer. */
export const coffee = item({
  id: 31,
  final_quantity: 10,
  customer_notes: 'بسته‌بندی یک کیلویی',
  admin_notes: 'موجودی انبار تهران',
  pricing_options: [
    option({
      id: 301,
      unit_price: '1000000',
      total_price: '10000000',
      tax_amount: '1000000',
      total_with_tax: '11000000',
    }),
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

export const pistachio = item({
  id: 32,
  product_name: 'پسته اکبری',
  product_code: 'P-205',
  product: { id: 205, name: 'پسته اکبری', tax_rate: 10 },
  requested_quantity: 5,
  final_quantity: 5,
  pricing_options: [
    option({
      id: 311,
      unit_price: '4000000',
      total_price: '20000000',
      tax_amount: '2000000',
      total_with_tax: '22000000',
    }),
  ],
});

/** The fields of the priced order (no allowed_actions: orderFor computes them for the status). */
const waitingFields: Partial<Order> = {
  status: 'waiting_customer_approval',
  quoted_total: '30000000',
  total_with_tax: '33000000',
  pricing_date: '2026-11-24T09:00:00Z',
  priced_by_name: 'علی مدیری',
  assigned_dealer_name: 'رضا نمایندگی',
  assigned_dealer_code: 'DLR-0042',
  dealer_assigned_at: '2026-11-23T09:00:00Z',
  admin_comment: 'قیمت‌ها تا پایان هفته معتبر است',
  items: [coffee, pistachio],
};

export const waitingOrder: Order = orderFor('customer', waitingFields);

/**
 * The waiting order with some fields replaced; its allowed_actions are the customer's for the resulting status
 * (an allowed_actions copied in from another order by a spread is recomputed).
 */
export function orderWith({
  allowed_actions: _stale,
  ...overrides
}: Partial<Order> & { allowed_actions?: unknown }): Order {
  return orderFor('customer', { ...waitingFields, ...overrides });
}

/** The same items with the given options chosen. */
export function chosen(items: OrderItem[], optionIds: number[]): OrderItem[] {
  return items.map((i) => ({
    ...i,
    pricing_options: i.pricing_options.map((o) => ({ ...o, is_selected: optionIds.includes(o.id) })),
  }));
}

export const confirmedOrder = orderWith({
  status: 'confirmed',
  items: chosen([coffee, pistachio], [302, 311]),
  quoted_total: '31400000',
  total_with_tax: '34540000',
  pre_invoice_number: '1405-000012',
});

export const orderPath = `orders/${ORDER_ID}/`;

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

export function renderOrderPage(path = `/orders/${ORDER_ID}`) {
  return render(
    <ThemeProvider>
      <AreaQueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/orders/:orderId" element={<OrderDetailPage />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, ...options });

/** Starts the test API with the order and its side calls answered; returns it and the session-expired spy. */
export async function startOrderApi(order: Order | null = waitingOrder) {
  localStorage.clear();
  useAuthStore.getState().setSession(signedIn, { access: 'access-1', refresh: 'refresh-1' });
  const api: TestApi = await startTestApi();
  const sessionExpired = jest.fn();
  configureApi({ onSessionExpired: sessionExpired });
  if (order) api.on(`GET ${orderPath}`, { status: 200, body: order });
  api.on(`GET ${orderPath}payment-receipts/`, {
    status: 200,
    body: { receipts: order?.payment_receipts ?? [] },
  });
  api.on(`GET ${orderPath}invoice-status/`, { status: 500, body: { error: 'خطای سرور' } });
  return { api, sessionExpired };
}

export async function stopOrderApi(api: TestApi) {
  await api.close();
  useAuthStore.getState().clear();
}

/** The calls to one route. */
export const callsTo = (api: TestApi, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

/** Types a day into the Persian-calendar picker labelled `label` and confirms it with Enter. */
export async function typeDay(user: ReturnType<typeof setupUser>, label: string, typed: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.type(input, typed);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}
