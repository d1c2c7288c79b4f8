export { BulkActions } from './bulk-actions';
export { CardActions } from './card-actions';
export { UploadFormModal } from './upload-form-modal';
