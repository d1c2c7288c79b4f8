// The admin orders list at /admin/orders (spec 002 §2); mf-admin's app.tsx routes to it.
export { AdminOrdersPage } from './admin-orders-page';
