// The order page (/orders/:orderId): order data, items, price selection, receipts and invoices.
export { OrderDetailPage } from './order-detail-page';
