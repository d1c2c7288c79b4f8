// The order state model (spec README, "who may move an order where"), written once: the statuses, their Persian
// labels, the dashboard tabs, and which action is allowed from which status for which role. The server's status
// checks read ORDER_TRANSITIONS; the order answers carry allowedActions() for the caller; the screens show what
// that list says instead of deciding again. Dependency-free, like the rest of the rules module.

export const ORDER_STATUSES = [
  'pending_pricing',
  'waiting_customer_approval',
  'revision_requested',
  'confirmed',
  'payment_uploaded',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Names the statuses by their meaning, so no other module writes a status string. */
export const STATUS = Object.freeze({
  pendingPricing: 'pending_pricing',
  waitingCustomerApproval: 'waiting_customer_approval',
  revisionRequested: 'revision_requested',
  confirmed: 'confirmed',
  paymentUploaded: 'payment_uploaded',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const satisfies Record<string, OrderStatus>);

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  pending_pricing: 'در انتظار قیمت‌گذاری',
  waiting_customer_approval: 'در انتظار تأیید مشتری',
  revision_requested: 'درخواست اصلاح قیمت',
  confirmed: 'تأیید شده',
  payment_uploaded: 'رسید پرداخت بارگذاری شده',
  completed: 'تکمیل شده',
  rejected: 'رد شده',
  cancelled: 'لغو شده',
});

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The Persian label of a status; an unknown value is shown as it is. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

/** Groups of statuses that more than one screen or query needs. */
export const STATUS_GROUPS = Object.freeze({
  /** Still moving: a commission on it is projected, a dealer tab calls it active. */
  open: Object.freeze([
    'pending_pricing',
    'waiting_customer_approval',
    'revision_requested',
    'confirmed',
    'payment_uploaded',
  ] as const),
  /** Waiting for staff: to be priced, priced again on the customer's request, or a receipt to check. */
  needsStaff: Object.freeze(['pending_pricing', 'revision_requested', 'payment_uploaded'] as const),
  /** Priced and not withdrawn: the quote and its totals are shown. */
  priced: Object.freeze([
    'waiting_customer_approval',
    'revision_requested',
    'confirmed',
    'payment_uploaded',
    'completed',
  ] as const),
  /** Priced and still open: the customer may download the pre-invoice. */
  quoted: Object.freeze([
    'waiting_customer_approval',
    'revision_requested',
    'confirmed',
    'payment_uploaded',
  ] as const),
  /** Fixed by the customer's choice: the pre-invoice is the basis for payment. */
  chosen: Object.freeze(['confirmed', 'payment_uploaded', 'completed'] as const),
  /** Ended without a sale. */
  withdrawn: Object.freeze(['rejected', 'cancelled'] as const),
  /** Nothing more happens to it. */
  closed: Object.freeze(['completed', 'rejected', 'cancelled'] as const),
} satisfies Record<string, readonly OrderStatus[]>);

export function statusIn(status: string, group: readonly OrderStatus[]): boolean {
  return (group as readonly string[]).includes(status);
}

/** The dashboard tabs of the customer's and the dealer's order lists (spec 000 §7, spec 001 §4). */
export const ORDER_TABS = Object.freeze({
  active: STATUS_GROUPS.open,
  completed: Object.freeze(['completed'] as const),
  rejected: STATUS_GROUPS.withdrawn,
} satisfies Record<string, readonly OrderStatus[]>);
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_NAMES = Object.freeze(Object.keys(ORDER_TABS) as OrderTab[]);

export function tabOfStatus(status: string): OrderTab {
  return ORDER_TAB_NAMES.find((tab) => statusIn(status, ORDER_TABS[tab])) ?? 'active';
}

/** The caller's relation to an order: its customer, staff, or its assigned dealer. */
export type OrderRole = 'customer' | 'staff' | 'dealer';

export interface OrderTransition {
  /** Who may take the action. */
  readonly roles: readonly OrderRole[];
  /** The statuses it is allowed from. */
  readonly from: readonly OrderStatus[];
  /** Where it moves the order; absent when the order stays where it is (or, for verify, depends on the answer). */
  readonly to?: OrderStatus;
  /** The action's Persian name, used in the 409 sentence. */
  readonly label: string;
}

const ALL: readonly OrderStatus[] = ORDER_STATUSES;
const except = (...out: OrderStatus[]) => Object.freeze(ALL.filter((s) => !out.includes(s)));
const OPEN_FOR_CUSTOMER = Object.freeze(['pending_pricing', 'waiting_customer_approval'] as const);

export const ORDER_TRANSITIONS = Object.freeze({
  /** update-multiple-pricing; from confirmed or payment_uploaded only with notify_customer. */
  price: {
    roles: ['staff'],
    from: STATUS_GROUPS.open,
    to: 'waiting_customer_approval',
    label: 'قیمت‌گذاری سفارش',
  },
  /** update-multiple-pricing without notify_customer: prices corrected in place. */
  reprice_quietly: {
    roles: ['staff'],
    from: OPEN_FOR_CUSTOMER,
    label: 'اصلاح قیمت بدون ارسال دوباره برای مشتری',
  },
  staff_remove_item: {
    roles: ['staff'],
    from: [...OPEN_FOR_CUSTOMER, 'revision_requested'],
    label: 'حذف محصول از سفارش',
  },
  select_option: { roles: ['customer'], from: ['waiting_customer_approval'], label: 'انتخاب گزینه قیمت' },
  finalize: {
    roles: ['customer'],
    from: ['waiting_customer_approval'],
    to: 'confirmed',
    label: 'نهایی کردن انتخاب‌ها',
  },
  /** The customer asks staff to price again, with notes per line; allowed after the quote's expiry too. */
  request_revision: {
    roles: ['customer'],
    from: ['waiting_customer_approval'],
    to: 'revision_requested',
    label: 'درخواست اصلاح قیمت',
  },
  customer_reject: {
    roles: ['customer'],
    from: [...OPEN_FOR_CUSTOMER, 'revision_requested'],
    to: 'rejected',
    label: 'رد سفارش',
  },
  customer_remove_item: { roles: ['customer'], from: OPEN_FOR_CUSTOMER, label: 'حذف محصول از سفارش' },
  upload_receipt: {
    roles: ['customer'],
    from: ['confirmed'],
    to: 'payment_uploaded',
    label: 'بارگذاری رسید پرداخت',
  },
  delete_receipt: { roles: ['customer'], from: ['confirmed'], label: 'حذف رسید پرداخت' },
  /** A receipt for a later instalment once the first payment is in; the order stays where it is. */
  pay_instalment: {
    roles: ['customer'],
    from: ['payment_uploaded', 'completed'],
    label: 'پرداخت قسط',
  },
  /** A post-dated Sayad cheque against an instalment, by the customer or by staff for them. */
  register_cheque: {
    roles: ['customer', 'staff'],
    from: STATUS_GROUPS.chosen,
    label: 'ثبت چک صیادی',
  },
  /** Staff confirm (or correct the amount of) one receipt, or reject it with a reason. */
  review_receipt: { roles: ['staff'], from: STATUS_GROUPS.chosen, label: 'بررسی رسید پرداخت' },
  /** Staff move a cheque: deposited, cleared or bounced. */
  move_cheque: { roles: ['staff'], from: STATUS_GROUPS.chosen, label: 'تغییر وضعیت چک' },
  /** A later valid_until for the current quote version; no new version. */
  extend_quote: { roles: ['staff'], from: ['waiting_customer_approval'], label: 'تمدید اعتبار پیش‌فاکتور' },
  /** verify-payment: true completes the order, false sends it back to confirmed. */
  verify_payment: { roles: ['staff'], from: ['payment_uploaded'], label: 'بررسی پرداخت' },
  complete: { roles: ['staff'], from: ['confirmed'], to: 'completed', label: 'تکمیل سفارش' },
  cancel: { roles: ['staff'], from: except('completed', 'cancelled'), to: 'cancelled', label: 'لغو سفارش' },
  change_invoice_type: {
    roles: ['staff'],
    from: except('completed', 'cancelled'),
    label: 'تغییر نوع فاکتور',
  },
  /** The customer's copy of the official-invoice data on an open official order. */
  update_invoice_info: {
    roles: ['customer'],
    from: except('completed', 'rejected', 'cancelled'),
    label: 'ویرایش اطلاعات فاکتور رسمی',
  },
  assign_dealer: {
    roles: ['staff'],
    from: except('completed', 'rejected', 'cancelled'),
    label: 'تعیین نماینده',
  },
  remove_dealer: {
    roles: ['staff'],
    from: except('completed', 'rejected', 'cancelled'),
    label: 'حذف نماینده',
  },
  update_dealer_notes: { roles: ['dealer', 'staff'], from: ALL, label: 'ویرایش یادداشت نماینده' },
} as const satisfies Record<string, OrderTransition>);

export type OrderAction = keyof typeof ORDER_TRANSITIONS;
export const ORDER_ACTIONS = Object.freeze(Object.keys(ORDER_TRANSITIONS) as OrderAction[]);

/** The 409 sentence for an action the order's status does not allow. */
export function transitionRefusal(action: OrderAction, status: string): string {
  return `${ORDER_TRANSITIONS[action].label} در وضعیت «${orderStatusLabel(status)}» امکان‌پذیر نیست`;
}

/** True when the status allows the action (the role is checked apart, as it answers 403 rather than 409). */
export function statusAllows(action: OrderAction, status: string): boolean {
  return statusIn(status, ORDER_TRANSITIONS[action].from);
}

export function roleMay(action: OrderAction, role: OrderRole): boolean {
  return (ORDER_TRANSITIONS[action].roles as readonly OrderRole[]).includes(role);
}

/** The customer's moves that need the quote still valid: past its end they answer 409 and no screen offers them. */
export const QUOTE_BOUND_ACTIONS: readonly OrderAction[] = ['select_option', 'finalize'];

/** The actions that pay: not offered once nothing is left to pay (the order's answer knows; a list row does not). */
export const PAYMENT_BOUND_ACTIONS: readonly OrderAction[] = ['pay_instalment', 'register_cheque'];

/**
 * What a caller in this role may do with an order in this status (and its quote's validity, and whether anything is
 * left to pay), in the table's order.
 */
export function allowedActions(
  status: string,
  roles: readonly OrderRole[],
  { quoteExpired = false, settled = false }: { quoteExpired?: boolean; settled?: boolean } = {},
): OrderAction[] {
  return ORDER_ACTIONS.filter(
    (action) =>
      statusAllows(action, status) &&
      roles.some((role) => roleMay(action, role)) &&
      !(quoteExpired && QUOTE_BOUND_ACTIONS.includes(action)) &&
      !(settled && PAYMENT_BOUND_ACTIONS.includes(action)),
  );
}

/** What a screen asks of an order answer: may its user take this action now (the server's allowed_actions)? */
export function orderAllows(
  order: { allowed_actions?: readonly string[] | null },
  action: OrderAction,
): boolean {
  return order.allowed_actions?.includes(action) ?? false;
}
