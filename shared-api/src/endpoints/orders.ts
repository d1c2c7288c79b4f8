// Typed calls of the orders endpoints: create, the caller's own list (dashboard tabs), one order, the customer's
// and the staff's moves of the transition table, receipts and invoices. Types come from the server's OpenAPI
// document (src/generated/api-types.ts).
import { api } from '@sefaresh/shared-api/core';
import { queryOptionsOf } from './query';
import { uploadForm } from './upload';
import type { ApiRequestBody, ApiResponseBody } from '../types';

export type CreateOrderPayload = ApiRequestBody<'/api/orders/', 'post'>;
export type CreateOrderItem = CreateOrderPayload['items'][number];
export type OrderCustomerInfoInput = NonNullable<CreateOrderPayload['customer_info']>;
export type Order = ApiResponseBody<'/api/orders/{id}/', 'get'>;
export type OrderStatus = Order['status'];
export type OrderItem = Order['items'][number];
export type PricingOption = OrderItem['pricing_options'][number];
export type PaymentTerm = PricingOption['payment_term'];
export type PaymentReceipt = Order['payment_receipts'][number];
export type OrderCustomerInfo = NonNullable<Order['customer_info']>;
export type OrdersListResponse = ApiResponseBody<'/api/orders/', 'get'>;
export type OrderSummary = OrdersListResponse['results'][number];
export type OrderTab = keyof OrdersListResponse['tab_counts'];
export type UpdatePricingPayload = ApiRequestBody<'/api/orders/{id}/update-multiple-pricing/', 'post'>;
export type VerifyPaymentPayload = ApiRequestBody<'/api/orders/{id}/verify-payment/', 'post'>;
export type InvoiceStatus = ApiResponseBody<'/api/orders/{id}/invoice-status/', 'get'>;
export type ReceiptUploadResponse = ApiResponseBody<'/api/orders/{id}/upload-payment-receipt/', 'post', 201>;
export type InvoiceInfoResponse = ApiResponseBody<'/api/customers/invoice-info/', 'get'>;
export type UpdateInvoiceInfoPayload = ApiRequestBody<'/api/customers/update-invoice-info/', 'post'>;
export type UpdateInvoiceInfoResponse = ApiResponseBody<'/api/customers/update-invoice-info/', 'post'>;
export type InvoiceDocumentKind = 'pre' | 'final' | 'plain';

/** What a receipt says was paid, sent beside its files. */
export interface ReceiptDetails {
  amount: string;
  paid_on: string;
  tracking_number?: string;
  instalment_id?: number | null;
}

/** The spec's file names (spec 000 §7). */
export function invoiceFileName(
  kind: InvoiceDocumentKind,
  order: Pick<Order, 'id' | 'business_invoice_type'>,
) {
  if (kind === 'plain') return `invoice_${order.id}.pdf`;
  return `${kind === 'pre' ? 'pre_invoice' : 'final_invoice'}_${order.id}_${order.business_invoice_type}.pdf`;
}

const INVOICE_PATHS: Record<InvoiceDocumentKind, string> = {
  pre: 'download-pre-invoice',
  final: 'download-final-invoice',
  plain: 'download-invoice',
};

export const ordersApi = {
  /** POST orders/ → 201 the new order (pending_pricing). customer_info is required when official. Staff get 403. */
  create: (payload: CreateOrderPayload) => api.post('orders/', { json: payload }).json<Order>(),
  /** GET orders/?tab=&page= → the caller's own orders, newest first, 12 a page, with tab_counts. */
  list: (params: { tab?: OrderTab; page?: number } = {}) => {
    const searchParams: Record<string, string | number> = {};
    if (params.tab) searchParams.tab = params.tab;
    if (params.page) searchParams.page = params.page;
    return api.get('orders/', { searchParams }).json<OrdersListResponse>();
  },
  /** GET orders/{id}/ (15 s time-out) → the order with items, options and receipts. */
  get: (id: number) => api.get(`orders/${id}/`, { timeout: 15_000 }).json<Order>(),

  // the customer's moves; each answers the order as it now is
  selectOption: (id: number, itemId: number, optionId: number) =>
    api
      .post(`orders/${id}/customer-select-option/`, {
        json: { item_id: itemId, action: 'select_option', selected_option_id: optionId },
      })
      .json<Order>(),
  finalizeSelections: (id: number) => api.post(`orders/${id}/finalize-selections/`).json<Order>(),
  reject: (id: number, rejectionReason: string) =>
    api.post(`orders/${id}/customer-reject/`, { json: { rejection_reason: rejectionReason } }).json<Order>(),
  /** The last active item needs rejectEntireOrder and a reason, and rejects the order. */
  removeItem: (id: number, itemId: number, reject?: { rejectionReason: string }) =>
    api
      .delete(`orders/${id}/customer-remove-item/${itemId}/`, {
        json: reject ? { reject_entire_order: true, rejection_reason: reject.rejectionReason } : {},
      })
      .json<Order>(),

  // receipts
  receipts: (id: number) => api.get(`orders/${id}/payment-receipts/`).json<{ receipts: PaymentReceipt[] }>(),
  /**
   * Multipart upload (field payment_receipts, 1–10 files) with what was paid: amount (rials), paid_on
   * (YYYY-MM-DD), the optional tracking number and instalment (the server takes the oldest open one without it).
   * onProgress gets 0–1 as the bytes go out.
   */
  uploadReceipts: (
    id: number,
    files: File[],
    details: ReceiptDetails,
    onProgress?: (fraction: number) => void,
  ) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(details))
      if (value !== undefined && value !== null && value !== '') body.append(key, String(value));
    for (const file of files) body.append('payment_receipts', file, file.name);
    return uploadForm<ReceiptUploadResponse>(`orders/${id}/upload-payment-receipt/`, body, onProgress);
  },
  deleteReceipt: (id: number, receiptId: number) =>
    api.delete(`orders/${id}/delete-payment-receipt/${receiptId}/`).then(() => undefined),
  /** A receipt's bytes (file_url or download_url of the receipt), with the bearer token. */
  receiptFile: (url: string) => api.get(url.replace(/^\/api\//, '')).blob(),

  // invoices
  invoiceStatus: (id: number) => api.get(`orders/${id}/invoice-status/`).json<InvoiceStatus>(),
  invoicePdf: (id: number, kind: InvoiceDocumentKind) =>
    api.get(`orders/${id}/${INVOICE_PATHS[kind]}/`, { timeout: 60_000 }).blob(),

  // staff
  updatePricing: (id: number, payload: UpdatePricingPayload) =>
    api.post(`orders/${id}/update-multiple-pricing/`, { json: payload }).json<Order>(),
  staffRemoveItem: (id: number, itemId: number) =>
    api.delete(`orders/${id}/remove-item/${itemId}/`).json<Order>(),
  verifyPayment: (id: number, payload: VerifyPaymentPayload) =>
    api.post(`orders/${id}/verify-payment/`, { json: payload }).json<Order>(),
  complete: (id: number) => api.post(`orders/${id}/complete/`).json<Order>(),
  cancel: (id: number, reason: string) =>
    api.post(`orders/${id}/cancel/`, { json: { reason } }).json<Order>(),
  updateInvoiceType: (id: number, type: Order['business_invoice_type']) =>
    api
      .post(`orders/${id}/update-business-invoice-type/`, { json: { business_invoice_type: type } })
      .json<{ message: string; order: Order }>(),
};

export const customersApi = {
  /** GET customers/invoice-info/ → the saved official-invoice data (or the account's name, phone, company). */
  getInvoiceInfo: () => api.get('customers/invoice-info/').json<InvoiceInfoResponse>(),
  /** POST customers/update-invoice-info/; with order_id also that open official order's copy. */
  updateInvoiceInfo: (payload: UpdateInvoiceInfoPayload) =>
    api.post('customers/update-invoice-info/', { json: payload }).json<UpdateInvoiceInfoResponse>(),
};

/**
 * The query keys of orders, in one place. An order and every part of it (its answer as each role reads it, its
 * receipts, invoice status and invoice data) sit under ['order', id], so invalidating `order(id)` reloads them
 * all and `all` reloads every order; the caller's own lists sit under ['orders', tab, page].
 */
export const orderKeys = {
  all: ['order'] as const,
  order: (id: number) => ['order', id] as const,
  detail: (id: number) => ['order', id, 'detail'] as const,
  staffDetail: (id: number) => ['order', id, 'staff'] as const,
  dealerDetail: (id: number) => ['order', id, 'dealer'] as const,
  receipts: (id: number) => ['order', id, 'receipts'] as const,
  invoiceStatus: (id: number) => ['order', id, 'invoice-status'] as const,
  customerInfo: (id: number) => ['order', id, 'customer-info'] as const,
  lists: ['orders'] as const,
  tab: (tab: OrderTab) => ['orders', tab] as const,
  list: (tab: OrderTab, page: number) => ['orders', tab, page] as const,
  receiptFile: (url: string) => ['receipt-file', url] as const,
  invoiceInfo: ['invoice-info'] as const,
};

/** The caller's own orders of a tab and page (the customer's dashboard). */
export const ordersQuery = ({ tab, page }: { tab: OrderTab; page: number }) =>
  queryOptionsOf(orderKeys.list(tab, page), () => ordersApi.list({ tab, page }));

/** One order as its customer reads it. */
export const orderQuery = (id: number) => queryOptionsOf(orderKeys.detail(id), () => ordersApi.get(id));

/** An order's payment receipts. */
export const receiptsQuery = (orderId: number) =>
  queryOptionsOf(orderKeys.receipts(orderId), async () => (await ordersApi.receipts(orderId)).receipts);

/** An order's invoice numbers and which documents may be downloaded. */
export const invoiceStatusQuery = (orderId: number) =>
  queryOptionsOf(orderKeys.invoiceStatus(orderId), () => ordersApi.invoiceStatus(orderId));

/** A receipt's file with the bearer token, for a preview: a stored file does not change, so it is read once. */
export const receiptFileQuery = (url: string) =>
  queryOptionsOf(orderKeys.receiptFile(url), () => ordersApi.receiptFile(url), {
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The customer's saved official-invoice data. */
export const invoiceInfoQuery = () =>
  queryOptionsOf(orderKeys.invoiceInfo, () => customersApi.getInvoiceInfo());
