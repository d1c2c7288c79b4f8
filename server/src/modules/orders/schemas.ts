// Request and response shapes of the orders endpoints (spec 000 §3 Order, Order item, Pricing option; §7).
import {
  COMMISSION_STATUSES,
  CUSTOMER_INFO_FIELDS,
  CUSTOMER_INFO_MAX_LENGTH,
  INVOICE_TYPES,
  MESSAGES,
  ORDER_ACTIONS,
  ORDER_LIMITS,
  ORDER_STATUSES,
  ORDER_TAB_NAMES,
  PAYMENT_TERMS,
  type CustomerInfoField,
} from '@sefaresh/shared-api/rules';
import { Type, type TSchema } from 'typebox';
import { literalUnion, literalUnionOrNull } from '../../lib/schemas';
import { ChequeSchema } from '../cheques/schemas';
import { PaymentInstructionsSchema, PaymentReceiptSchema } from '../payments/schemas';
import { orderQuoteDetailFields, orderQuoteFields, ValidUntilDay } from '../quotes/schemas';
import { BalanceSchema, InstalmentSchema } from '../receivables/schemas';

const MAX_ORDER_ITEMS = ORDER_LIMITS.maxItems;
export const ORDERS_PAGE_SIZE = 12;

const Amount = Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Null()], {
  description: 'whole rials as a string of digits, or null before pricing',
});
const DateTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const OptionalText = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const OrderStatusSchema = literalUnion(ORDER_STATUSES, { description: 'spec 000 §4' });
/** The actions of the transition table (the rules module's ORDER_TRANSITIONS). */
export const OrderActionSchema = literalUnion(ORDER_ACTIONS);
const AllowedActions = Type.Array(OrderActionSchema, {
  description:
    "what the caller may do with the order now, by the transition table: the order's customer, staff and its assigned dealer each get their own list",
});
export const InvoiceType = literalUnion(INVOICE_TYPES);
const PaymentTermSchema = literalUnion(PAYMENT_TERMS);

/** One schema per official-invoice field, in the rules module's field order. */
const customerInfoFields = <S extends TSchema>(make: (field: CustomerInfoField) => S) =>
  Object.fromEntries(CUSTOMER_INFO_FIELDS.map((f) => [f, make(f)])) as Record<CustomerInfoField, S>;

/** The official-invoice fields; presence and formats are checked by the service (Persian texts per field). */
export const CustomerInfoInput = Type.Object(
  customerInfoFields((f) => OptionalText(CUSTOMER_INFO_MAX_LENGTH[f])),
);

export const CreateOrderBody = Type.Object({
  customer_comment: Type.Optional(Type.String({ maxLength: 2000 })),
  business_invoice_type: literalUnion(INVOICE_TYPES, {
    'x-messages': { required: MESSAGES.required, default: 'نوع فاکتور باید رسمی یا غیررسمی باشد' },
  }),
  items: Type.Array(
    Type.Object({
      product_id: Type.Integer({ minimum: 1, 'x-messages': { required: MESSAGES.productNotFound } }),
      quantity: Type.Integer({
        minimum: 1,
        maximum: ORDER_LIMITS.maxQuantity,
        'x-messages': { required: MESSAGES.quantityMin, minimum: MESSAGES.quantityMin },
      }),
      customer_notes: Type.Optional(Type.String({ maxLength: 1000 })),
    }),
    {
      minItems: 1,
      maxItems: MAX_ORDER_ITEMS,
      'x-messages': {
        required: MESSAGES.atLeastOneProduct,
        minItems: MESSAGES.atLeastOneProduct,
        maxItems: `حداکثر ${MAX_ORDER_ITEMS} قلم در هر سفارش مجاز است`,
      },
    },
  ),
  customer_info: Type.Optional(Type.Union([CustomerInfoInput, Type.Null()])),
});

export const CustomerInfo = Type.Object(customerInfoFields(() => Type.String()));

const PricingOption = Type.Object({
  id: Type.Integer(),
  is_selected: Type.Boolean(),
  custom_term_label: Type.String(),
  custom_due_days: Type.Union([Type.Integer(), Type.Null()], {
    description: 'days to the due date of a custom term; null for the other terms',
  }),
  term_display: Type.String({ description: 'نقدی، ۱ ماهه، ۲ ماهه، ۳ ماهه, or the custom label' }),
  payment_term: PaymentTermSchema,
  discount_percentage: Type.String({ description: 'percent with 2 decimals, e.g. "12.50"' }),
  unit_price: Type.String({ pattern: '^[0-9]+$' }),
  total_price: Type.String({
    pattern: '^[0-9]+$',
    description: 'unit × final (or requested) quantity − discount',
  }),
  tax_amount: Type.String({ pattern: '^[0-9]+$', description: 'official invoices only; 0 otherwise' }),
  total_with_tax: Type.String({ pattern: '^[0-9]+$' }),
});

const OrderItem = Type.Object({
  id: Type.Integer(),
  is_active: Type.Boolean({ description: 'false: removed by the customer' }),
  removed_at: DateTime,
  product_name: Type.String(),
  product_code: Type.String(),
  product: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    tax_rate: Type.Union([Type.Number(), Type.Null()], { description: 'percent; null → 10' }),
    stock: Type.Optional(
      Type.Integer({ minimum: 0, description: "staff only: the product's stock now (spec 002 products)" }),
    ),
    base_price: Type.Optional(
      Type.String({
        pattern: '^[0-9]+$',
        description: "staff only: the product's base price now, whole rials",
      }),
    ),
  }),
  requested_quantity: Type.Integer(),
  final_quantity: Type.Union([Type.Integer(), Type.Null()]),
  customer_notes: Type.String(),
  admin_notes: Type.String(),
  revision_comment: Type.String({
    description: "the customer's note on this line in the revision request being answered; '' otherwise",
  }),
  quoted_unit_price: Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Null()], {
    description:
      'unit price of the chosen option; before a choice, of the option the totals count (the lowest line); null when unpriced',
  }),
  product_tax_rate: Type.Number({ description: "the product's tax percent; 10 when it has none" }),
  pricing_options: Type.Array(PricingOption),
});

const summaryFields = {
  id: Type.Integer(),
  status: OrderStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  business_invoice_type: InvoiceType,
  business_invoice_type_display: Type.String({ description: 'رسمی / غیررسمی' }),
  is_official_invoice: Type.Boolean(),
  quoted_total: Amount,
  total_with_tax: Amount,
  pricing_date: DateTime,
  priced_by_name: Type.Union([Type.String(), Type.Null()]),
  assigned_dealer_name: Type.Union([Type.String(), Type.Null()]),
  assigned_dealer_code: Type.Union([Type.String(), Type.Null()]),
  dealer_assigned_at: DateTime,
  customer_comment: Type.String(),
  admin_comment: Type.String(),
  has_payment_receipts: Type.Boolean(),
  payment_receipts_count: Type.Integer(),
  completion_date: DateTime,
  customer_rejection_reason: Type.String({
    description: "why the customer rejected the order (status rejected); '' otherwise",
  }),
  cancellation_reason: Type.String({
    description: "why staff cancelled the order (status cancelled); '' otherwise",
  }),
  allowed_actions: AllowedActions,
  ...orderQuoteFields,
};

export const OrderSummary = Type.Object({ ...summaryFields, items_count: Type.Integer() });

export const OrderDetail = Type.Object({
  ...summaryFields,
  customer: Type.Integer({ description: "the customer's user id" }),
  customer_name: Type.String(),
  customer_phone: Type.String(),
  customer_info: Type.Union([CustomerInfo, Type.Null()]),
  payment_receipts: Type.Array(PaymentReceiptSchema),
  cheques: Type.Array(ChequeSchema, { description: 'the Sayad cheques against the order, by due date' }),
  payment_receipt: Type.Union([Type.String(), Type.Null()], {
    description: 'legacy single receipt: the file_url of the latest receipt',
  }),
  payment_receipt_uploaded_at: DateTime,
  payment_verified_at: DateTime,
  payment_notes: Type.String(),
  pre_invoice_number: Type.Union([Type.String(), Type.Null()], { description: 'e.g. 1405-000012' }),
  final_invoice_number: Type.Union([Type.String(), Type.Null()]),
  amount_due: Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Null()], {
    description:
      'whole rials the customer pays for the chosen terms (total with tax); set once confirmed (confirmed, payment_uploaded, completed), else null',
  }),
  payment_reference: Type.Union([Type.String(), Type.Null()], {
    description: 'what the customer writes on the transfer: the order number; set with amount_due',
  }),
  payment_deadline: DateTime,
  payment_deadline_days: Type.Integer({
    description:
      'PAYMENT_DEADLINE_DAYS: the customer has this many days after the confirmation to pay (until the end of that Tehran day)',
  }),
  payment_instructions: Type.Union([PaymentInstructionsSchema, Type.Null()], {
    description:
      'where and how much to pay, by when: while the order awaits payment (confirmed, payment_uploaded), for its customer and staff; null otherwise (and for the dealer)',
  }),
  payment_schedule: Type.Array(InstalmentSchema, {
    description: 'the instalments of the chosen terms in due order; empty before the confirmation',
  }),
  balance: Type.Union([BalanceSchema, Type.Null()]),
  items: Type.Array(OrderItem),
  ...orderQuoteDetailFields,
  // dealer assignment (spec 001 §3); commission fields and notes only for staff and the assigned dealer
  dealer_notes: Type.String({ description: "the dealer's notes; '' for the order's customer" }),
  assigned_dealer_id: Type.Union([Type.Integer(), Type.Null()]),
  dealer_commission_amount: Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Null()], {
    description:
      'whole rials: the calculated (or paid) amount; while pending, the projection from quoted_total; null when cancelled, not priced or hidden',
  }),
  effective_commission_rate: Type.Union([Type.String(), Type.Null()], {
    description: 'percent of the commission record of the order, e.g. "7.50"',
  }),
  default_commission_rate: Type.Union([Type.String(), Type.Null()], {
    description: 'the default percent of the commission record dealer, e.g. "5.00"',
  }),
  commission_paid: Type.Boolean(),
  commission_status: literalUnionOrNull(COMMISSION_STATUSES, {
    description: "the order's latest commission record; null without one (or hidden)",
  }),
});

export const OrderTab = literalUnion(ORDER_TAB_NAMES);

export const OrdersListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  tab: Type.Optional(OrderTab),
});

export const OrdersListResponse = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(OrderSummary),
  tab_counts: Type.Object({ active: Type.Integer(), completed: Type.Integer(), rejected: Type.Integer() }),
});

export const OrderIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const Money = Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 20 })], {
  description: 'whole rials, a number or a string of digits',
});
const Percent = Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 10 }), Type.Null()], {
  description: 'percent 0–100 with up to 2 decimals; empty counts as 0',
});

export const UpdatePricingBody = Type.Object({
  items: Type.Array(
    Type.Object({
      item_id: Type.Integer({ minimum: 1 }),
      final_quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
      admin_notes: Type.Optional(Type.String({ maxLength: 1000 })),
      pricing_options: Type.Array(
        Type.Object({
          payment_term: PaymentTermSchema,
          custom_term_label: Type.Optional(Type.String({ maxLength: 100 })),
          custom_due_days: Type.Optional(
            Type.Union([Type.Integer(), Type.String({ maxLength: 10 }), Type.Null()], {
              description: 'days from the confirmation to the due date (1–365), required for a custom term',
            }),
          ),
          unit_price: Money,
          discount_percentage: Type.Optional(Percent),
        }),
        { maxItems: 20 },
      ),
    }),
    { minItems: 1, maxItems: MAX_ORDER_ITEMS },
  ),
  admin_comment: Type.Optional(Type.String({ maxLength: 2000 })),
  notify_customer: Type.Optional(Type.Boolean()),
  valid_until: Type.Optional(ValidUntilDay),
});

export const OrderItemParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  itemId: Type.Integer({ minimum: 1 }),
});

export const SelectOptionBody = Type.Object({
  item_id: Type.Integer({ minimum: 1 }),
  action: Type.Literal('select_option'),
  selected_option_id: Type.Integer({ minimum: 1 }),
});

export const RejectBody = Type.Object({ rejection_reason: Type.String({ maxLength: 1000 }) });

export const CustomerRemoveItemBody = Type.Union([
  Type.Object({
    reject_entire_order: Type.Optional(Type.Boolean()),
    rejection_reason: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
  Type.Null(),
]);

export const VerifyPaymentBody = Type.Object({
  payment_verified: Type.Boolean(),
  payment_notes: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const CancelBody = Type.Object({ reason: Type.String({ maxLength: 1000 }) });

export const InvoiceTypeBody = Type.Object({ business_invoice_type: InvoiceType });
