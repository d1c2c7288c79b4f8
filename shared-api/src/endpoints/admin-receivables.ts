// Typed calls of the staff's side of money after the quote (docs/contracts.md "Money after the quote"): the
// receivables page and its Excel export (downloaded through the client: an access token never travels in a URL),
// the review of one receipt and a cheque's move. A customer's statement for staff is receivablesApi's.
import { api } from '@sefaresh/shared-api/core';
import type { ApiOperation, ApiRequestBody, ApiResponseBody } from '../types';
import type { Order } from './orders';
import type { Cheque } from './receivables';
import { definedParams, queryOptionsOf } from './query';

/** The page's filters: customer and dealer ids, and the due dates' range (Gregorian days 'YYYY-MM-DD'). */
export type ReceivablesFilters = NonNullable<
  ApiOperation<'/api/admin/receivables/', 'get'>['parameters']['query']
>;
export type Receivables = ApiResponseBody<'/api/admin/receivables/', 'get'>;
/** One open instalment on the receivables page. */
export type ReceivableRow = Receivables['open'][number];
/** A received cheque due soon, with its customer. */
export type ReceivableChequeRow = Receivables['cheques_to_deposit'][number];

/** A receipt's review: verify (at the customer's amount unless `amount` corrects it) or reject with a reason. */
export type ReceiptReviewPayload =
  { decision: 'verify'; amount?: string } | { decision: 'reject'; reason: string };

export type ChequeMovePayload = ApiRequestBody<'/api/admin/cheques/{id}/status/', 'post'>;

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
