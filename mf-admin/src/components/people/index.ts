export { useIsSuperuser } from './use-superuser';
export { UserFormModal, toPayload } from './user-form-modal';
export type { UserFormKind, UserFormModalProps, UserFormValues } from './user-form-modal';
export { PEOPLE_TEXTS } from './messages';
