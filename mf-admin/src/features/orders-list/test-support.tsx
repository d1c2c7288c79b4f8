// Shared by the orders list tests (imported by *.test.tsx only): server answers and a render helper.
import { configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminOrderRow, AdminOrdersResponse, AuthUser } from '@sefaresh/shared-api';
import { allowedActions } from '@sefaresh/shared-api/rules';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { AdminOrdersPage } from './index';

configure({ asyncUtilTimeout: 5000 });

export const staffUser: AuthUser = {
  id: 1,
  email: 'admin@example.com',
  name: 'مدیر فروش',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

export const STATS = {
  total: 120,
  active: 30,
  pending_pricing: 12,
  waiting_customer_approval: 8,
  payment_uploaded: 5,
  completed: 80,
};

/** A list row; its allowed_actions are the state model's for staff at its status (as the server answers). */
export function row(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  const fields = {
    id: 501,
    status: 'pending_pricing',
    created_at: '2026-11-20T08:30:00Z',
    customer_id: 7,
    customer_name: 'علی رضایی',
    customer_email: 'ali@example.com',
    customer_phone: '09121234567',
    customer_comment: '',
    assigned_dealer_id: null,
    assigned_dealer_name: null,
    priced_by_name: null,
    items_count: 3,
    items: [],
    quoted_total: null,
    total_with_tax: null,
    business_invoice_type: 'unofficial',
    has_payment_receipts: false,
    payment_receipts_count: 0,
    completion_date: null,
    ...overrides,
  };
  return { allowed_actions: allowedActions(fields.status, ['staff']), ...fields } as AdminOrderRow;
}

export function listReply(
  results: AdminOrderRow[],
  {
    page = 1,
    total_pages = 1,
    stats = STATS,
  }: { page?: number; total_pages?: number; stats?: typeof STATS } = {},
): AdminOrdersResponse {
  return {
    count: total_pages > 1 ? total_pages * 12 : results.length,
    page,
    page_size: 12,
    total_pages,
    results,
    stats,
  };
}

/** The path the page asks for: filters in the page's order, then page and page_size. */
export function listPath(filters: Record<string, string | number> = {}, page = 1) {
  const order = ['status', 'customer', 'dealer', 'date', 'sort', 'search', 'expired'];
  const q = new URLSearchParams();
  for (const k of order) if (filters[k] !== undefined) q.set(k, String(filters[k]));
  q.set('page', String(page));
  q.set('page_size', '12');
  return `admin/orders/?${q.toString()}`;
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

export function renderPage(entry = '/admin/orders', client?: QueryClient) {
  return render(
    <ThemeProvider>
      <AreaQueryProvider client={client}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/admin/orders" element={<AdminOrdersPage />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

export const setupUser = () => userEvent.setup({ delay: null });
type User = ReturnType<typeof setupUser>;

/** The dropdown a select opened (antd keeps closed dropdowns in the page; the combobox names its list). */
const dropdownOf = (combobox: HTMLElement) =>
  document.getElementById(`${combobox.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown') ?? null;

export async function choose(user: User, combobox: HTMLElement, text: string) {
  await user.click(combobox);
  await waitFor(() => expect(dropdownOf(combobox)).not.toBeNull());
  const options = [...(dropdownOf(combobox)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])];
  const option = options.find((o) => o.textContent === text);
  if (!option)
    throw new Error(`no option "${text}" among ${JSON.stringify(options.map((o) => o.textContent))}`);
  await user.click(option);
}
