// Typed calls of the quote endpoints: an order's quote versions with their changes and revision
// requests, one version's pre-invoice PDF, the customer's request for a new price and staff's extension of the
// current version. Types come from the server's OpenAPI document (src/generated/api-types.ts).
import { api } from '@sefaresh/shared-api/core';
import type { ApiRequestBody, ApiResponseBody } from '../types';
import type { Order } from './orders';
import { orderKeys } from './orders';
import { queryOptionsOf } from './query';

export type QuotesResponse = ApiResponseBody<'/api/orders/{id}/quotes/', 'get'>;
export type QuoteVersion = QuotesResponse['versions'][number];
export type QuoteChange = QuoteVersion['changes'][number];
export type QuoteChangeKind = QuoteChange['kind'];
export type QuotedLine = QuoteVersion['items'][number];
export type QuotedOption = QuotedLine['options'][number];
export type QuoteAcceptance = NonNullable<QuoteVersion['acceptance']>;
export type RevisionRequest = QuotesResponse['revision_requests'][number];
export type RequestRevisionPayload = ApiRequestBody<'/api/orders/{id}/request-revision/', 'post'>;
export type ExtendQuotePayload = ApiRequestBody<'/api/admin/orders/{id}/extend-quote/', 'post'>;

/** The file name a version's pre-invoice is saved under: its number, e.g. 1405-000012-v2. */
export const quotePdfFileName = (version: Pick<QuoteVersion, 'pre_invoice_number' | 'version'>) =>
  `pre_invoice_${version.pre_invoice_number || `v${version.version}`}.pdf`;

export const quotesApi = {
  /** GET orders/{id}/quotes/ → the versions (newest first), the revision requests and how many are left. */
  list: (orderId: number) => api.get(`orders/${orderId}/quotes/`).json<QuotesResponse>(),
  /** The path below /api/ of a version's pre-invoice (fetched through the client: the token never goes in a URL). */
  pdfPath: (orderId: number, version: number) => `orders/${orderId}/quotes/${version}/pre-invoice/`,
  /** GET orders/{id}/quotes/{version}/pre-invoice/ → that version's PDF, the same bytes until it is accepted. */
  pdf: (orderId: number, version: number) =>
    api.get(quotesApi.pdfPath(orderId, version), { timeout: 60_000 }).blob(),
  /** POST orders/{id}/request-revision/ → the order in revision_requested (409 past the cap or status). */
  requestRevision: (orderId: number, payload: RequestRevisionPayload) =>
    api.post(`orders/${orderId}/request-revision/`, { json: payload }).json<Order>(),
  /** POST admin/orders/{id}/extend-quote/ (staff) → the order with the current version's later valid_until. */
  extend: (orderId: number, payload: ExtendQuotePayload) =>
    api.post(`admin/orders/${orderId}/extend-quote/`, { json: payload }).json<Order>(),
};

/** An order's quotes sit under the order's key, so a move that invalidates the order reloads them too. */
export const quoteKeys = {
  list: (orderId: number) => [...orderKeys.order(orderId), 'quotes'] as const,
};

/** The quote versions of an order (its customer, staff, the assigned dealer). */
export const quotesQuery = (orderId: number) =>
  queryOptionsOf(quoteKeys.list(orderId), () => quotesApi.list(orderId));
