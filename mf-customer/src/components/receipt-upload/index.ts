// The payment receipt upload form, shared by the order page and the dashboard's upload modal.
export { ReceiptUploadForm } from './receipt-upload-form';
export type { ReceiptUploadFormProps } from './receipt-upload-form';
export { RECEIPT_UPLOAD_MESSAGES } from './messages';
