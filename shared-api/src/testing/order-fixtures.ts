// Answers shaped like the server's order detail, for the areas' component tests (imported by tests only). The
// order's allowed_actions follow the rules module's state model for the role the test plays, as the server's do.
import type { Order, OrderItem, PaymentReceipt, PricingOption } from '../endpoints/orders';
import { STATUS, allowedActions, type OrderRole } from '../rules';

export const FIXTURE_ORDER_ID = 12;

export function option(overrides: Partial<PricingOption> & Pick<PricingOption, 'id'>): PricingOption {
  return {
    is_selected: false,
    custom_term_label: '',
    custom_due_days: null,
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
    quoted_unit_price: null,
    product_tax_rate: 10,
    customer_notes: '',
    admin_notes: '',
    revision_comment: '',
    pricing_options: [],
    ...overrides,
  };
}

export function receipt(
  overrides: Partial<PaymentReceipt> & Pick<PaymentReceipt, 'id'>,
  orderId = FIXTURE_ORDER_ID,
): PaymentReceipt {
  const fileUrl = `/api/orders/${orderId}/payment-receipts/${overrides.id}/file/`;
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
    amount: '12000000',
    tracking_number: null,
    paid_on: '2026-11-25',
    instalment_id: null,
    status: 'pending',
    status_display: 'در انتظار بررسی',
    verified_amount: null,
    rejection_reason: '',
    reviewed_at: null,
    duplicate_of: null,
    ...overrides,
  };
}

/** A new official order of one customer, waiting to be priced. */
export const baseOrder = {
  id: FIXTURE_ORDER_ID,
  status: STATUS.pendingPricing,
  customer: 7,
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
    national_id: '0012345679',
    economic_id: '',
    postal_code: '1234567890',
    complete_address: 'تهران، خیابان آزادی، پلاک ۱۰',
    province: 'تهران',
    city: 'تهران',
  },
  payment_receipts: [],
  cheques: [],
  payment_schedule: [],
  balance: null,
  payment_receipt: null,
  payment_receipt_uploaded_at: null,
  payment_verified_at: null,
  payment_notes: '',
  customer_rejection_reason: '',
  cancellation_reason: '',
  pre_invoice_number: null,
  final_invoice_number: null,
  amount_due: null,
  payment_reference: null,
  payment_deadline: null,
  payment_deadline_days: 3,
  payment_instructions: null,
  quote_version: 0,
  quote_valid_until: null,
  quote_expired: false,
  acceptance: null,
  revision_request: null,
  items: [] as OrderItem[],
} satisfies Omit<Order, 'allowed_actions'> as Omit<Order, 'allowed_actions'>;

/** The seller's demo account and a confirmed order's payment, as the server answers them (payments/instructions.ts). */
export function paymentFixture(
  overrides: Partial<NonNullable<Order['payment_instructions']>> = {},
): NonNullable<Order['payment_instructions']> {
  return {
    account_holder: 'شرکت بازرگانی سفارش‌گستر پارس',
    bank_name: 'بانک ملی ایران',
    account_number: '0123456789012',
    card_number: '6037991122334455',
    iban: 'IR050170000000123456789012',
    amount_due: '186318005',
    deadline: '2026-11-25T20:29:59.000Z',
    reference: String(FIXTURE_ORDER_ID),
    ...overrides,
  };
}

/**
 * The base order with some fields replaced; allowed_actions is what the server answers the given role for the
 * resulting status, unless the overrides name it.
 */
export function orderFor(role: OrderRole, overrides: Partial<Order> = {}): Order {
  const merged = { ...baseOrder, ...overrides };
  return { allowed_actions: allowedActions(merged.status, [role]), ...merged } as Order;
}
