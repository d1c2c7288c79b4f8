// Test data and the area rendered on a route, for the catalogue's component tests.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AuthUser, Product, ProductsPage, ShipmentAnnouncement } from '@sefaresh/shared-api';
import type { TestApi } from '@sefaresh/shared-api/testing';
import App from '../app';

export const customer: AuthUser = {
  id: 7,
  email: 'c@example.com',
  name: 'مریم احمدی',
  is_staff: false,
  is_dealer: false,
  company_name: null,
  phone: null,
};
export const dealer: AuthUser = { ...customer, id: 8, name: 'نماینده', is_dealer: true };
export const staff: AuthUser = { ...customer, id: 9, name: 'کارمند', is_staff: true };

export const categories = [
  { id: 1, name: 'coffee', name_fa: 'قهوه', display_name: 'قهوه' },
  { id: 2, name: 'nuts', name_fa: 'آجیل', display_name: 'آجیل' },
];

export function product(id: number, over: Partial<Product> = {}): Product {
  const image = (n: number) => ({
    id: id * 10 + n,
    image: `images/${id}-${n}.webp`,
    image_url: `/api/media/images/${id}-${n}.webp`,
    thumbnail_url: `/api/media/images/${id}-${n}-thumb.webp`,
    is_primary: n === 1,
    alt_text: '',
  });
  return {
    id,
    name: `محصول ${id}`,
    description: `توضیحات محصول ${id}`,
    category: categories[0],
    category_id: 1,
    category_name: 'قهوه',
    origin: 'برزیل',
    base_price: '1500000',
    tax_rate: 10,
    stock: 120,
    stock_status: 'in_stock',
    is_out_of_stock: false,
    weight: 2.5,
    is_active: true,
    is_featured: false,
    product_images: [image(1), image(2)],
    primary_image_url: `/api/media/images/${id}-1.webp`,
    image_url: `/api/media/images/${id}-1.webp`,
    thumbnail_url: `/api/media/images/${id}-1-thumb.webp`,
    created_at: '2026-11-20T09:00:00Z',
    days_since_created: 3,
    ...over,
  };
}

/** Answers GET products/?… from a list the way the server pages it (limit, offset), recording each query. */
export function serveProducts(api: TestApi, list: Product[]) {
  const queries: URLSearchParams[] = [];
  api.otherwise((call) => {
    const [path, query = ''] = call.path.split('?');
    if (call.method !== 'GET' || path !== 'products/') return { status: 404, body: { error: 'یافت نشد' } };
    const params = new URLSearchParams(query);
    queries.push(params);
    const limit = Number(params.get('limit') ?? 9);
    const offset = Number(params.get('offset') ?? 0);
    const body: ProductsPage = {
      count: list.length,
      next: null,
      previous: null,
      results: list.slice(offset, offset + limit),
    };
    return { status: 200, body };
  });
  return queries;
}

export function announcement(id: number, over: Partial<ShipmentAnnouncement> = {}): ShipmentAnnouncement {
  return {
    id,
    title: `محموله ${id}`,
    description: 'شرح محموله',
    is_active: true,
    is_featured: false,
    images: [],
    image_url: null,
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    created_by: 3,
    created_by_name: 'کارمند فروش',
    shipment_date: '2026-11-15',
    origin_country: 'برزیل',
    estimated_arrival: '2026-12-01',
    product_categories: 'قهوه',
    view_count: 0,
    products_count: 0,
    related_products: [],
    related_products_info: [],
    ...over,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The area at `path`, with the page the app moved to shown in a probe. */
export function renderArea(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>صفحه اصلی</p>} />
        <Route path="/login" element={<p>صفحه ورود</p>} />
        <Route path="/orders/create" element={<Where />} />
        <Route path="/dealer" element={<p>پنل نماینده</p>} />
        <Route path="/admin" element={<p>پنل مدیریت</p>} />
        <Route path="/dashboard" element={<p>داشبورد مشتری</p>} />
        <Route
          path="*"
          element={
            <>
              <App />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}
