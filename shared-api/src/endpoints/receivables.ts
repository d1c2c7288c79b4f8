// Typed calls of money after the quote (docs/contracts.md "Money after the quote"): an order's payment schedule,
// balance and cheques as the order answer carries them, registering a cheque (with its picture), a cheque's
// picture, and the customer's statement (JSON and PDF). The receipt upload with its amount, tracking number,
// day of payment and instalment is ordersApi.uploadReceipts.
import { api, errorText, fieldErrorsFor, isApiError } from '@sefaresh/shared-api/core';
import type { ApiResponseBody } from '../types';
import { orderKeys, type Order } from './orders';
import { queryOptionsOf } from './query';
import { uploadForm } from './upload';

export type Instalment = Order['payment_schedule'][number];
export type OrderBalance = NonNullable<Order['balance']>;
export type Cheque = ApiResponseBody<'/api/orders/{id}/cheques/', 'post', 201>;
/** What registering a cheque sends (the server reads it by hand, as JSON or multipart: no schema to derive). */
export interface RegisterChequePayload {
  sayad_id: string;
  bank: string;
  drawer_name: string;
  due_date: string;
  amount: string;
  instalment_id?: number;
}
/** The statement as JSON (the same route answers the PDF with ?format=pdf). */
export type Statement = Exclude<ApiResponseBody<'/api/customers/statement/', 'get'>, string>;
export type StatementLine = Statement['lines'][number];

/** The file name a statement PDF is saved under. */
export const statementFileName = (customerId?: number) =>
  customerId === undefined ? 'statement.pdf' : `statement_${customerId}.pdf`;

/** Every field the server may name when it refuses a cheque. */
const CHEQUE_FIELDS = [
  'sayad_id',
  'bank',
  'drawer_name',
  'due_date',
  'amount',
  'instalment_id',
  'picture',
] as const;
export type ChequeRefusalField = (typeof CHEQUE_FIELDS)[number];

/**
 * A refused cheque registration: its sentence (else `fallback`) and the fields a 400 names; a Sayad id registered
 * before (409) names the Sayad id.
 */
export function chequeRefusal(error: unknown, fallback: string) {
  const fields: Partial<Record<ChequeRefusalField, string>> = fieldErrorsFor(error, CHEQUE_FIELDS);
  const text = errorText(error, { fallback });
  if (isApiError(error) && error.status === 409) fields.sayad_id = text;
  return { text, fields };
}

function chequeForm(payload: RegisterChequePayload, picture: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload))
    if (value !== undefined && value !== '') form.append(key, String(value));
  form.append('picture', picture, picture.name);
  return form;
}

export const receivablesApi = {
  /**
   * POST orders/{id}/cheques/ → 201 the cheque (the customer or staff). With a picture a multipart request
   * (onProgress gets 0–1), without one JSON. 409 when the Sayad id is registered anywhere already.
   */
  registerCheque: (
    orderId: number,
    payload: RegisterChequePayload,
    picture?: File | null,
    onProgress?: (fraction: number) => void,
  ) =>
    picture
      ? uploadForm<Cheque>(`orders/${orderId}/cheques/`, chequeForm(payload, picture), onProgress)
      : api.post(`orders/${orderId}/cheques/`, { json: payload }).json<Cheque>(),
  /** A cheque's picture (picture_url of the cheque), with the bearer token. */
  chequePicture: (url: string) => api.get(url.replace(/^\/api\//, '')).blob(),
  /** GET customers/statement/ → the signed-in customer's statement, lines oldest first. */
  statement: () => api.get('customers/statement/').json<Statement>(),
  /** GET customers/statement/?format=pdf → the same statement as a Persian PDF. */
  statementPdf: () =>
    api.get('customers/statement/', { searchParams: { format: 'pdf' }, timeout: 60_000 }).blob(),
  /** GET admin/customers/{id}/statement/ (staff) → that customer's statement. */
  customerStatement: (customerId: number) =>
    api.get(`admin/customers/${customerId}/statement/`).json<Statement>(),
  customerStatementPdf: (customerId: number) =>
    api
      .get(`admin/customers/${customerId}/statement/`, { searchParams: { format: 'pdf' }, timeout: 60_000 })
      .blob(),
};

/**
 * The keys of receivables. An order's cheques and their pictures sit under the order's key (invalidating the
 * order reloads them); statements under ['statement'], so any payment move can reload every statement.
 */
export const receivableKeys = {
  chequePicture: (orderId: number, url: string) =>
    [...orderKeys.order(orderId), 'cheque-picture', url] as const,
  statements: ['statement'] as const,
  statement: ['statement', 'mine'] as const,
  customerStatement: (customerId: number) => ['statement', 'customer', customerId] as const,
};

/** The signed-in customer's statement. */
export const statementQuery = () =>
  queryOptionsOf(receivableKeys.statement, () => receivablesApi.statement());

/** A customer's statement, for staff. */
export const customerStatementQuery = (customerId: number) =>
  queryOptionsOf(receivableKeys.customerStatement(customerId), () =>
    receivablesApi.customerStatement(customerId),
  );

/** A cheque's picture with the bearer token; a stored picture does not change, so it is read once. */
export const chequePictureQuery = (orderId: number, url: string) =>
  queryOptionsOf(receivableKeys.chequePicture(orderId, url), () => receivablesApi.chequePicture(url), {
    staleTime: Number.POSITIVE_INFINITY,
  });
