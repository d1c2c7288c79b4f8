import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOrderHref, inquiryComment, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { announcement, customer, renderArea } from '../../test/fixtures';
import { shipmentAge } from './shipment-age';
// loaded before the tests, so the area's lazy page resolves at once
import './index';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  api.on('GET contact/', { status: 200, body: { name: 'بازرگانی آزمون', phone: '02133445566' } });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  localStorage.clear();
});

const location = () => screen.getAllByTestId('location').at(-1)!.textContent;

test('relative dates: today, yesterday, N days under 7, N weeks under 30 days, more than a month', () => {
  const now = new Date('2026-11-25T12:00:00');
  expect(shipmentAge('2026-11-25T08:00:00', now)).toBe('امروز');
  expect(shipmentAge('2026-11-24T23:00:00', now)).toBe('دیروز');
  expect(shipmentAge('2026-11-19T08:00:00', now)).toBe('۶ روز پیش');
  expect(shipmentAge('2026-11-18T08:00:00', now)).toBe('۱ هفته پیش');
  expect(shipmentAge('2026-10-27T08:00:00', now)).toBe('۴ هفته پیش');
  expect(shipmentAge('2026-10-26T08:00:00', now)).toBe('بیش از یک ماه پیش');
});

const related = [
  { id: 5, name: 'قهوه عربیکا', stock: 120, stock_status: 'in_stock' as const, is_active: true },
  { id: 6, name: 'زعفران سرگل', stock: 0, stock_status: 'out_of_stock' as const, is_active: true },
  { id: 7, name: 'پسته اکبری', stock: 20, stock_status: 'low_stock' as const, is_active: true },
  { id: 8, name: 'بادام', stock: 90, stock_status: 'in_stock' as const, is_active: true },
];
const images = [1, 2, 3, 4, 5].map((n) => ({ id: n, image: `/m/${n}.webp`, thumbnail: `/m/${n}-t.webp` }));

test('a card shows every field, three more thumbnails, 150 characters and three related products', async () => {
  const long = 'الف'.repeat(100) + 'ب'.repeat(100);
  api.on('GET shipment-announcements/', {
    status: 200,
    body: [
      announcement(1, {
        is_featured: true,
        description: long,
        images,
        related_products_info: related,
        products_count: 4,
      }),
    ],
  });
  renderArea('/product/newarrivals');
  const card = await screen
    .findByText('محموله 1')
    .then((el) => el.closest<HTMLElement>('[data-announcement-id]')!);
  expect(within(card).getByText('ویژه')).toBeInTheDocument();
  expect(within(card).getByText(/ثبت توسط کارمند فروش/)).toBeInTheDocument();
  expect(card.querySelectorAll('img')).toHaveLength(4);
  expect(card.querySelector('[data-description]')!.textContent).toHaveLength(151);
  expect(within(card).getByText('برزیل')).toBeInTheDocument();
  expect(within(card).getByText('۱۴۰۵/۰۸/۲۴')).toBeInTheDocument();
  expect(within(card).getByText('قهوه عربیکا')).toBeInTheDocument();
  expect(within(card).getByText('ناموجود')).toBeInTheDocument();
  expect(within(card).queryByText('بادام')).not.toBeInTheDocument();
  expect(within(card).getByText('و ۱ محصول دیگر')).toBeInTheDocument();
});

test('the modal counts a view, shows the carousel and opens an inquiry per product', async () => {
  useAuthStore.getState().setSession(customer, { access: 'a', refresh: 'r' });
  const item = announcement(1, { images, related_products_info: related, title: 'محموله پاییز' });
  api.on('GET shipment-announcements/', { status: 200, body: [item] });
  api.on('GET shipment-announcements/1/', { status: 200, body: { ...item, view_count: 1 } });
  renderArea('/product/newarrivals');
  await userEvent.click(await screen.findByRole('button', { name: 'مشاهده جزئیات: محموله پاییز' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(api.calls.some((c) => c.path === 'shipment-announcements/1/')).toBe(true));
  expect(dialog.querySelector('.slick-slider, .ant-carousel')).not.toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'استعلام و سفارش: زعفران سرگل' }));
  expect(location()).toBe(
    createOrderHref({ inquiry: true, comment: inquiryComment('زعفران سرگل', 'محموله پاییز') }),
  );
});

test('an orderable product is preselected in the inquiry', async () => {
  const item = announcement(1, { related_products_info: related, title: 'محموله پاییز' });
  api.on('GET shipment-announcements/', { status: 200, body: [item] });
  api.on('GET shipment-announcements/1/', { status: 200, body: item });
  renderArea('/product/newarrivals');
  await userEvent.click(await screen.findByRole('button', { name: 'مشاهده جزئیات: محموله پاییز' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'استعلام و سفارش: قهوه عربیکا' }));
  expect(location()).toBe(
    createOrderHref({ productId: 5, inquiry: true, comment: inquiryComment('قهوه عربیکا', 'محموله پاییز') }),
  );
});

test('empty state, quick services with the support phone, and a failed load with retry', async () => {
  api.on('GET shipment-announcements/', { status: 500, body: { error: 'خطای سرور' } });
  renderArea('/product/newarrivals');
  expect(await screen.findByText('خطا در بارگذاری اطلاعیه‌های محموله')).toBeInTheDocument();
  api.on('GET shipment-announcements/', { status: 200, body: [] });
  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(await screen.findByText('در حال حاضر محموله جدیدی اعلام نشده است')).toBeInTheDocument();
  // the configured number (GET contact/), not a copy in the code
  expect(await screen.findByRole('link', { name: /استعلام تلفنی/ })).toHaveAttribute(
    'href',
    'tel:02133445566',
  );
  await userEvent.click(screen.getByRole('button', { name: 'مشاهده کاتالوگ کامل' }));
  expect(location()).toBe('/product');
});
