// The admin order editor, for /admin/orders/:orderId (wired in app.tsx).
export { AdminOrderEditorPage } from './admin-order-editor-page';
