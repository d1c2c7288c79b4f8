// Shared by the dashboard's tests (imported by *.test.tsx only): realistic server answers and a render helper.
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type {
  AuthUser,
  OrdersListResponse,
  OrderSummary,
  OrderTab,
  ShipmentAnnouncement,
} from '@sefaresh/shared-api';
import { allowedActions, STATUS } from '@sefaresh/shared-api/rules';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { CustomerDashboard, type CustomerDashboardProps } from './index';

// antd renders slowly in jsdom, and two suites share two cores: give the real HTTP answers time to land.
configure({ asyncUtilTimeout: 5000 });

export const signedIn: AuthUser = {
  id: 7,
  email: 'maryam@example.com',
  name: 'مریم احمدی',
  is_staff: false,
  is_dealer: false,
  company_name: 'بازرگانی احمدی',
  phone: '09121234567',
};

/** A list row as the server answers the customer: allowed_actions follow its status (the state model). */
function row(fields: OrderSummary): OrderSummary {
  const { allowed_actions: _stale, ...rest } = fields as OrderSummary & { allowed_actions?: unknown };
  const quoteExpired = Boolean((rest as { quote_expired?: boolean }).quote_expired);
  return {
    ...rest,
    allowed_actions: allowedActions(rest.status, ['customer'], { quoteExpired }),
  } as OrderSummary;
}

/** A new order as the server lists it: pending pricing, unofficial, no prices yet. */
export const pendingOrder: OrderSummary = row({
  id: 1042,
  status: 'pending_pricing',
  allowed_actions: allowedActions(STATUS.pendingPricing, ['customer']),
  created_at: '2026-11-22T08:30:00Z',
  business_invoice_type: 'unofficial',
  business_invoice_type_display: 'غیررسمی',
  is_official_invoice: false,
  quoted_total: null,
  total_with_tax: null,
  pricing_date: null,
  priced_by_name: null,
  assigned_dealer_name: null,
  assigned_dealer_code: null,
  dealer_assigned_at: null,
  customer_comment: '',
  admin_comment: '',
  has_payment_receipts: false,
  payment_receipts_count: 0,
  completion_date: null,
  customer_rejection_reason: '',
  cancellation_reason: '',
  quote_version: 0,
  quote_valid_until: null,
  quote_expired: false,
  items_count: 3,
});

/** An official order the manager priced (awaiting the customer's approval). */
export const pricedOrder: OrderSummary = row({
  ...pendingOrder,
  id: 1043,
  status: 'waiting_customer_approval',
  business_invoice_type: 'official',
  business_invoice_type_display: 'رسمی',
  is_official_invoice: true,
  quoted_total: '150000000',
  total_with_tax: '165000000',
  pricing_date: '2026-11-24T09:00:00Z',
  priced_by_name: 'علی مدیری',
});

/** The pending order with some fields replaced (a copied allowed_actions is recomputed for the status). */
export function order(overrides: Partial<OrderSummary>): OrderSummary {
  return row({ ...pendingOrder, ...overrides });
}

/** Many orders (distinct ids) for a page. */
export function orders(count: number, from = 2000, overrides: Partial<OrderSummary> = {}): OrderSummary[] {
  return Array.from({ length: count }, (_, i) => order({ id: from + i, ...overrides }));
}

export const COUNTS = { active: 3, completed: 14, rejected: 2 };

export function listReply(
  results: OrderSummary[],
  {
    page = 1,
    total_pages = 1,
    tab_counts = COUNTS,
  }: Partial<Pick<OrdersListResponse, 'page' | 'total_pages' | 'tab_counts'>> = {},
): OrdersListResponse {
  return {
    count: total_pages > 1 ? total_pages * 12 : results.length,
    page,
    page_size: 12,
    total_pages,
    results,
    tab_counts,
  };
}

/** The path the dashboard asks for one tab and page. */
export const listPath = (tab: OrderTab, page = 1) => `orders/?tab=${tab}&page=${page}`;

export function announcement(overrides: Partial<ShipmentAnnouncement>): ShipmentAnnouncement {
  return {
    id: 1,
    title: 'محموله قهوه برزیل',
    description: 'قهوه عربیکا',
    is_active: true,
    is_featured: false,
    images: [],
    image_url: null,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T08:00:00Z',
    created_by: null,
    created_by_name: '',
    shipment_date: '2026-11-15',
    origin_country: 'برزیل',
    estimated_arrival: '2026-12-10',
    product_categories: 'قهوه',
    view_count: 0,
    products_count: 0,
    related_products: [],
    related_products_info: [],
    ...overrides,
  };
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/** The render props stand in for the other features (the app layer passes the real ones). */
export const defaultRenderProps: Pick<
  CustomerDashboardProps,
  'renderProfile' | 'renderCreateOrder' | 'renderReceiptUpload'
> = {
  renderProfile: (close) => (
    <div>
      <p>بدنه پروفایل</p>
      <button onClick={close}>بازگشت به داشبورد</button>
    </div>
  ),
  renderCreateOrder: (done) => (
    <div>
      <button onClick={() => done(true)}>ارسال سفارش</button>
      <button onClick={() => done(false)}>منصرف شدم</button>
    </div>
  ),
  renderReceiptUpload: (orderId, done) => (
    <div>
      <p>{`فرم رسید سفارش ${orderId}`}</p>
      <button onClick={() => done(true)}>ارسال رسید</button>
    </div>
  ),
};

export function renderDashboard(props: Partial<CustomerDashboardProps> = {}) {
  return render(
    <ThemeProvider>
      <AreaQueryProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<CustomerDashboard {...defaultRenderProps} {...props} />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

/** A user who types without pauses between keys. */
export const setupUser = () => userEvent.setup({ delay: null });

/** The value shown beside a label on an order card. */
export function fieldOf(card: HTMLElement, label: string): string | null {
  const row = card.querySelector(`[data-field="${label}"]`);
  if (!row) return null;
  return (row.textContent ?? '').replace(label, '').trim();
}

/** The buttons of a card, in order (their names). */
export function buttonsOf(card: HTMLElement): string[] {
  return Array.from(card.querySelectorAll('button')).map((b) => (b.textContent ?? '').trim());
}
