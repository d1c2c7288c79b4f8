export { CardActions } from './card-actions';
export type { CardActionsProps, CardFlag } from './card-actions';
export { UploadFormModal } from './upload-form-modal';
export type { UploadFormModalProps } from './upload-form-modal';
export { EDITING_TEXTS } from './messages';
