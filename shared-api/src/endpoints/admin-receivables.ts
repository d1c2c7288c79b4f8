// Typed calls of the staff's side of money after the quote (docs/contracts.md "Money after the quote"): the
// receivables page and its Excel export (downloaded through the client: an access token never travels in a URL),
// the review of one receipt and a cheque's move. A customer's statement for staff is receivablesApi's.
import { api } from '@sefaresh/shared-api/core';
import type { ChequeStatus, InstalmentState, ReceiptReviewStatus } from '../rules';
import type { Order } from './orders';
import type { Cheque } from './receivables';
import { definedParams, queryOptionsOf } from './query';

/** The page's filters: customer and dealer ids, and the due dates' range (Gregorian days 'YYYY-MM-DD'). */
export interface ReceivablesFilters {
  customer?: number;
  dealer?: number;
  from?: string;
  to?: string;
}

/** One open instalment on the receivables page. */
export interface ReceivableRow {
  instalment_id: number;
  order_id: number;
  customer_id: number;
  customer_name: string;
  dealer_name: string | null;
  dealer_code: string | null;
  payment_term: string;
  term_display: string;
  due_date: string;
  amount: string;
  paid: string;
  secured: string;
  outstanding: string;
  state: InstalmentState;
  days_overdue: number;
}

/** A received cheque due soon, with its customer. */
export type ReceivableChequeRow = Cheque & { customer_name: string };

export interface Receivables {
  overdue: ReceivableRow[];
  due_this_week: ReceivableRow[];
  cheques_to_deposit: ReceivableChequeRow[];
  open: ReceivableRow[];
  totals: { overdue: string; due_this_week: string; cheques_to_deposit: string; open: string };
}

/** A receipt's review: verify (at the customer's amount unless `amount` corrects it) or reject with a reason. */
export type ReceiptReviewPayload =
  { decision: 'verify'; amount?: string } | { decision: 'reject'; reason: string };

export interface ChequeMovePayload {
  status: ChequeStatus;
  note?: string;
}

/** What the server says about a receipt staff review (beside the answer's older receipt fields). */
export interface ReceiptReviewFields {
  status?: ReceiptReviewStatus;
  duplicate_of?: { order_id: number; receipt_id: number } | null;
}

export const adminReceivablesApi = {
  /** GET admin/receivables/ → overdue, due this week, cheques to deposit, all open; with their totals. */
  list: (filters: ReceivablesFilters = {}) =>
    api.get('admin/receivables/', { searchParams: definedParams(filters) }).json<Receivables>(),

  /** The .xlsx of the same filters (Persian headers, Jalali dates), through the client. */
  exportXlsx: (filters: ReceivablesFilters = {}) =>
    api.get('admin/receivables/export/', { searchParams: definedParams(filters), timeout: false }).blob(),

  /** POST admin/orders/{id}/payment-receipts/{receiptId}/review/ → the order. 409 when already reviewed. */
  reviewReceipt: (orderId: number, receiptId: number, payload: ReceiptReviewPayload) =>
    api
      .post(`admin/orders/${orderId}/payment-receipts/${receiptId}/review/`, { json: payload })
      .json<Order>(),

  /** POST admin/cheques/{id}/status/ → the cheque in its new status (bounced needs a note). */
  moveCheque: (chequeId: number, payload: ChequeMovePayload) =>
    api.post(`admin/cheques/${chequeId}/status/`, { json: payload }).json<Cheque>(),
};

export const adminReceivableKeys = {
  all: ['admin', 'receivables'] as const,
  list: (filters: ReceivablesFilters) => ['admin', 'receivables', filters] as const,
};

/** The receivables page for the filters. */
export const receivablesQuery = (filters: ReceivablesFilters) =>
  queryOptionsOf(adminReceivableKeys.list(filters), () => adminReceivablesApi.list(filters));
