// Shared by the dealer assignment tests (imported by *.test.tsx only): the admin's scenario orders built on the
// shared order fixture (allowed_actions are the state model's for staff at their status), dealers, and the render
// helper with the area's providers.
import { STATUS } from '@sefaresh/shared-api/rules';
import { render } from '@testing-library/react';
import type { DealerForAssignment, Order } from '@sefaresh/shared-api';
import { orderFor } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { DealerAssignmentCard } from './index';

export const ORDER_ID = 12;

/** An unofficial order waiting for the customer's approval, without a dealer. */
export const order = (overrides: Partial<Order> = {}): Order =>
  orderFor('staff', {
    id: ORDER_ID,
    status: STATUS.waitingCustomerApproval,
    created_at: '2026-11-20T08:00:00Z',
    business_invoice_type: 'unofficial',
    business_invoice_type_display: 'غیررسمی',
    is_official_invoice: false,
    quoted_total: '7345000',
    total_with_tax: '7345000',
    pricing_date: '2026-11-21T08:00:00Z',
    priced_by_name: 'کارمند فروش',
    customer_comment: '',
    customer_info: null,
    ...overrides,
  });

export const withDealer = (overrides: Partial<Order> = {}) =>
  order({
    assigned_dealer_id: 5,
    assigned_dealer_name: 'علی رضایی',
    assigned_dealer_code: 'DLR-1001',
    dealer_assigned_at: '2026-11-22T08:00:00Z',
    dealer_notes: 'مشتری قدیمی',
    effective_commission_rate: '7.50',
    default_commission_rate: '7.50',
    commission_status: 'pending',
    dealer_commission_amount: '550875',
    ...overrides,
  });

export const dealer = (
  overrides: Partial<DealerForAssignment> & Pick<DealerForAssignment, 'id' | 'name'>,
) => ({
  email: `d${overrides.id}@example.com`,
  phone: '09121112233',
  company_name: 'پخش مرکزی',
  dealer_code: `DLR-${1000 + overrides.id}`,
  dealer_commission_rate: '5.00',
  commission_rate: '5.00',
  assigned_orders_count: 4,
  active_orders_count: 2,
  ...overrides,
});

export const DEALERS: DealerForAssignment[] = [
  dealer({ id: 5, name: 'علی رضایی', dealer_commission_rate: '7.50', commission_rate: '7.50' }),
  dealer({ id: 6, name: 'سارا کریمی', dealer_code: 'DLR-2002', company_name: 'بازرگانی کریمی' }),
  dealer({ id: 7, name: 'نماینده بی‌نرخ', dealer_commission_rate: '0.00', commission_rate: '0.00' }),
  dealer({ id: 8, name: 'نرخ قدیمی', dealer_commission_rate: '60.00', commission_rate: '60.00' }),
];

export function renderCard(current: Order = order()) {
  const onChanged = jest.fn();
  const view = render(
    <ThemeProvider>
      <AreaQueryProvider>
        <DealerAssignmentCard order={current} onChanged={onChanged} />
      </AreaQueryProvider>
    </ThemeProvider>,
  );
  return { onChanged, ...view };
}
