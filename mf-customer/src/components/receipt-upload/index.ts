// The payment receipt upload form, shared by the order page and the dashboard's upload modal.
export { ReceiptUploadForm } from './receipt-upload-form';
