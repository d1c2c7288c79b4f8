export { useIsSuperuser } from './use-superuser';
export { UserFormModal } from './user-form-modal';
export { PEOPLE_TEXTS } from './messages';
export { ActiveToggle } from './active-toggle';
