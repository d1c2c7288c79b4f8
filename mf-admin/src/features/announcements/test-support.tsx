// Fixtures of the announcements tests: a staff session, an announcement as the API sends it, and the list answer.
import type { AdminAnnouncement, AdminAnnouncementsResponse, AuthUser } from '@sefaresh/shared-api';

export const staff: AuthUser = {
  id: 3,
  email: 's@example.com',
  name: 'کارمند',
  is_staff: true,
  is_dealer: false,
  company_name: null,
  phone: null,
};

export function announcement(id: number, over: Partial<AdminAnnouncement> = {}): AdminAnnouncement {
  return {
    id,
    title: `محموله ${id}`,
    description: 'قهوه و ادویه تازه رسید',
    is_active: true,
    is_featured: false,
    images: [],
    image_url: null,
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    created_by: 3,
    created_by_name: 'کارمند',
    shipment_date: '2026-11-22',
    origin_country: 'برزیل',
    estimated_arrival: '2026-12-01',
    product_categories: 'قهوه، ادویه',
    view_count: 12,
    products_count: 1,
    related_products: [7],
    related_products_info: [
      { id: 7, name: 'قهوه عربیکا', stock: 30, stock_status: 'low_stock', is_active: true },
    ],
    ...over,
  };
}

export function listAnswer(results: AdminAnnouncement[]): AdminAnnouncementsResponse {
  return { results, stats: { total: 14, active: 9, featured: 3, this_month: 5 } };
}
