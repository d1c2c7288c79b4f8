// Shared by the dealers page's tests (imported by *.test.tsx only): a dealer, commission records, the list
// answers, and the test API answering the page's first calls.
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import type {
  AdminDealer,
  AdminDealersResponse,
  CommissionItem,
  CommissionsResponse,
} from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { renderAs } from '../../components/people/test-support';
import { DealersPage } from './index';

export const dealer = (o: Partial<AdminDealer> = {}): AdminDealer => ({
  id: 31,
  name: 'نماینده شمال',
  email: 'north@example.com',
  phone: '09120000031',
  company_name: 'پخش شمال',
  dealer_code: 'DLR-100031',
  is_active: true,
  date_joined: '2026-01-10T08:00:00Z',
  dealer_commission_rate: '5.00',
  dealer_iban: 'IR050170000000123456789012',
  assigned_orders_count: 6,
  completed_orders_count: 3,
  cancelled_orders_count: 1,
  total_sales: '300000000',
  total_commission_earned: '15000000',
  paid_commission: '5000000',
  pending_commission: '10000000',
  projected_commission: '2000000',
  ...o,
});

export const commission = (o: Partial<CommissionItem> = {}): CommissionItem => ({
  id: 11,
  dealer_id: 31,
  dealer_name: 'نماینده شمال',
  dealer_code: 'DLR-100031',
  dealer_iban: 'IR050170000000123456789012',
  order: 501,
  order_status: 'completed',
  commission_amount: '4000000',
  commission_rate: '5.00',
  status: 'calculated',
  is_payable: true,
  payout_blocked_reason: null,
  is_paid: false,
  paid_at: null,
  payment_reference: null,
  created_at: '2026-10-01T08:00:00Z',
  calculated_at: '2026-10-02T08:00:00Z',
  ...o,
});

export const commissionsReply = (results: CommissionItem[]): CommissionsResponse => ({
  count: results.length,
  page: 1,
  page_size: 20,
  total_pages: 1,
  summary: { total: '15000000', paid: '5000000', pending: '10000000', projected: '2000000' },
  results,
});

export const FIRST_PAGE = 'GET admin/dealers/?status=all&sort=newest&page=1';
export const dealersReply = (
  results: AdminDealer[],
  o: Partial<AdminDealersResponse> = {},
): AdminDealersResponse => ({
  count: results.length,
  total: results.length,
  page: 1,
  page_size: 24,
  total_pages: 1,
  results,
  ...o,
});

/** The test API answering the page's first calls: one dealer, the stat cards, three commission records. */
export async function startDealersApi(): Promise<TestApi> {
  localStorage.clear();
  const api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on(FIRST_PAGE, { status: 200, body: dealersReply([dealer()]) });
  api.on('GET admin/dashboard/stats/dealers/', {
    status: 200,
    body: {
      total_dealers: 1,
      active_dealers: 1,
      inactive_dealers: 0,
      total: 1,
      active: 1,
      inactive: 0,
      orders_assigned: 6,
      total_commission: '15000000',
      paid_commission: '5000000',
      pending_commission: '10000000',
      projected_commission: '2000000',
    },
  });
  api.on('GET admin/dealers/commissions/?page=1', {
    status: 200,
    body: commissionsReply([
      commission(),
      commission({ id: 12, order: 502, commission_amount: '6000000' }),
      commission({
        id: 13,
        order: 503,
        status: 'paid',
        is_payable: false,
        is_paid: true,
        paid_at: '2026-10-05T08:00:00Z',
        payment_reference: 'PAY-OLD-1',
      }),
    ]),
  });
  return api;
}

export async function stopDealersApi(api: TestApi) {
  await api.close();
  useAuthStore.getState().clear();
}

export const renderDealersPage = (superuser: boolean) =>
  renderAs(superuser, <DealersPage />, '/admin/dealers');

/** The requests the page sent with this method to this path, in order. */
export const sentTo = (api: TestApi, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);
