// The admin calls of this page that shared-api does not type yet (being built: GET admin/orders/{id}/customer-info/
// and GET admin/orders/{id}/details/), as small local functions over the shared client.
import { api, type Order, type OrderCustomerInfo, type OrderStatus } from '@sefaresh/shared-api';

export interface AdminCustomerInfo {
  customer_info: OrderCustomerInfo | null;
  is_complete: boolean;
  source: 'order' | 'saved' | 'account';
}

export interface OrderEvent {
  id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  note: string;
  created_at: string;
  actor_name: string | null;
}

export type AdminOrderDetails = Order & { customer_email?: string; events: OrderEvent[] };

export const adminOrderApi = {
  customerInfo: (id: number) => api.get(`admin/orders/${id}/customer-info/`).json<AdminCustomerInfo>(),
  details: (id: number) => api.get(`admin/orders/${id}/details/`).json<AdminOrderDetails>(),
};

/** Spec 001 §5: the official invoice data is ready only with national_id, complete_address and postal_code. */
export function invoiceInfoReady(info: OrderCustomerInfo | null | undefined): boolean {
  return Boolean(info?.national_id?.trim() && info?.complete_address?.trim() && info?.postal_code?.trim());
}
