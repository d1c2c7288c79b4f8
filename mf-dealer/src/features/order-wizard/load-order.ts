// Loading one order for the wizard in the order of spec 001 §7: GET /dealers/order/{id}/ first, then
// GET /orders/{id}/, then the assigned list searched by id. Each attempt is recorded (which call, its outcome) for
// the collapsed attempts panel; when all fail, the first failure decides the text (spec 001 §8).
import { errorText, isApiError, ordersApi, type Order } from '@sefaresh/shared-api';
import { DEFAULT_PAYMENT_DEADLINE_DAYS, isOfficial, ORDER_TAB_NAMES } from '@sefaresh/shared-api/rules';
import { dealerApi, type DealerOrder, type DealerOrderRow } from '../../shared/dealer-api';
import { LOAD_ERROR_TEXTS } from './messages';

export interface LoadAttempt {
  call: string;
  state: 'running' | 'ok' | 'failed' | 'not-listed';
  /** The failure's text (status text of spec 001 §8). */
  text?: string;
}

export interface LoadedOrder {
  order: DealerOrder;
  /** True when only the list row was found: no items, receipts or notes. */
  partial: boolean;
}

/** Every attempt failed; `cause` is the first failure. */
class OrderLoadError extends Error {
  constructor(readonly cause: unknown) {
    super(loadErrorText(cause));
    this.name = 'OrderLoadError';
  }
}

/** The Persian text of a failed order fetch by status: 401, 403, 404, 500, other 'خطای HTTP {code}', network. */
function loadErrorText(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.kind === 'network' || error.kind === 'timeout') {
    return LOAD_ERROR_TEXTS.network;
  }
  const known: Partial<Record<number, string>> = {
    401: LOAD_ERROR_TEXTS[401],
    403: LOAD_ERROR_TEXTS[403],
    404: LOAD_ERROR_TEXTS[404],
    500: LOAD_ERROR_TEXTS[500],
  };
  return errorText(error, {
    prefer: 'status',
    fallback: LOAD_ERROR_TEXTS.network,
    byStatus: { ...known, [error.status]: known[error.status] ?? LOAD_ERROR_TEXTS.other(error.status) },
  });
}

/**
 * A list row in the shape of the order answer: the parts the list does not carry are empty (the customer's id, 0,
 * is not shown: the wizard names the customer by customer_name), and the payment fields say nothing is due.
 */
function rowAsOrder(row: DealerOrderRow): DealerOrder {
  return {
    customer: 0,
    amount_due: null,
    payment_deadline: null,
    payment_instructions: null,
    payment_reference: null,
    business_invoice_type_display: '',
    is_official_invoice: isOfficial(row.business_invoice_type),
    pricing_date: null,
    priced_by_name: null,
    assigned_dealer_code: null,
    customer_comment: '',
    admin_comment: '',
    has_payment_receipts: false,
    payment_receipts_count: 0,
    customer_info: null,
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
    items: [],
    dealer_notes: '',
    acceptance: null,
    revision_request: null,
    quote_version: 0,
    quote_valid_until: null,
    quote_expired: false,
    payment_deadline_days: DEFAULT_PAYMENT_DEADLINE_DAYS,
    ...row,
  };
}

type RecordAttempt = (index: number, attempt: LoadAttempt) => void;

async function attempt<T>(
  index: number,
  call: string,
  record: RecordAttempt,
  run: () => Promise<T>,
): Promise<T> {
  record(index, { call, state: 'running' });
  try {
    const result = await run();
    record(index, { call, state: 'ok' });
    return result;
  } catch (error) {
    record(index, { call, state: 'failed', text: loadErrorText(error) });
    throw error;
  }
}

export async function loadDealerOrder(id: number, record: RecordAttempt): Promise<LoadedOrder> {
  let first: unknown;
  try {
    const order = await attempt(0, `GET /api/dealers/order/${id}/`, record, () => dealerApi.order(id));
    return { order, partial: false };
  } catch (error) {
    first = error;
  }
  try {
    const order: Order = await attempt(1, `GET /api/orders/${id}/`, record, () => ordersApi.get(id));
    return { order: order as DealerOrder, partial: false };
  } catch {
    // on to the list
  }
  let index = 2;
  for (const tab of ORDER_TAB_NAMES) {
    const call = `GET /api/orders/my-assigned-orders/?tab=${tab}`;
    try {
      const page = await attempt(index, call, record, () => dealerApi.assignedOrders({ tab, page: 1 }));
      const row = page.orders.find((o) => o.id === id);
      if (row) return { order: rowAsOrder(row), partial: true };
      record(index, { call, state: 'not-listed' });
    } catch {
      // the next tab
    }
    index += 1;
  }
  throw new OrderLoadError(first);
}
