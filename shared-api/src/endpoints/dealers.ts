// Typed calls of dealer assignment (spec 001 §7): the staff's dealer list, assign-dealer, remove-dealer and
// update-dealer-notes. Each move answers `{message, order}` (Persian message, the order as the caller sees it).
import { api } from '../client';
import type { ApiRequestBody, ApiResponseBody } from '../types';

export type DealerForAssignment = ApiResponseBody<'/api/dealers/list-for-assignment/', 'get'>[number];
export type AssignDealerPayload = ApiRequestBody<'/api/orders/{id}/assign-dealer/', 'post'>;
export type DealerMoveResponse = ApiResponseBody<'/api/orders/{id}/assign-dealer/', 'post'>;
export type CommissionStatus = NonNullable<DealerMoveResponse['order']['commission_status']>;

export const dealersApi = {
  /** GET dealers/list-for-assignment/ (staff) → active dealers by name, with default rate and order counts. */
  listForAssignment: () => api.get('dealers/list-for-assignment/').json<DealerForAssignment[]>(),
  /**
   * POST orders/{id}/assign-dealer/ (staff). custom_commission_rate only when a custom rate is chosen; without
   * it the dealer's default rate is used. 400 names the field in details (dealer_id, custom_commission_rate).
   */
  assign: (orderId: number, payload: AssignDealerPayload) =>
    api.post(`orders/${orderId}/assign-dealer/`, { json: payload }).json<DealerMoveResponse>(),
  /** POST orders/{id}/remove-dealer/ (staff): the pending commission is cancelled. */
  remove: (orderId: number) => api.post(`orders/${orderId}/remove-dealer/`).json<DealerMoveResponse>(),
  /** POST orders/{id}/update-dealer-notes/ (the assigned dealer or staff). */
  updateNotes: (orderId: number, dealerNotes: string) =>
    api
      .post(`orders/${orderId}/update-dealer-notes/`, { json: { dealer_notes: dealerNotes } })
      .json<DealerMoveResponse>(),
};
