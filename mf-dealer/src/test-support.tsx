// Shared by the area's tests (imported by *.test.tsx only): realistic dealer answers, a render helper with the
// area's providers and a router, and a wait that polls with real time while jest fakes only some timers.
import { PERSIAN_MONTH_NAMES, STATUS } from '@sefaresh/shared-api/rules';
import type { ReactNode } from 'react';
import { configure, getConfig, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { eventually as poll, item, orderFor, receipt } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, createAreaQueryClient, ThemeProvider } from '@sefaresh/shared-ui';
import type {
  AssignedOrdersResponse,
  DashboardStats,
  DealerOrder,
  DealerOrderRow,
} from './shared/dealer-api';

export { item, receipt };
export { fakeTimers } from '@sefaresh/shared-api/testing';

/**
 * shared-api's `eventually` (polls on real event-loop turns while jest fakes some timers), run as Testing Library
 * runs its waitFor: the screen's updates while it waits (answers landing) are expected, not act(...) warnings.
 */
export function eventually<T>(check: () => T | null | undefined | false, ms?: number): Promise<T> {
  return getConfig().asyncWrapper(() => poll(check, ms)) as Promise<T>;
}

// antd renders slowly in jsdom and the machine's two cores are shared with other suites: give answers time.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);

export const dealerUser: AuthUser = {
  id: 31,
  email: 'dealer1@sefaresh.ir',
  name: 'علی رضایی',
  is_staff: false,
  is_dealer: true,
  company_name: null,
  phone: '09120000001',
};

export function signIn(user: AuthUser = dealerUser) {
  useAuthStore.getState().setSession(user, { access: 'access-token', refresh: 'refresh-token' });
}

export function row(overrides: Partial<DealerOrderRow> & Pick<DealerOrderRow, 'id'>): DealerOrderRow {
  return {
    status: STATUS.waitingCustomerApproval,
    created_at: '2026-11-22T08:30:00Z',
    updated_at: '2026-11-22T09:30:00Z',
    completion_date: null,
    dealer_assigned_at: '2026-11-22T09:00:00Z',
    customer_name: 'مریم احمدی',
    customer_phone: '09121234567',
    items_count: 2,
    quoted_total: '150000000',
    total_with_tax: '165000000',
    business_invoice_type: 'official',
    assigned_dealer_id: 5,
    assigned_dealer_name: 'علی رضایی',
    default_commission_rate: '5.00',
    effective_commission_rate: '5.00',
    dealer_commission_amount: '7500000',
    commission_paid: false,
    commission_status: 'pending',
    allowed_actions: ['update_dealer_notes'],
    ...overrides,
  } as DealerOrderRow;
}

export function listAnswer(
  orders: DealerOrderRow[],
  overrides: Partial<AssignedOrdersResponse> = {},
): AssignedOrdersResponse {
  return {
    count: orders.length,
    page: 1,
    page_size: 12,
    total_pages: 1,
    orders,
    tab_counts: { active: orders.length, completed: 0, rejected: 0 },
    ...overrides,
  };
}

export const stats: DashboardStats = {
  dealer: { id: 5, name: 'علی رضایی', dealer_code: 'DLR-1001', commission_rate: '5.00' },
  total_orders: 6,
  active_orders: 3,
  completed_orders: 2,
  rejected_orders: 1,
  commission_earned: '12500000',
  commission_paid: '5000000',
  commission_payable: '7500000',
  commission_projected: '3250000',
  persian_year: 1405,
  persian_month: 9,
  month_sales: '250000000',
  month_completed_orders: 2,
  monthly: PERSIAN_MONTH_NAMES.map((name, i) => ({
    month: i + 1,
    name,
    sales: i === 8 ? '250000000' : i === 7 ? '120000000' : '0',
    completed_orders: i === 8 ? 2 : i === 7 ? 1 : 0,
  })),
  generated_at: '2026-11-23T10:00:00Z',
} as DashboardStats;

/** The order as its dealer gets it from GET /dealers/order/{id}/. */
export function dealerOrder(overrides: Partial<DealerOrder> = {}): DealerOrder {
  return orderFor('dealer', {
    status: STATUS.waitingCustomerApproval,
    quoted_total: '150000000',
    total_with_tax: '165000000',
    assigned_dealer_id: 5,
    assigned_dealer_name: 'علی رضایی',
    dealer_assigned_at: '2026-11-22T09:00:00Z',
    dealer_notes: 'مشتری قدیمی؛ پیگیری تلفنی',
    default_commission_rate: '5.00',
    effective_commission_rate: '7.50',
    dealer_commission_amount: '11250000',
    commission_status: 'pending',
    items: [
      item({
        id: 1,
        requested_quantity: 10,
        final_quantity: 12,
        customer_notes: 'بسته‌بندی یک کیلویی و ارسال با پست پیشتاز به انبار مرکزی',
        quoted_unit_price: '12500000',
        product_tax_rate: 10,
      } as Parameters<typeof item>[0]),
      item({
        id: 2,
        product_name: 'زعفران سرگل ممتاز',
        requested_quantity: 3,
        customer_notes: 'کوتاه',
        quoted_unit_price: null,
        product_tax_rate: 9,
      } as Parameters<typeof item>[0]),
    ],
    ...(overrides as object),
  }) as unknown as DealerOrder;
}

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders under /dealer with the area's providers (a fresh query client each time) and a /login route. */
export function renderInArea(ui: ReactNode) {
  const client = createAreaQueryClient();
  const result = render(
    <ThemeProvider>
      <AreaQueryProvider client={client}>
        <MemoryRouter initialEntries={['/dealer']}>
          <Routes>
            <Route path="/login" element={<p>صفحه ورود</p>} />
            <Route path="/" element={<p>صفحه اصلی</p>} />
            <Route path="*" element={ui} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
  return { ...result, client };
}
