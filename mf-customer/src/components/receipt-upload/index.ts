// The payment receipt upload form, shared by the order page and the dashboard's upload modal.
export { ReceiptUploadForm } from './receipt-upload-form';
// the same content checks apply to a cheque's picture
export { addFiles } from './validate-files';
